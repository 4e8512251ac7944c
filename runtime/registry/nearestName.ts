import { distance } from 'fastest-levenshtein';

/**
 * The known name closest to `name` by edit distance (case-insensitive), or `undefined` when
 * nothing is within half the name's length, so a wild guess is not offered as a fix.
 *
 * @example
 * nearestName('painColor', ['painColour', 'phone']) // 'painColour'
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (best === undefined || d < best.distance) best = { name: candidate, distance: d };
  }
  return best !== undefined && best.distance <= Math.max(2, Math.ceil(name.length / 2)) ? best.name : undefined;
}
