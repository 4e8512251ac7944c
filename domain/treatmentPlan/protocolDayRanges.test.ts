import { describe, expect, it } from 'vitest';
import { protocolDayRanges, totalDays } from './protocolDayRanges';

describe('protocolDayRanges', () => {
  it('[protocol-day-ranges] counts each protocol on from where the previous one ended', () => {
    expect(protocolDayRanges([{ num_of_days: 3 }, { num_of_days: 5 }, { num_of_days: 2 }])).toEqual([
      { from: 1, to: 3 },
      { from: 4, to: 8 },
      { from: 9, to: 10 },
    ]);
    expect(protocolDayRanges([])).toEqual([]);
    expect(totalDays([{ num_of_days: 3 }, { num_of_days: 30 }])).toBe(33);
  });
});
