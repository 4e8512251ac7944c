import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './Database';
import { migrate } from './migrate';
import { openTestDatabase } from './openTestDatabase';

let opened: Database | undefined;
/** The database of beforeAll (which fails the file when a migration fails). */
function database(): Database {
  if (!opened) throw new Error('the test database did not open');
  return opened;
}
beforeAll(async () => {
  // openTestDatabase migrates already; running again must be a no-op.
  opened = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

describe('migrate', () => {
  it('records every migration once and applies nothing the second time', async () => {
    const versions = (await database().query<{ version: string }>('select version from schema_migrations order by version')).map((row) => row.version);
    const files = readdirSync(new URL('./migrations', import.meta.url))
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => name.replace(/\.sql$/, ''));
    expect(versions).toEqual(files);
    expect(versions.slice(0, 2)).toEqual(['0001_core', '0002_patients']);
    expect(await migrate(database())).toEqual([]);
  });

  it('rolls back a transaction that fails, leaving no partial write', async () => {
    await expect(
      database().transaction(async (tx) => {
        await tx.query("insert into practice_types (id, name) values (90, 'Temporary')");
        await tx.query('insert into practice_types (id, name) values (90, $1)', ['Duplicate']);
      }),
    ).rejects.toThrow();
    expect(await database().query('select * from practice_types where id = 90')).toEqual([]);
  });
});
