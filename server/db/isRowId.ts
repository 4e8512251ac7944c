/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const maxRowId = 2_147_483_647;

/**
 * Whether `value` can be a row id: a whole number from 1 to PostgreSQL's `integer` maximum. A
 * value read from text (a multipart field) is checked with this before it reaches a query, where a
 * larger one would fail as "out of range for type integer" instead of being refused.
 *
 * @example
 * isRowId(Number('2147483648')); // false
 */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxRowId;
}
