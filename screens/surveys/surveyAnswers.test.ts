import { describe, expect, it } from 'vitest';
import { completedAt, submitDisabled, unansweredQuestions } from './surveyAnswers';

describe('survey dialog rules', () => {
  it('[survey-unanswered-red] finds the questions without an answer', () => {
    expect(unansweredQuestions([101, 102, 103], { 102: 1021 })).toEqual([101, 103]);
    expect(unansweredQuestions([101], { 101: 1010 })).toEqual([]);
  });

  it('[survey-submit-future-disabled] disables submit for a survey scheduled after today, never for today or earlier', () => {
    expect(submitDisabled({ scheduled_at: '2026-03-03', completed_at: null }, '2026-03-02')).toBe(true);
    expect(submitDisabled({ scheduled_at: '2026-03-02', completed_at: null }, '2026-03-02')).toBe(false);
    expect(submitDisabled({ scheduled_at: '2026-02-20', completed_at: null }, '2026-03-02')).toBe(false);
    expect(submitDisabled(undefined, '2026-03-02')).toBe(false);
  });

  it('[survey-completed-read-only] disables submit for an answered survey', () => {
    expect(
      submitDisabled({ scheduled_at: '2026-02-20', completed_at: '2026-02-20T12:00:00Z' }, '2026-03-02'),
    ).toBe(true);
  });

  it('dates an answer now when it is today, at noon of an earlier day otherwise', () => {
    const now = new Date(2026, 2, 2, 9, 15);
    expect(completedAt('2026-03-02', '2026-03-02', now)).toBe(now.toISOString());
    expect(completedAt('2026-02-27', '2026-03-02', now)).toBe(new Date(2026, 1, 27, 12).toISOString());
  });
});
