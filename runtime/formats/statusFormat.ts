import { emptyCell, type CellFormat } from './cellDisplay';
import { textFormat } from './textFormat';

/** A status: the `name` of a status object (`{ id, name }`) or the value itself when it is text. */
export const statusFormat: CellFormat = (value, row) => {
  if (typeof value === 'object' && value !== null) {
    const { name } = value as { name?: unknown };
    return typeof name === 'string' && name !== '' ? { kind: 'text', text: name } : emptyCell;
  }
  return textFormat(value, row);
};
