import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    // current, last, max links → pages, leading ellipsis, trailing ellipsis
    { current: 1, last: 1, max: 9, pages: [1], lead: false, trail: false },
    { current: 3, last: 7, max: 9, pages: [1, 2, 3, 4, 5, 6, 7], lead: false, trail: false },
    { current: 1, last: 20, max: 9, pages: [1, 2, 3, 4, 5, 6, 7, 8, 9], lead: false, trail: true },
    { current: 5, last: 20, max: 9, pages: [1, 2, 3, 4, 5, 6, 7, 8, 9], lead: false, trail: true },
    { current: 6, last: 20, max: 9, pages: [2, 3, 4, 5, 6, 7, 8, 9, 10], lead: true, trail: true },
    { current: 10, last: 20, max: 9, pages: [6, 7, 8, 9, 10, 11, 12, 13, 14], lead: true, trail: true },
    { current: 20, last: 20, max: 9, pages: [12, 13, 14, 15, 16, 17, 18, 19, 20], lead: true, trail: false },
    { current: 1, last: 7, max: 3, pages: [1, 2, 3], lead: false, trail: true },
    { current: 4, last: 7, max: 3, pages: [3, 4, 5], lead: true, trail: true },
    { current: 7, last: 7, max: 3, pages: [5, 6, 7], lead: true, trail: false },
    { current: 2, last: 2, max: 3, pages: [1, 2], lead: false, trail: false },
    { current: 99, last: 5, max: 3, pages: [3, 4, 5], lead: true, trail: false },
    { current: 1, last: 0, max: 9, pages: [1], lead: false, trail: false },
  ])('[pager-links] page $current of $last with $max links shows $pages', ({ current, last, max, pages, lead, trail }) => {
    expect(pageWindow(current, last, max)).toEqual({ pages, leadingEllipsis: lead, trailingEllipsis: trail });
  });
});
