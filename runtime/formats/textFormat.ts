import { emptyCell, type CellFormat } from './cellDisplay';

/** Plain text: strings and numbers as they are; missing values and objects show nothing. */
export const textFormat: CellFormat = (value) => {
  if (typeof value === 'string') return value === '' ? emptyCell : { kind: 'text', text: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { kind: 'text', text: String(value) };
  return emptyCell;
};
