// The survey calls of document 2, section 7, on the real tables of migration 0021. Who may call
// them is specs/access.yaml's rule (the survey panel's roles); which patients, the patient data
// scope, applied here through patientInScope to every call that names a patient or a survey.
import { message, type MessageKey } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope } from '../patients/patientInScope';
import {
  loadPatientSurvey,
  loadPatientSurveys,
  treatmentRange,
  type PatientSurvey,
} from './loadPatientSurveys';
import { earliestToday, latestToday } from './surveyDays';
import { intervalScore } from './surveyScores';
import type { ScopedRows } from '../../security/scopedRows';

const surveyNotFound = () => new ApiError(404, { message: message('surveyNotFound') });
const refused = (key: MessageKey, values?: Record<string, string | number>) =>
  new ApiError(422, { message: message(key, values) });

/** The survey's instrument, or 404 when there is none with that id. */
async function findInstrument(db: Queryable, id: number): Promise<{ id: number; name: string }> {
  const [survey] = await db.query<{ id: number; name: string }>(
    'select id, name from surveys where id = $1',
    [id],
  );
  if (!survey) throw surveyNotFound();
  return survey;
}

/** The questions of a survey its dialog shows: all but the omitted ones ([survey-omitted-questions]). */
async function shownQuestionIds(db: Queryable, surveyId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select q.id from survey_questions q
     where q.survey_id = $1 and not exists (select 1 from survey_omitted_questions o where o.survey_id = q.survey_id and o.survey_question_id = q.id)
     order by q.sequence`,
    [surveyId],
  );
  return rows.map((row) => row.id);
}

/**
 * A patient survey the caller may see (its patient in the caller's data scope), locked for a
 * change when `forUpdate`; out of scope and missing answer alike (404).
 */
async function surveyInScope(db: Queryable, patients: ScopedRows<'patients'>, id: number, forUpdate = false) {
  const [survey] = await db.query<{
    id: number;
    patient_id: number;
    survey_id: number;
    scheduled_at: string;
    completed: boolean;
  }>(
    `select id, patient_id, survey_id, to_char(scheduled_at, 'YYYY-MM-DD') as scheduled_at, completed_at is not null as completed
     from patient_surveys where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  if (!survey) throw surveyNotFound();
  try {
    await patientInScope(patients, survey.patient_id, { db });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw surveyNotFound();
    throw error;
  }
  return survey;
}

/** The patient's own instruments: survey 1 for a KOOS patient, 3 for a HOOS patient ([survey-ids]). */
async function requirePatientInstrument(db: Queryable, patientId: number, surveyId: number): Promise<void> {
  const [patient] = await db.query<{ koos: boolean; hoos: boolean }>(
    'select is_koos_patient as koos, is_hoos_patient as hoos from patients where id = $1',
    [patientId],
  );
  const allowed = (surveyId === 1 && patient?.koos === true) || (surveyId === 3 && patient?.hoos === true);
  if (!allowed) throw refused('surveyWrongInstrument');
}

/**
 * The handlers of the survey operations.
 *
 * @example
 * const handlers = createSurveyHandlers(db, clock);
 */
export function createSurveyHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async listPatientSurveys(call) {
      const patient = await patientInScope(call.scoped.patients, call.params.patient_id);
      const surveyId = call.params.survey_id;
      return {
        patient_surveys: await loadPatientSurveys(db, patient.id, surveyId),
        ...(await treatmentRange(db, patient.id)),
      };
    },

    async getSurvey(call) {
      const survey = await findInstrument(db, call.params.id);
      const questions = await db.query<{ id: number; section: string; question_text: string }>(
        'select id, section, question_text from survey_questions where survey_id = $1 order by sequence',
        [survey.id],
      );
      const options = await db.query<{ id: number; survey_question_id: number; text: string }>(
        `select o.id, o.survey_question_id, o.text from survey_options o join survey_questions q on q.id = o.survey_question_id
         where q.survey_id = $1 order by o.survey_question_id, o.value`,
        [survey.id],
      );
      return {
        ...survey,
        survey_question: questions.map((question) => ({
          ...question,
          survey_option: options
            .filter((option) => option.survey_question_id === question.id)
            .map(({ id, text }) => ({ id, text })),
        })),
      };
    },

    async getSurveyOmittedQuestions(call) {
      const survey = await findInstrument(db, call.params.id);
      return db.query<{ survey_id: number; survey_question_id: number }>(
        'select survey_id, survey_question_id from survey_omitted_questions where survey_id = $1 order by survey_question_id',
        [survey.id],
      );
    },

    // [survey-schedule-call] [survey-past-not-schedulable]
    async schedulePatientSurvey(call) {
      const { patient_id, survey_id, scheduled_at } = call.body;
      return db.transaction(async (tx) => {
        const patient = await patientInScope(call.scoped.patients, patient_id, { db: tx, forUpdate: true });
        await requirePatientInstrument(tx, patient.id, survey_id);
        if (scheduled_at < earliestToday(clock.now())) throw refused('surveyPastDay');
        const [taken] = await tx.query(
          'select 1 from patient_surveys where patient_id = $1 and survey_id = $2 and scheduled_at = $3',
          [patient.id, survey_id, scheduled_at],
        );
        if (taken) throw refused('surveyAlreadyScheduled');
        const [row] = await tx.query<{ id: number }>(
          `insert into patient_surveys (patient_id, survey_id, scheduled_at, created_by, created_at)
           values ($1, $2, $3, $4, $5) returning id`,
          [patient.id, survey_id, scheduled_at, call.profile.user.id, clock.now()],
        );
        const survey = await loadPatientSurvey(tx, row?.id ?? 0);
        if (!survey) throw surveyNotFound();
        return survey;
      });
    },

    // [survey-response-call] [survey-submit-all-answered] [survey-submit-future-disabled]
    async submitPatientSurveyResponse(call) {
      const { patient_survey_id, completed_at, responses } = call.body;
      return db.transaction(async (tx): Promise<PatientSurvey> => {
        const survey = await surveyInScope(tx, call.scoped.patients, patient_survey_id, true);
        if (survey.completed) throw refused('surveyAlreadyCompleted');
        const now = clock.now();
        if (survey.scheduled_at > latestToday(now)) throw refused('surveyFutureDay');
        if (completed_at.slice(0, 10) > latestToday(now)) throw refused('surveyFutureDay');
        const shown = await shownQuestionIds(tx, survey.survey_id);
        const answers = new Map(
          responses.map((response) => [response.survey_question_id, response.survey_option_id]),
        );
        if (shown.some((questionId) => !answers.has(questionId)))
          throw refused('surveyIncomplete', { count: shown.length });
        if ([...answers.keys()].some((questionId) => !shown.includes(questionId)))
          throw refused('surveyUnknownAnswer');
        const chosen = await tx.query<{ id: number; value: number }>(
          `select o.id, o.value from survey_options o join unnest($1::int[], $2::int[]) as a (question_id, option_id)
             on o.id = a.option_id and o.survey_question_id = a.question_id`,
          [[...answers.keys()], [...answers.values()]],
        );
        if (chosen.length !== answers.size) throw refused('surveyUnknownAnswer');
        const raw = chosen.reduce((sum, option) => sum + option.value, 0);
        // The published table scores the whole instrument; with omitted items there is no row.
        const allItems =
          (await tx.query('select 1 from survey_questions where survey_id = $1', [survey.survey_id]))
            .length === shown.length;
        for (const [questionId, optionId] of answers) {
          await tx.query(
            'insert into patient_survey_responses (patient_survey_id, survey_question_id, survey_option_id) values ($1, $2, $3)',
            [survey.id, questionId, optionId],
          );
        }
        await tx.query(
          'update patient_surveys set completed_at = $2, raw_score = $3, interval_score = $4 where id = $1',
          [survey.id, completed_at, raw, allItems ? intervalScore(survey.survey_id, raw) : null],
        );
        const answered = await loadPatientSurvey(tx, survey.id);
        if (!answered) throw surveyNotFound();
        return answered;
      });
    },

    // A completed survey is read-only ([survey-completed-read-only]): only an open one is deleted.
    async deletePatientSurvey(call) {
      return db.transaction(async (tx) => {
        const survey = await surveyInScope(tx, call.scoped.patients, call.params.id, true);
        if (survey.completed) throw refused('surveyAlreadyCompleted');
        await tx.query('delete from patient_surveys where id = $1', [survey.id]);
        return { id: survey.id, patient_id: survey.patient_id, deleted: true as const };
      });
    },
  };
}
