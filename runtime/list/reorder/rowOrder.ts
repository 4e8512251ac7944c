import type { Row } from '../../formats/cellDisplay';
import type { ListSpec } from '../../core/listSpec';
import type { JsonObject } from '../../api/jsonObject';

/** A list's `reorder` as compiled. */
export type ListReorder = NonNullable<ListSpec['reorder']>;

/**
 * The rows with the row at `from` moved to `to` (both 0-based places).
 *
 * @example
 * moveRow([a, b, c], 2, 0); // [c, a, b]
 */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...rows];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * The body that saves `rows` in their order: `{ <field>: [{ <fields of the row>, <orderField>: 1, 2, ... }] }`.
 *
 * @example
 * reorderBody({ operation: 'reorderRtmTemplates', field: 'templates', fields: ['id', 'name'], labelField: 'name', access: {} }, rows);
 * // { templates: [{ id: 4, name: 'Knee', order: 1 }, ...] }
 */
export function reorderBody(reorder: ListReorder, rows: readonly Row[]): Record<string, JsonObject[]> {
  const orderField = reorder.orderField ?? 'order';
  return {
    [reorder.field]: rows.map((row, index) => {
      const item: JsonObject = {};
      for (const field of reorder.fields) item[field] = row[field];
      item[orderField] = index + 1;
      return item;
    }),
  };
}

/** The key of a row among the rows being reordered: its `id`, else its place. */
export function rowKey(row: Row, index: number): string {
  const id = row.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : `#${String(index)}`;
}

/** The ports a reorder saves through (the portal's call and toasts; fakes in tests). */
export interface ReorderPorts {
  send: (body: JsonObject) => Promise<unknown>;
  succeeded: (text: string | undefined) => void;
  failed: (text: string | undefined) => void;
}

/**
 * Shows `next` at once (`show`), sends it, and says so; when the call fails, shows the rows
 * `stored` gives then (the newest answer, which may have come while the order was being sent)
 * and the failure. Resolves whether the order was saved.
 *
 * @example
 * await saveRowOrder(reorder, () => latestRows.current, moveRow(before, 2, 0), setShown, ports);
 */
export async function saveRowOrder(
  reorder: ListReorder,
  stored: () => readonly Row[],
  next: readonly Row[],
  show: (rows: readonly Row[]) => void,
  ports: ReorderPorts,
): Promise<boolean> {
  show(next);
  try {
    await ports.send(reorderBody(reorder, next));
    ports.succeeded(reorder.success);
    return true;
  } catch {
    show(stored());
    ports.failed(reorder.failure);
    return false;
  }
}
