// The lock rule of a patient note (document 2, section 4 "Notes"; section 9: "Notes are locked
// after the day of creation"): a note is locked once e-mailed, or from the calendar day after the
// one it was written on. The day is read in the time zone of the note's creator (the only user
// who may edit it), recorded with the note; see specs/api/patient-notes.yaml.

/** Whether `zone` is an IANA time zone this server knows (Intl refuses any other). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day of `instant` in `zone`, as YYYY-MM-DD (comparable as text).
 *
 * @example
 * calendarDay(new Date('2026-03-03T04:30:00Z'), 'America/Chicago'); // '2026-03-02'
 */
export function calendarDay(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** What the lock rule reads of a note. */
export interface LockFacts {
  created_at: Date;
  email_sent_at: Date | null;
  time_zone: string;
}

/**
 * Whether the note is locked at `now` ([note-locked]): e-mailed, or written before today in its
 * creator's time zone.
 *
 * @example
 * isNoteLocked({ created_at, email_sent_at: null, time_zone: 'America/Chicago' }, clock.now());
 */
export function isNoteLocked(note: LockFacts, now: Date): boolean {
  if (note.email_sent_at !== null) return true;
  return calendarDay(new Date(note.created_at), note.time_zone) < calendarDay(now, note.time_zone);
}
