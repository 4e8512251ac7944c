import dayjs from 'dayjs';
import { emptyCell, type CellFormat } from './cellDisplay';

/** An ISO date and time as MM/DD/YYYY hh:mm AM/PM in the viewer's time zone (the log viewer's entries). */
export const dateTimeFormat: CellFormat = (value) => {
  if (typeof value !== 'string' || value === '') return emptyCell;
  const time = dayjs(value);
  return time.isValid() ? { kind: 'text', text: time.format('MM/DD/YYYY hh:mm A') } : emptyCell;
};

/** An ISO date and time as its day, M/D/YYYY in the viewer's time zone (the template assignment's Assigned and Completed). */
export const localDayFormat: CellFormat = (value) => {
  if (typeof value !== 'string' || value === '') return emptyCell;
  const time = dayjs(value);
  return time.isValid() ? { kind: 'text', text: time.format('M/D/YYYY') } : emptyCell;
};
