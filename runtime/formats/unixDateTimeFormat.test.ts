import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { unixDateTimeFormat } from './unixDateTimeFormat';

describe('unixDateTimeFormat', () => {
  it('[date-display] shows the date as MM/DD/YYYY followed by a 12-hour time', () => {
    const seconds = dayjs('2023-11-15T09:05:00').unix();
    expect(unixDateTimeFormat(seconds, {})).toEqual({ kind: 'text', text: '11/15/2023 09:05 AM' });
  });

  it('shows nothing for a missing time', () => {
    expect(unixDateTimeFormat(undefined, {})).toEqual({ kind: 'empty' });
  });
});
