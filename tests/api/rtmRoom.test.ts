// The RTM monitoring room over HTTP (document 2, sections 2, 4, 5, 6, 7 and 9): who opens the
// dashboard and starts monitoring, the room's life (create, heartbeat, close), the live tiles it
// answers, the tile calls and the pushes they send to every dashboard, the side panel's RTM flags,
// today's completed patients, push tokens and fake patients; and the hostile caller's refusals
// (another's room, a patient out of reach, bad ids).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/generated/api';
import type { OperationId } from '../../src/generated/operations';
import { createLocalLiveEvents, type PortalPush } from '../../server/realtime/LiveEvents';
import { sayHello } from './harness/sayHello';
import { startApiServer, testStart, type ApiServer } from './harness/startApiServer';
import { signIn, signInWithCode } from './harness/signIn';
import { openTestSocket } from './harness/testSocket';
import { patientAppKey } from '../../server/patientApp/patientAppKey';

type Tile = components['schemas']['RtmTile'];
type Room = components['schemas']['RtmRoom'];
interface Answer<T> {
  data: T;
  message?: string;
}

vi.setConfig({ testTimeout: 90_000 });

let api: ApiServer;
/** The gateway's secret: the fake patients' tablets say hello with keys under it. */
const fakeTabletSecret = 'rtm-room-test-secret';
const pushes: PortalPush[] = [];

const tokens = new Map<string, Promise<string>>();
const token = (username: string): Promise<string> => {
  let found = tokens.get(username);
  if (!found) {
    found = username === 'superadmin' ? signInWithCode(api, username) : signIn(api, username);
    tokens.set(username, found);
  }
  return found;
};
const as = async <T = Tile>(username: string, operationId: OperationId, body?: unknown, path?: Record<string, string | number>) =>
  api.call<Answer<T>>(operationId, body, await token(username), path);

const userId = async (username: string): Promise<number> =>
  (await api.db.query<{ id: number }>('select id from users where username = $1', [username]))[0]?.id ?? 0;

let nextIdentifier = 8_100_000;
/** A new patient of the first practice, with RTM consent. */
async function newPatient(): Promise<number> {
  nextIdentifier += 1;
  const [row] = await api.db.query<{ id: number }>(
    `insert into patients (identifier, first_name, last_name, practice_id, rtm_permission)
     values ($1, 'Rita', 'Live', (select id from practices where not archived order by id limit 1), true) returning id`,
    [String(nextIdentifier)],
  );
  if (!row) throw new Error('no patient made');
  return row.id;
}

/** A live tile as the patient-app gateway leaves it when the patient joins a session. */
async function joined(patientId: number, fields: { status?: string; sequence?: number | null; next_interaction?: Date; note_required?: boolean; call_established?: boolean } = {}): Promise<void> {
  await api.db.query(
    `insert into rtm_live_patients (patient_id, session_start, status, sequence, next_interaction, note_required, call_established, joined_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $2, $2)`,
    [
      patientId,
      testStart,
      fields.status ?? 'ANSWERED',
      fields.sequence ?? null,
      fields.next_interaction ?? new Date(testStart.getTime() + 600_000),
      fields.note_required ?? false,
      fields.call_established ?? false,
    ],
  );
}

const liveRow = async (patientId: number) =>
  (await api.db.query<{ status: string; note_required: boolean; number_of_calls: number; call_established: boolean }>(
    'select status, note_required, number_of_calls, call_established from rtm_live_patients where patient_id = $1',
    [patientId],
  ))[0];

const pushesFor = (patientId: number) => pushes.filter((push) => push.patient_id === patientId);

async function openRoom(username: string): Promise<Room> {
  const answer = await as<Room>(username, 'createMonitorRoom');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  const live = createLocalLiveEvents();
  live.onPortalPush((push) => pushes.push(push));
  api = await startApiServer({ patients: 40, live, config: { patientAppSecret: fakeTabletSecret } });
}, 120_000);
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.clock.set(testStart);
});

describe('who reaches the dashboard and starts monitoring', () => {
  it('[rtm-dashboard-access] refuses the dashboard calls to users who are not super users (403)', async () => {
    for (const username of ['staff', 'surgeon']) {
      expect((await as(username, 'getMonitorRoomStatus')).status).toBe(403);
      expect((await as(username, 'createMonitorRoom')).status).toBe(403);
      expect((await as(username, 'getTodayCompletedPatients')).status).toBe(403);
      expect((await as(username, 'recordRtmCallConnected', undefined, { id: 1 })).status).toBe(403);
    }
    expect((await api.call('createMonitorRoom')).status).toBe(401);
  });

  it('[rtm-start-monitoring-who] lets an observer of monitor type 1, the super admin and the monitoring assistant start, no other super user', async () => {
    await api.db.query("update users set user_monitor_type = 1 where username = 'pms'");
    for (const username of ['pms', 'superadmin', 'pma']) {
      const status = await as<{ can_start_monitoring: boolean }>(username, 'getMonitorRoomStatus');
      expect(status.body.data.can_start_monitoring).toBe(true);
      expect((await as(username, 'createMonitorRoom')).status).toBe(200);
    }
    expect((await as('csmanager', 'createMonitorRoom')).status).toBe(403);
    expect((await as<{ can_start_monitoring: boolean }>('csmanager', 'getMonitorRoomStatus')).body.data.can_start_monitoring).toBe(false);

    // A monitoring specialist who is not an observer (monitor type 2, RPM) does not start.
    await api.db.query("update users set user_monitor_type = 2 where username = 'pms'");
    const notObserver = await as('pms', 'createMonitorRoom');
    expect(notObserver.status).toBe(403);
    expect(notObserver.body.message).toBe('Only an RTM observer, a super admin or a patient monitoring assistant can start monitoring.');
    expect((await as<{ can_start_monitoring: boolean }>('pms', 'getMonitorRoomStatus')).body.data.can_start_monitoring).toBe(false);
    await api.db.query("update users set user_monitor_type = 1 where username = 'pms'");
  });
});

describe('the room', () => {
  it('[rtm-room-create] [rtm-tile-colour] [rtm-answered-to-pending] answers a readable room id, the templates\' colours and the live tiles in order', async () => {
    await api.db.query('delete from rtm_live_patients');
    const [template] = await api.db.query<{ id: number }>(
      "insert into rtm_survey_templates (identifier, name, tile_color_hex) values ('KNEE-RTM', 'Knee RTM', '#aa3300') returning id",
    );
    await api.db.query("insert into rtm_survey_templates (identifier, name, tile_color_hex, archived) values ('OLD-RTM', 'Old RTM', '#000000', true)");
    const [version] = await api.db.query<{ id: number }>(
      "insert into rtm_survey_template_versions (identifier, rtm_survey_template_id) values ('KNEE-RTM-v1', $1) returning id",
      [template?.id],
    );
    const [second, unsequenced, first] = [await newPatient(), await newPatient(), await newPatient()];
    await api.db.query('insert into rtm_patient_template_versions (patient_id, template_version_id) values ($1, $2)', [first, version?.id]);
    await joined(second, { sequence: 2 });
    await joined(unsequenced, { sequence: null });
    await joined(first, { sequence: 1, next_interaction: new Date(testStart.getTime() - 1000) });

    const room = await openRoom('pms');
    expect(room.room_id).toMatch(/^RTM-[2-9A-Z]{6}$/);
    expect(room.template_hex_codes).toContainEqual({ name: 'Knee RTM', tile_color_hex: '#aa3300' });
    expect(room.template_hex_codes.map((code) => code.name)).not.toContain('Old RTM');
    expect(room.patients.map((tile) => tile.id)).toEqual([first, second, unsequenced]);
    expect(room.patients[0]).toMatchObject({ tile_color_hex: '#aa3300', status: 'PENDING_INTERACTION', first_name: 'Rita', rtm_permission: true });
    expect(room.patients[1]).toMatchObject({ tile_color_hex: '#0899b7', status: 'ANSWERED', call_attempts: 0 });

    const status = await as<{ room: { room_id: string } | null }>('pms', 'getMonitorRoomStatus');
    expect(status.body.data.room?.room_id).toBe(room.room_id);
    const again = await openRoom('pms');
    expect(again.room_id).not.toBe(room.room_id);
    expect((await as('pms', 'updateMonitorRoomLastSeen', { room_id: room.room_id })).status).toBe(404);
  });

  it('issue 25 finding 3: answers the live tiles of the caller\'s own open room again (the reload after the live channel was down), without opening another room', async () => {
    const room = await openRoom('pms');
    const patient = await newPatient();
    await joined(patient, { sequence: 1 });
    const tiles = await as<{ room_id: string; patients: Tile[] }>('pms', 'getMonitorRoomTiles', undefined, { room_id: room.room_id });
    expect(tiles.status).toBe(200);
    expect(tiles.body.data.room_id).toBe(room.room_id);
    expect(tiles.body.data.patients.find((tile) => tile.id === patient)).toMatchObject({ status: 'ANSWERED', sequence: 1, first_name: 'Rita' });
    const status = await as<{ room: { room_id: string } | null }>('pms', 'getMonitorRoomStatus');
    expect(status.body.data.room?.room_id).toBe(room.room_id);
    // Another's room, or one that has ended, is not found.
    expect((await as('pma', 'getMonitorRoomTiles', undefined, { room_id: room.room_id })).status).toBe(404);
    await openRoom('pms');
    expect((await as('pms', 'getMonitorRoomTiles', undefined, { room_id: room.room_id })).status).toBe(404);
    expect((await as('surgeon', 'getMonitorRoomTiles', undefined, { room_id: room.room_id })).status).toBe(403);
  });

  it('[rtm-room-heartbeat] records the heartbeat of the caller\'s own open room only', async () => {
    const room = await openRoom('pms');
    api.clock.set(new Date(testStart.getTime() + 20_000));
    const seen = await as<{ last_seen_at: string; ended_at: string | null }>('pms', 'updateMonitorRoomLastSeen', { room_id: room.room_id });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ last_seen_at: '2026-03-02T10:00:20.000Z', ended_at: null });
    const another = await as('pma', 'updateMonitorRoomLastSeen', { room_id: room.room_id });
    expect(another.status).toBe(404);
    expect((await as('pms', 'updateMonitorRoomLastSeen', { room_id: 'RTM-NOPE00' })).status).toBe(404);
    expect((await as('pms', 'updateMonitorRoomLastSeen', {})).status).toBe(422);
  });

  it('[rtm-room-close] [rtm-room-close-blocked] ends the caller\'s room, but not while a patient whose call they connected needs a note', async () => {
    const room = await openRoom('pma');
    expect((await as('pms', 'endMonitorRoom', { room_id: room.room_id })).status).toBe(404);
    const patient = await newPatient();
    await joined(patient);
    expect((await as('pma', 'recordRtmCallConnected', undefined, { id: patient })).status).toBe(200);
    const blocked = await as('pma', 'endMonitorRoom', { room_id: room.room_id });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('One or more patients require a note before closing the room.');

    await as('pma', 'createPatientNote', { patient_id: patient, note: 'Talked through the knee pain.', type: 'PPN' });
    expect((await as('pma', 'recordRtmNoteSaved', undefined, { id: patient })).status).toBe(200);
    const ended = await as<{ ended_at: string | null }>('pma', 'endMonitorRoom', { room_id: room.room_id });
    expect(ended.status).toBe(200);
    expect(ended.body.data.ended_at).toBe(testStart.toISOString());
    expect((await as('pma', 'updateMonitorRoomLastSeen', { room_id: room.room_id })).status).toBe(404);
    expect((await as('pma', 'endMonitorRoom', { room_id: room.room_id })).status).toBe(404);
  });
});

describe('the tiles', () => {
  it('[rtm-interaction-type] records request (1) and required (2) interactions of the caller only', async () => {
    const patient = await newPatient();
    await joined(patient);
    const observer = await userId('pms');
    for (const type of [1, 2]) {
      const answer = await as<{ interaction_type: number; observer_id: number }>('pms', 'createPatientInteraction', {
        patient_id: patient,
        interaction_type: type,
        observer_id: observer,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ interaction_type: type, observer_id: observer, created_at: testStart.toISOString() });
    }
    const stored = await api.db.query<{ interaction_type: number }>('select interaction_type from patient_interactions where patient_id = $1 order by id', [patient]);
    expect(stored.map((row) => row.interaction_type)).toEqual([1, 2]);
    expect((await as('pms', 'createPatientInteraction', { patient_id: patient, interaction_type: 3, observer_id: observer })).status).toBe(422);
    expect((await as('pms', 'createPatientInteraction', { patient_id: patient, interaction_type: 1, observer_id: await userId('pma') })).status).toBe(400);
    const withoutTile = await newPatient();
    expect((await as('pms', 'createPatientInteraction', { patient_id: withoutTile, interaction_type: 1, observer_id: observer })).status).toBe(404);
  });

  it('[rtm-call-connected] makes the tile ANSWERED with one more call, the call established and a note required, on every dashboard', async () => {
    const patient = await newPatient();
    await joined(patient, { status: 'CALL_REQUIRED' });
    const answer = await as('pms', 'recordRtmCallConnected', undefined, { id: patient });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'ANSWERED', number_of_calls: 1, call_established: true, note_required: true });
    expect(await liveRow(patient)).toMatchObject({ status: 'ANSWERED', number_of_calls: 1, call_established: true, note_required: true });
    expect(pushesFor(patient)).toContainEqual({
      notification_type: 'patient_update',
      patient_id: patient,
      json: { status: 'ANSWERED', number_of_calls: 1, call_established: true, note_required: true },
    });
    expect((await as('pms', 'recordRtmCallConnected', undefined, { id: await newPatient() })).status).toBe(404);
  });

  it('[rtm-note-saved] clears the note once one is written; a COMPLETE tile then leaves', async () => {
    const patient = await newPatient();
    await joined(patient);
    await as('pms', 'recordRtmCallConnected', undefined, { id: patient });
    const early = await as('pms', 'recordRtmNoteSaved', undefined, { id: patient });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Note is required.');
    await as('pms', 'createPatientNote', { patient_id: patient, note: 'Checked in during the session.', type: 'PPN' });
    const saved = await as<{ tile: Tile | null }>('pms', 'recordRtmNoteSaved', undefined, { id: patient });
    expect(saved.body.data.tile).toMatchObject({ note_required: false });
    expect(pushesFor(patient).at(-1)).toEqual({ notification_type: 'patient_update', patient_id: patient, json: { note_required: false } });

    const completed = await newPatient();
    await joined(completed);
    await as('pms', 'recordRtmCallConnected', undefined, { id: completed });
    await api.db.query("update rtm_live_patients set status = 'COMPLETE' where patient_id = $1", [completed]);
    await as('pms', 'createPatientNote', { patient_id: completed, note: 'Session done, all well.', type: 'PPN' });
    const left = await as<{ tile: Tile | null }>('pms', 'recordRtmNoteSaved', undefined, { id: completed });
    expect(left.body.data.tile).toBeNull();
    expect(await liveRow(completed)).toBeUndefined();
    expect(pushesFor(completed).at(-1)).toEqual({ notification_type: 'patient_leave', patient_id: completed, json: {} });
  });

  it('[rtm-clear-patient-note-required] clears a tile from every dashboard, but not one whose call needs a note', async () => {
    const patient = await newPatient();
    await joined(patient, { note_required: true, call_established: true });
    const refused = await as('pms', 'removePatientFromRoom', undefined, { id: patient });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Please add a note before clearing the patient');
    await api.db.query('update rtm_live_patients set note_required = false where patient_id = $1', [patient]);
    const removed = await as<{ removed: boolean }>('pms', 'removePatientFromRoom', undefined, { id: patient });
    expect(removed.body.data).toEqual({ patient_id: patient, removed: true });
    expect(pushesFor(patient).at(-1)).toEqual({ notification_type: 'patient_leave', patient_id: patient, json: {} });
    expect((await as<{ removed: boolean }>('pms', 'removePatientFromRoom', undefined, { id: patient })).body.data.removed).toBe(false);
  });

  it('completePatientSession drops the required note and the tile leaves every dashboard', async () => {
    const patient = await newPatient();
    await joined(patient, { note_required: true, call_established: true, status: 'COMPLETE' });
    const answer = await as<{ removed: boolean }>('pms', 'completePatientSession', undefined, { id: patient });
    expect(answer.body.data).toEqual({ patient_id: patient, removed: true });
    expect(await liveRow(patient)).toBeUndefined();
    expect(pushesFor(patient).at(-1)?.notification_type).toBe('patient_leave');
  });

  it('update_patient_timestamp starts the next interval: next_interaction one interval on, a PENDING_INTERACTION tile ANSWERED again', async () => {
    const patient = await newPatient();
    await joined(patient, { next_interaction: new Date(testStart.getTime() - 60_000) });
    const answer = await as('pms', 'updatePatientInteractionTimestamp', { patient_id: patient });
    expect(answer.body.data).toMatchObject({ status: 'ANSWERED', next_interaction: '2026-03-02T10:10:00.000Z' });
    expect(pushesFor(patient).at(-1)).toEqual({
      notification_type: 'patient_update',
      patient_id: patient,
      json: { status: 'ANSWERED', next_interaction: '2026-03-02T10:10:00.000Z' },
    });
  });
});

describe('the side panel\'s RTM flags', () => {
  it('[rtm-remove-consent] sets rtm_permission false, then completes the session', async () => {
    const patient = await newPatient();
    await joined(patient);
    const answer = await as<{ rtm_permission: boolean }>('pma', 'removeRtmConsent', undefined, { id: patient });
    expect(answer.status).toBe(200);
    expect(answer.body.data.rtm_permission).toBe(false);
    expect(await liveRow(patient)).toBeUndefined();
    expect(pushesFor(patient).map((push) => push.notification_type)).toEqual(['patient_update', 'patient_leave']);
  });

  it('[rtm-patient-educated] [rtm-patient-educated-who] sets education and makes any viewer the monitoring specialist', async () => {
    const patient = await newPatient();
    await joined(patient);
    for (const name of ['pma', 'csjunior']) {
      const answer = await as<{ rtm_patient_education: boolean; patient_monitoring_specialist_id: number | null }>(name, 'markRtmPatientEducated', undefined, {
        id: patient,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ rtm_patient_education: true, patient_monitoring_specialist_id: await userId(name) });
    }
    expect(pushesFor(patient).at(-1)).toEqual({ notification_type: 'patient_update', patient_id: patient, json: { rtm_patient_education: true } });
    expect((await as('staff', 'markRtmPatientEducated', undefined, { id: patient })).status).toBe(403);
  });

  it('Follow Up Needed for the super admin, specialist and assistant; Interacted with Patient/80 and /81 also for the manager', async () => {
    const patient = await newPatient();
    await joined(patient);
    const followUp = await as<{ rtm_follow_up_needed: boolean }>('pma', 'updateRtmPatientFlags', { rtm_follow_up_needed: true }, { id: patient });
    expect(followUp.body.data.rtm_follow_up_needed).toBe(true);
    expect(pushesFor(patient).at(-1)).toEqual({ notification_type: 'patient_update', patient_id: patient, json: { rtm_follow_up_needed: true } });
    expect((await as('pmm', 'updateRtmPatientFlags', { rtm_follow_up_needed: false }, { id: patient })).status).toBe(403);
    const code = await as<{ interaction_code_80: boolean }>('pmm', 'updateRtmPatientFlags', { interaction_code_80: true }, { id: patient });
    expect(code.body.data.interaction_code_80).toBe(true);
    expect((await as('csjunior', 'updateRtmPatientFlags', { interaction_code_81: true }, { id: patient })).status).toBe(403);
    expect((await as('pma', 'updateRtmPatientFlags', {}, { id: patient })).status).toBe(422);
  });

  it('[rtm-interaction-code-values] keeps Interacted with Patient/80 and /81 two-valued: on or off, anything else refused', async () => {
    const patient = await newPatient();
    await joined(patient);
    for (const value of [2, 'yes', null]) {
      expect((await as('pma', 'updateRtmPatientFlags', { interaction_code_80: value }, { id: patient })).status, String(value)).toBe(422);
    }
    const on = await as<{ interaction_code_80: boolean; interaction_code_81: boolean }>('pma', 'updateRtmPatientFlags', { interaction_code_80: true, interaction_code_81: false }, { id: patient });
    expect(on.body.data).toMatchObject({ interaction_code_80: true, interaction_code_81: false });
    const [row] = await api.db.query<{ interaction_code_80: boolean; interaction_code_81: boolean }>('select interaction_code_80, interaction_code_81 from patients where id = $1', [patient]);
    expect(row).toEqual({ interaction_code_80: true, interaction_code_81: false });
  });
});

/** Waits until none of `patientIds` has a tile: their tablets have left (a closed room stops them). */
async function tilesGone(patientIds: readonly number[]): Promise<void> {
  await vi.waitFor(
    async () => {
      expect(await api.db.query('select 1 from rtm_live_patients where patient_id = any($1::int[])', [patientIds])).toHaveLength(0);
    },
    { timeout: 20_000, interval: 200 },
  );
}

describe('today, push tokens and fake patients', () => {
  it('[rtm-completed-today-modal] lists patient id, name and template version of sessions completed today in the caller\'s zone', async () => {
    const patient = await newPatient();
    await api.db.query("insert into exercise_sessions (patient_id, session_at, completed) values ($1, '2026-03-02T03:00:00Z', true)", [patient]);
    const today = async (zone?: string) => {
      const response = await api.fetch(`/api/remote_monitor_log/completed_today${zone ? `?time_zone=${encodeURIComponent(zone)}` : ''}`, {
        headers: { authorization: `Bearer ${await token('pms')}` },
      });
      return { status: response.status, body: (await response.json()) as Answer<{ patients: { patient_id: number; patient_identifier: string; patient_name: string; template_version_identifier: string | null }[] }> };
    };
    const utc = await today();
    expect(utc.body.data.patients).toContainEqual({
      patient_id: patient,
      patient_identifier: String(nextIdentifier),
      patient_name: 'Rita Live',
      template_version_identifier: null,
    });
    const assigned = await newPatient();
    const [template] = await api.db.query<{ id: number }>(
      "insert into rtm_survey_templates (identifier, name) values ('HIP-RTM', 'Hip RTM') returning id",
    );
    await api.db.query(
      `with version as (insert into rtm_survey_template_versions (identifier, rtm_survey_template_id) values ('HIP-RTM-v2', $2) returning id)
       insert into rtm_patient_template_versions (patient_id, template_version_id) select $1, id from version`,
      [assigned, template?.id],
    );
    await api.db.query("insert into exercise_sessions (patient_id, session_at, completed) values ($1, '2026-03-02T09:00:00Z', true)", [assigned]);
    const rows = (await today()).body.data.patients;
    expect(rows.find((row) => row.patient_id === assigned)?.template_version_identifier).toBe('HIP-RTM-v2');
    expect(rows.findIndex((row) => row.patient_id === assigned)).toBeLessThan(rows.findIndex((row) => row.patient_id === patient));
    // 03:00 UTC is still the evening before in Chicago.
    const chicago = await today('America/Chicago');
    expect(chicago.body.data.patients.map((row) => row.patient_id)).not.toContain(patient);
    expect((await today('Mars/Olympus')).status).toBe(422);
  });

  it('[rtm-fcm-token] registers the caller\'s own push token only', async () => {
    const me = await userId('pms');
    const answer = await as('pms', 'registerFcmToken', { user_id: me, fcm_token: 'token-abc' });
    expect(answer.status).toBe(200);
    expect((await as('pms', 'registerFcmToken', { user_id: me, fcm_token: 'token-abc' })).status).toBe(200);
    const rows = await api.db.query('select 1 from fcm_tokens where user_id = $1 and fcm_token = $2', [me, 'token-abc']);
    expect(rows).toHaveLength(1);
    expect((await as('pms', 'registerFcmToken', { user_id: await userId('pma'), fcm_token: 'stolen' })).status).toBe(403);
  });

  it('[rtm-fake-patients] [rtm-new-patient] starts 100 fake patients whose simulated tablets join through the gateway, for the super admin only', async () => {
    expect((await as('pma', 'generateFakeRtmPatients')).status).toBe(403);
    await api.db.query('update remote_monitor_rooms set ended_at = $1 where ended_at is null and user_id = $2', [testStart, await userId('superadmin')]);
    const noRoom = await as('superadmin', 'generateFakeRtmPatients');
    expect(noRoom.status).toBe(409);
    expect(noRoom.body.message).toBe('Start Monitoring first: fake patients pedal while your monitoring room is open.');

    const room = await openRoom('superadmin');
    const before = pushes.length;
    const answer = await as<{ patients: Tile[] }>('superadmin', 'generateFakeRtmPatients');
    expect(answer.status).toBe(200);
    expect(answer.body.data.patients).toHaveLength(100);
    const fakeIds = answer.body.data.patients.map((tile) => tile.id);
    // Each joined as a new patient does (the tablets may have reported pain or asked since).
    const joinedPushes = pushes.slice(before).filter((push) => push.notification_type === 'patient_joined');
    expect(new Set(joinedPushes.map((push) => push.patient_id))).toEqual(new Set(fakeIds));
    expect(joinedPushes.every((push) => (push.json as Tile).status === 'ANSWERED' && (push.json as Tile).call_attempts === 0)).toBe(true);
    // The gateway opened an exercise session per join, and the tablets pedal: their progress
    // messages record revolutions on those sessions.
    const sessions = await api.db.query('select 1 from exercise_sessions s join rtm_live_patients l on l.session_id = s.id where l.patient_id = any($1::int[])', [fakeIds]);
    expect(sessions).toHaveLength(100);
    await vi.waitFor(
      async () => {
        const pedalled = await api.db.query('select 1 from exercise_sessions where patient_id = any($1::int[]) and revolutions > 0', [fakeIds]);
        expect(pedalled.length).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 200 },
    );

    // A second press while they pedal starts nothing more: no new joins, no new patients.
    const joinsBefore = pushes.filter((push) => push.notification_type === 'patient_joined').length;
    const again = await as<{ patients: Tile[] }>('superadmin', 'generateFakeRtmPatients');
    expect(again.status).toBe(200);
    expect(again.body.data.patients.every((tile) => fakeIds.includes(tile.id))).toBe(true);
    expect(pushes.filter((push) => push.notification_type === 'patient_joined').length).toBe(joinsBefore);
    expect((await api.db.query('select 1 from rtm_fake_patients'))).toHaveLength(100);

    // Closing the room stops them: every tablet leaves, and its tile with it.
    expect((await as('superadmin', 'endMonitorRoom', { room_id: room.room_id })).status).toBe(200);
    await tilesGone(fakeIds);
    const left = new Set(pushes.filter((push) => push.notification_type === 'patient_leave').map((push) => push.patient_id));
    expect(fakeIds.every((id) => left.has(id))).toBe(true);
    // Each fake patient has a tablet whose key the gateway takes, as a real tablet's (asked once
    // its own tablet left: a second connection of a tablet takes over from the first).
    const [device] = await api.db.query<{ serial_number: string }>("select serial_number from devices where patient_id = $1 and device_type_id = 8", [fakeIds[0]]);
    const tablet = await openTestSocket(`${api.baseUrl.replace('http', 'ws')}/api/patient-app`);
    await sayHello(tablet, device!.serial_number, patientAppKey(fakeTabletSecret, device!.serial_number));
    expect(await tablet.next()).toEqual({ type: 'welcome', patient_id: fakeIds[0], logged_in: false });
    tablet.close();

    // A press in a new room starts the same 100 again (none made twice).
    const next = await openRoom('superadmin');
    const restarted = await as<{ patients: Tile[] }>('superadmin', 'generateFakeRtmPatients');
    expect(restarted.body.data.patients.map((tile) => tile.id).sort((a, b) => a - b)).toEqual([...fakeIds].sort((a, b) => a - b));
    expect((await api.db.query('select 1 from rtm_fake_patients'))).toHaveLength(100);
    expect((await as('superadmin', 'endMonitorRoom', { room_id: next.room_id })).status).toBe(200);
    await tilesGone(fakeIds);
  });

  it('[rtm-fake-patients] a run whose middleware process died (its room still open) is taken over by the next press', async () => {
    const room = await openRoom('superadmin');
    // Another process claimed the run for this room, then died: it stopped heartbeating a minute ago.
    await api.db.query(
      `insert into rtm_fake_patient_runs (id, room_id, started_at, runner_seen_at) values (1, $1, $2, $2)
       on conflict (id) do update set room_id = excluded.room_id, started_at = excluded.started_at, runner_seen_at = excluded.runner_seen_at`,
      [room.room_id, new Date(api.clock.now().getTime() - 60_000)],
    );
    const before = pushes.length;
    const answer = await as<{ patients: Tile[] }>('superadmin', 'generateFakeRtmPatients');
    expect(answer.status).toBe(200);
    const fakeIds = answer.body.data.patients.map((tile) => tile.id);
    // This process runs the tablets now: every fake patient joins.
    const joined = pushes.slice(before).filter((push) => push.notification_type === 'patient_joined');
    expect(new Set(joined.map((push) => push.patient_id))).toEqual(new Set(fakeIds));
    expect(fakeIds).toHaveLength(100);
    expect((await as('superadmin', 'endMonitorRoom', { room_id: room.room_id })).status).toBe(200);
    await tilesGone(fakeIds);
  });
});

describe('a hostile caller', () => {
  it('gets 4xx for bad ids and for a patient out of reach (archived)', async () => {
    for (const id of ['0', 'abc', '99999999999', '-3']) {
      const status = (await as('pms', 'recordRtmCallConnected', undefined, { id })).status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const archived = await newPatient();
    await joined(archived);
    await api.db.query('update patients set archived = true where id = $1', [archived]);
    expect((await as('pms', 'removePatientFromRoom', undefined, { id: archived })).status).toBe(404);
    expect((await as('pms', 'markRtmPatientEducated', undefined, { id: archived })).status).toBe(404);
    expect((await as('pms', 'completePatientSession', undefined, { id: 2_000_000_000 })).status).toBe(404);
  });
});
