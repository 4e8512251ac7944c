// Remote login and logout of a patient app over HTTP (document 2, sections 4 "Remote login" and
// 7; document 1, section 4 and the device-sync messages of section 8): who may send, the stored
// notification handed to the patient's app, the reply the portal polls, the login state the Sync
// label reads, and the device-sync refusals. The patient app's reply is what the patient-app
// gateway writes (push_notifications.reaction, patient_app_logins), written here by
// `replyAsPatientApp` with SQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/generated/api';
import { roleNames } from '../../src/generated/access';
import type { OperationId } from '../../src/generated/operations';
import { createLocalLiveEvents, type AppBoundMessage } from '../../server/realtime/LiveEvents';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type AppLogin = components['schemas']['PatientAppLogin'];
type AppNotification = components['schemas']['AppNotification'];
interface Answer<T> {
  data: T;
  message?: string;
  form_error?: { name: string; message: string };
}
interface Pushed {
  fcm_notification_id: number;
  result: number | null;
}

// Every demo role signs in once (Argon2 is slow on purpose).
vi.setConfig({ testTimeout: 120_000 });

let api: ApiServer;
const token = cachedSignIn(() => api);
const appMessages: { patientId: number; message: AppBoundMessage }[] = [];

/** The demo user of each role (document 1's demo accounts, ARCHITECTURE.md "Demo"). */
const demoUserOf: Readonly<Record<string, string>> = {
  superAdmin: 'superadmin',
  customerService: 'customerservice',
  sales: 'sales',
  technology: 'technology',
  executive: 'executive',
  billing: 'billing',
  fieldSpecialist: 'fieldspecialist',
  csManager: 'csmanager',
  csSenior: 'cssenior',
  csJunior: 'csjunior',
  reportAccess: 'reportaccess',
  serviceAccount: 'serviceaccount',
  monitoringSpecialist: 'pms',
  monitoringManager: 'pmm',
  monitoringAssistant: 'pma',
  dme: 'dme',
  surgicalCenter: 'surgicalcenter',
  surgeon: 'surgeon',
  physicalTherapist: 'therapist',
  clinicalStaff: 'staff',
  rtmConfigManager: 'rtmconfig',
};
/** Document 2, section 4: "Usable by Super Admin, CS Manager, Field Specialist, CS Senior, Patient Monitoring Specialist and Manager". */
const mayUse = ['superAdmin', 'csManager', 'fieldSpecialist', 'csSenior', 'monitoringSpecialist', 'monitoringManager'];

const as = async <T>(username: string, operationId: OperationId, body?: unknown, path?: Record<string, number>) =>
  api.call<Answer<T>>(operationId, body, await token(username), path);

const userId = async (username: string): Promise<number> =>
  (await api.db.query<{ id: number }>('select id from users where username = $1', [username]))[0]?.id ?? 0;

/** A live patient not used by another test (each test takes its own). */
let nextPatientOffset = 0;
async function freshPatient(): Promise<{ id: number; identifier: string }> {
  const [row] = await api.db.query<{ id: number; identifier: string }>(
    'select id, identifier from patients where not archived order by id offset $1 limit 1',
    [nextPatientOffset++],
  );
  if (!row) throw new Error('no patient left');
  return row;
}

const push = async (username: string, patientId: number, type: 'remoteLogin' | 'remoteCancelLogin', senderId?: number) =>
  as<Pushed>(username, 'pushAppNotification', {
    patient_id: patientId,
    notification_type: type,
    sender_id: senderId ?? (await userId(username)),
    message: null,
  });

const loginState = async (patientId: number) => (await as<AppLogin>('pms', 'getPatientAppLogin', undefined, { id: patientId })).body.data;

/**
 * What the patient-app gateway does when the app answers a notification: store the reaction and,
 * when accepted, open (remoteLogin) or close (remoteCancelLogin) the patient's app login.
 */
async function replyAsPatientApp(notificationId: number, reaction: number): Promise<void> {
  const now = api.clock.now();
  const [row] = await api.db.query<{ patient_id: number; notification_type: string }>(
    'update push_notifications set reaction = $2, answered_at = $3 where id = $1 returning patient_id, notification_type',
    [notificationId, reaction, now],
  );
  if (!row || reaction !== 1) return;
  if (row.notification_type === 'remoteLogin') {
    await api.db.query(
      `insert into patient_app_logins (patient_id, serial_number, logged_in_at)
       select $1, serial_number, $2 from patient_devices where patient_id = $1 and device_type_id = 1 order by id desc limit 1`,
      [row.patient_id, now],
    );
  } else {
    await api.db.query('update patient_app_logins set logged_out_at = $2 where patient_id = $1 and logged_out_at is null', [row.patient_id, now]);
  }
}

/** Signs the patient's app in on its PC as an accepted remote login would. */
async function logIn(patientId: number): Promise<void> {
  const sent = await push('pms', patientId, 'remoteLogin');
  expect(sent.status).toBe(200);
  await replyAsPatientApp(sent.body.data.fcm_notification_id, 1);
}

beforeAll(async () => {
  const live = createLocalLiveEvents();
  live.onAppMessage((patientId, message) => appMessages.push({ patientId, message }));
  api = await startApiServer({ live });
  // The demo seed gives every patient a PortableConnect in patient_devices; the profile's own
  // devices (table devices) would win, so none of the patients used here has one there.
  await api.db.query('delete from device_sessions where device_id in (select id from devices where device_type_id = 1 and patient_id is not null)');
  await api.db.query('update devices set patient_id = null where device_type_id = 1');
});

afterAll(async () => {
  await api.close();
});

describe('remote login of a patient app', () => {
  it('[remote-login-sync-sends] stores a remoteLogin notification from the caller and hands it to the patient app', async () => {
    const patient = await freshPatient();
    const before = await loginState(patient.id);
    expect(before).toMatchObject({ patient_id: patient.id, logged_in: false, in_session: false, pc_active_elsewhere: false });
    expect(before.pc_serial_number).toMatch(/^\d+$/);

    const sent = await push('pms', patient.id, 'remoteLogin');
    expect(sent.status).toBe(200);
    const id = sent.body.data.fcm_notification_id;
    expect(sent.body.data.result).toBeNull();
    const [row] = await api.db.query<{ notification_type: string; sender_id: number; reaction: number | null }>(
      'select notification_type, sender_id, reaction from push_notifications where id = $1',
      [id],
    );
    expect(row).toEqual({ notification_type: 'remoteLogin', sender_id: await userId('pms'), reaction: null });
    await vi.waitFor(() =>
      expect(appMessages).toContainEqual({
        patientId: patient.id,
        message: { type: 'notification', notification_id: id, notification_type: 'remoteLogin', message: 'Remote login requested from the clinic portal' },
      }),
    );
  });

  it('[remote-login-poll] answers no reaction until the app replies, then its reaction; the login state follows an accepted reply', async () => {
    const patient = await freshPatient();
    const sent = await push('csmanager', patient.id, 'remoteLogin');
    const id = sent.body.data.fcm_notification_id;
    const waiting = await as<AppNotification>('csmanager', 'getAppNotification', undefined, { id });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toMatchObject({ fcm_notification_id: id, patient_id: patient.id, reaction: null, answered_at: null });

    await replyAsPatientApp(id, 1);
    const answered = await as<AppNotification>('csmanager', 'getAppNotification', undefined, { id });
    expect(answered.body.data.reaction).toBe(1);
    expect(answered.body.data.answered_at).toEqual(expect.any(Number));
    const state = await loginState(patient.id);
    expect(state.logged_in).toBe(true);
    expect(state.logged_in_at).toBe(Math.floor(api.clock.now().getTime() / 1000));
  });

  it('[remote-logout] sends a remoteCancelLogin to a logged-in app; an accepted reply logs it out', async () => {
    const patient = await freshPatient();
    await logIn(patient.id);
    const sent = await push('fieldspecialist', patient.id, 'remoteCancelLogin');
    expect(sent.status).toBe(200);
    const id = sent.body.data.fcm_notification_id;
    await vi.waitFor(() =>
      expect(appMessages).toContainEqual({
        patientId: patient.id,
        message: { type: 'notification', notification_id: id, notification_type: 'remoteCancelLogin', message: 'Remote logout requested from the clinic portal' },
      }),
    );
    await replyAsPatientApp(id, 1);
    expect((await loginState(patient.id)).logged_in).toBe(false);
  });

  it('[remote-login-who] lets only super admin, CS manager, field specialist, CS senior and the monitoring specialist and manager call', async () => {
    const patient = await freshPatient();
    const sent = await push('pms', patient.id, 'remoteLogin');
    const notificationId = sent.body.data.fcm_notification_id;
    for (const role of roleNames) {
      const username = demoUserOf[role];
      if (username === undefined) continue; // the patient role signs in to no portal
      const allowed = mayUse.includes(role);
      const state = await as<AppLogin>(username, 'getPatientAppLogin', undefined, { id: patient.id });
      const reply = await as<AppNotification>(username, 'getAppNotification', undefined, { id: notificationId });
      // The patient is not logged in, so a logout is refused by the device-sync rule (409) for
      // the callers the access check lets through, and never stored; everyone else gets 403.
      const again = await push(username, patient.id, 'remoteCancelLogin');
      expect([role, state.status, reply.status, again.status]).toEqual(
        allowed ? [role, 200, 200, 409] : [role, 403, 403, 403],
      );
    }
  });

  it('refuses a sender who is not the caller (422 on sender_id)', async () => {
    const patient = await freshPatient();
    const sent = await push('pms', patient.id, 'remoteLogin', await userId('pmm'));
    expect(sent.status).toBe(422);
    expect(sent.body.form_error).toEqual({ name: 'sender_id', message: 'The sender must be the signed-in user.' });
    expect((await api.db.query('select 1 from push_notifications where patient_id = $1', [patient.id])).length).toBe(0);
  });

  it('answers a patient outside the scope (archived or unknown) and its notifications as not found', async () => {
    const patient = await freshPatient();
    const sent = await push('pms', patient.id, 'remoteLogin');
    await api.db.query('update patients set archived = true where id = $1', [patient.id]);
    expect((await push('pms', patient.id, 'remoteLogin')).status).toBe(404);
    expect((await as('pms', 'getPatientAppLogin', undefined, { id: patient.id })).status).toBe(404);
    expect((await as('pms', 'getAppNotification', undefined, { id: sent.body.data.fcm_notification_id })).status).toBe(404);
    expect((await push('pms', 2_000_000_000, 'remoteLogin')).status).toBe(404);
    expect((await as('pms', 'getAppNotification', undefined, { id: 2_000_000_000 })).status).toBe(404);
  });
});

describe('device-sync refusals', () => {
  it('[sync-already-logged-in] refuses a remote login of a patient already logged in', async () => {
    const patient = await freshPatient();
    await logIn(patient.id);
    const again = await push('pms', patient.id, 'remoteLogin');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The Patient is already logged in for this PC');
  });

  it('[sync-pc-active-elsewhere] refuses a remote login while the PC is logged in with another patient profile', async () => {
    const holder = await freshPatient();
    const other = await freshPatient();
    await logIn(holder.id);
    const [pc] = await api.db.query<{ serial_number: string }>(
      'select serial_number from patient_app_logins where patient_id = $1 and logged_out_at is null',
      [holder.id],
    );
    await api.db.query('update patient_devices set serial_number = $2 where patient_id = $1 and device_type_id = 1', [other.id, pc?.serial_number]);
    expect(await loginState(other.id)).toMatchObject({ logged_in: false, pc_active_elsewhere: true });
    const refused = await push('pms', other.id, 'remoteLogin');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `PC SN assigned to this patient profile is currently ACTIVE with another patient profile: ${holder.identifier}`,
    );
  });

  it('[sync-pc-unavailable] refuses a remote login of a patient without a PortableConnect', async () => {
    const patient = await freshPatient();
    await api.db.query('delete from patient_devices where patient_id = $1 and device_type_id = 1', [patient.id]);
    expect((await loginState(patient.id)).pc_serial_number).toBeNull();
    const refused = await push('pms', patient.id, 'remoteLogin');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('PortableConnect is unavailable at this time');
    expect(appMessages.some((sent) => sent.patientId === patient.id)).toBe(false);
  });

  it('[sync-cancel-in-session] refuses a remote logout while the patient is in a session, and allows it after', async () => {
    const patient = await freshPatient();
    await logIn(patient.id);
    const now = api.clock.now();
    await api.db.query(
      `insert into rtm_live_patients (patient_id, session_id, session_start, status, joined_at, updated_at)
       values ($1, 77, $2, 'ANSWERED', $2, $2)`,
      [patient.id, now],
    );
    expect(await loginState(patient.id)).toMatchObject({ logged_in: true, in_session: true });
    const refused = await push('pms', patient.id, 'remoteCancelLogin');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot cancel sync the Patient is in a session for this PC');

    await api.db.query('delete from rtm_live_patients where patient_id = $1', [patient.id]);
    expect((await push('pms', patient.id, 'remoteCancelLogin')).status).toBe(200);
  });

  it('issue 27 defect 11: a finished session (its COMPLETE tile waiting for a note) is not "in a session": Cancel Sync is offered and works', async () => {
    const patient = await freshPatient();
    await logIn(patient.id);
    const now = api.clock.now();
    await api.db.query(
      `insert into rtm_live_patients (patient_id, session_id, session_start, status, note_required, joined_at, completed_at, updated_at)
       values ($1, 78, $2, 'COMPLETE', true, $2, $2, $2)`,
      [patient.id, now],
    );
    expect(await loginState(patient.id)).toMatchObject({ logged_in: true, in_session: false });
    expect((await push('pms', patient.id, 'remoteCancelLogin')).status).toBe(200);
    await api.db.query('delete from rtm_live_patients where patient_id = $1', [patient.id]);
  });

  it('refuses a remote logout of a patient who is not logged in', async () => {
    const patient = await freshPatient();
    const refused = await push('pms', patient.id, 'remoteCancelLogin');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The Patient is not logged in for this PC');
  });
});
