import { describe, expect, it } from 'vitest';
import type { Row } from '../formats/cellDisplay';
import type { ListRequest } from './listRequest';
import { staticListPage } from './staticListPage';

const rows: Row[] = [
  { value: 'b', label: 'Billing Report', place: { city: 'Chicago' } },
  { value: 'k10', label: 'Report 10', place: { city: 'Gary' } },
  { value: 's', label: 'self pay', place: null },
  { value: 'k2', label: 'Report 2', place: { city: 'Evanston' } },
  { value: 'a', label: 'Amsterdam', place: { city: 'Chicago' } },
];

const request = (overrides: Partial<ListRequest> = {}): ListRequest => ({
  limit: 20,
  page: 1,
  search: {},
  ...overrides,
});
const labels = (page: { rows: Row[] }) => page.rows.map((row) => row.label);

describe('staticListPage', () => {
  it('keeps the source order when no order is asked for', () => {
    expect(staticListPage(rows, request())).toEqual({ rows, currentPage: 1, lastPage: 1, total: 5 });
  });

  it('[list-sorting] sorts by the order field, case-insensitively and with numbers in numeric order', () => {
    const ascending = staticListPage(rows, request({ order_by: { field: 'label', direction: 'asc' } }));
    expect(labels(ascending)).toEqual(['Amsterdam', 'Billing Report', 'Report 2', 'Report 10', 'self pay']);
    const descending = staticListPage(rows, request({ order_by: { field: 'label', direction: 'desc' } }));
    expect(labels(descending)).toEqual(['self pay', 'Report 10', 'Report 2', 'Billing Report', 'Amsterdam']);
  });

  it('sorts by a nested field, empty values last either way and ties in source order', () => {
    const ascending = staticListPage(rows, request({ order_by: { field: 'place.city', direction: 'asc' } }));
    expect(labels(ascending)).toEqual(['Billing Report', 'Amsterdam', 'Report 2', 'Report 10', 'self pay']);
    const descending = staticListPage(
      rows,
      request({ order_by: { field: 'place.city', direction: 'desc' } }),
    );
    expect(labels(descending)).toEqual(['Report 10', 'Report 2', 'Billing Report', 'Amsterdam', 'self pay']);
  });

  it('[default-list-limit] [list-response-paging] cuts pages of `limit` rows and reports the last page', () => {
    const second = staticListPage(rows, request({ limit: 2, page: 2 }));
    expect(second).toEqual({ rows: [rows[2], rows[3]], currentPage: 2, lastPage: 3, total: 5 });
    expect(labels(staticListPage(rows, request({ limit: 2, page: 3 })))).toEqual(['Amsterdam']);
  });

  it('keeps a page past the end within the pages that exist', () => {
    expect(staticListPage(rows, request({ limit: 2, page: 9 }))).toMatchObject({
      currentPage: 3,
      lastPage: 3,
    });
    expect(staticListPage([], request({ page: 4 }))).toEqual({
      rows: [],
      currentPage: 1,
      lastPage: 1,
      total: 0,
    });
  });

  it('filters text anywhere in the value, case-insensitively, and choices by equal value', () => {
    expect(labels(staticListPage(rows, request({ search: { label: 'REPORT' } })))).toEqual([
      'Billing Report',
      'Report 10',
      'Report 2',
    ]);
    expect(labels(staticListPage(rows, request({ search: { 'place.city': 'chic' } })))).toEqual([
      'Billing Report',
      'Amsterdam',
    ]);
    const numbered: Row[] = [
      { id: 1, label: 'One' },
      { id: 12, label: 'Twelve' },
    ];
    expect(labels(staticListPage(numbered, request({ search: { id: 1 } })))).toEqual(['One']);
  });
});
