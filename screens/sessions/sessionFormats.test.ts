import { describe, expect, it } from 'vitest';
import { sensorYRange } from './sensorCharts';
import { flexExtText, historyDate, metsText, statusText, userUtcOffsetMinutes, weightText } from './sessionFormats';

describe('Session History formats', () => {
  it('[session-history-mobile-date] shows MM/DD/YYYY, and MM/DD on mobile', () => {
    expect(historyDate('2026-03-07', false)).toBe('03/07/2026');
    expect(historyDate('2026-03-07', true)).toBe('03/07');
  });

  it('[mets-weight-format] shows METs with 2 decimals and the weight rounded', () => {
    expect(metsText(3.2)).toBe('3.20');
    expect(metsText(3.456)).toBe('3.46');
    expect(weightText(180.5)).toBe('181');
    expect(weightText(180.49)).toBe('180');
    expect(metsText(null)).toBe('—');
  });

  it('[recovery-report] reads status 1 as Complete and anything else as Incomplete', () => {
    expect(statusText(1)).toBe('Complete');
    expect(statusText(0)).toBe('Incomplete');
    expect(statusText(2)).toBe('Incomplete');
  });

  it('writes Flex/Ext as degrees', () => {
    expect(flexExtText(95.5, -3)).toBe('95.5° / -3°');
    expect(flexExtText(null, null)).toBe('—');
  });

  it('sends the offset as local = UTC + offset', () => {
    const newYorkWinter = { getTimezoneOffset: () => 300 };
    expect(userUtcOffsetMinutes(newYorkWinter)).toBe(-300);
  });
});

describe('sensorYRange (issue 27 defect 6)', () => {
  it('spans a chart own data with a margin, or its fixed range widened to its data', () => {
    expect(sensorYRange(undefined, [[95, 97, 99]])).toEqual([94, 100]);
    expect(sensorYRange(undefined, [[118, 139], [72, 85]])).toEqual([65, 146]);
    expect(sensorYRange([6, 20], [[9, 16]])).toEqual([6, 20]);
    expect(sensorYRange([-1500, 1500], [[-350, 1200]])).toEqual([-1500, 1500]);
    expect(sensorYRange([6, 20], [[22]])).toEqual([6, 22]);
    expect(sensorYRange(undefined, [[null]])).toBeUndefined();
  });
});
