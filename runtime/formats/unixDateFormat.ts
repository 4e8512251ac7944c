import dayjs from 'dayjs';
import { emptyCell, toFiniteNumber, type CellFormat } from './cellDisplay';

/** Unix seconds as MM/DD/YYYY in the viewer's time zone ([date-display]); 0 and non-numbers show nothing. */
export const unixDateFormat: CellFormat = (value) => {
  const seconds = toFiniteNumber(value);
  // 0 is how the middleware writes "never" (no session yet), not 01/01/1970.
  if (seconds === null || seconds === 0) return emptyCell;
  return { kind: 'text', text: dayjs.unix(seconds).format('MM/DD/YYYY') };
};
