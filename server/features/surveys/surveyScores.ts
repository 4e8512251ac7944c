import { constants } from '../../../src/generated/catalog';
import { hoosJrIntervalScores, koosJrIntervalScores } from './intervalScoreTables';

/** Each instrument's conversion table by survey id (1 KOOS, JR., 3 HOOS, JR.: [survey-ids]). */
export const intervalTables: Readonly<Record<number, readonly number[]>> = {
  [constants.KOOS_TYPE_SURVEY]: koosJrIntervalScores,
  [constants.HOOS_TYPE_SURVEY]: hoosJrIntervalScores,
};

/**
 * The interval score of a raw score (the sum of the items) from the instrument's published
 * table; null for a raw score the table has no row for (an instrument with omitted items).
 *
 * @example
 * intervalScore(1, 7); // 68.284 (KOOS, JR.)
 * intervalScore(3, 6); // 70.426 (HOOS, JR.)
 */
export function intervalScore(surveyId: number, raw: number): number | null {
  return intervalTables[surveyId]?.[raw] ?? null;
}

/** Rounds to the tables' three decimals, so that a difference reads as the tables do. */
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

interface ScoredSurvey {
  id: number;
  completed_at: string | null;
  interval_score: number | null;
}

/**
 * The progression score of each survey: its interval score minus that of the patient's first
 * completed survey of the same instrument (so the first is 0); null while a survey is not
 * answered or has no interval score. Pass the surveys of one patient and one instrument.
 *
 * @example
 * progressionScores([{ id: 1, completed_at: '2026-03-01T10:00:00Z', interval_score: 50.012 },
 *                    { id: 2, completed_at: '2026-04-01T10:00:00Z', interval_score: 68.284 }]);
 * // Map { 1 => 0, 2 => 18.272 }
 */
export function progressionScores(surveys: readonly ScoredSurvey[]): Map<number, number | null> {
  const completed = surveys
    .filter((survey) => survey.completed_at !== null && survey.interval_score !== null)
    .sort((a, b) => Date.parse(a.completed_at ?? '') - Date.parse(b.completed_at ?? '') || a.id - b.id);
  const baseline = completed[0]?.interval_score ?? null;
  return new Map(
    surveys.map((survey) => [
      survey.id,
      survey.completed_at === null || survey.interval_score === null || baseline === null
        ? null
        : thousandths(survey.interval_score - baseline),
    ]),
  );
}
