// Calls to the middleware that bypass the portal's query cache (issue 26 item 4, "one way to
// call"), counted in the non-test code of screens/ and runtime/. A read goes through
// `useOperationQuery` (or the runtime list's / record's query), a write through
// `useOperationMutation`, a reload is a query invalidation; the one imperative path is a machine's
// actor (`callOperation`), written inside `fromPromise(…)` where a machine is provided, and
// runtime/api itself. Counted: a call of the call port (`call(`, `typed(`), of `callTyped(` /
// `callOperation(` / `callSpecOperation(` / `callNamedOperation(`, of `portalApi()` and of a client's or
// port's `.call(` — except inside `useQuery(`, `useMutation(`, `useQueries(`,
// `useInfiniteQuery(`, `queryOptions(`, a query client's `fetchQuery(` / `ensureQueryData(` (a read
// an event handler makes, cached under the same key), `fromPromise(` and a machine's `.provide(` (the
// client handed to its actors), and in runtime/api/. `npm run check`
// fails when the count is above the ceiling in .uncached-call-ceiling.json (lower it as the count
// falls; it never goes up).
//
//   node scripts/countUncachedCalls.mjs          the count, fails above the ceiling
//   node scripts/countUncachedCalls.mjs --list   every hit with its file and line
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFilesUnder } from './sourceFiles.mjs';
import { checkCeiling, readCeiling } from './ceiling.mjs';

/** The folders counted, relative to the repository root. */
export const countedFolders = ['screens', 'runtime'];

/** Where an imperative call is the design: the client and the cache's own hooks. */
export const exemptFolders = ['runtime/api/'];

const callPattern =
  /(?<![\w.$])(?:call|typed|callTyped|callOperation|callSpecOperation|callNamedOperation)\s*\(|(?<![\w.$])portalApi\s*\((?!\)\s*\.)|\.(?:call|callOperation)\s*\(|\btypedCallOver\([^()]*\)\s*\(/g;
/** The calls whose argument is the cache (or a machine's actor): a call inside them is cached. */
const cachedWrapper = /\b(?:useQuery|useMutation|useQueries|useInfiniteQuery|useSuspenseQuery|queryOptions|fetchQuery|ensureQueryData|fromPromise|provide)\s*(?:<[^()]*>)?\s*\(/g;

/** Test files, and the helpers in testing/ or test(s)/ folders. */
const testOrTestingPath = /\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)(?:testing|tests?)\//;


/** `text` with comments blanked (same length, lines kept), so a call named in prose is not counted. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** The [start, end) ranges of the argument lists of the cache's hooks and of `fromPromise`. */
function cachedRanges(text) {
  const ranges = [];
  for (const match of text.matchAll(cachedWrapper)) {
    const open = match.index + match[0].length - 1;
    let depth = 0;
    let end = text.length;
    for (let i = open; i < text.length; i += 1) {
      if (text[i] === '(') depth += 1;
      else if (text[i] === ')') {
        depth -= 1;
        if (depth === 0) {
          end = i;
          break;
        }
      }
    }
    ranges.push([open, end]);
  }
  return ranges;
}

/**
 * The calls of `text` (one source file) that bypass the cache, each with its line.
 *
 * @example
 * uncachedCallsIn("useEffect(() => { void call('listPatients'); }, []);"); // [{ line: 1, text: … }]
 */
export function uncachedCallsIn(text) {
  const code = withoutComments(text);
  const ranges = cachedRanges(code);
  const lines = text.split('\n');
  const found = [];
  for (const match of code.matchAll(callPattern)) {
    if (ranges.some(([start, end]) => match.index > start && match.index < end)) continue;
    // A declaration of the port (`call(operationId: OperationId, …): Promise<…>;`) is no call.
    const line = code.slice(0, match.index).split('\n').length;
    const rest = code.slice(match.index + match[0].length, match.index + match[0].length + 80);
    if (/^\s*\w+\s*[?]?:\s*\w/.test(rest) && /\)\s*:\s*Promise/.test(code.slice(match.index, match.index + 300).split('\n')[0])) continue;
    found.push({ line, text: lines[line - 1].trim() });
  }
  return found;
}

/** Every call outside the cache in screens/ and runtime/ of `root`: `[{ file, line, text }]`. */
export function countUncachedCalls(root) {
  const hits = [];
  for (const folder of countedFolders) {
    for (const file of sourceFilesUnder(join(root, folder), { test: testOrTestingPath })) {
      const path = relative(root, file);
      if (exemptFolders.some((exempt) => path.startsWith(exempt))) continue;
      for (const hit of uncachedCallsIn(readFileSync(file, 'utf8'))) hits.push({ file: path, ...hit });
    }
  }
  return hits;
}

/** The committed ceiling of .uncached-call-ceiling.json. */
export function uncachedCallCeiling(root) {
  return readCeiling(root, '.uncached-call-ceiling.json', 'calls outside the cache');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const hits = countUncachedCalls(root);
  checkCeiling({
    label: `calls outside the cache in ${countedFolders.join('/, ')}/`,
    count: hits.length,
    ceiling: uncachedCallCeiling(root),
    file: '.uncached-call-ceiling.json',
    key: 'calls outside the cache',
    advice: 'read with useOperationQuery, write with useOperationMutation, reload by invalidating (runtime/api/operationQueries.ts)',
    details: process.argv.includes('--list') ? hits.map((hit) => `${hit.file}:${hit.line} ${hit.text}`) : [],
  });
}
