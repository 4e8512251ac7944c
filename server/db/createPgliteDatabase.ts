import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './Database';
import { durablePgliteOptions } from './durablePgliteOptions';

/**
 * Opens the embedded PGlite database: in memory when `dataDir` is undefined (tests, fast, nothing
 * to keep), otherwise persisted in that folder (created when missing) with durable settings
 * (`durablePgliteOptions`: fsync and synchronous commit on), so a confirmed write survives a
 * power cut.
 *
 * @example
 * const db = await createPgliteDatabase('.data');
 * const rows = await db.query<{ one: number }>('select 1 as one');
 */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? await PGlite.create(durablePgliteOptions(dataDir)) : await PGlite.create();
  return wrapPglite(pglite);
}

/**
 * The `Database` face of an open PGlite instance (tests open theirs from a prepared snapshot).
 *
 * @example
 * const db = wrapPglite(await PGlite.create({ loadDataDir }));
 */
export function wrapPglite(pglite: PGlite): Database {
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    async listen(channel, listener) {
      // One instance in one process: a NOTIFY is heard as long as the instance is open.
      const stop = await pglite.listen(channel, (payload) => listener.message(payload));
      listener.hearing(true);
      return () => stop();
    },
    close: () => pglite.close(),
  };
}
