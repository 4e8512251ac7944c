/** The value without empty parts: undefined, '' and objects that hold nothing else. */
function pruned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruned);
  if (typeof value !== 'object' || value === null) return value === '' ? undefined : value;
  const entries = Object.entries(value)
    .map(([key, inner]) => [key, pruned(inner)] as const)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/**
 * True when two step data mean the same: a form library that fills in empty objects or blank
 * texts on its own (RJSF does on mount) has not changed anything the user typed, so the wizard
 * is not told of a change and nothing counts as unsaved.
 *
 * @example
 * sameStepData({}, { address: {}, note: '' }); // true
 */
export function sameStepData(a: unknown, b: unknown): boolean {
  return JSON.stringify(pruned(a)) === JSON.stringify(pruned(b));
}
