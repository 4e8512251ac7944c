// The cast count of issue 10: casts that switch the types off between the OpenAPI description and
// its callers — `as never`, `as unknown as`, casts to an untyped API client, casts of a
// request's body, params or query, and untyped calls (a client's `.callOperation<T>` or
// `.callOperation('id')` outside runtime/api, where the typed `callOperation` is meant) — in the non-test code of runtime/, screens/, machines/, domain/ and
// server/features/. `npm run check` fails when the total is above the ceiling committed in
// .cast-ceiling.json (lower the ceiling as casts go; it never goes up). `npm run bench` prints it.
//
//   node scripts/countCasts.mjs          per-folder counts, fails above the ceiling
//   node scripts/countCasts.mjs --list   every cast with its file and line
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFilesUnder } from './sourceFiles.mjs';
import { checkCeiling, readCeiling } from './ceiling.mjs';
import { serverMachineImports } from './serverMachineImports.mjs';

/** The folders counted, relative to the repository root. */
export const castFolders = ['runtime', 'screens', 'machines', 'domain', 'server/features'];

/** What counts as a cast, each with the name printed beside it. */
export const castPatterns = [
  { name: 'as never', pattern: /\bas\s+never\b/ },
  { name: 'as unknown as', pattern: /\bas\s+unknown\s+as\b/ },
  { name: 'untyped client', pattern: /\bas\s+(?:Untyped\w*|\w*Client)\b/ },
  { name: 'request cast', pattern: /\b(?:body|params|query)(?:\s*\?\?\s*\{\})?\)?\s+as\s+(?!const\b)/ },
  // An answer type written by hand on the untyped call, or a fixed operationId sent through it:
  // both skip the OpenAPI types that `callOperation` / `useOperationQuery` give (runtime/api excepted,
  // where the typed calls are built).
  { name: 'untyped call', pattern: /\.callOperation\s*(?:<|\(\s*['"`])/, outside: ['runtime/api/'], folders: ['runtime', 'screens', 'machines', 'domain'] },
  // A text taken for an operationId unchecked: `isOperationId` / `callOperation` check it.
  { name: 'operationId cast', pattern: /\bas\s+OperationId\b/ },
];



/**
 * The casts of `text` (one source file): each line that is not a comment, once per pattern it
 * matches.
 *
 * @example
 * castsIn('const x = y as never;'); // [{ line: 1, kind: 'as never', text: 'const x = y as never;' }]
 */
export function castsIn(text, file = '') {
  const found = [];
  const patterns = castPatterns.filter(({ outside = [], folders }) => {
    const path = file.replaceAll('\\', '/');
    if (outside.some((folder) => path.startsWith(folder))) return false;
    return folders === undefined || path === '' || folders.some((folder) => path.startsWith(`${folder}/`));
  });
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('//') || line.startsWith('*') || line.startsWith('/*')) return;
    for (const { name, pattern } of patterns) {
      if (pattern.test(line)) found.push({ line: index + 1, kind: name, text: line });
    }
  });
  return found;
}

/** The casts under each counted folder of `root`: `{ folder: [{file, line, kind, text}] }`. */
export function countCasts(root) {
  const byFolder = {};
  for (const folder of castFolders) {
    byFolder[folder] = [];
    for (const file of sourceFilesUnder(join(root, folder))) {
      const path = relative(root, file);
      for (const cast of castsIn(readFileSync(file, 'utf8'), path)) byFolder[folder].push({ file: path, ...cast });
    }
  }
  return byFolder;
}

/** The committed ceiling of .cast-ceiling.json. */
export function castCeiling(root) {
  return readCeiling(root, '.cast-ceiling.json', 'ceiling');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const byFolder = countCasts(root);
  const total = Object.values(byFolder).reduce((sum, casts) => sum + casts.length, 0);
  for (const [folder, casts] of Object.entries(byFolder)) {
    console.log(`casts in ${folder}/: ${casts.length}`);
    if (process.argv.includes('--list')) for (const cast of casts) console.log(`  ${cast.file}:${cast.line} (${cast.kind}) ${cast.text}`);
  }
  checkCeiling({
    label: 'casts in total',
    count: total,
    ceiling: castCeiling(root),
    file: '.cast-ceiling.json',
    key: 'ceiling',
    advice: 'type the call instead (node scripts/countCasts.mjs --list shows them)',
  });
  // The other counters of `npm run check`, printed here so that one place prints them all.
  const machineImports = serverMachineImports(root);
  console.log(`server→machines imports: ${machineImports.length}`);
  if (machineImports.length > 0) {
    for (const { file, line, specifier } of machineImports) console.error(`  ${file}:${line} ${specifier}`);
    console.error('the server imports a machine: apply the rule from domain/ instead (domain/README.md)');
    process.exitCode = 1;
  }
}
