/** The page links a pager shows, and whether pages are left out before or after them. */
export interface PageWindow {
  pages: number[];
  leadingEllipsis: boolean;
  trailingEllipsis: boolean;
}

/**
 * The page links around the current page: at most `maxLinks` (9 on desktop, 3 on mobile,
 * [pager-links]), the current page as near the middle as the ends allow, with an ellipsis where
 * pages are left out. First, previous, next and last are the pager's own buttons.
 *
 * @example
 * pageWindow(10, 20, 3) // { pages: [9, 10, 11], leadingEllipsis: true, trailingEllipsis: true }
 */
export function pageWindow(current: number, last: number, maxLinks: number): PageWindow {
  const total = Math.max(1, Math.floor(last));
  const size = Math.max(1, Math.min(Math.floor(maxLinks), total));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  const pages = Array.from({ length: size }, (_, index) => start + index);
  return { pages, leadingEllipsis: start > 1, trailingEllipsis: start + size - 1 < total };
}
