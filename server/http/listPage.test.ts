import { describe, expect, it } from 'vitest';
import { listPage } from './listPage';

describe('listPage', () => {
  it.each([
    { given: { page: 1, limit: 20, total: 0 }, want: { currentPage: 1, lastPage: 1, total: 0 } },
    { given: { page: 1, limit: 20, total: 20 }, want: { currentPage: 1, lastPage: 1, total: 20 } },
    { given: { page: 2, limit: 20, total: 131 }, want: { currentPage: 2, lastPage: 7, total: 131 } },
  ])('pages $given.total rows at $given.limit', ({ given, want }) => {
    expect(listPage(['row'], given)).toEqual({ data: ['row'], ...want });
  });
});
