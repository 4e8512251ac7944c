import { describe, expect, it } from 'vitest';
import { readListPage } from './listPage';

describe('readListPage', () => {
  it('[list-response-paging] reads data with currentPage and lastPage', () => {
    expect(readListPage({ data: [{ id: 1 }], currentPage: 2, lastPage: 7, total: 131 }, 2, 'camel')).toEqual({
      rows: [{ id: 1 }],
      currentPage: 2,
      lastPage: 7,
      total: 131,
    });
  });

  it('[list-response-paging] reads the snake-case spelling of search and report calls', () => {
    expect(readListPage({ data: [], current_page: 3, last_page: 4 }, 3, 'snake')).toMatchObject({ currentPage: 3, lastPage: 4 });
  });

  it('[list-response-paging] reads only the spelling the operation answers', () => {
    expect(readListPage({ data: [], current_page: 3, last_page: 4 }, 1, 'camel')).toMatchObject({ currentPage: 1, lastPage: 1 });
  });

  it('treats a whole answer as a single page and anything else as an empty one', () => {
    expect(readListPage([{ id: 1 }, { id: 2 }], 1, 'whole')).toEqual({ rows: [{ id: 1 }, { id: 2 }], currentPage: 1, lastPage: 1, total: 2 });
    expect(readListPage(null, 4, 'camel')).toEqual({ rows: [], currentPage: 4, lastPage: 4, total: undefined });
  });
});
