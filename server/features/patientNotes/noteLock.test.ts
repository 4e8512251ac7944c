import { describe, expect, it } from 'vitest';
import { calendarDay, isKnownTimeZone, isNoteLocked } from './noteLock';

describe('the note lock rule', () => {
  // 22:30 in Chicago on 2 March is 04:30 UTC on 3 March: still the day of writing there.
  const written = new Date('2026-03-03T04:30:00Z');
  const note = { created_at: written, email_sent_at: null, time_zone: 'America/Chicago' };

  it('[note-locked] keeps a note open for the rest of its day in the creator\'s zone, then locks it', () => {
    expect(calendarDay(written, 'America/Chicago')).toBe('2026-03-02');
    expect(isNoteLocked(note, new Date('2026-03-03T05:59:00Z'))).toBe(false);
    expect(isNoteLocked(note, new Date('2026-03-03T06:00:00Z'))).toBe(true);
  });

  it('[note-locked] reads the day where the creator is, not in UTC', () => {
    // The same instants in UTC would already be a new day: the rule must not use them.
    expect(isNoteLocked({ ...note, time_zone: 'UTC' }, new Date('2026-03-04T00:00:00Z'))).toBe(true);
    expect(isNoteLocked({ ...note, time_zone: 'Asia/Tokyo' }, new Date('2026-03-03T14:59:00Z'))).toBe(false);
    expect(isNoteLocked({ ...note, time_zone: 'Asia/Tokyo' }, new Date('2026-03-03T15:00:00Z'))).toBe(true);
  });

  it('[note-locked] locks an e-mailed note at once', () => {
    expect(isNoteLocked({ ...note, email_sent_at: written }, written)).toBe(true);
  });

  it('knows IANA zones and refuses others', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
