import { closest, distance } from 'fastest-levenshtein';

/**
 * The known name closest to a misspelt one, or undefined when none is close enough to be a
 * plausible typo (more than a quarter of the word, and at least two letters, would have to change).
 *
 * @example
 * nearestName('editPatinet', ['editPatient', 'addPatient']); // 'editPatient'
 */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  const candidates = [...known];
  if (candidates.length === 0) return undefined;
  const best = closest(name, candidates);
  const limit = Math.max(2, Math.floor(Math.max(name.length, best.length) / 4));
  return distance(name, best) <= limit ? best : undefined;
}

/**
 * "unknown <kind> `name`", with "; did you mean `x`?" when a known name is close.
 *
 * @example
 * unknownNameMessage('role', 'surgen', ['surgeon']); // "unknown role `surgen`; did you mean `surgeon`?"
 */
export function unknownNameMessage(kind: string, name: string, known: Iterable<string>): string {
  const suggestion = nearestName(name, known);
  return suggestion === undefined
    ? `unknown ${kind} \`${name}\``
    : `unknown ${kind} \`${name}\`; did you mean \`${suggestion}\`?`;
}
