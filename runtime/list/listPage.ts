import type { ListPaging } from '../../src/generated/compiled-types';
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
 * Reads a list payload in the shape its operation answers (`paging`, compiled from the OpenAPI
 * description): `camel` `{ data, currentPage, lastPage, total }`, `snake` (`current_page`,
 * `last_page`) ([list-response-paging]), or `whole`, a bare array that is one page of everything
 * (or, with `rowsField`, the array that field of the answer holds).
 */
export function readListPage(payload: unknown, requestedPage: number, paging: ListPaging, rowsField?: string): ListPage {
  if (paging === 'whole') {
    // `source.rows`: the rows sit in a field of the answer (`{ patients: [...] }`).
    const held = rowsField === undefined ? payload : isRow(payload) ? payload[rowsField] : undefined;
    const rows = Array.isArray(held) ? held.filter(isRow) : [];
    return { rows, currentPage: 1, lastPage: 1, total: rows.length };
  }
  if (!isRow(payload)) return { rows: [], currentPage: requestedPage, lastPage: requestedPage, total: undefined };
  const rows = Array.isArray(payload.data) ? payload.data.filter(isRow) : [];
  const [current, last] = paging === 'camel' ? [payload.currentPage, payload.lastPage] : [payload.current_page, payload.last_page];
  const currentPage = pageNumber(current, requestedPage);
  const lastPage = Math.max(currentPage, pageNumber(last, currentPage));
  const total = typeof payload.total === 'number' ? payload.total : undefined;
  return { rows, currentPage, lastPage, total };
}
