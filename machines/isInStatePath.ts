import type { StateValue } from 'xstate';

/**
 * Whether a snapshot's state value lies in the state node at `path` (its keys from the root),
 * as `snapshot.matches` answers, for a path only known at run time (a graph walk's nodes), which
 * `matches` types too narrowly to take.
 *
 * @example
 * isInStatePath({ signedIn: 'active' }, ['signedIn']); // true
 * isInStatePath({ signedIn: 'active' }, ['signedIn', 'idle']); // false
 */
export function isInStatePath(value: StateValue, path: readonly string[]): boolean {
  const [head, ...rest] = path;
  if (head === undefined) return true;
  if (typeof value === 'string') return rest.length === 0 && value === head;
  const child = value[head];
  return child !== undefined && isInStatePath(child, rest);
}
