import { emptyCell, type CellFormat } from './cellDisplay';

/** Ten digits as (xxx) xxx-xxxx ([phone-display]); a leading US country code 1 is dropped, anything else is shown as given. */
export const phoneFormat: CellFormat = (value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return emptyCell;
  const given = String(value).trim();
  if (given === '') return emptyCell;
  let digits = given.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return { kind: 'text', text: given };
  return { kind: 'text', text: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` };
};
