import { describe, expect, it } from 'vitest';
import { calendarDays, localDay, summarizeDays, type RecoveryRow } from './recoveryDays';

const row = (at: string, fields: Partial<RecoveryRow> = {}): RecoveryRow => ({
  id: 1,
  date_time: at,
  treatment_plan_type: 2,
  treatment_plan_type_text: 'Post-Operative',
  status: 1,
  extension: null,
  flexion: null,
  pain_after: null,
  mets: null,
  weight: null,
  ...fields,
});

describe('localDay', () => {
  it('[recovery-report] reads local = UTC + offset, for negative and positive offsets', () => {
    expect(localDay('2026-03-08T03:30:00Z', -300)).toBe('2026-03-07');
    expect(localDay('2026-03-08T03:30:00Z', 0)).toBe('2026-03-08');
    expect(localDay('2026-03-08T20:30:00Z', 240)).toBe('2026-03-09');
    expect(localDay('2026-03-08T20:30:00Z', 330)).toBe('2026-03-09');
  });
});

describe('calendarDays', () => {
  it('steps by calendar date across month ends and daylight-saving days', () => {
    expect(calendarDays('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(calendarDays('2026-03-07', '2026-03-09')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(calendarDays('2026-03-09', '2026-03-08')).toEqual([]);
  });
});

describe('summarizeDays', () => {
  const range = { procedureDate: '2026-03-01', treatmentStart: '2026-03-02', treatmentEnd: '2026-03-04', today: '2026-03-10' };

  it('[session-history-empty-days] [session-history-markers] lists every day from the procedure to the treatment end, missed ones flagged', () => {
    const days = summarizeDays([row('2026-03-03T12:00:00Z')], 0, range);
    expect(days.map((day) => [day.day, day.total_sessions, day.missed])).toEqual([
      ['2026-03-01', 0, false],
      ['2026-03-02', 0, true],
      ['2026-03-03', 1, false],
      ['2026-03-04', 0, true],
    ]);
    expect(days[0]?.procedureDate).toBe(true);
    expect(days[1]?.treatmentStartDate).toBe(true);
  });

  it('stops at today for an open treatment and keeps a session outside the range', () => {
    const days = summarizeDays([row('2026-02-20T12:00:00Z')], 0, { ...range, treatmentEnd: null, today: '2026-03-03' });
    expect(days.map((day) => day.day)).toEqual(['2026-02-20', '2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('[mets-weight-format] [recovery-report] counts complete (status 1) and incomplete, averages METs to 2 decimals, rounds weight', () => {
    const [day] = summarizeDays(
      [
        row('2026-03-02T08:00:00Z', { mets: 2.005, weight: 200.5, pain_after: 4, flexion: 80, extension: -3 }),
        row('2026-03-02T09:00:00Z', { mets: 2.0, weight: 200, status: 0, pain_after: 6, flexion: 85, extension: -6 }),
        row('2026-03-02T10:00:00Z', { status: 2 }),
      ],
      0,
      { ...range, procedureDate: null, treatmentStart: '2026-03-02', treatmentEnd: '2026-03-02' },
    );
    expect(day).toMatchObject({
      total_sessions: 3,
      complete_sessions: 1,
      incomplete_sessions: 2,
      avg_mets: 2,
      avg_weight: 200,
      max_pain: 6,
      max_flexion: 85,
      min_extension: -6,
    });
  });

  it('has no averages on a day without METs or weight', () => {
    const [day] = summarizeDays([row('2026-03-02T08:00:00Z')], 0, { ...range, procedureDate: null, treatmentEnd: '2026-03-02' });
    expect(day?.avg_mets).toBeNull();
    expect(day?.avg_weight).toBeNull();
  });
});
