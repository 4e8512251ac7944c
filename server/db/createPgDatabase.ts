import pg from 'pg';
import { createConnectionGate } from './createConnectionGate';
import type { ChannelListener, Database, Queryable } from './Database';
import { DatabaseUnavailableError } from './DatabaseUnavailableError';
import type { DatabaseTimeouts } from './DatabaseTimeouts';
import { isDatabaseUnavailable } from './isDatabaseUnavailable';

export interface PgDatabaseOptions {
  connectionString: string;
  /**
   * A schema to work in (created when missing) instead of `public`; test files use one each so
   * that parallel runs never collide.
   */
  schema?: string;
  /** How long to wait on the server (the middleware's; none when absent: seeding, test templates). */
  timeouts?: DatabaseTimeouts;
  /** The pool's `application_name`, which `pg_stat_activity` shows. */
  applicationName?: string;
}

/**
 * pg-pool's error when `connectionTimeoutMillis` passes while a call waits in the queue of a full
 * pool (a new connection that cannot be opened in time fails with the client's own error).
 */
function isPoolWaitTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}

/** The pool settings of `timeouts`; a 0 leaves that one to the server's default (none). */
function timeoutSettings(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  const { connectMs, statementMs, idleInTransactionMs } = timeouts;
  return {
    ...(connectMs > 0 ? { connectionTimeoutMillis: connectMs } : {}),
    ...(statementMs > 0 ? { statement_timeout: statementMs, query_timeout: statementMs + connectMs } : {}),
    ...(idleInTransactionMs > 0 ? { idle_in_transaction_session_timeout: idleInTransactionMs } : {}),
  };
}

/**
 * Opens a `pg` connection pool on a PostgreSQL server. A connection that cannot be opened rejects
 * with {@link DatabaseUnavailableError}, and so do the calls of the next moment without trying
 * (createConnectionGate); a connection that failed during a statement (terminated,
 * timed out) is handed back to the pool with its error, so the pool drops it instead of lending it
 * out again, and a transaction on it rejects with the original error, not the failed rollback's.
 *
 * @example
 * const db = await createPgDatabase({ connectionString: process.env.DATABASE_URL!, timeouts: defaultDatabaseTimeouts });
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
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    ...timeoutSettings(options.timeouts),
  });
  // An idle connection the server ends (a PostgreSQL restart, a dropped test database) is
  // reported on the pool; with no listener that 'error' event would end the process. The pool
  // has already removed the connection and opens a fresh one for the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL ended an idle connection: ${error.message}`);
  });

  // Once a connection could not be opened, calls fail at once for a moment instead of each
  // waiting the connect timeout: an outage leaves no backlog to work off when it ends.
  const gate = createConnectionGate(() => Date.now());

  /** Runs `work` on a connection of its own and hands the connection back, dropped when it failed. */
  async function withClient<T>(work: (client: pg.PoolClient, drop: (error: Error) => void) => Promise<T>): Promise<T> {
    const attempt = gate.enter();
    if (!attempt) throw new DatabaseUnavailableError('no connection to PostgreSQL: it could not be reached a moment ago');
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
      attempt.connected();
    } catch (error) {
      // A wait for a busy pool to lend one of its connections is the load's doing, not the
      // database's: under a flood the gate would otherwise close on a healthy database.
      if (isPoolWaitTimeout(error)) attempt.inconclusive();
      else attempt.failed();
      throw new DatabaseUnavailableError('no connection to PostgreSQL', { cause: error });
    }
    // A connection lent out has no listener of the pool's: one lost between two statements of a
    // transaction would otherwise end the process with an unhandled 'error'.
    let failed: Error | undefined;
    const onError = (error: Error) => (failed ??= error);
    client.on('error', onError);
    try {
      return await work(client, onError);
    } catch (error) {
      if (isDatabaseUnavailable(error)) failed ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.off('error', onError);
      client.release(failed);
    }
  }

  const wrap = (client: pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    query: (sql, params) => withClient((client) => wrap(client).query(sql, params)),
    exec: (sql) => withClient((client) => wrap(client).exec(sql)),
    transaction: (work) =>
      withClient(async (client, drop) => {
        await client.query('begin');
        try {
          const result = await work(wrap(client));
          await client.query('commit');
          return result;
        } catch (error) {
          // On a lost connection the rollback fails too: the original error is the one to report
          // (the server rolls back a transaction whose connection is gone).
          await client.query('rollback').catch((rollbackError: unknown) => drop(rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))));
          throw error;
        }
      }),
    listen: (channel, listener) => listenOn(options.connectionString, channel, listener),
    close: () => pool.end(),
  };
}

/**
 * LISTENs on `channel` on a connection of its own. A lost connection is reported
 * (`hearing(false)`) and opened again, 250 ms doubling up to 5 s apart, until the returned stop.
 */
async function listenOn(connectionString: string, channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name "${channel}"`);
  let stopped = false;
  let client: pg.Client | undefined;
  let delay = 250;
  let retry: NodeJS.Timeout | undefined;
  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    failed.removeAllListeners('notification');
    void failed.end().catch(() => undefined);
    listener.hearing(false);
    if (stopped) return;
    retry = setTimeout(() => void open().catch(() => undefined), delay);
    delay = Math.min(delay * 2, 5000);
  };
  const open = async () => {
    const next = new pg.Client({ connectionString, application_name: `cadence-listen:${channel}`.slice(0, 63) });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notification) => {
      if (notification.channel === channel) listener.message(notification.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      lost(next);
      throw error;
    }
    if (stopped || client !== next) return;
    delay = 250;
    listener.hearing(true);
  };
  await open().catch(() => undefined);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
