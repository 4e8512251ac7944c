// The survey calls of document 2 (sections 3 to 9) on a real middleware and database: the
// instruments as seeded, scheduling, answering with the server's scores, deleting, who may call
// them and the audit of each patient read and write. The demo seed makes knee replacement patients
// KOOS patients (survey 1) and hip replacement patients HOOS patients (survey 3); the test starts
// on 2026-03-02 10:00 UTC, so "past" is before 2026-03-01 and "future" after 2026-03-03.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

let api: ApiServer;
const token = cachedSignIn(() => api);

interface PatientSurvey {
  id: number;
  survey_id: number;
  patient_id: number;
  scheduled_at: string;
  completed_at: string | null;
  responses: { survey_question_id: number; survey_option_id: number }[];
  raw_score: number | null;
  interval_score: number | null;
  progression_score: number | null;
}
interface Survey {
  id: number;
  name: string;
  survey_question: { id: number; question_text: string; survey_option: { id: number; text: string }[] }[];
}
type Answer<T> = { status: number; body: { data: T; message?: string } };

const call = <T>(
  operationId: Parameters<ApiServer['call']>[0],
  who: string,
  body?: unknown,
  path?: Record<string, number | string>,
) => token(who).then((bearer) => api.call(operationId, body, bearer, path) as Promise<Answer<T>>);

/** Answers every question of `surveyId` with value `value` (option id = question id x 10 + value). */
const answers = (questionIds: readonly number[], values: readonly number[]) =>
  questionIds.map((id, index) => ({
    survey_question_id: id,
    survey_option_id: id * 10 + (values[index] ?? 0),
  }));
const koosQuestions = [101, 102, 103, 104, 105, 106, 107];
const hoosQuestions = [301, 302, 303, 304, 305, 306];

/** A KOOS (survey 1) or HOOS (survey 3) patient without surveys, or `withBaseline` one with an answered survey. */
async function patientOf(
  flag: 'is_koos_patient' | 'is_hoos_patient',
  withBaseline: boolean,
): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `select p.id from patients p where p.${flag} and not p.archived
       and ${withBaseline ? 'exists (select 1 from patient_surveys s where s.patient_id = p.id and s.completed_at is not null)' : 'not exists (select 1 from patient_surveys s where s.patient_id = p.id)'}
     order by p.id limit 1`,
  );
  if (!row) throw new Error(`no ${flag} patient`);
  return row.id;
}

async function schedule(patientId: number, surveyId: number, day: string): Promise<PatientSurvey> {
  const { status, body } = await call<PatientSurvey>('schedulePatientSurvey', 'pms', {
    patient_id: patientId,
    survey_id: surveyId,
    scheduled_at: day,
  });
  expect(status, body.message).toBe(200);
  return body.data;
}

beforeAll(async () => {
  api = await startApiServer({ patients: 60 });
});
afterAll(async () => {
  await api.close();
});

describe('the instruments', () => {
  it('survey 1 is KOOS, JR. with its 7 knee items and survey 3 HOOS, JR. with its 6 hip items, each None to Extreme [survey-ids] [survey-seven-questions]', async () => {
    const knee = await call<Survey>('getSurvey', 'pms', undefined, { id: 1 });
    expect(knee.status).toBe(200);
    expect(knee.body.data.name).toBe('KOOS, JR.');
    expect(knee.body.data.survey_question.map((question) => question.question_text)).toEqual([
      'How severe is your knee stiffness after first wakening in the morning?',
      'Twisting/pivoting on your knee',
      'Straightening knee fully',
      'Going up or down stairs',
      'Standing upright',
      'Rising from sitting',
      'Bending to floor/pick up an object',
    ]);
    for (const question of knee.body.data.survey_question) {
      expect(question.survey_option.map((option) => option.text)).toEqual([
        'None',
        'Mild',
        'Moderate',
        'Severe',
        'Extreme',
      ]);
    }
    const hip = await call<Survey>('getSurvey', 'pms', undefined, { id: 3 });
    expect(hip.body.data.name).toBe('HOOS, JR.');
    expect(hip.body.data.survey_question).toHaveLength(6);
    expect((await call('getSurvey', 'pms', undefined, { id: 2 })).status).toBe(404);
  });

  it('omits no question of the published instruments', async () => {
    const omitted = await call<unknown[]>('getSurveyOmittedQuestions', 'pms', undefined, { id: 1 });
    expect(omitted.status).toBe(200);
    expect(omitted.body.data).toEqual([]);
  });
});

describe('scheduling', () => {
  it('schedules a day that is not past with POST patient_survey; the survey is scheduled, not completed [survey-schedule-call] [survey-states]', async () => {
    const patient = await patientOf('is_koos_patient', false);
    const survey = await schedule(patient, 1, '2026-03-02');
    expect(survey).toMatchObject({
      patient_id: patient,
      survey_id: 1,
      scheduled_at: '2026-03-02',
      completed_at: null,
      raw_score: null,
    });
    const again = await call('schedulePatientSurvey', 'pms', {
      patient_id: patient,
      survey_id: 1,
      scheduled_at: '2026-03-02',
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('A survey is already scheduled on this day.');
  });

  it('refuses a past day [survey-past-not-schedulable]', async () => {
    const patient = await patientOf('is_koos_patient', false);
    const { status, body } = await call('schedulePatientSurvey', 'pms', {
      patient_id: patient,
      survey_id: 1,
      scheduled_at: '2026-02-27',
    });
    expect(status).toBe(422);
    expect(body.message).toBe('Past days cannot be scheduled.');
  });

  it("refuses another instrument than the patient's", async () => {
    const patient = await patientOf('is_koos_patient', false);
    const { status, body } = await call('schedulePatientSurvey', 'pms', {
      patient_id: patient,
      survey_id: 3,
      scheduled_at: '2026-03-10',
    });
    expect(status).toBe(422);
    expect(body.message).toBe("This survey is not one of the patient's surveys.");
  });
});

describe('answering', () => {
  it('needs every question answered: the exact message with the 7 questions of KOOS, JR. [survey-submit-all-answered]', async () => {
    const patient = await patientOf('is_koos_patient', false);
    const survey = await schedule(patient, 1, '2026-03-03');
    const { status, body } = await call('submitPatientSurveyResponse', 'pms', {
      patient_survey_id: survey.id,
      completed_at: '2026-03-02T10:00:00Z',
      responses: answers(koosQuestions.slice(0, 6), [1, 1, 1, 1, 1, 1]),
    });
    expect(status).toBe(422);
    expect(body.message).toBe(
      'One or more questions are missing an answer. Either answer all 7 questions or exit without saving',
    );
  });

  it('refuses a survey whose day is still in the future [survey-submit-future-disabled]', async () => {
    const patient = await patientOf('is_koos_patient', false);
    const survey = await schedule(patient, 1, '2026-03-20');
    const { status, body } = await call('submitPatientSurveyResponse', 'pms', {
      patient_survey_id: survey.id,
      completed_at: '2026-03-02T10:00:00Z',
      responses: answers(koosQuestions, [1, 1, 1, 1, 1, 1, 1]),
    });
    expect(status).toBe(422);
    expect(body.message).toBe('A survey scheduled for a future day cannot be answered yet.');
  });

  it('scores on the server: raw sum, the published interval, progression from the first survey; then read-only [survey-response-call] [survey-completed-read-only]', async () => {
    const patient = await patientOf('is_koos_patient', true);
    const before = await call<{ patient_surveys: PatientSurvey[] }>('listPatientSurveys', 'pms', undefined, {
      patient_id: patient,
      survey_id: 1,
    });
    const baseline = before.body.data.patient_surveys[0];
    expect(baseline?.progression_score).toBe(0);
    const survey = await schedule(patient, 1, '2026-03-02');
    const { status, body } = await call<PatientSurvey>('submitPatientSurveyResponse', 'pms', {
      patient_survey_id: survey.id,
      completed_at: '2026-03-02T10:30:00Z',
      responses: answers(koosQuestions, [1, 1, 1, 1, 1, 1, 1]),
    });
    expect(status, body.message).toBe(200);
    expect(body.data.raw_score).toBe(7);
    expect(body.data.interval_score).toBe(68.284);
    expect(body.data.completed_at).toBe('2026-03-02T10:30:00Z');
    expect(body.data.progression_score).toBeCloseTo(68.284 - (baseline?.interval_score ?? 0), 3);
    expect(body.data.responses).toHaveLength(7);

    const twice = await call('submitPatientSurveyResponse', 'pms', {
      patient_survey_id: survey.id,
      completed_at: '2026-03-02T11:00:00Z',
      responses: answers(koosQuestions, [4, 4, 4, 4, 4, 4, 4]),
    });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe(
      'This survey has already been answered; a completed survey is read-only.',
    );
    const removed = await call('deletePatientSurvey', 'pms', undefined, { id: survey.id });
    expect(removed.status).toBe(422);
  });

  it('scores HOOS, JR. from its own table (raw 6 gives 70.426)', async () => {
    const patient = await patientOf('is_hoos_patient', false);
    const survey = await schedule(patient, 3, '2026-03-02');
    const { status, body } = await call<PatientSurvey>('submitPatientSurveyResponse', 'fieldspecialist', {
      patient_survey_id: survey.id,
      completed_at: '2026-03-02T10:30:00Z',
      responses: answers(hoosQuestions, [1, 1, 1, 1, 1, 1]),
    });
    expect(status, body.message).toBe(200);
    expect(body.data).toMatchObject({ raw_score: 6, interval_score: 70.426, progression_score: 0 });
  });

  it('refuses an answer that belongs to another question', async () => {
    const patient = await patientOf('is_hoos_patient', false);
    const survey = await schedule(patient, 3, '2026-03-01');
    const responses = answers(hoosQuestions, [0, 0, 0, 0, 0, 0]).map((response, index) =>
      index === 0 ? { ...response, survey_option_id: 3021 } : response,
    );
    const { status } = await call('submitPatientSurveyResponse', 'pms', {
      patient_survey_id: survey.id,
      completed_at: '2026-03-02T10:00:00Z',
      responses,
    });
    expect(status).toBe(422);
  });
});

describe('the list', () => {
  it("answers the patient's surveys of one instrument by day, and the treatment's first and last day [survey-strip-range]", async () => {
    const patient = await patientOf('is_koos_patient', false);
    await schedule(patient, 1, '2026-03-25');
    await schedule(patient, 1, '2026-03-05');
    const { status, body } = await call<{
      patient_surveys: PatientSurvey[];
      treatment_start_date: string;
      treatment_end_date: string;
    }>('listPatientSurveys', 'rtmconfig', undefined, { patient_id: patient, survey_id: 1 });
    expect(status).toBe(200);
    const days = body.data.patient_surveys.map((survey) => survey.scheduled_at);
    expect(days).toEqual([...days].sort());
    expect(days).toEqual(expect.arrayContaining(['2026-03-05', '2026-03-25']));
    const [plan] = await api.db.query<{ start: string; end: string }>(
      `select to_char(min(start_date), 'YYYY-MM-DD') as start, to_char(max(start_date + total_sessions - 1), 'YYYY-MM-DD') as "end"
       from treatment_plans where patient_id = $1`,
      [patient],
    );
    expect(body.data.treatment_start_date).toBe(plan?.start);
    expect(body.data.treatment_end_date).toBe(plan?.end);
  });

  it('deletes a survey that is not answered yet', async () => {
    const patient = await patientOf('is_koos_patient', false);
    const survey = await schedule(patient, 1, '2026-04-01');
    const { status, body } = await call('deletePatientSurvey', 'pmm', undefined, { id: survey.id });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: survey.id, patient_id: patient, deleted: true });
    const list = await call<{ patient_surveys: PatientSurvey[] }>('listPatientSurveys', 'pms', undefined, {
      patient_id: patient,
      survey_id: 1,
    });
    expect(list.body.data.patient_surveys.map((row) => row.id)).not.toContain(survey.id);
    expect((await call('deletePatientSurvey', 'pmm', undefined, { id: survey.id })).status).toBe(404);
  });
});

describe('the profile', () => {
  it('[survey-panel-visibility] names the survey the patient takes once treatment has started: 1 KOOS, 3 HOOS, else none', async () => {
    const detail = async (id: number) =>
      (await call<{ current_survey_id: number | null }>('getPatientDetail', 'pms', undefined, { id })).body
        .data;
    const knee = await patientOf('is_koos_patient', false);
    const hip = await patientOf('is_hoos_patient', false);
    expect((await detail(knee)).current_survey_id).toBe(1);
    expect((await detail(hip)).current_survey_id).toBe(3);
    const [other] = await api.db.query<{ id: number }>(
      'select id from patients where not is_koos_patient and not is_hoos_patient order by id limit 1',
    );
    expect((await detail(other?.id ?? 0)).current_survey_id).toBeNull();
    await api.db.query(
      'update patient_procedures set treatment_start_date = current_date + 30 where patient_id = $1 and is_active',
      [knee],
    );
    expect((await detail(knee)).current_survey_id).toBeNull();
  });
});

describe('who may call', () => {
  it("refuses a practice's clinicians, in another practice or without the patient, by id in list, answer and delete, and changes nothing", async () => {
    const patient = await patientOf('is_koos_patient', false);
    const survey = await schedule(patient, 1, '2026-04-02');
    const [other] = await api.db.query<{ username: string }>(
      `select u.username from users u join practice_team_members m on m.user_id = u.id
       where u.username in ('surgeon', 'therapist', 'staff') and m.practice_id <> (select practice_id from patients where id = $1) limit 1`,
      [patient],
    );
    for (const who of ['surgeon', other?.username ?? 'staff']) {
      expect(
        (await call('listPatientSurveys', who, undefined, { patient_id: patient, survey_id: 1 })).status,
      ).toBe(403);
      expect((await call('deletePatientSurvey', who, undefined, { id: survey.id })).status).toBe(403);
      const submit = await call('submitPatientSurveyResponse', who, {
        patient_survey_id: survey.id,
        completed_at: '2026-03-02T10:00:00Z',
        responses: answers(koosQuestions, [0, 0, 0, 0, 0, 0, 0]),
      });
      expect(submit.status).toBe(403);
    }
    const [row] = await api.db.query<{ completed_at: string | null }>(
      'select completed_at from patient_surveys where id = $1',
      [survey.id],
    );
    expect(row).toEqual({ completed_at: null });
  });

  it('answers a survey or patient that does not exist 404, like one outside the scope', async () => {
    expect(
      (await call('listPatientSurveys', 'pms', undefined, { patient_id: 999_999, survey_id: 1 })).status,
    ).toBe(404);
    expect((await call('deletePatientSurvey', 'pms', undefined, { id: 999_999 })).status).toBe(404);
  });

  it("audits every read and write of a patient's surveys with the patient", async () => {
    const patient = await patientOf('is_hoos_patient', false);
    const survey = await schedule(patient, 3, '2026-04-03');
    await call('listPatientSurveys', 'pms', undefined, { patient_id: patient, survey_id: 3 });
    await call('deletePatientSurvey', 'pms', undefined, { id: survey.id });
    const rows = await api.db.query<{ operation: string; patient_id: string }>(
      `select operation, patient_id::text from audit_log where operation in ('schedulePatientSurvey', 'listPatientSurveys', 'deletePatientSurvey') and patient_id = $1 order by id`,
      [patient],
    );
    expect(rows.map((row) => row.operation)).toEqual([
      'schedulePatientSurvey',
      'listPatientSurveys',
      'deletePatientSurvey',
    ]);
  });
});

describe('omitted questions', () => {
  it('leaves omitted questions out of the answers the server asks for [survey-omitted-questions]', async () => {
    await api.db.query(
      'insert into survey_omitted_questions (survey_id, survey_question_id) values (3, 306)',
    );
    try {
      const omitted = await call<{ survey_question_id: number }[]>(
        'getSurveyOmittedQuestions',
        'pms',
        undefined,
        { id: 3 },
      );
      expect(omitted.body.data).toEqual([{ survey_id: 3, survey_question_id: 306 }]);
      const patient = await patientOf('is_hoos_patient', false);
      const survey = await schedule(patient, 3, '2026-03-02');
      const incomplete = await call('submitPatientSurveyResponse', 'pms', {
        patient_survey_id: survey.id,
        completed_at: '2026-03-02T10:00:00Z',
        responses: answers(hoosQuestions.slice(0, 4), [1, 1, 1, 1]),
      });
      expect(incomplete.body.message).toBe(
        'One or more questions are missing an answer. Either answer all 5 questions or exit without saving',
      );
      const { status, body } = await call<PatientSurvey>('submitPatientSurveyResponse', 'pms', {
        patient_survey_id: survey.id,
        completed_at: '2026-03-02T10:00:00Z',
        responses: answers(hoosQuestions.slice(0, 5), [1, 1, 1, 1, 1]),
      });
      expect(status, body.message).toBe(200);
      // The published table scores the whole instrument only.
      expect(body.data).toMatchObject({ raw_score: 5, interval_score: null });
    } finally {
      await api.db.query('delete from survey_omitted_questions where survey_id = 3');
    }
  });
});
