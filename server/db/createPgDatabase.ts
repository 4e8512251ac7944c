import pg from 'pg';
import type { Database, Queryable } from './Database';

export interface PgDatabaseOptions {
  connectionString: string;
  /**
   * A schema to work in (created when missing) instead of `public`; test files use one each so
   * that parallel runs never collide.
   */
  schema?: string;
}

/**
 * Opens a `pg` connection pool on a PostgreSQL server.
 *
 * @example
 * const db = await createPgDatabase({ connectionString: process.env.DATABASE_URL! });
 */
export async function createPgDatabase(options: PgDatabaseOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`invalid schema name "${schema}"`);
  }
  if (schema) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    // search_path per connection, so every unqualified table name lands in the test's schema.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server ends (a PostgreSQL restart, a dropped test database) is
  // reported on the pool; with no listener that 'error' event would end the process. The pool
  // has already removed the connection and opens a fresh one for the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL ended an idle connection: ${error.message}`);
  });
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
