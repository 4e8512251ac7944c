// The server→machines import count of issue 26: the server applies the rules of domain/ (tile
// status, pushes, prompt rules, plan row status, protocol day ranges), never a machine. Counted
// over every file of server/ (tests too); `npm run check` prints it with the casts
// (scripts/countCasts.mjs) and fails above 0. eslint's import/no-restricted-paths refuses the same
// imports at their line; runtime/folderDependencies.test.ts checks the folders the same way.
//
//   node scripts/serverMachineImports.mjs   every such import with its file and line
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFilesUnder } from './sourceFiles.mjs';

const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;


/**
 * The imports of `text` (a file at `file`, relative to the repository root) that reach into the
 * top-level folder `folder`: `[{ line, specifier }]`.
 *
 * @example
 * importsInto("import { x } from '../../machines/a/b';", 'server/f/x.ts', 'machines'); // [{ line: 1, specifier: '../../machines/a/b' }]
 */
export function importsInto(text, file, folder) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(specifierPattern)) {
      const specifier = match[1];
      const [top] = normalize(join(dirname(file), specifier)).split(sep);
      if (top === folder) found.push({ line: index + 1, specifier });
    }
  });
  return found;
}

/** Every import of a machines/ module from server/ under `root`: `[{ file, line, specifier }]`. */
export function serverMachineImports(root) {
  const found = [];
  for (const path of sourceFilesUnder(join(root, 'server'), { test: null })) {
    const file = relative(root, path);
    for (const hit of importsInto(readFileSync(path, 'utf8'), file, 'machines')) found.push({ file, ...hit });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const found = serverMachineImports(root);
  for (const { file, line, specifier } of found) console.log(`${file}:${line} ${specifier}`);
  console.log(`server→machines imports: ${found.length}`);
  if (found.length > 0) process.exitCode = 1;
}
