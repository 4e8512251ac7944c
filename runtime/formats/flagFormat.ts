import type { CellFormat } from './cellDisplay';

/**
 * A 0/1 (or boolean) flag shown as Yes or No, e.g. a firmware version's Active and Test; a
 * missing value shows nothing.
 *
 * @example
 * flagFormat(1, {}); // { kind: 'text', text: 'Yes' }
 */
export const flagFormat: CellFormat = (value) => {
  if (value === 1 || value === true || value === '1') return { kind: 'text', text: 'Yes' };
  if (value === 0 || value === false || value === '0') return { kind: 'text', text: 'No' };
  return { kind: 'empty' };
};
