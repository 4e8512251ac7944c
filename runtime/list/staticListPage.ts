import type { Row } from '../formats/cellDisplay';
import type { ListPage } from './listPage';
import type { ListRequest } from './listRequest';

/** The value of `field` in a row; a dotted field (`address.city`) reads nested objects, as the grid does. */
function fieldValue(row: Row, field: string): unknown {
  let value: unknown = row;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

// Values are scalars on the wire; anything else (an object, nothing, '') has no text to sort or match by.
function cellText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
}

// Numbers compare as numbers; everything else as text, case-insensitively and with digit runs
// in numeric order ("Report 2" before "Report 10").
function compareValues(a: unknown, b: unknown, left: string, right: string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return left.localeCompare(right, undefined, { numeric: true, sensitivity: 'base' });
}

// A number (a choice) must be equal; text matches case-insensitively anywhere in the value.
function matches(value: unknown, wanted: string | number): boolean {
  const text = cellText(value);
  if (text === undefined) return false;
  if (typeof wanted === 'number') return text === String(wanted);
  return text.toLowerCase().includes(wanted.toLowerCase());
}

/**
 * One page of rows that are all in the browser (a list of fixed values): filtered by the
 * request's `search`, sorted by its `order_by` (empty values last, either way; ties keep their
 * order) and cut to `limit` rows of `page`, which is kept within the pages that exist. The same
 * request a server list sends, answered without a call.
 *
 * @example
 * staticListPage(rows, { limit: 20, page: 1, order_by: { field: 'label', direction: 'desc' }, search: {} });
 */
export function staticListPage(rows: readonly Row[], request: ListRequest): ListPage {
  const filtered = rows.filter((row) =>
    Object.entries(request.search).every(([field, wanted]) => matches(fieldValue(row, field), wanted)),
  );
  const order = request.order_by;
  const sorted =
    order === undefined
      ? filtered
      : filtered.toSorted((a, b) => {
          const left = fieldValue(a, order.field);
          const right = fieldValue(b, order.field);
          const leftText = cellText(left);
          const rightText = cellText(right);
          if (leftText === undefined || rightText === undefined)
            return Number(leftText === undefined) - Number(rightText === undefined);
          const compared = compareValues(left, right, leftText, rightText);
          return order.direction === 'desc' ? -compared : compared;
        });
  const limit = Math.max(1, request.limit);
  const lastPage = Math.max(1, Math.ceil(sorted.length / limit));
  const currentPage = Math.min(Math.max(1, request.page), lastPage);
  return {
    rows: sorted.slice((currentPage - 1) * limit, currentPage * limit),
    currentPage,
    lastPage,
    total: sorted.length,
  };
}
