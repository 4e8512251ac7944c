// The schedule strip of the survey panel (document 2, sections 4 and 9), as pure data: one entry
// per day from treatment start to treatment end, each in one of four states with its colour.

/** What a day of the strip is: answered, scheduled and open, past without a survey, or open to schedule. */
export type StripDayState = 'completed' | 'scheduled' | 'past' | 'available';

/** A survey as the strip needs it. */
export interface StripSurvey {
  id: number;
  scheduled_at: string;
  completed_at: string | null;
}

export interface StripDay<S extends StripSurvey = StripSurvey> {
  /** ISO day, YYYY-MM-DD. */
  day: string;
  state: StripDayState;
  /** The day is the user's today ([survey-today-highlight]). */
  today: boolean;
  /** The survey of that day, if any. */
  survey: S | undefined;
}

/**
 * The colour of each state ([survey-day-colours]): green completed, orange scheduled, grey past
 * and unschedulable, blue available (Mantine palette names).
 */
export const stripColours: Readonly<Record<StripDayState, string>> = {
  completed: 'green',
  scheduled: 'orange',
  past: 'gray',
  available: 'blue',
};

/** The legend's words for each state, in the legend's order. */
export const stripLegend: readonly { state: StripDayState; label: string }[] = [
  { state: 'completed', label: 'Completed' },
  { state: 'scheduled', label: 'Scheduled' },
  { state: 'past', label: 'Past (cannot be scheduled)' },
  { state: 'available', label: 'Available' },
];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The user's calendar day of `instant` as YYYY-MM-DD (local time, not UTC).
 *
 * @example
 * localDay(new Date(2026, 2, 2, 23, 30)); // '2026-03-02'
 */
export function localDay(instant: Date): string {
  return `${String(instant.getFullYear())}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/**
 * A day as the portal writes dates, MM/DD/YYYY (document 2, section 9).
 *
 * @example
 * displayDay('2026-03-02'); // '03/02/2026'
 */
export function displayDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month ?? ''}/${date ?? ''}/${year ?? ''}`;
}

/** The ISO day after `day`. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Longest strip drawn, so that a wrong end date cannot draw years of days. */
const maxStripDays = 400;

/**
 * Every day from `start` to `end` (both ISO days, inclusive; [survey-strip-range]) with its state:
 * completed when its survey is answered, scheduled when it has an open survey, past when it is
 * before `today` without a survey ([survey-past-not-schedulable]), available otherwise.
 *
 * @example
 * stripDays('2026-03-01', '2026-03-03', [{ id: 1, scheduled_at: '2026-03-03', completed_at: null }], '2026-03-02')
 *   .map((day) => day.state); // ['past', 'available', 'scheduled']
 */
export function stripDays<S extends StripSurvey>(
  start: string,
  end: string,
  surveys: readonly S[],
  today: string,
): StripDay<S>[] {
  const byDay = new Map(surveys.map((survey) => [survey.scheduled_at, survey]));
  const days: StripDay<S>[] = [];
  for (let day = start; day <= end && days.length < maxStripDays; day = nextDay(day)) {
    const survey = byDay.get(day);
    const state: StripDayState =
      survey === undefined
        ? day < today
          ? 'past'
          : 'available'
        : survey.completed_at === null
          ? 'scheduled'
          : 'completed';
    days.push({ day, state, today: day === today, survey });
  }
  return days;
}

/**
 * The question the delete confirmation asks ([survey-delete-two], [survey-delete-other]): the
 * reminder about the final survey when exactly two surveys exist, otherwise the plain question.
 */
export function deleteQuestionKey(surveyCount: number): 'surveyDeleteTwo' | 'surveyDeleteOther' {
  return surveyCount === 2 ? 'surveyDeleteTwo' : 'surveyDeleteOther';
}
