import { readdirSync, readFileSync } from 'node:fs';

const migrations = new URL('../../server/db/migrations/', import.meta.url);

/**
 * The columns of every table the migrations create (server/db/migrations/*.sql): the column
 * lines of each `create table` and every `alter table … add column`. Enough for the linter to tell
 * a typo in a column name of specs/access.yaml `dataScope` from a real column.
 *
 * @example
 * tableColumns().get('patients')?.has('surgeon_id'); // true
 */
export function tableColumns(): ReadonlyMap<string, ReadonlySet<string>> {
  const tables = new Map<string, Set<string>>();
  const columnsOf = (table: string): Set<string> => {
    const known = tables.get(table) ?? new Set<string>();
    tables.set(table, known);
    return known;
  };
  for (const name of readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(new URL(name, migrations), 'utf8');
    for (const created of sql.matchAll(/create table (?:if not exists )?(\w+) \(([\s\S]*?)\n\);/gi)) {
      const columns = columnsOf(created[1] ?? '');
      for (const line of (created[2] ?? '').split('\n')) {
        const column = /^\s*(\w+)\s+\w/.exec(line)?.[1];
        if (column && !/^(primary|unique|check|constraint|foreign)$/i.test(column)) columns.add(column);
      }
    }
    for (const altered of sql.matchAll(/alter table (?:if exists )?(\w+)([\s\S]*?);/gi)) {
      const columns = columnsOf(altered[1] ?? '');
      for (const added of (altered[2] ?? '').matchAll(/add column (?:if not exists )?(\w+)/gi))
        columns.add(added[1] ?? '');
    }
  }
  return tables;
}
