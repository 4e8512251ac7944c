import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createPgliteDatabase } from './createPgliteDatabase';
import type { Database } from './Database';
import { openDatabase } from './openDatabase';

const folders: string[] = [];
function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'cadence-durable-'));
  folders.push(folder);
  return folder;
}

async function setting(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.query<Record<string, string>>(`show ${name}`);
  return row?.[name];
}

describe('durable PGlite (the running server\'s store)', () => {
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('opens the data folder the way the server does with fsync and synchronous commit on', async () => {
    // server/main.ts: openDatabase without DATABASE_URL, i.e. PGlite in its worker thread.
    const db = await openDatabase({ dataDir: freshFolder() });
    try {
      expect(await setting(db, 'fsync')).toBe('on');
      expect(await setting(db, 'synchronous_commit')).toBe('on');
      expect(await setting(db, 'wal_sync_method')).toBe('fsync');
      expect(await setting(db, 'full_page_writes')).toBe('on');
    } finally {
      await db.close();
    }
  }, 60_000);

  it('flushes the write-ahead log to the disk before a commit is confirmed', async () => {
    const folder = freshFolder();
    const db = await createPgliteDatabase(folder);
    try {
      await db.exec('create table notes (id serial primary key, body text not null)');
      const fsync = vi.spyOn(fs, 'fsyncSync');
      await db.query("insert into notes (body) values ('kept')");
      expect(fsync).toHaveBeenCalled();
    } finally {
      await db.close();
    }
    const reopened = await createPgliteDatabase(folder);
    try {
      expect(await reopened.query('select body from notes')).toEqual([{ body: 'kept' }]);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('keeps the in-memory test database fast: nothing to flush there', async () => {
    const db = await createPgliteDatabase();
    try {
      expect(await setting(db, 'fsync')).toBe('off');
    } finally {
      await db.close();
    }
  }, 60_000);
});
