// The rules of the survey dialog (document 2, sections 4 and 5), pure.

/**
 * The questions of `questionIds` that have no answer yet, shown in red on submit
 * ([survey-unanswered-red]).
 *
 * @example
 * unansweredQuestions([101, 102], { 101: 1010 }); // [102]
 */
export function unansweredQuestions(
  questionIds: readonly number[],
  answers: Readonly<Record<number, number>>,
): number[] {
  return questionIds.filter((id) => answers[id] === undefined);
}

/**
 * Whether the dialog's submit is disabled: always for an answered survey (read-only,
 * [survey-completed-read-only]) and for a survey scheduled after `today` ([survey-submit-future-disabled]).
 *
 * @example
 * submitDisabled({ scheduled_at: '2026-03-05', completed_at: null }, '2026-03-02'); // true
 */
export function submitDisabled(
  survey: { scheduled_at: string; completed_at: string | null } | undefined,
  today: string,
): boolean {
  if (survey === undefined) return false;
  return survey.completed_at !== null || survey.scheduled_at > today;
}

/**
 * When a survey answered on `day` was completed: now when `day` is today, else noon of that day
 * (the user's time), so that a survey entered later keeps the day it was answered.
 *
 * @example
 * completedAt('2026-02-27', '2026-03-02', new Date()); // 2026-02-27 12:00 local, as ISO text
 */
export function completedAt(day: string, today: string, now: Date): string {
  if (day >= today) return now.toISOString();
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12).toISOString();
}
