/**
 * The ticked options of an `allOrOne` input after a box changes: 'Select all' ticks every
 * option (null) or none; ticking every option is 'Select all' (null); unticking one of all
 * leaves the others ticked.
 *
 * @example
 * allOrOneChange([1], [1, 2], 2, true);   // null (both types: Select All)
 * allOrOneChange(null, [1, 2], 1, false); // [2]
 */
export function allOrOneChange(current: readonly number[] | null, options: readonly number[], toggled: 'all' | number, checked: boolean): number[] | null {
  if (toggled === 'all') return checked ? null : [];
  const ticked = new Set(current ?? options);
  if (checked) ticked.add(toggled);
  else ticked.delete(toggled);
  if (options.length > 0 && options.every((option) => ticked.has(option))) return null;
  return options.filter((option) => ticked.has(option));
}
