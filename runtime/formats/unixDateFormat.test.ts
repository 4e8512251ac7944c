import { describe, expect, it } from 'vitest';
import { unixDateFormat } from './unixDateFormat';

// Noon UTC, so the calendar day is the same in every time zone from UTC-11 to UTC+11.
const nov15noonUtc = 1_700_049_600;

describe('unixDateFormat', () => {
  it('[date-display] [patient-last-session-unix] shows unix seconds as MM/DD/YYYY', () => {
    expect(unixDateFormat(nov15noonUtc, {})).toEqual({ kind: 'text', text: '11/15/2023' });
    expect(unixDateFormat(String(nov15noonUtc), {})).toEqual({ kind: 'text', text: '11/15/2023' });
  });

  it('pads single-digit months and days with a zero', () => {
    // 2024-03-05 12:00 UTC
    expect(unixDateFormat(1_709_640_000, {})).toEqual({ kind: 'text', text: '03/05/2024' });
  });

  it('shows nothing for a missing or zero time', () => {
    expect(unixDateFormat(null, {})).toEqual({ kind: 'empty' });
    expect(unixDateFormat(0, {})).toEqual({ kind: 'empty' });
  });
});
