// Treatment plans and templates on the real server and database (document 2, sections 3-7 and
// 9): statuses, save, the ranges refused with the catalogue's texts, end plan and revert to
// pre-op for super users, the template rules, and the data scope of plans and templates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { message } from '../../src/generated/catalog';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

type Plan = components['schemas']['TreatmentPlan'];
type Template = components['schemas']['TreatmentPlanTemplate'];
type PlanInput = components['schemas']['TreatmentPlanInput'];
type ErrorBody = { message: string; validation_errors?: Record<string, string[]> };

let api: ApiServer;
const token = cachedSignIn(() => api);

async function call<T>(
  operationId: Parameters<ApiServer['call']>[0],
  username: string,
  body?: unknown,
  path?: Record<string, number>,
) {
  return api.call<T>(operationId, body, await token(username), path);
}

async function one<T extends object>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await api.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

const memberOf = (username: string) =>
  one<{ id: number; practice_id: number }>(
    'select t.id, t.practice_id from practice_team_members t join users u on u.id = t.user_id where u.username = $1',
    [username],
  );

/** A patient of the surgeon `surgeon` (demo user), with a pre-operative plan still active. */
const preOpPatientOfSurgeon = async () => {
  const surgeon = await memberOf('surgeon');
  return one<{ patient_id: number; plan_id: number }>(
    `select p.id as patient_id, tp.id as plan_id from patients p join treatment_plans tp on tp.patient_id = p.id
     where p.surgeon_id = $1 and not p.archived and tp.treatment_plan_type = 1 and tp.is_active and tp.end_date is null
     order by p.id limit 1`,
    [surgeon.id],
  );
};

const protocol = (overrides: Record<string, unknown> = {}) => ({
  name: 'Active',
  num_of_days: 10,
  sessions_per_day: 2,
  pedal_radius: 80,
  resistance: 3,
  rpm_min: 20,
  rpm_max: 60,
  pressure_limit: 40,
  patient_treatment_plan_protocol_period: [
    { length_of_time: 5, period_direction_id: 1, period_type_id: 1 },
    { length_of_time: 10, period_direction_id: 2, period_type_id: 2 },
  ],
  ...overrides,
});

const planInput = (patientId: number, overrides: Partial<PlanInput> = {}): PlanInput => ({
  name: 'Knee plan',
  description: null,
  is_active: true,
  patient_id: patientId,
  is_included: true,
  sequence: 1,
  treatment_plan_type: 2,
  patient_treatment_plan_protocol: [protocol({ name: 'Warm-up', num_of_days: 3 }), protocol()],
  ...overrides,
});

const templateInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Thirty days',
  description: 'test',
  is_active: true,
  treatment_plan_type: 2,
  protocols: [
    {
      ...protocol({ num_of_days: 10 }),
      patient_treatment_plan_protocol_period: undefined,
      periods: [{ length_of_time: 5, period_direction_id: 1, period_type_id: 2 }],
    },
    { ...protocol({ num_of_days: 20 }), patient_treatment_plan_protocol_period: undefined, periods: [] },
  ].map(({ patient_treatment_plan_protocol_period: _omit, ...rest }) => rest),
  ...overrides,
});

beforeAll(async () => {
  api = await startApiServer({ patients: 60 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('plans of a patient', () => {
  it('[plan-default-order] [plan-type-preop] [plan-row-active] [plan-row-complete] [plan-row-pending] answers every plan by name with its status', async () => {
    const { patient_id } = await preOpPatientOfSurgeon();
    const { status, body } = await call<{ data: Plan[] }>(
      'getAllPatientTreatmentPlans',
      'surgeon',
      undefined,
      { patientId: patient_id },
    );
    expect(status).toBe(200);
    const plans = body.data;
    expect(plans.map((plan) => plan.name)).toEqual([...plans.map((plan) => plan.name)].sort());
    const preOp = plans.find((plan) => plan.treatment_plan_type === 1);
    const postOp = plans.find((plan) => plan.treatment_plan_type !== 1);
    expect(preOp).toMatchObject({
      treatment_plan_type_text: 'Pre-Operative',
      status: 'Active',
      treatment_end_date: null,
    });
    // The post-operative plan waits for the surgery: inactive, no end date.
    expect(postOp).toMatchObject({
      treatment_plan_type_text: 'Post-Operative',
      status: 'Pending',
      is_active: false,
    });
    expect(preOp?.patient_treatment_plan_protocol.map((p) => p.name)).toEqual([
      'Warm-up',
      'Active',
      'Cool-down',
    ]);
    // A pre-operative plan with an end date is Complete even if it ended today or later.
    const ended = await one<{ id: number }>(
      'select id from treatment_plans where treatment_plan_type = 1 and end_date is not null order by id limit 1',
    );
    const endedPlan = await call<{ data: Plan }>('getTreatmentPlan', 'csmanager', undefined, {
      id: ended.id,
    });
    expect(endedPlan.body.data.status).toBe('Complete');
  });

  it('answers the active plan or null', async () => {
    const { patient_id, plan_id } = await preOpPatientOfSurgeon();
    const { body } = await call<{ data: Plan | null }>(
      'getActiveTreatmentPlanForPatient',
      'surgeon',
      undefined,
      { patientId: patient_id },
    );
    expect(body.data?.id).toBe(plan_id);
  });

  it('[plan-save-call] [plan-save-changes-active] issue 27 defect 1: saves protocols and periods in order, keeps total_sessions, and makes the saved plan the active one of its kind only once the running plan\'s end is confirmed: that plan is then Complete, not Pending', async () => {
    const patient = await one<{ id: number }>(
      `select p.id from patients p where not p.archived and exists (
         select 1 from treatment_plans tp where tp.patient_id = p.id and tp.treatment_plan_type = 2 and tp.is_active) order by p.id limit 1`,
    );
    const running = await call<{ data: Plan | null }>('getActiveTreatmentPlanForPatient', 'csmanager', undefined, { patientId: patient.id });
    const runningPlan = running.body.data;
    if (!runningPlan) throw new Error('the patient has no running plan');
    // Unconfirmed, or confirming another plan: refused, naming the running plan; nothing changed.
    const unconfirmed = await call<ErrorBody>('createPatientTreatmentPlan', 'csmanager', planInput(patient.id));
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.message).toBe(message('planReplaceUnconfirmed', { plan: runningPlan.name }));
    const wrong = await call<ErrorBody>('createPatientTreatmentPlan', 'csmanager', planInput(patient.id, { replaces_plan_id: runningPlan.id + 100_000 }));
    expect(wrong.status).toBe(409);
    const still = await call<{ data: Plan }>('getTreatmentPlan', 'csmanager', undefined, { id: runningPlan.id });
    expect(still.body.data.status).toBe('Active');

    const created = await call<{ data: Plan }>(
      'createPatientTreatmentPlan',
      'csmanager',
      planInput(patient.id, { replaces_plan_id: runningPlan.id }),
    );
    expect(created.status).toBe(200);
    const plan = created.body.data;
    expect(plan.status).toBe('Active');
    const ended = await call<{ data: Plan }>('getTreatmentPlan', 'csmanager', undefined, { id: runningPlan.id });
    expect(ended.body.data.status).toBe('Complete');
    expect(ended.body.data.treatment_end_date).toBe(plan.treatment_start_date);
    expect(plan.patient_treatment_plan_protocol.map((p) => [p.name, p.sequence])).toEqual([
      ['Warm-up', 1],
      ['Active', 2],
    ]);
    expect(
      plan.patient_treatment_plan_protocol[1]?.patient_treatment_plan_protocol_period.map(
        (p) => p.length_of_time,
      ),
    ).toEqual([5, 10]);
    const stored = await one<{ total_sessions: number }>(
      'select total_sessions from treatment_plans where id = $1',
      [plan.id],
    );
    expect(stored.total_sessions).toBe(3 * 2 + 10 * 2);
    const active = await call<{ data: Plan | null }>('getActiveTreatmentPlanForPatient', 'csmanager', undefined, { patientId: patient.id });
    expect(active.body.data?.id).toBe(plan.id);

    const updated = await call<{ data: Plan }>(
      'updatePatientTreatmentPlan',
      'csmanager',
      planInput(patient.id, {
        name: 'Renamed',
        patient_treatment_plan_protocol: [protocol({ name: 'Only', num_of_days: 4, sessions_per_day: 3 })],
      }),
      { id: plan.id },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.name).toBe('Renamed');
    expect(updated.body.data.patient_treatment_plan_protocol.map((p) => p.name)).toEqual(['Only']);
    const after = await one<{ total_sessions: number; protocols: number }>(
      `select total_sessions, (select count(*)::int from treatment_protocols where treatment_plan_id = $1) as protocols
       from treatment_plans where id = $1`,
      [plan.id],
    );
    expect(after).toEqual({ total_sessions: 12, protocols: 1 });
  });

  it('[plan-row-pending] issue 27 defect 1: a plan scheduled after the running one is Pending until its start day; the running plan stays Active until then; no plan starts in the past', async () => {
    const patient = await one<{ id: number }>(
      `select p.id from patients p where not p.archived and exists (
         select 1 from treatment_plans tp where tp.patient_id = p.id and tp.treatment_plan_type = 2 and tp.is_active and tp.end_date is null)
       order by p.id desc limit 1`,
    );
    const running = (await call<{ data: Plan | null }>('getActiveTreatmentPlanForPatient', 'csmanager', undefined, { patientId: patient.id })).body.data;
    if (!running) throw new Error('the patient has no running plan');
    const today = Math.floor(api.clock.now().getTime() / 86_400_000) * 86_400;
    const past = await call<ErrorBody>('createPatientTreatmentPlan', 'csmanager', planInput(patient.id, { treatment_start_date: today - 86_400, replaces_plan_id: running.id }));
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(message('planStartInPast'));

    const start = today + 10 * 86_400;
    const scheduled = await call<{ data: Plan }>('createPatientTreatmentPlan', 'csmanager', planInput(patient.id, { treatment_start_date: start, replaces_plan_id: running.id }));
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({ status: 'Pending', treatment_start_date: start, is_active: true });
    const kept = (await call<{ data: Plan }>('getTreatmentPlan', 'csmanager', undefined, { id: running.id })).body.data;
    expect(kept).toMatchObject({ status: 'Active', treatment_end_date: start });
    const active = await call<{ data: Plan | null }>('getActiveTreatmentPlanForPatient', 'csmanager', undefined, { patientId: patient.id });
    expect(active.body.data?.id).toBe(running.id);
  });

  it('updates one protocol and answers the plan', async () => {
    const { patient_id } = await preOpPatientOfSurgeon();
    const plan = await one<{ id: number; protocol_id: number }>(
      `select tp.id, (select id from treatment_protocols where treatment_plan_id = tp.id order by sequence limit 1) as protocol_id
       from treatment_plans tp where tp.patient_id = $1 order by tp.id limit 1`,
      [patient_id],
    );
    const { status, body } = await call<{ data: Plan }>(
      'updateTreatmentPlanProtocol',
      'surgeon',
      {
        patient_treatment_plan_id: plan.id,
        name: 'Gentle start',
        num_of_days: 4,
        sessions_per_day: 2,
        pedal_radius: 40,
        resistance: 1,
        rpm_min: 15,
        rpm_max: 35,
        pressure_limit: 20,
      },
      { id: plan.protocol_id },
    );
    expect(status).toBe(200);
    expect(body.data.patient_treatment_plan_protocol[0]).toMatchObject({
      name: 'Gentle start',
      num_of_days: 4,
    });
  });
});

describe('ranges of sections 5 and 9, refused by the server in the catalogue’s words', () => {
  const refused = async (overrides: Record<string, unknown>, field: string, text: string) => {
    const { patient_id } = await preOpPatientOfSurgeon();
    const { status, body } = await call<ErrorBody>(
      'createPatientTreatmentPlan',
      'surgeon',
      planInput(patient_id, { patient_treatment_plan_protocol: [protocol(overrides)] }),
    );
    expect(status).toBe(422);
    expect(body.validation_errors?.[`patient_treatment_plan_protocol.0.${field}`]).toEqual([text]);
  };
  it('[protocol-days-range] 1 to 30 days', async () => {
    await refused({ num_of_days: 31 }, 'num_of_days', message('valueAtMost', { limit: '30' }));
    await refused({ num_of_days: 0 }, 'num_of_days', message('valueAtLeast', { limit: '1' }));
  });
  it('[protocol-sessions-per-day] 1 to 10 sessions a day', async () => {
    await refused({ sessions_per_day: 11 }, 'sessions_per_day', message('valueAtMost', { limit: '10' }));
  });
  it('[protocol-pedal-radius] 0 to 100 in steps of 20', async () => {
    await refused({ pedal_radius: 30 }, 'pedal_radius', message('notValidValue'));
    await refused({ pedal_radius: 120 }, 'pedal_radius', message('valueAtMost', { limit: '100' }));
  });
  it('[protocol-resistance] 1 to 10', async () => {
    await refused({ resistance: 0 }, 'resistance', message('valueAtLeast', { limit: '1' }));
  });
  it('[protocol-rpm] 5 to 75 in steps of 5 with a gap of 20', async () => {
    await refused({ rpm_min: 22 }, 'rpm_min', message('notValidValue'));
    await refused({ rpm_max: 80 }, 'rpm_max', message('valueAtMost', { limit: '75' }));
    await refused({ rpm_min: 40, rpm_max: 55 }, 'rpm_max', message('rpmGapTooSmall', { gap: '20' }));
  });
  it('[period-length] [period-direction-ids] periods of 1 to 45 minutes, direction 1 or 2', async () => {
    const { patient_id } = await preOpPatientOfSurgeon();
    const { status, body } = await call<ErrorBody>(
      'createPatientTreatmentPlan',
      'surgeon',
      planInput(patient_id, {
        patient_treatment_plan_protocol: [
          protocol({
            patient_treatment_plan_protocol_period: [
              { length_of_time: 46, period_direction_id: 3, period_type_id: 1 },
            ],
          }),
        ],
      }),
    );
    expect(status).toBe(422);
    const at = 'patient_treatment_plan_protocol.0.patient_treatment_plan_protocol_period.0';
    expect(body.validation_errors?.[`${at}.length_of_time`]).toEqual([
      message('valueAtMost', { limit: '45' }),
    ]);
    expect(body.validation_errors?.[`${at}.period_direction_id`]).toEqual([
      message('valueAtMost', { limit: '2' }),
    ]);
  });
});

describe('end plan and revert to pre-op', () => {
  it('[plan-end] only a super user ends an active pre-operative plan; its status becomes Complete', async () => {
    const { plan_id } = await preOpPatientOfSurgeon();
    const bySurgeon = await call<ErrorBody>('endTreatmentPlan', 'surgeon', undefined, { id: plan_id });
    expect(bySurgeon.status).toBe(403);
    const ended = await call<{ data: Plan }>('endTreatmentPlan', 'csmanager', undefined, { id: plan_id });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'Complete', is_active: false });
    expect(ended.body.data.treatment_end_date).not.toBeNull();
    const again = await call<ErrorBody>('endTreatmentPlan', 'csmanager', undefined, { id: plan_id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(message('endPlanNotAllowed'));
    const postOp = await one<{ id: number }>(
      'select id from treatment_plans where treatment_plan_type = 2 and is_active order by id limit 1',
    );
    const notPreOp = await call<ErrorBody>('endTreatmentPlan', 'csmanager', undefined, { id: postOp.id });
    expect(notPreOp.status).toBe(409);
  });

  it('[plan-revert] a super user reverts: the post-operative sessions are deleted and nothing else', async () => {
    const target = await one<{ patient_id: number; post_id: number; pre_id: number }>(
      `select post.patient_id, post.id as post_id, pre.id as pre_id
       from treatment_plans post join treatment_plans pre on pre.patient_id = post.patient_id and pre.treatment_plan_type = 1
       where post.treatment_plan_type = 2 and post.is_active
         and exists (select 1 from exercise_sessions s where s.treatment_plan_id = post.id)
       order by post.patient_id limit 1`,
    );
    // A session under the pre-operative plan, which the revert keeps.
    await api.db.query(
      `insert into exercise_sessions (patient_id, treatment_plan_id, session_at, completed) values ($1, $2, now() - interval '70 days', true)`,
      [target.patient_id, target.pre_id],
    );
    const count = async (where: string, params: unknown[]) =>
      (
        await one<{ count: number }>(
          `select count(*)::int as count from exercise_sessions where ${where}`,
          params,
        )
      ).count;
    const othersBefore = await count('patient_id <> $1', [target.patient_id]);
    const preBefore = await count('treatment_plan_id = $1', [target.pre_id]);

    expect(
      (await call<ErrorBody>('revertPatientToPreOp', 'surgeon', undefined, { id: target.post_id })).status,
    ).toBe(403);
    const notPostOp = await call<ErrorBody>('revertPatientToPreOp', 'csmanager', undefined, {
      id: target.pre_id,
    });
    expect(notPostOp.status).toBe(409);
    expect(notPostOp.body.message).toBe(message('revertNotAllowed'));

    const reverted = await call<{ data: Plan }>('revertPatientToPreOp', 'csmanager', undefined, {
      id: target.post_id,
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject({ id: target.pre_id, is_active: true, status: 'Active' });
    expect(await count('treatment_plan_id = $1', [target.post_id])).toBe(0);
    expect(await count('treatment_plan_id = $1', [target.pre_id])).toBe(preBefore);
    expect(await count('patient_id <> $1', [target.patient_id])).toBe(othersBefore);
    const post = await one<{ is_active: boolean }>('select is_active from treatment_plans where id = $1', [
      target.post_id,
    ]);
    expect(post.is_active).toBe(false);
  });

  it('[plan-revert] refuses a pending post-operative plan', async () => {
    const pending = await one<{ id: number }>(
      'select id from treatment_plans where treatment_plan_type = 2 and not is_active and end_date is null order by id limit 1',
    );
    const { status } = await call<ErrorBody>('revertPatientToPreOp', 'csmanager', undefined, {
      id: pending.id,
    });
    expect(status).toBe(409);
  });
});

describe('data scope of plans', () => {
  it('refuses a plan of another practice by id in detail, update and list', async () => {
    const therapist = await memberOf('therapist');
    const foreign = await one<{ id: number; patient_id: number }>(
      'select tp.id, tp.patient_id from treatment_plans tp join patients p on p.id = tp.patient_id where p.practice_id <> $1 order by tp.id limit 1',
      [therapist.practice_id],
    );
    expect(
      (await call<ErrorBody>('getTreatmentPlan', 'therapist', undefined, { id: foreign.id })).status,
    ).toBe(404);
    const update = await call<ErrorBody>(
      'updatePatientTreatmentPlan',
      'therapist',
      planInput(foreign.patient_id),
      { id: foreign.id },
    );
    expect(update.status).toBe(404);
    const listed = await call<{ data: { data: Plan[] } }>('queryPatientTreatmentPlans', 'therapist', {
      search: { patient_id: foreign.patient_id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.data).toEqual([]);
    expect(
      (
        await call<ErrorBody>('getAllPatientTreatmentPlans', 'therapist', undefined, {
          patientId: foreign.patient_id,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a surgeon the plans of a patient who is not theirs', async () => {
    const surgeon = await memberOf('surgeon');
    const other = await one<{ id: number; patient_id: number }>(
      `select tp.id, tp.patient_id from treatment_plans tp join patients p on p.id = tp.patient_id
       where p.practice_id = $1 and p.surgeon_id <> $2 order by tp.id limit 1`,
      [surgeon.practice_id, surgeon.id],
    );
    expect((await call<ErrorBody>('getTreatmentPlan', 'surgeon', undefined, { id: other.id })).status).toBe(
      404,
    );
    expect(
      (await call<ErrorBody>('createPatientTreatmentPlan', 'surgeon', planInput(other.patient_id))).status,
    ).toBe(404);
  });
});

describe('templates', () => {
  it('[template-name-required] [template-min-30-days] answers both errors at once', async () => {
    const { status, body } = await call<ErrorBody>(
      'createTreatmentPlanTemplate',
      'surgeon',
      templateInput({ name: '  ', protocols: [templateInput().protocols[0]] }),
    );
    expect(status).toBe(422);
    expect(body.validation_errors?.name).toEqual(['Name must be specified']);
    expect(body.validation_errors?.protocols).toEqual([
      'Treatment Plan Protocols must last 30 days at minimum',
    ]);
  });

  it('[template-first-default] [template-save-call] the first template of a team member becomes its default', async () => {
    const member = await memberOf('surgicalcenter');
    await api.db.query('delete from treatment_plan_templates where practice_team_member_id = $1', [
      member.id,
    ]);
    const first = await call<{ data: Template }>(
      'createTreatmentPlanTemplate',
      'surgicalcenter',
      templateInput({ name: 'First' }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      is_default: true,
      num_of_days: 30,
      practice_team_member_id: member.id,
    });
    expect(first.body.data.protocols[0]?.periods).toHaveLength(1);
    const second = await call<{ data: Template }>(
      'createTreatmentPlanTemplate',
      'surgicalcenter',
      templateInput({ name: 'Second' }),
    );
    expect(second.body.data.is_default).toBe(false);

    // Set as Default: the second becomes the one default.
    const setDefault = await call<{ data: Template }>(
      'updateTreatmentPlanTemplate',
      'surgicalcenter',
      { ...templateInput({ name: 'Second' }), is_default: true },
      { id: second.body.data.id },
    );
    expect(setDefault.body.data.is_default).toBe(true);
    const defaults = await api.db.query<{ id: number }>(
      'select id from treatment_plan_templates where practice_team_member_id = $1 and is_default',
      [member.id],
    );
    expect(defaults.map((row) => row.id)).toEqual([second.body.data.id]);
  });

  it('Set as Default sends only is_default and keeps the template’s name and protocols', async () => {
    const surgeon = await memberOf('surgeon');
    const template = await one<{ id: number; name: string }>(
      'select id, name from treatment_plan_templates where practice_team_member_id = $1 and not is_default order by id limit 1',
      [surgeon.id],
    );
    const { status, body } = await call<{ data: Template }>(
      'updateTreatmentPlanTemplate',
      'surgeon',
      { is_default: true },
      { id: template.id },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: template.name, is_default: true });
    expect(body.data.protocols.map((protocol) => protocol.name)).toEqual(['Warm-up', 'Active', 'Cool-down']);
  });

  it('[template-set-default-requirements] Set as Default needs a practice', async () => {
    const template = await one<{ id: number }>(
      'select id from treatment_plan_templates where not is_default order by id limit 1',
    );
    const { status, body } = await call<ErrorBody>(
      'updateTreatmentPlanTemplate',
      'csmanager',
      { ...templateInput(), is_default: true },
      { id: template.id },
    );
    expect(status).toBe(422);
    expect(body.message).toBe('Please select a practice to set a default');
  });

  it('[template-set-default-permission] Set as Default needs editPlan', async () => {
    const member = await memberOf('therapist');
    await api.db.query(
      'delete from team_member_permissions where team_member_id = $1 and permission_id = 11',
      [member.id],
    );
    try {
      const template = await one<{ id: number }>(
        'select id from treatment_plan_templates where practice_team_member_id = $1 limit 1',
        [member.id],
      );
      const anotherToken = await api.call<{ data: { access_token: string } }>('login', {
        username: 'therapist',
        password: 'Cadence#2026',
      });
      const refused = await api.call<ErrorBody>(
        'updateTreatmentPlanTemplate',
        { ...templateInput(), is_default: true },
        anotherToken.body.data.access_token,
        { id: template.id },
      );
      expect(refused.status).toBe(403);
    } finally {
      await api.db.query(
        'insert into team_member_permissions (team_member_id, permission_id) values ($1, 11) on conflict do nothing',
        [member.id],
      );
    }
  });

  it('[template-list-filter] lists by team member with currentPage and lastPage', async () => {
    const surgeon = await memberOf('surgeon');
    const { status, body } = await call<{
      data: {
        data: { practice_team_member_id: number; name: string }[];
        currentPage: number;
        lastPage: number;
      };
    }>('listTreatmentPlanTemplates', 'surgeon', {
      page: 1,
      order_by: { field: 'name', direction: 'asc' },
      practice_team_member_id: surgeon.id,
    });
    expect(status).toBe(200);
    expect(body.data.currentPage).toBe(1);
    expect(body.data.lastPage).toBe(1);
    expect(body.data.data.length).toBeGreaterThan(0);
    expect(body.data.data.every((row) => row.practice_team_member_id === surgeon.id)).toBe(true);
  });

  it('[template-list-blocked] refuses the template list to the blocked roles', async () => {
    for (const username of ['staff', 'pms', 'fieldspecialist', 'rtmconfig', 'csjunior', 'cssenior']) {
      const { status } = await call<ErrorBody>('listTreatmentPlanTemplates', username, { page: 1 });
      expect(status, username).toBe(403);
    }
  });

  it('refuses a template of another practice by id in detail, update and list', async () => {
    const therapist = await memberOf('therapist');
    const foreign = await one<{ id: number; practice_team_member_id: number }>(
      `select t.id, t.practice_team_member_id from treatment_plan_templates t join practice_team_members m on m.id = t.practice_team_member_id
       where m.practice_id <> $1 order by t.id limit 1`,
      [therapist.practice_id],
    );
    expect(
      (await call<ErrorBody>('getTreatmentPlanTemplate', 'therapist', undefined, { id: foreign.id })).status,
    ).toBe(404);
    expect(
      (await call<ErrorBody>('updateTreatmentPlanTemplate', 'therapist', templateInput(), { id: foreign.id }))
        .status,
    ).toBe(404);
    const listed = await call<{ data: { data: unknown[] } }>('listTreatmentPlanTemplates', 'therapist', {
      page: 1,
      practice_team_member_id: foreign.practice_team_member_id,
    });
    expect(listed.body.data.data).toEqual([]);
  });

  it('[plan-dropdown-templates] skinny_load answers the templates of the patient’s practice with their protocols', async () => {
    const { patient_id } = await preOpPatientOfSurgeon();
    const surgeon = await memberOf('surgeon');
    const { status, body } = await call<{ data: Template[] }>('loadTreatmentPlanTemplateOptions', 'surgeon', {
      patient_id,
    });
    expect(status).toBe(200);
    expect(body.data[0]?.practice_team_member_id).toBe(surgeon.id);
    expect(body.data.every((template) => template.protocols.length > 0)).toBe(true);
  });
});
