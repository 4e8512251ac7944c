// How Session History and the charts write their values (document 2, sections 2 and 9): dates
// MM/DD/YYYY (MM/DD on mobile), average METs with 2 decimals, weight rounded, session times in the
// user's clock, status 1 Complete otherwise Incomplete.
import { message } from '../../src/generated/catalog';

/**
 * A report day (YYYY-MM-DD) as Session History shows it.
 *
 * @example
 * historyDate('2026-03-07', false) // '03/07/2026'
 * historyDate('2026-03-07', true) // '03/07'
 */
export function historyDate(day: string, mobile: boolean): string {
  const [year, month, date] = day.split('-');
  return mobile ? `${month}/${date}` : `${month}/${date}/${year}`;
}

/** The user's offset from UTC in minutes (local = UTC + offset), as recovery_report takes it. */
export function userUtcOffsetMinutes(at: Pick<Date, 'getTimezoneOffset'> = new Date()): number {
  // getTimezoneOffset is positive west of UTC; the wire's offset is the other way round.
  return at.getTimezoneOffset() === 0 ? 0 : -at.getTimezoneOffset();
}

/**
 * A session's time of day on the user's clock, 12-hour with AM/PM.
 *
 * @example
 * sessionTime('2026-03-07T14:05:00Z') // '9:05 AM' in New York
 */
export function sessionTime(dateTime: string): string {
  const at = new Date(dateTime);
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Average METs with 2 decimals, or a dash. */
export const metsText = (value: number | null): string => (value === null ? '—' : value.toFixed(2));

/** Weight rounded, or a dash. */
export const weightText = (value: number | null): string => (value === null ? '—' : String(Math.round(value)));

/** A degree value, or a dash. */
export const degreesText = (value: number | null): string => (value === null ? '—' : `${value}°`);

/** The Flex/Ext column: the day's best flexion and extension. */
export const flexExtText = (flexion: number | null, extension: number | null): string =>
  flexion === null && extension === null ? '—' : `${degreesText(flexion)} / ${degreesText(extension)}`;

/** A pain score, or a dash. */
export const painText = (value: number | null): string => (value === null ? '—' : String(value));

/** Section 3: status 1 is Complete, any other value Incomplete. */
export const statusText = (status: number): string =>
  status === 1 ? message('sessionHistoryComplete') : message('sessionHistoryIncomplete');
