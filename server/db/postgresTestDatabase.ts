import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDatabase } from './createPgDatabase';
import type { Database } from './Database';

/** The same server address with another database name. */
function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Makes sure a template database holding `prepare`'s result exists for (`name`, `fingerprint`)
 * and returns its name. Built once per server: an advisory lock makes parallel test files wait for
 * the one that builds it; the build happens under a temporary name and is renamed when complete,
 * so a half-built template is never copied. Older templates of the same `name` are dropped.
 */
async function ensureTemplate(
  serverUrl: string,
  name: string,
  fingerprint: string,
  prepare: (db: Database) => Promise<unknown>,
): Promise<string> {
  const template = `cadence_tpl_${createHash('sha256').update(`${name}:${fingerprint}`).digest('hex').slice(0, 20)}`;
  return withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const existing = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (existing.rowCount) return template;
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const db = await createPgDatabase({ connectionString: databaseUrl(serverUrl, building) });
      try {
        await prepare(db);
      } finally {
        await db.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
      await admin.query(`comment on database ${template} is ${pg.escapeLiteral(`cadence test template ${name}`)}`);
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database d join pg_shdescription s on s.objoid = d.oid
          where s.description = $1 and d.datname <> $2`,
        [`cadence test template ${name}`, template],
      );
      for (const { datname } of stale.rows) {
        await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)}`).catch(() => undefined);
      }
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

/** A test database on a PostgreSQL server, with its address (other processes may open it too). */
export interface PostgresTestDatabase extends Database {
  /** The copy's connection string, e.g. for a middleware process started as DATABASE_URL. */
  connectionString: string;
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, copied (`CREATE DATABASE ...
 * TEMPLATE`) from a template prepared once by `prepare`, and dropped again by `close`. Copying
 * takes a few hundred milliseconds where migrating and seeding took seconds.
 *
 * @example
 * const db = await openPostgresTestDatabase(url, 'migrated', key, (db) => migrate(db));
 */
export async function openPostgresTestDatabase(
  serverUrl: string,
  name: string,
  fingerprint: string,
  prepare: (db: Database) => Promise<unknown>,
): Promise<PostgresTestDatabase> {
  const template = await ensureTemplate(serverUrl, name, fingerprint, prepare);
  const database = `cadence_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${database} template ${template}`));
  const connectionString = databaseUrl(serverUrl, database);
  const db = await createPgDatabase({ connectionString });
  return {
    ...db,
    connectionString,
    async close() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${database} with (force)`));
    },
  };
}
