import { describe, expect, it } from 'vitest';
import { moveRow, reorderBody, rowKey, saveRowOrder, type ListReorder } from './rowOrder';

const reorder: ListReorder = {
  operation: 'reorderRtmTemplates',
  access: { signedIn: true },
  field: 'templates',
  fields: ['id', 'name'],
  labelField: 'name',
  success: 'Templates reordered successfully',
  failure: 'Failed to reorder templates - changes reverted',
};
const rows = [
  { id: 1, name: 'Knee', tile_color_hex: '#000' },
  { id: 2, name: 'Hip', tile_color_hex: '#111' },
  { id: 3, name: 'Pain', tile_color_hex: '#222' },
];

describe('list reorder', () => {
  it('moves a row to another place', () => {
    expect(moveRow(rows, 2, 0).map((row) => row.name)).toEqual(['Pain', 'Knee', 'Hip']);
    expect(moveRow(rows, 0, 5).map((row) => row.name)).toEqual(['Hip', 'Pain', 'Knee']);
    expect(moveRow(rows, 9, 0)).toEqual(rows);
  });

  it('[survey-templates-reorder-call] sends every row with the spec fields and its new place, 1 up', () => {
    expect(reorderBody(reorder, moveRow(rows, 2, 0))).toEqual({
      templates: [
        { id: 3, name: 'Pain', order: 1 },
        { id: 1, name: 'Knee', order: 2 },
        { id: 2, name: 'Hip', order: 3 },
      ],
    });
    expect(reorderBody({ ...reorder, orderField: 'position', fields: ['id'] }, rows).templates?.[1]).toEqual({ id: 2, position: 2 });
  });

  it('keys rows by id, else by place', () => {
    expect(rowKey({ id: 7 }, 0)).toBe('7');
    expect(rowKey({ name: 'x' }, 3)).toBe('#3');
  });

  it('[survey-templates-reorder-messages] shows the new order at once and says it was saved', async () => {
    const shown: string[][] = [];
    const said: (string | undefined)[] = [];
    const sent: unknown[] = [];
    const saved = await saveRowOrder(reorder, () => rows, moveRow(rows, 1, 0), (next) => shown.push(next.map((row) => String(row.name))), {
      send: (body) => {
        sent.push(body);
        return Promise.resolve([]);
      },
      succeeded: (text) => said.push(text),
      failed: () => said.push('failed'),
    });
    expect(saved).toBe(true);
    expect(shown).toEqual([['Hip', 'Knee', 'Pain']]);
    expect(sent).toHaveLength(1);
    expect(said).toEqual(['Templates reordered successfully']);
  });

  it('[survey-templates-reorder-revert] puts the rows back and shows the failure when the call fails', async () => {
    const shown: string[][] = [];
    const failed: (string | undefined)[] = [];
    const saved = await saveRowOrder(reorder, () => rows, moveRow(rows, 1, 0), (next) => shown.push(next.map((row) => String(row.name))), {
      send: () => Promise.reject(new Error('refused')),
      succeeded: () => undefined,
      failed: (text) => failed.push(text),
    });
    expect(saved).toBe(false);
    expect(shown).toEqual([
      ['Hip', 'Knee', 'Pain'],
      ['Knee', 'Hip', 'Pain'],
    ]);
    expect(failed).toEqual(['Failed to reorder templates - changes reverted']);
  });
});
