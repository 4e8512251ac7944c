import dayjs from 'dayjs';
import { emptyCell, toFiniteNumber, type CellFormat } from './cellDisplay';

/** Unix seconds as MM/DD/YYYY hh:mm AM/PM in the viewer's time zone ([date-display]). */
export const unixDateTimeFormat: CellFormat = (value) => {
  const seconds = toFiniteNumber(value);
  if (seconds === null || seconds === 0) return emptyCell;
  return { kind: 'text', text: dayjs.unix(seconds).format('MM/DD/YYYY hh:mm A') };
};
