import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteWorkerDatabase } from './createPgliteWorkerDatabase';
import type { Database } from './Database';
import { DatabaseUnavailableError } from './DatabaseUnavailableError';

describe('createPgliteWorkerDatabase', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createPgliteWorkerDatabase();
    await db.exec('create table notes (id serial primary key, body text not null unique, at timestamptz)');
  }, 60_000);
  afterAll(() => db.close());

  it('runs parameterised queries and returns typed rows', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const [row] = await db.query<{ id: number; body: string; at: Date }>(
      'insert into notes (body, at) values ($1, $2) returning id, body, at',
      ['first', at],
    );
    expect(row).toEqual({ id: expect.any(Number) as number, body: 'first', at });
  });

  it('commits a transaction whose work resolves', async () => {
    const id = await db.transaction(async (tx) => {
      const [note] = await tx.query<{ id: number }>("insert into notes (body) values ('kept') returning id");
      await tx.query("update notes set body = 'kept, edited' where id = $1", [note?.id]);
      return note?.id;
    });
    expect(await db.query('select body from notes where id = $1', [id])).toEqual([{ body: 'kept, edited' }]);
  });

  it('rolls back a transaction whose work throws, and rethrows', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ('lost')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query("select 1 from notes where body = 'lost'")).toEqual([]);
  });

  it("passes the database's error and its code to the caller", async () => {
    await db.query("insert into notes (body) values ('twice')");
    await expect(db.query("insert into notes (body) values ('twice')")).rejects.toMatchObject({
      message: expect.stringContaining('duplicate key') as string,
      code: '23505',
    });
  });

  it('lets other queries wait for an open transaction, then see what it committed', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('while open')");
      await held;
    });
    const reading = db.query("select body from notes where body = 'while open'");
    release();
    await writing;
    expect(await reading).toEqual([{ body: 'while open' }]);
  });
});

describe('createPgliteWorkerDatabase on disk', () => {
  it('keeps its data in the folder across a reopen', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadence-pglite-'));
    try {
      const first = await createPgliteWorkerDatabase(dataDir);
      await first.exec("create table kept (value text); insert into kept values ('still here')");
      await first.close();
      const second = await createPgliteWorkerDatabase(dataDir);
      expect(await second.query('select value from kept')).toEqual([{ value: 'still here' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('createPgliteWorkerDatabase without its worker', () => {
  it('answers "unavailable" (the middleware\'s 503) once its worker has stopped', async () => {
    const db = await createPgliteWorkerDatabase();
    await db.close();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
  }, 60_000);
});
