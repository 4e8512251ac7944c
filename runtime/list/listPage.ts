import type { Row } from '../formats/cellDisplay';

/** One page of a list as the screen uses it. */
export interface ListPage {
  rows: Row[];
  currentPage: number;
  lastPage: number;
  total: number | undefined;
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

function pageNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 1 ? Math.floor(number) : fallback;
}

/**
 * Reads a list payload: `{ data, currentPage, lastPage, total }` or its snake-case spelling
 * (`current_page`, `last_page`) ([list-response-paging]); a bare array is one page of everything.
 */
export function readListPage(payload: unknown, requestedPage: number): ListPage {
  if (Array.isArray(payload)) return { rows: payload.filter(isRow), currentPage: 1, lastPage: 1, total: payload.length };
  if (!isRow(payload)) return { rows: [], currentPage: requestedPage, lastPage: requestedPage, total: undefined };
  const rows = Array.isArray(payload.data) ? payload.data.filter(isRow) : [];
  const currentPage = pageNumber(payload.currentPage ?? payload.current_page, requestedPage);
  const lastPage = Math.max(currentPage, pageNumber(payload.lastPage ?? payload.last_page, currentPage));
  const total = typeof payload.total === 'number' ? payload.total : undefined;
  return { rows, currentPage, lastPage, total };
}
