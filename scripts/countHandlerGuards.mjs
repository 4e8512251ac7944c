// What the registrar does for every handler, counted where handlers still do it themselves (issue
// 26 item 5), in the non-test code of server/features/: deciding the data scope (a call of
// dataScope.ts's helpers or of a feature's own findScoped* wrapper: the handler gets its rows
// through `call.scoped` instead), checking that a caller is signed in (`if (!profile)`: a
// non-public operation's handler always gets a profile) and turning a path or query parameter into
// a number (`Number(call.params…)`: the registrar coerces them by their schemas). `npm run check`
// fails when a count is above its ceiling in .handler-guard-ceiling.json (lower a ceiling as the
// count falls; it never goes up).
//
//   node scripts/countHandlerGuards.mjs          the counts, fails above a ceiling
//   node scripts/countHandlerGuards.mjs --list   every hit with its file and line
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFilesUnder } from './sourceFiles.mjs';
import { checkCeiling } from './ceiling.mjs';

/** The folder counted, relative to the repository root. */
export const guardFolder = 'server/features';

/** What is counted, by the name printed and kept in the ceiling file. */
export const guardPatterns = [
  {
    name: 'handler-level scope calls',
    pattern: /\b(?:rowScope|scopeSql|withinScope|findInScope|findThroughScope|throughScopeSql|findScoped\w*)\s*[(<]/g,
  },
  { name: 'if (!profile)', pattern: /\bif\s*\(\s*!\s*(?:call\.)?profile\s*\)/g },
  { name: 'Number(call.params)', pattern: /\bNumber\(\s*call\.(?:params|query)\b/g },
];



/**
 * The hits of `text` (one source file): each occurrence on a line that is not a comment, by pattern.
 *
 * @example
 * guardsIn('if (!profile) throw ApiError.unauthenticated();'); // [{ line: 1, kind: 'if (!profile)', text: '...' }]
 */
export function guardsIn(text) {
  const found = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('//') || line.startsWith('*') || line.startsWith('/*')) return;
    for (const { name, pattern } of guardPatterns) {
      for (const _ of line.matchAll(pattern)) found.push({ line: index + 1, kind: name, text: line });
    }
  });
  return found;
}

/** Every hit under server/features of `root`, by pattern name: `{ name: [{file, line, kind, text}] }`. */
export function countHandlerGuards(root) {
  const byKind = Object.fromEntries(guardPatterns.map(({ name }) => [name, []]));
  for (const file of sourceFilesUnder(join(root, guardFolder))) {
    const path = relative(root, file);
    for (const hit of guardsIn(readFileSync(file, 'utf8'))) byKind[hit.kind].push({ file: path, ...hit });
  }
  return byKind;
}

/** The committed ceilings of .handler-guard-ceiling.json, by pattern name. */
export function handlerGuardCeilings(root) {
  return JSON.parse(readFileSync(join(root, '.handler-guard-ceiling.json'), 'utf8'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const byKind = countHandlerGuards(root);
  const ceilings = handlerGuardCeilings(root);
  for (const [kind, hits] of Object.entries(byKind)) {
    checkCeiling({
      label: `${kind} in ${guardFolder}/`,
      count: hits.length,
      ceiling: ceilings[kind] ?? 0,
      file: '.handler-guard-ceiling.json',
      key: kind,
      advice: 'the registrar gives handlers their profile, typed parameters and scoped rows (call.scoped)',
      details: process.argv.includes('--list') ? hits.map((hit) => `${hit.file}:${hit.line} ${hit.text}`) : [],
    });
  }
}
