// The recovery report's grouping (document 2, section 3 "Daily session summary"), pure: sessions
// put on the user's calendar day with the one UTC offset the portal sends, every day of the
// treatment listed (empty ones too, so the portal can outline them red), and the day's totals.
// specs/api/sessions.yaml writes down the readings (offset sign, daylight saving, day range).
import type { components } from '../../../src/generated/api';

/** One session as the report reads it (section 3 "Recovery report row"). */
export type RecoveryRow = components['schemas']['RecoveryReportRow'];

/** One calendar day of the report (section 3 "Daily session summary"). */
export type DailySummary = components['schemas']['DailySessionSummary'];

export interface DayRange {
  /** The procedure date, YYYY-MM-DD, or null. */
  procedureDate: string | null;
  /** The treatment start, YYYY-MM-DD, or null when the patient has no plan. */
  treatmentStart: string | null;
  /** The last day of the treatment (end date, or start plus its days), or null when open. */
  treatmentEnd: string | null;
  /** Today on the user's calendar. */
  today: string;
}

const dayMs = 86_400_000;

/**
 * The user's calendar day (YYYY-MM-DD) of an instant, for an offset from UTC in minutes
 * (local = UTC + offset).
 *
 * @example
 * localDay('2026-03-08T03:30:00Z', -300) // '2026-03-07'
 */
export function localDay(instant: string | Date, utcOffsetMinutes: number): string {
  const time = (typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + utcOffsetMinutes * 60_000;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Every calendar date from `from` to `to`, both included, stepping by date (never by 24 hours of
 * a local clock, so a daylight-saving day is neither lost nor repeated).
 *
 * @example
 * calendarDays('2026-02-27', '2026-03-01') // ['2026-02-27', '2026-02-28', '2026-03-01']
 */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); time <= end; time += dayMs) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

const earliest = (...days: (string | null)[]): string | null =>
  days.filter((day): day is string => day !== null).sort()[0] ?? null;

/** METs with 2 decimals, weight rounded (section 9), or null when no session has one. */
function average(values: (number | null)[], decimals: number): number | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  const factor = 10 ** decimals;
  return Math.round((present.reduce((sum, value) => sum + value, 0) / present.length) * factor) / factor;
}

function extreme(values: (number | null)[], pick: (...numbers: number[]) => number): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : pick(...present);
}

/**
 * The report's days, oldest first: from the earlier of the procedure date and the treatment
 * start to the treatment end or today, whichever is first, plus any other day with a session.
 *
 * @example
 * summarizeDays(rows, -300, { procedureDate: '2026-03-01', treatmentStart: '2026-03-03', treatmentEnd: null, today: '2026-03-20' })
 */
export function summarizeDays(rows: readonly RecoveryRow[], utcOffsetMinutes: number, range: DayRange): DailySummary[] {
  const byDay = new Map<string, RecoveryRow[]>();
  for (const row of rows) {
    const day = localDay(row.date_time, utcOffsetMinutes);
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const first = earliest(range.procedureDate, range.treatmentStart);
  const last = earliest(range.treatmentEnd, range.today);
  const listed = new Set(first !== null && last !== null && first <= last ? calendarDays(first, last) : []);
  for (const day of byDay.keys()) listed.add(day);
  return [...listed].sort().map((day) => {
    const sessions = [...(byDay.get(day) ?? [])].sort((a, b) => a.date_time.localeCompare(b.date_time));
    const complete = sessions.filter((session) => session.status === 1).length;
    return {
      day,
      sessions,
      total_sessions: sessions.length,
      complete_sessions: complete,
      incomplete_sessions: sessions.length - complete,
      min_extension: extreme(sessions.map((session) => session.extension), Math.min),
      max_flexion: extreme(sessions.map((session) => session.flexion), Math.max),
      max_pain: extreme(sessions.map((session) => session.pain_after), Math.max),
      avg_mets: average(sessions.map((session) => session.mets), 2),
      avg_weight: average(sessions.map((session) => session.weight), 0),
      procedureDate: day === range.procedureDate,
      treatmentStartDate: day === range.treatmentStart,
      missed:
        sessions.length === 0 &&
        range.treatmentStart !== null &&
        day >= range.treatmentStart &&
        last !== null &&
        day <= last,
    };
  });
}
