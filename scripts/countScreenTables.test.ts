import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countScreenTables, tablesIn } from './countScreenTables.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the <Table> count of npm run check (issue 26 item 1)', () => {
  it('counts each Mantine table opened in JSX, not its parts, other components or comments', () => {
    const source = [
      'return <Table striped aria-label="x">',
      '  <Table.Thead><Table.Tr /></Table.Thead>',
      '<Table>',
      '<Table',
      '<TableOfContents />',
      '// <Table> was here',
      ' * <Table striped>',
      'const t = <RowsTable rows={rows} />;',
    ].join('\n');
    expect(tablesIn(source).map((hit) => hit.line)).toEqual([1, 3, 4]);
  });

  it('finds no <Table> in the non-test code of screens/', () => {
    const hits = countScreenTables(root);
    expect(hits.map((hit) => `${hit.file}:${String(hit.line)}`)).toEqual([]);
  });
});
