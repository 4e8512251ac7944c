import { describe, expect, it } from 'vitest';
import { parseSpecFile } from '../load/parseSpecFile';
import { positionOf, type PathSegment } from './nodePosition';

const file = parseSpecFile(
  'f.yaml',
  [
    'route: /patients',
    'source:',
    '  operation: listPatients',
    'columns:',
    '  - { field: pain, format: painColor }',
    '',
  ].join('\n'),
).file;

describe('positionOf', () => {
  it.each<{ path: PathSegment[]; at?: 'key' | 'value'; want: { line: number; column: number } }>([
    { path: ['route'], want: { line: 1, column: 8 } },
    { path: ['source', 'operation'], want: { line: 3, column: 14 } },
    { path: ['source', 'operation'], at: 'key', want: { line: 3, column: 3 } },
    { path: ['columns', 0, 'format'], want: { line: 5, column: 28 } },
    { path: ['columns', 0], want: { line: 5, column: 5 } },
    // A missing key points at the deepest node that exists.
    { path: ['source', 'pageSize'], want: { line: 3, column: 3 } },
    { path: [], want: { line: 1, column: 1 } },
  ])('$path ($at)', ({ path, at, want }) => {
    expect(positionOf(file, path, at)).toEqual(want);
  });
});
