import { emptyCell, toFiniteNumber, type CellFormat } from './cellDisplay';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A number with US digit grouping (1,234.5); non-numbers show nothing. */
export const numberFormat: CellFormat = (value) => {
  const number = toFiniteNumber(value);
  return number === null ? emptyCell : { kind: 'text', text: grouping.format(number) };
};
