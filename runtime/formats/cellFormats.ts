import { adherenceFormat } from './adherenceFormat';
import { alertFormat } from './alertFormat';
import type { CellFormat } from './cellDisplay';
import { flagFormat } from './flagFormat';
import { nameRevFormat } from './nameRevFormat';
import { numberFormat } from './numberFormat';
import { painColourFormat } from './painColourFormat';
import { phoneFormat } from './phoneFormat';
import { progressFormat } from './progressFormat';
import { sessionsFormat } from './sessionsFormat';
import { statusFormat } from './statusFormat';
import { textFormat } from './textFormat';
import { unixDateFormat } from './unixDateFormat';
import { unixDateTimeFormat } from './unixDateTimeFormat';
// devices
import { coordinatesFormat, lockStateFormat, pairListFormat, yesNoFormat } from './deviceFormats';
import { dateTimeFormat } from './dateTimeFormat';

/**
 * Every cell format by the name specs use (`specs/catalog/registry.yaml`). A registry test keeps
 * these names and the catalog's equal, so a spec can only name a format that exists here.
 */
export const cellFormats: Readonly<Record<string, CellFormat>> = {
  text: textFormat,
  number: numberFormat,
  unixDate: unixDateFormat,
  unixDateTime: unixDateTimeFormat,
  phone: phoneFormat,
  painColour: painColourFormat,
  adherence: adherenceFormat,
  progress: progressFormat,
  sessions: sessionsFormat,
  alert: alertFormat,
  status: statusFormat,
  nameRev: nameRevFormat,
  // firmware, app versions and user guides
  flag: flagFormat,
  // devices
  lockState: lockStateFormat,
  pairList: pairListFormat,
  coordinates: coordinatesFormat,
  yesNo: yesNoFormat,
  // log viewer
  dateTime: dateTimeFormat,
};
