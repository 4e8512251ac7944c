import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';
import { progressionScores } from './surveyScores';

export type PatientSurvey = components['schemas']['PatientSurvey'];

interface PatientSurveyRow {
  id: number;
  survey_id: number;
  patient_id: number;
  scheduled_at: string;
  completed_at: string | null;
  raw_score: number | null;
  interval_score: number | null;
}

const surveyColumns = `ps.id, ps.survey_id, ps.patient_id, to_char(ps.scheduled_at, 'YYYY-MM-DD') as scheduled_at,
  to_char(ps.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as completed_at,
  ps.raw_score, ps.interval_score::float8 as interval_score`;

/**
 * The patient's surveys of one instrument, oldest day first, with their responses and scores
 * (progression from the first completed one). No data scope: check the patient first.
 *
 * @example
 * const surveys = await loadPatientSurveys(db, 42, 1);
 */
export async function loadPatientSurveys(
  db: Queryable,
  patientId: number,
  surveyId: number,
): Promise<PatientSurvey[]> {
  const rows = await db.query<PatientSurveyRow>(
    `select ${surveyColumns} from patient_surveys ps
     where ps.patient_id = $1 and ps.survey_id = $2 order by ps.scheduled_at, ps.id`,
    [patientId, surveyId],
  );
  const responses = await db.query<{
    patient_survey_id: number;
    survey_question_id: number;
    survey_option_id: number;
  }>(
    `select r.patient_survey_id, r.survey_question_id, r.survey_option_id
     from patient_survey_responses r join patient_surveys ps on ps.id = r.patient_survey_id
     where ps.patient_id = $1 and ps.survey_id = $2 order by r.survey_question_id`,
    [patientId, surveyId],
  );
  const progression = progressionScores(rows);
  return rows.map((row) => ({
    ...row,
    responses: responses
      .filter((response) => response.patient_survey_id === row.id)
      .map(({ survey_question_id, survey_option_id }) => ({ survey_question_id, survey_option_id })),
    progression_score: progression.get(row.id) ?? null,
  }));
}

/**
 * One survey as the patient's list shows it, or null when there is none with that id.
 *
 * @example
 * const survey = await loadPatientSurvey(db, 7);
 */
export async function loadPatientSurvey(db: Queryable, id: number): Promise<PatientSurvey | null> {
  const [row] = await db.query<{ patient_id: number; survey_id: number }>(
    'select patient_id, survey_id from patient_surveys where id = $1',
    [id],
  );
  if (!row) return null;
  const surveys = await loadPatientSurveys(db, row.patient_id, row.survey_id);
  return surveys.find((survey) => survey.id === id) ?? null;
}

/**
 * The days the schedule strip covers ([survey-strip-range]): from the treatment's first day (the
 * active procedure's treatment start, else the first plan's start) to its last (the latest plan
 * end: its end date, else its start plus its protocols' days, else plus its sessions, one a day).
 *
 * @example
 * await treatmentRange(db, 42); // { treatment_start_date: '2026-02-01', treatment_end_date: '2026-03-02' }
 */
export async function treatmentRange(
  db: Queryable,
  patientId: number,
): Promise<{ treatment_start_date: string | null; treatment_end_date: string | null }> {
  const [row] = await db.query<{ treatment_start_date: string | null; treatment_end_date: string | null }>(
    `select to_char(coalesce(
              (select pp.treatment_start_date from patient_procedures pp where pp.patient_id = $1 and pp.is_active order by pp.id desc limit 1),
              (select min(tp.start_date) from treatment_plans tp where tp.patient_id = $1)), 'YYYY-MM-DD') as treatment_start_date,
            to_char((select max(coalesce(tp.end_date,
                        tp.start_date + greatest(1, coalesce((select sum(pr.num_of_days)::int from treatment_protocols pr where pr.treatment_plan_id = tp.id),
                                                             tp.total_sessions)) - 1))
                     from treatment_plans tp where tp.patient_id = $1), 'YYYY-MM-DD') as treatment_end_date`,
    [patientId],
  );
  return {
    treatment_start_date: row?.treatment_start_date ?? null,
    treatment_end_date: row?.treatment_end_date ?? null,
  };
}
