// Hand-rolled Mantine tables in screens/ (issue 26 item 1): a list, a table of a record's rows or a
// grouped table is a spec drawn by the runtime's list (runtime/list), never a `<Table>` written in
// a screen. Counts the `<Table` JSX openings (one per table) in the non-test TypeScript of
// screens/; `npm run check` and npm test's spec checks fail when the count is above 0.
//
//   node scripts/countScreenTables.mjs          the count, fails above 0
//   node scripts/countScreenTables.mjs --list   every hit with its file and line
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFilesUnder } from './sourceFiles.mjs';

/** The folder counted, relative to the repository root. */
export const tableFolder = 'screens';

/** A Mantine Table opening in JSX: `<Table>`, `<Table striped ...` (not its parts `<Table.Tr>`, nor `<TableOfContents`). */
const tableJsx = /<Table(?=[\s>/]|$)/g;


/**
 * The `<Table` openings of `text` (one source file), each with its line; comment lines are skipped.
 *
 * @example
 * tablesIn('return <Table striped>\n<Table.Tr />'); // [{ line: 1, text: 'return <Table striped>' }]
 */
export function tablesIn(text) {
  const found = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('//') || line.startsWith('*') || line.startsWith('/*')) return;
    for (const _ of line.matchAll(tableJsx)) found.push({ line: index + 1, text: line });
  });
  return found;
}

/** Every `<Table` hit under screens/ of `root`: `[{ file, line, text }]`. */
export function countScreenTables(root) {
  const hits = [];
  for (const file of sourceFilesUnder(join(root, tableFolder), { source: /\.(?:ts|tsx)$/ })) {
    const path = relative(root, file);
    for (const hit of tablesIn(readFileSync(file, 'utf8'))) hits.push({ file: path, ...hit });
  }
  return hits;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const hits = countScreenTables(root);
  const files = new Set(hits.map((hit) => hit.file));
  console.log(`<Table> in ${tableFolder}/ (tests left out): ${hits.length} in ${files.size} files (ceiling 0)`);
  if (process.argv.includes('--list')) for (const hit of hits) console.log(`  ${hit.file}:${hit.line} ${hit.text}`);
  if (hits.length > 0) {
    console.error(`${hits.length} above 0: a table in a screen is a spec drawn by the runtime's list (kind: list, a panel list, a listDialog; specs/README.md)`);
    process.exitCode = 1;
  }
}
