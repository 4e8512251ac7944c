// Records typed by nobody (issue 26 item 3): `Record<string, unknown>` in the non-test code of
// screens/, machines/ and runtime/. Data an operation answers or takes is typed by that operation
// (`OperationData<'opId'>`, `OperationBody<'opId'>` of src/generated/operationTypes); a value that
// is truly any object is one of the named types that say what it is (`Row` of
// runtime/formats/cellDisplay, a wizard's `StepData`, `JsonObject` of runtime/api/jsonObject for
// a body or parsed answer whose fields a spec names at run time), each written once.
// `npm run check` fails when the total is above the ceiling in .untyped-record-ceiling.json
// (lower it as the count falls; it never goes up).
//
//   node scripts/countUntypedRecords.mjs          per-folder counts, fails above the ceiling
//   node scripts/countUntypedRecords.mjs --list   every hit with its file and line
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFilesUnder } from './sourceFiles.mjs';
import { checkCeiling, readCeiling } from './ceiling.mjs';

/** The folders counted, relative to the repository root. */
export const recordFolders = ['screens', 'machines', 'runtime'];

const recordPattern = /\bRecord\s*<\s*string\s*,\s*unknown\s*>/g;

/** Test files, and the helpers in testing/ or test(s)/ folders. */
const testOrTestingPath = /\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)(?:testing|tests?)\//;

/** `text` with comments blanked (same length, lines kept), so a record named in prose is not counted. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/**
 * The `Record<string, unknown>` of `text` (one source file), each with its line; one per
 * occurrence, so a line with two counts twice.
 *
 * @example
 * untypedRecordsIn('const row: Record<string, unknown> = {};'); // [{ line: 1, text: 'const row: Record<string, unknown> = {};' }]
 */
export function untypedRecordsIn(text) {
  const code = withoutComments(text);
  const lines = text.split('\n');
  return [...code.matchAll(recordPattern)].map((match) => {
    const line = code.slice(0, match.index).split('\n').length;
    return { line, text: lines[line - 1].trim() };
  });
}

/** The untyped records under each counted folder of `root`: `{ folder: [{ file, line, text }] }`. */
export function countUntypedRecords(root) {
  const byFolder = {};
  for (const folder of recordFolders) {
    byFolder[folder] = [];
    for (const file of sourceFilesUnder(join(root, folder), { test: testOrTestingPath })) {
      const path = relative(root, file);
      for (const hit of untypedRecordsIn(readFileSync(file, 'utf8'))) byFolder[folder].push({ file: path, ...hit });
    }
  }
  return byFolder;
}

/** The committed ceiling of .untyped-record-ceiling.json. */
export function untypedRecordCeiling(root) {
  return readCeiling(root, '.untyped-record-ceiling.json', 'untyped records');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const byFolder = countUntypedRecords(root);
  const total = Object.values(byFolder).reduce((sum, hits) => sum + hits.length, 0);
  for (const [folder, hits] of Object.entries(byFolder)) {
    console.log(`Record<string, unknown> in ${folder}/: ${hits.length}`);
    if (process.argv.includes('--list')) for (const hit of hits) console.log(`  ${hit.file}:${hit.line} ${hit.text}`);
  }
  checkCeiling({
    label: 'Record<string, unknown> in total',
    count: total,
    ceiling: untypedRecordCeiling(root),
    file: '.untyped-record-ceiling.json',
    key: 'untyped records',
    advice: "type the data by its operation (OperationData<'opId'>) or use a named type (Row of runtime/formats/cellDisplay, JsonObject of runtime/api/jsonObject)",
  });
}
