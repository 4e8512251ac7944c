/** A page of a list in the `currentPage`/`lastPage` shape most list calls answer with. */
export interface ListPage<Row> {
  data: Row[];
  currentPage: number;
  lastPage: number;
  total: number;
}

/**
 * The answer of a paged list call: the rows of `page`, and the last page for `total` rows at
 * `limit` a page (at least 1, so an empty list still has a page to show).
 *
 * @example
 * listPage(rows, { page: 2, limit: 20, total: 131 }) // → { data: rows, currentPage: 2, lastPage: 7, total: 131 }
 */
export function listPage<Row>(data: Row[], paging: { page: number; limit: number; total: number }): ListPage<Row> {
  return {
    data,
    currentPage: paging.page,
    lastPage: Math.max(1, Math.ceil(paging.total / paging.limit)),
    total: paging.total,
  };
}
