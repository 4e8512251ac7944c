import { emptyCell, type CellFormat, type Row } from './cellDisplay';

const text = (row: Row, field: string): string => {
  const value = row[field];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * "First Last" from the row's `first_name` and `last_name` (the Cosign Notes grid's Patient Name).
 *
 * @example
 * fullNameFormat(undefined, { first_name: 'Ann', last_name: 'Lee' }); // { kind: 'text', text: 'Ann Lee' }
 */
export const fullNameFormat: CellFormat = (_value, row) => {
  const name = [text(row, 'first_name'), text(row, 'last_name')].filter((part) => part !== '').join(' ');
  return name === '' ? emptyCell : { kind: 'text', text: name };
};
