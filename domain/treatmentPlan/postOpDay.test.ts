import { describe, expect, it } from 'vitest';
import { postOpDay, unixSecondsDay } from './postOpDay';

describe('postOpDay (issue 27 defect 9)', () => {
  it('counts the days since the procedure: 0 on its day, negative before it', () => {
    expect(postOpDay('2026-10-17', '2026-11-29')).toBe(43);
    expect(postOpDay('2026-11-29', '2026-11-29')).toBe(0);
    expect(postOpDay('2026-12-02', '2026-11-29')).toBe(-3);
    expect(postOpDay(null, '2026-11-29')).toBeNull();
    expect(postOpDay('not a day', '2026-11-29')).toBeNull();
  });

  it('reads a day of unix seconds at UTC midnight', () => {
    expect(unixSecondsDay(Date.UTC(2026, 9, 17) / 1000)).toBe('2026-10-17');
  });
});
