import type { Queryable } from '../db/Database';
import { intervalScore } from '../features/surveys/surveyScores';

/** Demo patients that get an answered baseline survey, so that the panel shows scores. */
const baselineSurveys = 40;

/**
 * The survey side of the demo patients: knee replacement patients are KOOS patients (survey 1),
 * hip replacement patients HOOS patients (survey 3), their treatment starts with their first plan
 * where no start is set yet, and the first few of them (every other one) have answered a baseline survey on their
 * first day of treatment. Set-based and deterministic; patients already flagged are left alone.
 *
 * @example
 * await db.transaction((tx) => seedSurveys(tx));
 */
export async function seedSurveys(db: Queryable): Promise<void> {
  await db.query(
    `update patients p set
       is_koos_patient = pp.procedure_name in ('Total Knee Arthroplasty', 'Partial Knee Replacement'),
       is_hoos_patient = pp.procedure_name = 'Total Hip Arthroplasty'
     from patient_procedures pp
     where pp.patient_id = p.id and pp.is_active and not p.is_koos_patient and not p.is_hoos_patient`,
  );
  await db.query(
    `update patient_procedures pp set treatment_start_date = (select min(tp.start_date) from treatment_plans tp where tp.patient_id = pp.patient_id)
     from patients p
     where p.id = pp.patient_id and pp.is_active and pp.treatment_start_date is null and (p.is_koos_patient or p.is_hoos_patient)`,
  );
  const patients = await db.query<{ id: number; survey_id: number; start: string }>(
    `select p.id, case when p.is_koos_patient then 1 else 3 end as survey_id, to_char(pp.treatment_start_date, 'YYYY-MM-DD') as start
     from patients p join patient_procedures pp on pp.patient_id = p.id and pp.is_active
     where (p.is_koos_patient or p.is_hoos_patient) and pp.treatment_start_date is not null
       and p.id % 2 = 0 and not exists (select 1 from patient_surveys ps where ps.patient_id = p.id)
     order by p.id limit $1`,
    [baselineSurveys],
  );
  for (const patient of patients) {
    const questions = await db.query<{ id: number }>(
      'select id from survey_questions where survey_id = $1 order by sequence',
      [patient.survey_id],
    );
    // Early in recovery: moderate to severe answers, varied by patient and item.
    const values = questions.map((question, index) => 1 + ((patient.id + index * 3) % 3));
    const raw = values.reduce((sum, value) => sum + value, 0);
    const [survey] = await db.query<{ id: number }>(
      `insert into patient_surveys (patient_id, survey_id, scheduled_at, completed_at, raw_score, interval_score)
       values ($1, $2, $3::date, $3::date + interval '15 hours', $4, $5) returning id`,
      [patient.id, patient.survey_id, patient.start, raw, intervalScore(patient.survey_id, raw)],
    );
    for (const [index, question] of questions.entries()) {
      await db.query(
        'insert into patient_survey_responses (patient_survey_id, survey_question_id, survey_option_id) values ($1, $2, $3)',
        [survey?.id, question.id, question.id * 10 + (values[index] ?? 0)],
      );
    }
  }
}
