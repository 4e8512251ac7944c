import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './Database';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded in `schema_migrations`, in order, each
 * in its own transaction. Returns the versions it applied.
 *
 * @example
 * await migrate(db); // ['0001_core', '0002_patient_list']
 */
export async function migrate(db: Database, folder = migrationsFolder): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version),
  );
  const pending = readdirSync(folder)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => name.replace(/\.sql$/, ''))
    .filter((version) => !done.has(version));
  for (const version of pending) {
    const sql = readFileSync(join(folder, `${version}.sql`), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
    });
  }
  return pending;
}
