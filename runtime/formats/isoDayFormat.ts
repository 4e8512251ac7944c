import { emptyCell, type CellFormat } from './cellDisplay';

/**
 * A day written `YYYY-MM-DD` (no time, no zone) shown as `MM/DD/YYYY`, as the day it names
 * whatever the browser's zone; anything else shows nothing.
 *
 * @example
 * isoDayFormat('2026-11-24', {}); // { kind: 'text', text: '11/24/2026' }
 */
export const isoDayFormat: CellFormat = (value) => {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (day === null) return emptyCell;
  const [, year, month, date] = day;
  return { kind: 'text', text: `${month ?? ''}/${date ?? ''}/${year ?? ''}` };
};
