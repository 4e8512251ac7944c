// Which calendar day is "today" for a user somewhere on Earth, as the survey rules need it: the
// server does not know the user's time zone, so a day counts as past only when it is past
// everywhere and as future only when it is future everywhere (see specs/api/surveys.yaml).

const hour = 60 * 60 * 1000;

/** The ISO day (YYYY-MM-DD) of `instant` shifted by `hours`. */
const dayAt = (instant: Date, hours: number) =>
  new Date(instant.getTime() + hours * hour).toISOString().slice(0, 10);

/**
 * The earliest "today" anywhere (UTC-12): a day before it is past in every time zone.
 *
 * @example
 * earliestToday(new Date('2026-03-02T10:00:00Z')); // '2026-03-01'
 */
export const earliestToday = (now: Date): string => dayAt(now, -12);

/**
 * The latest "today" anywhere (UTC+14): a day after it is future in every time zone.
 *
 * @example
 * latestToday(new Date('2026-03-02T10:00:00Z')); // '2026-03-03'
 */
export const latestToday = (now: Date): string => dayAt(now, 14);
