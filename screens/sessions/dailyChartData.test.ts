import { describe, expect, it } from 'vitest';
import { dailyTraces, dayAt, lastDays, painColour, type ReportDay } from './dailyChartData';

const day = (date: string, fields: Partial<ReportDay> = {}): ReportDay => ({
  day: date,
  sessions: [],
  total_sessions: 0,
  complete_sessions: 0,
  incomplete_sessions: 0,
  min_extension: null,
  max_flexion: null,
  max_pain: null,
  avg_mets: null,
  avg_weight: null,
  procedureDate: false,
  treatmentStartDate: false,
  missed: false,
  ...fields,
});

describe('daily chart data', () => {
  const days = Array.from({ length: 40 }, (_, index) => day(`2026-02-${String((index % 28) + 1).padStart(2, '0')}`));

  it('[charts-days] keeps the last 15 or 30 days', () => {
    expect(lastDays(days, 15)).toHaveLength(15);
    expect(lastDays(days, 30)).toEqual(days.slice(10));
    expect(lastDays(days.slice(0, 3), 15)).toHaveLength(3);
  });

  it('draws flexion, extension and pain for the knee type and METs and weight for the other', () => {
    const knee = dailyTraces([day('2026-03-01', { max_flexion: 90, min_extension: -4, max_pain: 3 })], true);
    expect(knee.map((trace) => [trace.name, trace.y[0]])).toEqual([
      ['Flexion', 90],
      ['Extension', -4],
      ['Pain', 3],
    ]);
    const cardiac = dailyTraces([day('2026-03-01', { avg_mets: 3.25, avg_weight: 181 })], false);
    expect(cardiac.map((trace) => [trace.name, trace.y[0]])).toEqual([
      ['Avg. METs', 3.25],
      ['Avg. Weight', 181],
    ]);
  });

  it('[daily-chart-popup] finds the day of a clicked point', () => {
    const march = [day('2026-03-01'), day('2026-03-02')];
    expect(dayAt(march, '2026-03-02')?.day).toBe('2026-03-02');
    expect(dayAt(march, '2026-03-02 00:00')?.day).toBe('2026-03-02');
    expect(dayAt(march, 3)).toBeUndefined();
  });

  it('[pain-colour-chart-variant] colours pain bars at least 7 red, at least 4 amber, else green', () => {
    expect([10, 7, 6, 4, 3, 0].map(painColour)).toEqual(['#e03131', '#e03131', '#f59f00', '#f59f00', '#2f9e44', '#2f9e44']);
    const [, , pain] = dailyTraces([day('2026-03-01', { max_pain: 8 }), day('2026-03-02', { max_pain: 2 })], true);
    expect(pain?.marker?.color).toEqual(['#e03131', '#2f9e44']);
  });
});
