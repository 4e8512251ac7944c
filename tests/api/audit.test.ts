// The audit of patient data over the real HTTP server and database (issue 9, item 5): every
// operation of specs/api marked `x-audit` records who, what, which patient or query, when and from
// where; refusals are recorded as denied; the table is append-only; the client address comes
// from the socket unless TRUST_PROXY names the proxy; the log viewer shows readable labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import { operations, type OperationId } from '../../src/generated/operations';
import { encodeWav } from '../../screens/videoCall/recording/encodeWav';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type AuditPage = components['schemas']['AuditLogPage'];

interface AuditRow {
  id: number;
  user_id: number | null;
  action: string;
  operation: string | null;
  kind: string | null;
  outcome: string | null;
  patient_id: number | null;
  patient_ids: number[];
  query: Record<string, unknown> | null;
  detail: Record<string, unknown>;
  ip: string | null;
  reported_ip: string | null;
  user_agent: string | null;
  acting_team_member_id: number | null;
  created_at: Date;
}

let api: ApiServer;
const token = cachedSignIn(() => api);

/** Calls an operation as `username` with extra headers; path parameters fill `{name}`. */
async function callAs<T = unknown>(
  operationId: OperationId,
  username: string,
  options: { body?: unknown; path?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { data: T } & Record<string, unknown> }> {
  const { method, path: template } = operations[operationId];
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => String(options.path?.[name]));
  const headers: Record<string, string> = { authorization: `Bearer ${await token(username)}`, ...options.headers };
  const sendsBody = options.body !== undefined && method !== 'get';
  // A FormData (an upload) goes as multipart, its boundary set by fetch.
  const multipart = options.body instanceof FormData;
  if (sendsBody && !multipart) headers['content-type'] = 'application/json';
  const response = await api.fetch(`/api${url}`, {
    method: method.toUpperCase(),
    headers,
    body: options.body instanceof FormData ? options.body : sendsBody ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  // A file answer (the assignment export's CSV) is its text.
  const json = response.headers.get('content-type')?.includes('json') ?? false;
  return { status: response.status, body: (!text ? null : json ? JSON.parse(text) : text) as { data: T } };
}

/** The newest audit entries of an operation since `after` (an audit_log id). */
async function entriesOf(operationId: string, after = 0): Promise<AuditRow[]> {
  const rows = await api.db.query<AuditRow>('select * from audit_log where operation = $1 and id > $2 order by id desc', [operationId, after]);
  return rows.map((row) => ({ ...row, id: Number(row.id), patient_ids: (row.patient_ids ?? []).map(Number), patient_id: row.patient_id === null ? null : Number(row.patient_id) }));
}

async function lastAuditId(): Promise<number> {
  const [row] = await api.db.query<{ id: number | null }>('select max(id) as id from audit_log');
  return Number(row?.id ?? 0);
}

async function userIdOf(username: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from users where username = $1', [username]);
  return row?.id ?? 0;
}

/** A patient of `username`'s practice (or, with `others`, of another practice). */
async function patientOf(username: string, others = false): Promise<{ id: number; identifier: string; first_name: string; last_name: string }> {
  const [row] = await api.db.query<{ id: number; identifier: string; first_name: string; last_name: string }>(
    `select p.id, p.identifier::text as identifier, p.first_name, p.last_name from patients p
      where not p.archived and (p.practice_id = (select t.practice_id from practice_team_members t join users u on u.id = t.user_id where u.username = $1)) = $2
      order by p.id limit 1`,
    [username, !others],
  );
  if (!row) throw new Error(`no patient for ${username}`);
  return row;
}

const spoofed = '203.0.113.66';

beforeAll(async () => {
  api = await startApiServer({ patients: 40 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('audit of patient data', () => {
  it('listing patients records a search with the user, the query sent, the patients answered and the address', async () => {
    const before = await lastAuditId();
    const { status, body } = await callAs<{ data: { patient_id: number }[] }>('listPatients', 'csmanager', {
      body: { limit: 5, search: { patient_last_name: 'S', patient_status: null } },
      headers: { 'x-forwarded-for': spoofed, 'user-agent': 'AuditTest/1.0' },
    });
    expect(status).toBe(200);
    const [entry] = await entriesOf('listPatients', before);
    expect(entry).toMatchObject({
      user_id: await userIdOf('csmanager'),
      action: 'patient.search',
      kind: 'search',
      outcome: 'ok',
      query: { limit: 5, search: { patient_last_name: 'S', patient_status: null } },
      // The socket's address, not the header's: no TRUST_PROXY is set.
      ip: '127.0.0.1',
      reported_ip: spoofed,
      user_agent: 'AuditTest/1.0',
    });
    expect(entry?.patient_ids).toEqual(body.data.data.map((row) => row.patient_id));
    expect(entry?.patient_ids.length).toBeGreaterThan(0);
    expect(new Date(entry?.created_at ?? 0).toISOString()).toBe(api.clock.now().toISOString());
  });

  it('searching patients records the search text and the patients found (not the practices)', async () => {
    const patient = await patientOf('staff');
    const before = await lastAuditId();
    const term = { last_name: patient.last_name.slice(0, 3) };
    const { status, body } = await callAs<{ data: { id: number; model_type: string }[] }>('searchAssets', 'staff', {
      body: { search_model: 'patient_name', search_term: term },
    });
    expect(status).toBe(200);
    const [entry] = await entriesOf('searchAssets', before);
    expect(entry).toMatchObject({ action: 'asset.search', user_id: await userIdOf('staff'), query: { search_model: 'patient_name', search_term: term } });
    expect(entry?.patient_ids).toEqual(body.data.data.filter((row) => row.model_type === 'patient').map((row) => row.id));
    expect(entry?.patient_ids).toContain(patient.id);
  });

  it('opening a patient records a read of that patient', async () => {
    const patient = await patientOf('staff');
    const before = await lastAuditId();
    expect((await callAs('getPatientDetail', 'staff', { path: { id: patient.id } })).status).toBe(200);
    const [entry] = await entriesOf('getPatientDetail', before);
    expect(entry).toMatchObject({ action: 'patient.read', kind: 'read', outcome: 'ok', patient_id: patient.id, patient_ids: [patient.id], user_id: await userIdOf('staff'), ip: '127.0.0.1', reported_ip: null });
  });

  it('editing a patient records a change of that patient with the fields sent, not their values', async () => {
    const patient = await patientOf('staff');
    const before = await lastAuditId();
    const lock = await callAs('setPatientLock', 'staff', { path: { id: patient.id }, body: { locked: true } });
    expect(lock.status).toBe(200);
    const [entry] = await entriesOf('setPatientLock', before);
    expect(entry).toMatchObject({ action: 'patient.lock', kind: 'write', patient_id: patient.id, detail: { fields: ['locked'] }, user_id: await userIdOf('staff') });
    await callAs('setPatientLock', 'staff', { path: { id: patient.id }, body: { locked: false } });
  });

  it('a refused read of a patient is recorded as denied, with the patient asked for', async () => {
    const theirs = await patientOf('staff', true);
    const before = await lastAuditId();
    // The data scope answers another practice's patient like a missing one.
    expect((await callAs('getPatientDetail', 'staff', { path: { id: theirs.id } })).status).toBe(404);
    const [entry] = await entriesOf('getPatientDetail', before);
    expect(entry).toMatchObject({ action: 'patient.read.denied', outcome: 'denied', patient_id: theirs.id, user_id: await userIdOf('staff') });
  });

  it('a call refused by the access rule is recorded as denied', async () => {
    const patient = await patientOf('staff');
    const before = await lastAuditId();
    expect((await callAs('changePatientStatus', 'sales', { path: { id: patient.id, status_id: 2 } })).status).toBe(403);
    const [entry] = await entriesOf('changePatientStatus', before);
    expect(entry).toMatchObject({ action: 'patient.status_change.denied', outcome: 'denied', patient_id: patient.id, user_id: await userIdOf('sales') });
  });

  it('names the practice member a super user acts as, beside the user', async () => {
    const patient = await patientOf('staff');
    const [practice] = await api.db.query<{ practice_id: number }>('select practice_id from patients where id = $1', [patient.id]);
    const acting = await callAs<{ practice_team_member: { id: number } | null }>('spoofTeamMember', 'csmanager', { body: { practice_id: practice?.practice_id } });
    expect(acting.status).toBe(200);
    const memberId = acting.body.data.practice_team_member?.id;
    expect(memberId).toBeGreaterThan(0);
    try {
      const before = await lastAuditId();
      expect((await callAs('getPatientDetail', 'csmanager', { path: { id: patient.id } })).status).toBe(200);
      const [entry] = await entriesOf('getPatientDetail', before);
      expect(entry).toMatchObject({ user_id: await userIdOf('csmanager'), acting_team_member_id: memberId, patient_id: patient.id });
    } finally {
      await callAs('spoofTeamMember', 'csmanager', { body: { practice_id: null } });
    }
  });

  it('records nothing for a caller without a session (no one to name)', async () => {
    const patient = await patientOf('staff');
    const before = await lastAuditId();
    expect((await api.fetch(`/api/patient/alt/${patient.id}`)).status).toBe(401);
    expect(await entriesOf('getPatientDetail', before)).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on audit_log (append-only)', async () => {
    const before = await lastAuditId();
    expect(before).toBeGreaterThan(0);
    await expect(api.db.query("update audit_log set action = 'tampered' where id = $1", [before])).rejects.toThrow(/append-only/);
    await expect(api.db.query('delete from audit_log where id = $1', [before])).rejects.toThrow(/append-only/);
    await expect(api.db.exec('truncate audit_log')).rejects.toThrow(/append-only/);
    const [row] = await api.db.query<{ action: string }>('select action from audit_log where id = $1', [before]);
    expect(row?.action).not.toBe('tampered');
  });

  it('writes an entry queued during an audit outage once the database is back (issue 27: retried, never lost)', async () => {
    const patient = await patientOf('staff');
    await token('staff');
    const before = await lastAuditId();
    await api.db.exec('alter table audit_log rename to audit_log_away');
    try {
      expect((await callAs('getPatientDetail', 'staff', { path: { id: patient.id } })).status).toBe(200);
      // The write fails while the table is away (this statement has it tried first).
      const [away] = await api.db.query<{ count: number }>('select count(*)::int as count from audit_log_away where id > $1 and operation = $2', [before, 'getPatientDetail']);
      expect(away?.count).toBe(0);
    } finally {
      await api.db.exec('alter table audit_log_away rename to audit_log');
    }
    const [entry] = await entriesOf('getPatientDetail', before);
    expect(entry).toMatchObject({ action: 'patient.read', patient_id: patient.id, user_id: await userIdOf('staff') });
  });

  it('answers the call even when the audit entry cannot be written (logged, never a 500)', async () => {
    const patient = await patientOf('staff');
    await token('staff');
    await api.db.exec('alter table audit_log rename to audit_log_away');
    try {
      expect((await callAs('getPatientDetail', 'staff', { path: { id: patient.id } })).status).toBe(200);
    } finally {
      await api.db.exec('alter table audit_log_away rename to audit_log');
    }
  });
});

describe('every operation marked x-audit', () => {
  type Operation = { operationId: string; 'x-audit'?: unknown; parameters?: { name: string; in: string }[]; requestBody?: unknown; responses?: unknown };
  const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
  const all: { path: string; method: string; operation: Operation }[] = Object.entries(openapi.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    methods.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as Operation })),
  );
  const marked = all.filter(({ operation }) => operation['x-audit'] !== undefined).map(({ operation }) => operation.operationId);

  /**
   * One call of each marked operation: a valid one where the demo data allows, else one the
   * server refuses after authentication (also recorded). A marked operation missing here fails
   * the test below, so a new one gets a case.
   */
  const cases: Record<string, () => Promise<{ username: string; body?: unknown; path?: Record<string, string | number> }>> = {
    listPatients: () => Promise.resolve({ username: 'staff', body: {} }),
    searchAssets: async () => ({ username: 'staff', body: { search_model: 'patient_identifier', search_term: (await patientOf('staff')).identifier } }),
    getPatientDetail: async () => ({ username: 'staff', path: { id: (await patientOf('staff')).id } }),
    setPatientLock: async () => ({ username: 'staff', path: { id: (await patientOf('staff')).id }, body: { locked: false } }),
    updatePatient: async () => ({ username: 'staff', path: { id: (await patientOf('staff')).id }, body: { first_name: 'Audit' } }),
    changePatientStatus: async () => ({ username: 'sales', path: { id: (await patientOf('staff')).id, status_id: 2 } }),
    archivePatient: async () => ({ username: 'staff', path: { id: (await patientOf('staff')).id } }),
    startPatientViewingLog: async () => ({ username: 'pms', body: { patient_id: (await patientOf('staff')).id } }),
    getPatientProgress: async () => ({ username: 'staff', path: { id: (await patientOf('staff')).id } }),
    getPatientMonitoring: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id } }),
    finishPatientViewingLog: async () => {
      const started = await callAs<{ id: number }>('startPatientViewingLog', 'pms', { body: { patient_id: (await patientOf('staff')).id } });
      return { username: 'pms', body: { id: started.body.data.id } };
    },
    createPatient: () => Promise.resolve({ username: 'staff', body: { first_name: 'Ann', last_name: 'Lee', date_of_birth: Date.UTC(1960, 4, 1) / 1000, mobile_phone: '5551234567', address: { line_1: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' }, surgeon_npi: '1811223344', installation_method_type_id: 2 } }),
    createPatientProcedure: async () => ({ username: 'staff', body: { patient_id: (await patientOf('staff')).id, procedure_type_id: 2, procedure_leg_type_id: 1, treatment_plan_template_id: 2 } }),
    updatePatientProcedure: async () => {
      const body = { patient_id: (await patientOf('staff')).id, procedure_type_id: 2, procedure_leg_type_id: 1, treatment_plan_template_id: 2 };
      const created = await callAs<{ id: number }>('createPatientProcedure', 'staff', { body });
      return { username: 'staff', path: { id: created.body.data.id }, body };
    },
    listPatientProcedureCodes: async () => ({ username: 'staff', body: { patient_id: (await patientOf('staff')).id } }),
    listDevices: () => Promise.resolve({ username: 'csmanager', body: {} }),
    getDevice: async () => {
      const [device] = await api.db.query<{ id: number }>('select id from devices where patient_id is not null order by id limit 1');
      return { username: 'csmanager', path: { deviceID: device?.id ?? 1 } };
    },
    lookupDevice: async () => {
      const [device] = await api.db.query<{ device_type_id: number; serial_number: string }>('select device_type_id, serial_number from devices where patient_id is not null order by id limit 1');
      return { username: 'csmanager', body: { device_type_id: device?.device_type_id, serial_number: device?.serial_number } };
    },
    listDeviceSessions: async () => ({ username: 'csmanager', body: { patient_id: (await patientOf('staff')).id } }),
    queryAuditLog: () => Promise.resolve({ username: 'superadmin', body: {} }),
    // reports: one page of the custom patients report, as the report access role
    runReport: () => Promise.resolve({ username: 'reportaccess', body: { reportType: 'customPatients' } }),
    // surveys: a KOOS patient's (survey 1) surveys, each scheduled on a day of its own
    listPatientSurveys: async () => ({ username: 'pms', path: { patient_id: await koosPatient(), survey_id: 1 } }),
    schedulePatientSurvey: async () => ({ username: 'pms', body: { patient_id: await koosPatient(), survey_id: 1, scheduled_at: '2026-06-01' } }),
    submitPatientSurveyResponse: async () => {
      const scheduled = await callAs<{ id: number }>('schedulePatientSurvey', 'pms', {
        body: { patient_id: await koosPatient(), survey_id: 1, scheduled_at: api.clock.now().toISOString().slice(0, 10) },
      });
      const responses = [101, 102, 103, 104, 105, 106, 107].map((id) => ({ survey_question_id: id, survey_option_id: id * 10 }));
      return { username: 'pms', body: { patient_survey_id: scheduled.body.data.id, completed_at: api.clock.now().toISOString(), responses } };
    },
    deletePatientSurvey: async () => {
      const scheduled = await callAs<{ id: number }>('schedulePatientSurvey', 'pms', { body: { patient_id: await koosPatient(), survey_id: 1, scheduled_at: '2026-06-02' } });
      return { username: 'pms', path: { id: scheduled.body.data.id } };
    },
    // treatment plans: the plans of a patient the clinical staff member sees
    queryPatientTreatmentPlans: async () => ({ username: 'staff', body: { search: { patient_id: (await patientOf('staff')).id } } }),
    getAllPatientTreatmentPlans: async () => ({ username: 'staff', path: { patientId: (await patientOf('staff')).id } }),
    getActiveTreatmentPlanForPatient: async () => ({ username: 'staff', path: { patientId: (await patientOf('staff')).id } }),
    getTreatmentPlan: async () => ({ username: 'staff', path: { id: (await planOf('staff')).id } }),
    // Saved inactive: an active one would end the patient's running plan, which needs the user's confirmation.
    createPatientTreatmentPlan: async () => ({ username: 'csmanager', body: { ...planBody((await patientOf('staff')).id), is_active: false } }),
    updatePatientTreatmentPlan: async () => {
      const plan = await planOf('staff');
      return { username: 'csmanager', path: { id: plan.id }, body: planBody(plan.patient_id) };
    },
    updateTreatmentPlanProtocol: async () => {
      const plan = await planOf('staff');
      const [protocol] = await api.db.query<{ id: number }>('select id from treatment_protocols where treatment_plan_id = $1 limit 1', [plan.id]);
      return { username: 'csmanager', path: { id: protocol?.id ?? 1 }, body: { patient_treatment_plan_id: plan.id, ...planBody(plan.patient_id).patient_treatment_plan_protocol[0] } };
    },
    // Refused when the plan is not an active pre-operative one; the answer names no patient then,
    // so an active pre-operative plan is picked.
    endTreatmentPlan: async () => {
      const [plan] = await api.db.query<{ id: number }>('select id from treatment_plans where treatment_plan_type = 1 and is_active and end_date is null order by id desc limit 1');
      return { username: 'csmanager', path: { id: plan?.id ?? 1 } };
    },
    revertPatientToPreOp: async () => {
      const [plan] = await api.db.query<{ id: number }>(
        `select post.id from treatment_plans post where post.treatment_plan_type = 2 and post.is_active
           and exists (select 1 from treatment_plans pre where pre.patient_id = post.patient_id and pre.treatment_plan_type = 1)
         order by post.id desc limit 1`,
      );
      return { username: 'csmanager', path: { id: plan?.id ?? 1 } };
    },
    loadTreatmentPlanTemplateOptions: async () => ({ username: 'surgicalcenter', body: { patient_id: (await patientOf('surgicalcenter')).id } }),
    getRecoveryReport: async () => ({ username: 'staff', path: { patientId: (await patientOf('staff')).id, utcOffsetMinutes: -300 } }),
    getRecoveryReportsForTreatment: async () => {
      const [plan] = await api.db.query<{ id: number }>('select id from treatment_plans where patient_id = $1 limit 1', [(await patientOf('staff')).id]);
      return { username: 'staff', path: { treatmentId: plan?.id ?? 1, utcOffsetMinutes: 0 } };
    },
    getAllPatientSessions: async () => ({ username: 'staff', path: { id: (await patientOf('staff')).id } }),
    ...Object.fromEntries(
      ['getPedalRadiusData', 'getO2Data', 'getBloodPressureData', 'getEcgData', 'getRpeData'].map((operationId) => [
        operationId,
        async () => {
          const [session] = await api.db.query<{ id: number }>('select id::int as id from exercise_sessions where patient_id = $1 limit 1', [(await patientOf('staff')).id]);
          return { username: 'staff', path: { id: session?.id ?? 1 } };
        },
      ]),
    ),
    // patient notes: each note call works on a note staff writes first
    createPatientNote: async () => ({ username: 'staff', body: { patient_id: (await patientOf('staff')).id, note: 'Audit', type: 'PPN' } }),
    updatePatientNote: async () => {
      const body = { patient_id: (await patientOf('staff')).id, note: 'Audit', type: 'PPN' };
      const written = await callAs<{ id: number }>('createPatientNote', 'staff', { body });
      return { username: 'staff', path: { id: written.body.data.id }, body };
    },
    deletePatientNote: async () => {
      const written = await callAs<{ id: number }>('createPatientNote', 'staff', { body: { patient_id: (await patientOf('staff')).id, note: 'Audit', type: 'PPN' } });
      return { username: 'staff', path: { id: written.body.data.id } };
    },
    listPatientNotes: async () => ({ username: 'staff', path: { id: (await patientOf('staff')).id } }),
    getPatientNoteAlt: async () => {
      const written = await callAs<{ id: number }>('createPatientNote', 'staff', { body: { patient_id: (await patientOf('staff')).id, note: 'Audit', type: 'PPN' } });
      return { username: 'staff', path: { id: written.body.data.id } };
    },
    cosignPatientNote: async () => {
      const written = await callAs<{ id: number }>('createPatientNote', 'staff', { body: { patient_id: (await patientOf('staff')).id, note: 'Audit', type: 'PPN' } });
      return { username: 'pms', path: { id: written.body.data.id } };
    },
    listUncosignedNotes: async () => ({ username: 'pms', path: { id: await userIdOf('pms') } }),
    createNotesBySessionId: async () => ({ username: 'staff', body: { notes: [{ patient_id: (await patientOf('staff')).id, session_id: 1 }] } }),
    authUserIsPatientPms: async () => ({ username: 'staff', body: { user_id: await userIdOf('pms'), patient_id: (await patientOf('staff')).id } }),
    getPatientPrompts: async () => ({ username: 'pma', path: { id: (await promptAssignment()).patient_id } }),
    submitPatientPromptResponses: async () => {
      const assignment = await promptAssignment();
      // A flow that ends at its group-1 prompt, with a text in case the option requires one.
      const [option] = await api.db.query<{ prompt_id: number; id: number }>(
        `select o.prompt_id, o.id from rtm_survey_prompt_options o join rtm_survey_prompts p on p.id = o.prompt_id
         where p.template_version_id = $1 and p.group_number = 1 and o.maps_to_prompt_id is null order by o.id limit 1`,
        [assignment.template_version_id],
      );
      return { username: 'pma', path: { id: assignment.id }, body: { responses: [{ prompt_id: option?.prompt_id ?? 0, option_id: option?.id ?? 0, text_response: 'Audit' }] } };
    },
    // remote login of a patient app
    pushAppNotification: async () => ({ username: 'pms', body: { patient_id: (await patientOf('staff')).id, notification_type: 'remoteLogin', sender_id: await userIdOf('pms') } }),
    getAppNotification: async () => {
      const sent = await callAs<{ fcm_notification_id: number }>('pushAppNotification', 'pms', { body: { patient_id: (await patientOf('staff')).id, notification_type: 'remoteLogin', sender_id: await userIdOf('pms') } });
      return { username: 'pms', path: { id: sent.body.data.fcm_notification_id ?? 1 } };
    },
    getPatientAppLogin: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id } }),
    // RTM room: the live tile calls on a patient without a tile answer 200 (nothing to change) or 404
    createMonitorRoom: () => Promise.resolve({ username: 'pms' }),
    getMonitorRoomTiles: async () => {
      const room = await callAs<{ room_id: string }>('createMonitorRoom', 'pms', {});
      return { username: 'pms', path: { room_id: room.body.data.room_id } };
    },
    getTodayCompletedPatients: () => Promise.resolve({ username: 'pms' }),
    removePatientFromRoom: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id } }),
    createPatientInteraction: async () => ({ username: 'pms', body: { patient_id: (await patientOf('staff')).id, interaction_type: 1, observer_id: await userIdOf('pms') } }),
    updatePatientInteractionTimestamp: async () => ({ username: 'pms', body: { patient_id: (await patientOf('staff')).id } }),
    completePatientSession: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id } }),
    recordRtmCallConnected: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id } }),
    recordRtmNoteSaved: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id } }),
    updateRtmPatientFlags: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id }, body: { interaction_code_80: true } }),
    markRtmPatientEducated: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id } }),
    removeRtmConsent: async () => ({ username: 'pms', path: { id: (await patientOf('staff')).id } }),
    generateFakeRtmPatients: () => Promise.resolve({ username: 'pma' }),
    // video calls: the surgeon calls a patient of theirs; the recording calls read the room the call left
    startVideoRoom: async () => ({ username: 'surgeon', body: { identity: 'surgeon', patient_id: await surgeonPatient() } }),
    listVideoRooms: () => Promise.resolve({ username: 'surgeon', body: {} }),
    grabTwilioRoomInfo: async () => ({ username: 'surgeon', path: { id: await surgeonPatient() } }),
    listPatientVideoRooms: async () => ({ username: 'surgeon', path: { id: await surgeonPatient() } }),
    getVideoRoom: async () => ({ username: 'surgeon', path: { id: await surgeonRoom() } }),
    endVideoRoom: async () => ({ username: 'surgeon', path: { id: await surgeonRoom() } }),
    uploadVideoRecording: async () => ({ username: 'surgeon', path: { id: await surgeonEndedRoom() }, body: recordingForm() }),
    // commands of an open call to the patient's app
    sendCallDeviceSettings: async () => ({
      username: 'surgeon',
      path: { id: await surgeonRoom() },
      body: { pedal_radius: 34, resistance: 13, rpm_min: 25, rpm_max: 45, pressure_limit: 12 },
    }),
    sendCallScreenClick: async () => ({ username: 'surgeon', path: { id: await surgeonRoom() }, body: { xPercentage: 50, yPercentage: 50 } }),
    createVideoComposition: async () => ({ username: 'csmanager', path: { id: await surgeonRecordedRoom() } }),
    getVideoCompositionStatus: async () => ({ username: 'csmanager', path: { id: await surgeonEndedRoom() } }),
    // RTM template assignment: the RTM configuration manager assigns a patient without an
    // assignment, reassigns and removes the seed's first assignment, and bulk-assigns one record.
    listTemplateAssignments: () => Promise.resolve({ username: 'rtmconfig' }),
    listCompletedTemplatePatients: () => Promise.resolve({ username: 'rtmconfig' }),
    getPatientTemplateVersions: async () => ({ username: 'rtmconfig', path: { id: (await unassignedPatient(0)).identifier } }),
    assignTemplateVersion: async () => ({ username: 'rtmconfig', body: { patient_id: (await unassignedPatient(1)).identifier, ...(await assignableVersion()) } }),
    reassignTemplateVersion: async () => ({ username: 'rtmconfig', body: { version_patient_id: (await promptAssignment()).id, ...(await assignableVersion()) } }),
    removeTemplateAssignment: async () => ({ username: 'rtmconfig', path: { id: (await promptAssignment()).id } }),
    bulkAssignTemplateVersions: async () => ({ username: 'rtmconfig', body: { records: [{ patient_id: (await unassignedPatient(2)).identifier, ...(await assignableVersion()) }] } }),
    exportActiveAssignations: () => Promise.resolve({ username: 'rtmconfig' }),
    getVideoCompositionContent: async () => {
      const id = await surgeonEndedRoom();
      await api.db.query(`update video_rooms set audio_composition_status = 'completed', audio_content_key = 'recordings/audit/audio.mp3' where id = $1`, [id]);
      return { username: 'csmanager', path: { id } };
    },
  };
  /** A patient's active assignment to a prompt template version (the seed assigns the first patients). */
  async function promptAssignment(): Promise<{ id: number; patient_id: number; template_version_id: number }> {
    const [row] = await api.db.query<{ id: number; patient_id: number; template_version_id: number }>(
      'select id, patient_id, template_version_id from rtm_patient_template_versions where removed_at is null order by id limit 1',
    );
    if (!row) throw new Error('no prompt assignment');
    return row;
  }
  /** The `skip`-th live patient without an active template assignment. */
  async function unassignedPatient(skip: number): Promise<{ id: number; identifier: string }> {
    const [row] = await api.db.query<{ id: number; identifier: string }>(
      `select p.id, p.identifier::text as identifier from patients p where not p.archived
       and not exists (select 1 from rtm_patient_template_versions a where a.patient_id = p.id and a.removed_at is null)
       order by p.id desc offset $1 limit 1`,
      [skip],
    );
    if (!row) throw new Error('no unassigned patient');
    return row;
  }
  /** The last assignable template version of the seed, with its template. */
  async function assignableVersion(): Promise<{ template_id: number; template_version_id: number }> {
    const [row] = await api.db.query<{ template_id: number; template_version_id: number }>(
      'select rtm_survey_template_id as template_id, id as template_version_id from rtm_survey_template_versions where not archived order by id desc limit 1',
    );
    if (!row) throw new Error('no template version');
    return row;
  }
  /** A patient naming the demo surgeon (in the surgeon's data scope), for the video calls. */
  async function surgeonPatient(): Promise<number> {
    const [row] = await api.db.query<{ id: number }>(
      `select p.id from patients p join practice_team_members t on t.id = p.surgeon_id join users u on u.id = t.user_id
       where u.username = 'surgeon' and not p.archived order by p.id limit 1`,
    );
    return row?.id ?? 0;
  }
  /** The surgeon's video room with that patient (started once). */
  async function surgeonRoom(): Promise<number> {
    const started = await callAs<{ room: { id: number } }>('startVideoRoom', 'surgeon', { body: { identity: 'surgeon', patient_id: await surgeonPatient() } });
    return started.body.data?.room.id ?? 1;
  }
  /** A call of the surgeon that has ended (a recording is asked for ended calls only). */
  async function surgeonEndedRoom(): Promise<number> {
    const id = await surgeonRoom();
    await callAs('endVideoRoom', 'surgeon', { path: { id } });
    return id;
  }
  /** What the built-in call window uploads at hang-up: a tenth of a second of 16 kHz WAV. */
  function recordingForm(): FormData {
    const form = new FormData();
    form.append('audio', encodeWav([new Int16Array(1600)], 16000), 'call.wav');
    return form;
  }
  /** An ended call of the surgeon whose call window uploaded its audio (a recording can be requested). */
  async function surgeonRecordedRoom(): Promise<number> {
    const id = await surgeonEndedRoom();
    await callAs('uploadVideoRecording', 'surgeon', { path: { id }, body: recordingForm() });
    return id;
  }
  /** A KOOS patient of the seed (knee replacement), for the survey calls. */
  async function koosPatient(): Promise<number> {
    const [row] = await api.db.query<{ id: number }>('select id from patients where is_koos_patient and not archived order by id desc limit 1');
    return row?.id ?? 0;
  }

  async function planOf(username: string): Promise<{ id: number; patient_id: number }> {
    const patient = await patientOf(username);
    const [plan] = await api.db.query<{ id: number; patient_id: number }>('select id, patient_id from treatment_plans where patient_id = $1 order by id limit 1', [patient.id]);
    if (!plan) throw new Error('no plan');
    return plan;
  }
  function planBody(patientId: number) {
    return {
      name: 'Audit plan',
      patient_id: patientId,
      patient_treatment_plan_protocol: [
        { name: 'Active', num_of_days: 5, sessions_per_day: 1, pedal_radius: 40, resistance: 1, rpm_min: 20, rpm_max: 40, pressure_limit: 20 },
      ],
    };
  }

  it('has a call case for every marked operation', () => {
    expect(marked.filter((operationId) => !(operationId in cases))).toEqual([]);
  });

  /** The action each operation declares in its x-audit (issue 27 defect 11: its own, not the kind's). */
  const declaredAction = (operationId: string) =>
    (all.find(({ operation }) => operation.operationId === operationId)?.operation['x-audit'] as { action?: string } | undefined)?.action;

  it.each(marked)('%s records an entry naming the caller and the action it declares when called', async (operationId) => {
    const make = cases[operationId];
    if (!make) throw new Error(`no case for ${operationId}`);
    const call = await make();
    const before = await lastAuditId();
    const { status, body } = await callAs(operationId as OperationId, call.username, { body: call.body, path: call.path });
    // Past authentication and validation: answered, or refused by the rules (both recorded).
    expect([200, 403, 404], JSON.stringify(body)).toContain(status);
    const [entry] = await entriesOf(operationId, before);
    const action = declaredAction(operationId);
    expect(entry).toMatchObject({
      user_id: await userIdOf(call.username),
      outcome: status === 200 ? 'ok' : 'denied',
      action: status === 200 ? action : `${String(action)}.denied`,
      ip: '127.0.0.1',
    });
  });

  it('marks every operation whose path, body or answer names a patient', () => {
    // Operations that mention patients without touching a patient's data, and why.
    const notPatientData: Record<string, string> = {
      listPatientMonitoringSpecialists: 'the users who may be given a patient; no patient is named',
    };
    const resolve = (value: unknown): Record<string, unknown> => {
      let current = value as Record<string, unknown> | undefined;
      for (let hops = 0; hops < 10 && typeof current?.$ref === 'string'; hops++) {
        current = current.$ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], openapi) as Record<string, unknown> | undefined;
      }
      return current ?? {};
    };
    const namesPatient = (schema: unknown, deep: boolean, seen = new Set<unknown>()): boolean => {
      const resolved = resolve(schema);
      if (seen.has(resolved)) return false;
      seen.add(resolved);
      const properties = (resolved.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [name, property] of Object.entries(properties)) {
        if (/^(patient|patients|patient_id|patient_ids|patient_identifier)$/.test(name)) return true;
        // A search answering records of several kinds, patients among them (model_type: patient).
        if (Array.isArray(resolve(property).enum) && (resolve(property).enum as unknown[]).includes('patient')) return true;
        if (deep && namesPatient(property, deep, seen)) return true;
      }
      const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => (Array.isArray(resolved[key]) ? (resolved[key] as unknown[]) : []));
      if (parts.some((part) => namesPatient(part, deep, seen))) return true;
      return deep && resolved.items !== undefined && namesPatient(resolved.items, deep, seen);
    };
    const unmarked = all
      .filter(({ path, operation }) => {
        const body = (resolve(operation.requestBody).content as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;
        const answer = (resolve((operation.responses as Record<string, unknown> | undefined)?.['200']).content as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;
        return (
          /^\/patient(\/|$)/.test(path) ||
          (operation.parameters ?? []).some((parameter) => /patient/i.test(parameter.name)) ||
          namesPatient(body, false) ||
          namesPatient(answer, true)
        );
      })
      .map(({ operation }) => operation.operationId)
      .filter((operationId) => !marked.includes(operationId) && !(operationId in notPatientData));
    expect(unmarked).toEqual([]);
  });
});

describe('client address', () => {
  it('takes X-Forwarded-For as the address only from a proxy that TRUST_PROXY names', async () => {
    const proxied = await startApiServer({ patients: 0, config: { trustProxy: '127.0.0.1' } });
    try {
      const login = await proxied.call<{ data: { access_token: string } }>('login', { username: 'staff', password: 'Cadence#2026' });
      const response = await proxied.fetch('/api/patient/list', {
        method: 'POST',
        headers: { authorization: `Bearer ${login.body.data.access_token}`, 'content-type': 'application/json', 'x-forwarded-for': spoofed },
        body: '{}',
      });
      expect(response.status).toBe(200);
      const [entry] = await proxied.db.query<{ ip: string; reported_ip: string }>("select ip, reported_ip from audit_log where operation = 'listPatients' order by id desc limit 1");
      expect(entry).toEqual({ ip: spoofed, reported_ip: spoofed });
      const [signIn] = await proxied.db.query<{ ip: string }>("select ip from audit_log where action = 'login.succeeded' order by id desc limit 1");
      expect(signIn?.ip).toBe('127.0.0.1');
    } finally {
      await proxied.close();
    }
  }, 120_000);

  it('keeps a spoofed X-Forwarded-For out of the address without TRUST_PROXY (also for sign-in entries)', async () => {
    const response = await api.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
      body: JSON.stringify({ username: 'staff', password: 'wrong password' }),
    });
    expect(response.status).toBe(401);
    const [entry] = await api.db.query<{ ip: string }>("select ip from audit_log where action = 'login.failed' order by id desc limit 1");
    expect(entry?.ip).toBe('127.0.0.1');
  });
});

describe('log viewer labels', () => {
  it('issue 27 defect 11: a device list reads "Listed devices" and a report "Ran report", not "Searched patients"', async () => {
    const before = await lastAuditId();
    expect((await callAs('listDevices', 'csmanager', { body: {} })).status).toBe(200);
    expect((await callAs('runReport', 'reportaccess', { body: { reportType: 'customPatients' } })).status).toBe(200);
    const { body } = await callAs<AuditPage>('queryAuditLog', 'superadmin', { body: { limit: 100 } });
    const labelOf = (operation: string) => body.data.data.find((entry) => entry.operation === operation && Number(entry.id) > before)?.action_label;
    expect(labelOf('listDevices')).toBe('Listed devices');
    expect(labelOf('runReport')).toBe('Ran report');
  });

  it('shows each entry by its label, with the user, the patient, the query in words and the addresses', async () => {
    const patient = await patientOf('staff');
    await callAs('getPatientDetail', 'staff', { path: { id: patient.id }, headers: { 'x-forwarded-for': spoofed } });
    await callAs('listPatients', 'staff', { body: { search: { patient_last_name: 'Sm' } } });
    await callAs('getPatientDetail', 'staff', { path: { id: (await patientOf('staff', true)).id } });
    const { status, body } = await callAs<AuditPage>('queryAuditLog', 'superadmin', { body: { limit: 100 } });
    expect(status).toBe(200);
    const entries = body.data.data;
    const viewed = entries.find((entry) => entry.action === 'patient.read' && entry.patient_id === patient.id && entry.reported_ip === spoofed);
    expect(viewed?.user_name).toContain('(staff)');
    expect(viewed).toMatchObject({
      action_label: 'Viewed patient',
      operation_summary: 'One patient with address, phones, people, devices and procedure',
      patient: `Patient ID ${patient.identifier} (${patient.last_name}, ${patient.first_name})`,
      ip: '127.0.0.1',
      reported_ip: spoofed,
      query: null,
    });
    const searched = entries.find((entry) => entry.action === 'patient.search' && entry.operation === 'listPatients' && entry.query?.includes('“Sm”'));
    expect(searched).toMatchObject({ action_label: 'Searched patients', query: 'patient last name “Sm”' });
    expect(entries.find((entry) => entry.action === 'login.succeeded')?.action_label).toBe('Signed in');
    expect(entries.find((entry) => entry.action === 'patient.read.denied')?.action_label).toBe('Refused: viewing patient');
    expect(entries.every((entry) => entry.action_label !== entry.action)).toBe(true);
  });
});
