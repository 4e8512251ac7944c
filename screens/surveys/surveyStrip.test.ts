import { describe, expect, it } from 'vitest';
import { deleteQuestionKey, displayDay, localDay, stripColours, stripDays } from './surveyStrip';

const surveys = [
  { id: 1, scheduled_at: '2026-03-01', completed_at: '2026-03-01T15:00:00Z' },
  { id: 2, scheduled_at: '2026-03-04', completed_at: null },
];

describe('stripDays', () => {
  it('[survey-strip-range] covers each day from treatment start to treatment end', () => {
    const days = stripDays('2026-02-27', '2026-03-05', surveys, '2026-03-02').map((day) => day.day);
    expect(days).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
  });

  it('[survey-day-colours] completed green, scheduled orange, past grey, available blue', () => {
    const days = stripDays('2026-02-28', '2026-03-05', surveys, '2026-03-02');
    expect(days.map((day) => [day.day, day.state, stripColours[day.state]])).toEqual([
      ['2026-02-28', 'past', 'gray'],
      ['2026-03-01', 'completed', 'green'],
      ['2026-03-02', 'available', 'blue'],
      ['2026-03-03', 'available', 'blue'],
      ['2026-03-04', 'scheduled', 'orange'],
      ['2026-03-05', 'available', 'blue'],
    ]);
  });

  it('[survey-today-highlight] marks today only', () => {
    const days = stripDays('2026-03-01', '2026-03-03', [], '2026-03-02');
    expect(days.map((day) => day.today)).toEqual([false, true, false]);
  });

  it('[survey-past-not-schedulable] leaves past days without a survey unschedulable, an open past survey scheduled', () => {
    const days = stripDays(
      '2026-02-20',
      '2026-02-21',
      [{ id: 3, scheduled_at: '2026-02-21', completed_at: null }],
      '2026-03-02',
    );
    expect(days.map((day) => day.state)).toEqual(['past', 'scheduled']);
  });

  it('crosses month and year ends and draws nothing for an end before the start', () => {
    expect(stripDays('2026-12-31', '2027-01-01', [], '2026-01-01').map((day) => day.day)).toEqual([
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(stripDays('2026-03-02', '2026-03-01', [], '2026-03-02')).toEqual([]);
  });
});

describe('days as the user sees them', () => {
  it('takes the local calendar day and writes MM/DD/YYYY', () => {
    expect(localDay(new Date(2026, 2, 2, 23, 30))).toBe('2026-03-02');
    expect(displayDay('2026-03-02')).toBe('03/02/2026');
  });
});

describe('deleteQuestionKey', () => {
  it('[survey-delete-two] asks about the final survey when exactly two exist', () => {
    expect(deleteQuestionKey(2)).toBe('surveyDeleteTwo');
  });
  it('[survey-delete-other] asks the plain question otherwise', () => {
    expect(deleteQuestionKey(1)).toBe('surveyDeleteOther');
    expect(deleteQuestionKey(3)).toBe('surveyDeleteOther');
  });
});
