import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateEntry, padDateParts } from './dateEntry';

describe('dateEntry', () => {
  it('[date-entry] stores unix seconds only when all 8 digits are entered', () => {
    expect(dateEntry('0305')).toEqual({ shown: '03/05', value: null });
    expect(dateEntry('030520')).toEqual({ shown: '03/05/20', value: null });
    expect(dateEntry('03052024')).toEqual({ shown: '03/05/2024', value: dayjs('2024-03-05').unix() });
  });

  it('[date-entry] refuses a date that does not exist', () => {
    expect(dateEntry('02312024').value).toBeNull();
  });

  it('[date-entry] pads single-digit months and days with a zero', () => {
    expect(padDateParts('3/5/2024')).toBe('03/05/2024');
    expect(dateEntry(padDateParts('3/5/2024')).shown).toBe('03/05/2024');
  });
});
