import { createServer, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createPgDatabase } from './createPgDatabase';
import { DatabaseUnavailableError } from './DatabaseUnavailableError';
import { isDatabaseUnavailable } from './isDatabaseUnavailable';

const url = process.env.TEST_DATABASE_URL;

/** Runs `work` on a connection of the test's own, beside the pool under test. */
async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

// The pool is PostgreSQL's only; without TEST_DATABASE_URL (CI sets it) there is nothing to test.
describe.skipIf(!url)('createPgDatabase (PostgreSQL)', () => {
  it('keeps serving when the server ends an idle connection (a restart) instead of ending the process', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await createPgDatabase({ connectionString: url ?? '' });
    try {
      const [backend] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      await asAdmin((admin) => admin.query('select pg_terminate_backend($1)', [backend?.pid]));
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL ended an idle connection')));
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
      warn.mockRestore();
    }
  });

  it('issue 25 finding 4: a connection terminated between two statements of a transaction rejects the transaction (instead of ending the process) and is not lent out again', async () => {
    const db = await createPgDatabase({ connectionString: url ?? '' });
    try {
      const failure = await db
        .transaction(async (tx) => {
          const [backend] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
          await asAdmin((admin) => admin.query('select pg_terminate_backend($1)', [backend?.pid]));
          await tx.query('select 1');
        })
        .catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(failure).toMatchObject({ message: expect.stringMatching(/not queryable|terminat/) as string });
      // Every connection of the pool serves again (none of them the terminated one).
      const answers = await Promise.all(Array.from({ length: 12 }, () => db.query<{ one: number }>('select 1 as one')));
      expect(answers.flat()).toHaveLength(12);
    } finally {
      await db.close();
    }
  });

  it('issue 25 finding 4: a statement waiting on a table lock gives up at the statement timeout, as "unavailable"', async () => {
    const db = await createPgDatabase({ connectionString: url ?? '', timeouts: { connectMs: 1000, statementMs: 300, idleInTransactionMs: 0 } });
    const table = `lock_probe_${String(process.pid)}`;
    await asAdmin((admin) => admin.query(`create table if not exists ${table} (id int)`));
    try {
      await asAdmin(async (admin) => {
        await admin.query('begin');
        await admin.query(`lock table ${table} in access exclusive mode`);
        const started = Date.now();
        const failure = await db.query(`select count(*) from ${table}`).catch((error: unknown) => error);
        expect(failure).toMatchObject({ code: '57014' });
        expect(isDatabaseUnavailable(failure)).toBe(true);
        expect(Date.now() - started).toBeLessThan(5000);
        await admin.query('rollback');
      });
    } finally {
      await asAdmin((admin) => admin.query(`drop table if exists ${table}`));
      await db.close();
    }
  });

  it('issue 25 finding 4: a database that refuses connections rejects at once with DatabaseUnavailableError', async () => {
    const missing = new URL(url ?? '');
    missing.pathname = '/cadence_no_such_database';
    const db = await createPgDatabase({ connectionString: missing.toString(), timeouts: { connectMs: 1000, statementMs: 1000, idleInTransactionMs: 0 } });
    try {
      const failure = await db.query('select 1').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseUnavailableError);
      expect((failure as Error).cause).toMatchObject({ code: '3D000' });
    } finally {
      await db.close();
    }
  });

  it('issue 25 finding 4: while connections are refused, calls fail at once instead of queueing, and serve again within the gate\'s pause of the database\'s return', async () => {
    const name = `cadence_gate_${String(process.pid)}`;
    await asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`).then(() => admin.query(`create database ${name}`)));
    const scratch = new URL(url ?? '');
    scratch.pathname = `/${name}`;
    const db = await createPgDatabase({ connectionString: scratch.toString(), timeouts: { connectMs: 3000, statementMs: 3000, idleInTransactionMs: 0 } });
    try {
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
      await asAdmin(async (admin) => {
        await admin.query(`alter database ${name} with allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      });
      const started = Date.now();
      const failures = await Promise.all(Array.from({ length: 30 }, () => db.query('select 1').catch((error: unknown) => error)));
      expect(failures.every((failure) => isDatabaseUnavailable(failure))).toBe(true);
      // Thirty calls, and none waited for a connection of its own: far under one connect timeout.
      expect(Date.now() - started).toBeLessThan(2000);
      await asAdmin((admin) => admin.query(`alter database ${name} with allow_connections true`));
      await vi.waitFor(async () => expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]), { timeout: 2500, interval: 50 });
    } finally {
      await db.close();
      await asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  });

  it('issue 25 finding 4: after one connection timed out, the next calls fail at once instead of each waiting the connect timeout', async () => {
    // A server that accepts connections and never answers: each connect waits the whole timeout.
    const held = new Set<Socket>();
    const silent = createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const db = await createPgDatabase({ connectionString: `postgres://nobody@127.0.0.1:${String(port)}/none`, timeouts: { connectMs: 800, statementMs: 800, idleInTransactionMs: 0 } });
    try {
      expect(await db.query('select 1').catch((error: unknown) => error)).toBeInstanceOf(DatabaseUnavailableError);
      const started = Date.now();
      const failures = await Promise.all(Array.from({ length: 30 }, () => db.query('select 1').catch((error: unknown) => error)));
      expect(failures.every((failure) => failure instanceof DatabaseUnavailableError)).toBe(true);
      expect(Date.now() - started).toBeLessThan(400);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await db.close();
    }
  });
});
