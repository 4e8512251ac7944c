import { alertFormat } from './alertFormat';
import type { CellFormat } from './cellDisplay';
import { flagFormat } from './flagFormat';
import { linkFormat } from './linkFormat';
import { fullNameFormat } from './fullNameFormat';
import { isoDayFormat } from './isoDayFormat';
import { nameRevFormat } from './nameRevFormat';
import { numberFormat } from './numberFormat';
import { phoneFormat } from './phoneFormat';
import { progressFormat } from './progressFormat';
import { sessionsFormat } from './sessionsFormat';
import { statusFormat } from './statusFormat';
import { textFormat } from './textFormat';
import { unixDateFormat } from './unixDateFormat';
import { unixDateTimeFormat } from './unixDateTimeFormat';
import { dateTimeFormat, localDayFormat } from './dateTimeFormat';

/**
 * The generic cell formats by the name specs use (`specs/catalog/registry.yaml`). Domain formats
 * (pain, adherence, devices) live in `screens/` and join these in `src/appRegistry.ts`; a registry
 * test keeps the assembled names and the catalog's equal.
 */
export const cellFormats: Readonly<Record<string, CellFormat>> = {
  text: textFormat,
  number: numberFormat,
  unixDate: unixDateFormat,
  unixDateTime: unixDateTimeFormat,
  phone: phoneFormat,
  progress: progressFormat,
  sessions: sessionsFormat,
  alert: alertFormat,
  status: statusFormat,
  nameRev: nameRevFormat,
  fullName: fullNameFormat,
  isoDay: isoDayFormat,
  // firmware, app versions and user guides
  flag: flagFormat,
  // log viewer
  dateTime: dateTimeFormat,
  // template assignment
  localDay: localDayFormat,
  // documents
  link: linkFormat,
};
