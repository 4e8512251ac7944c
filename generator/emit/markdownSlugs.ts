/**
 * Gives each heading of one Markdown document the anchor GitHub (and most previewers) give it:
 * lower case, punctuation dropped, spaces as dashes, and `-1`, `-2` ... for a repeated heading.
 * Call it for every heading, in document order.
 *
 * @example
 * const slug = createHeadingSlugger();
 * slug('List Source'); // 'list-source'
 * slug('List Source'); // 'list-source-1'
 */
export function createHeadingSlugger(): (heading: string) => string {
  const seen = new Map<string, number>();
  return (heading) => {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    return count === undefined ? base : `${base}-${count + 1}`;
  };
}
