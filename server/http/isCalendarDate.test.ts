import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './isCalendarDate';

describe('isCalendarDate', () => {
  it('accepts real days from the year 0001 to 9999, leap days included', () => {
    expect(
      ['2024-02-29', '0001-01-01', '0099-12-31', '9999-12-31', '2026-03-02'].map(isCalendarDate),
    ).toEqual([true, true, true, true, true]);
  });

  it('refuses days the calendar or PostgreSQL does not have, and other spellings', () => {
    expect(
      [
        '2026-02-30',
        '2026-04-31',
        '2023-02-29',
        '0000-01-01',
        '2026-13-01',
        '2026-00-10',
        '2026-1-1',
        '20260101',
        '+275760-01-01',
        '',
      ].map(isCalendarDate),
    ).toEqual(Array.from({ length: 10 }, () => false));
  });
});
