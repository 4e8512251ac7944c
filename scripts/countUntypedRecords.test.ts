import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countUntypedRecords, untypedRecordCeiling, untypedRecordsIn } from './countUntypedRecords.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the count of untyped records of npm run check', () => {
  it('counts each Record<string, unknown> in code, however spaced, and not in comments', () => {
    const source = [
      'export function rowOf(value: unknown): Record<string, unknown> {',
      "  const fields: Record<string,unknown> = {}; const more: Readonly<Record< string, unknown >> = {};",
      '// a Record<string, unknown> was here: OperationData<\'getPatient\'> types it now',
      '/** Not a Record<string, unknown>: a Row. */',
      'const names: Record<string, string> = {};',
      'const row: Row = { id: 1 }; // once Record<string, unknown>',
    ].join('\n');
    expect(untypedRecordsIn(source).map((hit) => hit.line)).toEqual([1, 2, 2]);
  });

  it('keeps screens/, machines/ and runtime/ at or under the committed ceiling', () => {
    const hits = Object.values(countUntypedRecords(root)).flat();
    expect(hits.length, hits.map((hit) => `${hit.file}:${String(hit.line)}`).join(', ')).toBeLessThanOrEqual(untypedRecordCeiling(root));
  });
});
