// The patient-app gateway over a real server: a simulated tablet answers the socket's challenge
// with its serial and a signature under its key on /api/patient-app, joins a session, reports
// pain, asks for an interaction, completes and leaves, and answers a remote login; each step
// changes the patient's live tile (rtm_live_patients) and reaches a super user's dashboard socket
// as the push of document 2, section 4. Bad messages are answered, never a crash; a captured hello
// cannot be replayed, a tablet has one live socket, and a flooding socket is cut off with its
// backlog (issue 25, findings 5, 6 and 8).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RtmTile } from '../../domain/rtmTile/rtmTile';
import { devPatientAppSecret } from '../../server/config/devPatientAppSecret';
import { readServerConfig } from '../../server/config/readServerConfig';
import { patientAppFrameLimits } from '../../server/patientApp/createFrameLimiter';
import { patientAppCloseReasons } from '../../server/patientApp/patientAppErrors';
import { patientAppKey } from '../../server/patientApp/patientAppKey';
import { defaultHelloTimeoutMs } from '../../server/patientApp/registerPatientAppSocket';
import { createLocalLiveEvents } from '../../server/realtime/LiveEvents';
import { sayHello } from './harness/sayHello';
import { signIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { openTestSocket, type TestSocket } from './harness/testSocket';

const secret = 'test-patient-app-secret';
const live = createLocalLiveEvents();
let api: ApiServer;
let dashboard: TestSocket;
let patients: number[];

/** A patient's PortableConnect serial of the demo seed (patient_devices). */
async function serialOf(patientId: number): Promise<string> {
  const [row] = await api.db.query<{ serial_number: string }>(
    'select serial_number from patient_devices where patient_id = $1 and device_type_id = 1 order by id limit 1',
    [patientId],
  );
  if (!row) throw new Error(`patient ${patientId} has no PortableConnect`);
  return row.serial_number;
}

function appSocket(): Promise<TestSocket> {
  return openTestSocket(`${api.baseUrl.replace('http', 'ws')}/api/patient-app`);
}

/** A patient app signed in as `patientId`'s tablet. */
async function signedInApp(patientId: number): Promise<TestSocket> {
  const app = await appSocket();
  const serial = await serialOf(patientId);
  await sayHello(app, serial, patientAppKey(secret, serial));
  expect(await app.next()).toEqual({ type: 'welcome', patient_id: patientId, logged_in: false });
  return app;
}

/** The next push about `patientId` on the super user's dashboard socket. */
function nextPushAbout(patientId: number): Promise<Record<string, unknown>> {
  return dashboard.nextMatching((message) => message.type === 'push' && message.patient_id === patientId);
}

async function liveRow(patientId: number) {
  const [row] = await api.db.query<{ status: string; call_attempts: number; pain_level: number | null; session_id: number }>(
    'select status, call_attempts, pain_level, session_id::int as session_id from rtm_live_patients where patient_id = $1',
    [patientId],
  );
  return row;
}

async function joined(patientId: number): Promise<{ app: TestSocket; tile: RtmTile }> {
  const app = await signedInApp(patientId);
  app.send({ type: 'join_session' });
  const push = await nextPushAbout(patientId);
  expect(push.notification_type).toBe('patient_joined');
  return { app, tile: push.json as RtmTile };
}

beforeAll(async () => {
  api = await startApiServer({ patients: 60, config: { patientAppSecret: secret }, live });
  patients = (await api.db.query<{ id: number }>('select id from patients where not archived order by id limit 13')).map((row) => row.id);
  dashboard = await openTestSocket(`${api.baseUrl.replace('http', 'ws')}/api/events`);
  dashboard.send({ type: 'auth', token: await signIn(api, 'pms') });
  expect(await dashboard.next()).toMatchObject({ type: 'ready' });
}, 180_000);

afterAll(async () => {
  dashboard?.close();
  await api?.close();
});

describe('/api/patient-app: hello', () => {
  it('closes 4401 for a serial no patient has, or a key that is not the serial\'s', async () => {
    const stranger = await appSocket();
    await sayHello(stranger, 'NO-SUCH-TABLET', patientAppKey(secret, 'NO-SUCH-TABLET'));
    expect((await stranger.closed).code).toBe(4401);
    const forger = await appSocket();
    const serial = await serialOf(patients[0]!);
    await sayHello(forger, serial, patientAppKey('another-secret', serial));
    expect((await forger.closed).code).toBe(4401);
  });

  it('issue 25 finding 8: a hello captured on one socket is refused on another, whose challenge has a nonce of its own', async () => {
    const serial = await serialOf(patients[0]!);
    const tablet = await appSocket();
    const captured = await sayHello(tablet, serial, patientAppKey(secret, serial));
    expect(await tablet.next()).toEqual({ type: 'welcome', patient_id: patients[0], logged_in: false });

    const attacker = await appSocket();
    const challenge = await attacker.next();
    expect(challenge.type).toBe('challenge');
    expect(challenge.nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.nonce).not.toBe(captured.nonce);
    attacker.send(captured.hello);
    expect(await attacker.closed).toEqual({ code: 4401, reason: patientAppCloseReasons.wrongSignature });
    // The old hello's static key, were it captured, is no signature either.
    const oldStyle = await appSocket();
    await oldStyle.next();
    oldStyle.send({ ...captured.hello, signature: patientAppKey(secret, serial) });
    expect((await oldStyle.closed).code).toBe(4401);
    tablet.close();
  });

  it('issue 25 finding 8: a challenge expires with the hello timeout', async () => {
    const serial = await serialOf(patients[0]!);
    const late = await appSocket();
    api.clock.advance(defaultHelloTimeoutMs + 1);
    await sayHello(late, serial, patientAppKey(secret, serial));
    expect(await late.closed).toEqual({ code: 4401, reason: patientAppCloseReasons.nonceExpired });
  });

  it('issue 25 finding 5: a second hello for the same tablet closes the first socket 4409, and the patient\'s messages go to the newer one', async () => {
    const patientId = patients[0]!;
    const older = await signedInApp(patientId);
    const newer = await signedInApp(patientId);
    expect(await older.closed).toEqual({ code: 4409, reason: patientAppCloseReasons.replaced });
    await live.sendToPatientApp(patientId, { type: 'command', command: 'screen_click', values: { x: 1, y: 2 } });
    expect(await newer.next()).toEqual({ type: 'command', command: 'screen_click', values: { x: 1, y: 2 } });
    newer.close();
  });
});

describe('/api/patient-app: a server started without CADENCE_DEMO and without PATIENT_APP_SECRET', () => {
  let offServer: ApiServer;
  beforeAll(async () => {
    // The settings `node server/main.ts` reads from an environment with neither.
    offServer = await startApiServer({ patients: 60, config: readServerConfig({}) });
  }, 120_000);
  afterAll(() => offServer?.close());

  it('issue 25 finding 6: refuses a hello keyed with the development secret (and every other), closing it 4401', async () => {
    const serial = await serialOf(patients[0]!);
    for (const key of [patientAppKey(devPatientAppSecret, serial), patientAppKey(secret, serial)]) {
      const forger = await openTestSocket(`${offServer.baseUrl.replace('http', 'ws')}/api/patient-app`);
      await sayHello(forger, serial, key);
      expect(await forger.closed).toEqual({ code: 4401, reason: patientAppCloseReasons.noSecret });
    }
  });
});

describe('/api/patient-app: a session, as the dashboard sees it', () => {
  it('[rtm-new-patient] a joined patient\'s tile starts ANSWERED with 0 call attempts, the next interaction 10 minutes on, in the default colour', async () => {
    const patientId = patients[1]!;
    // No RTM template assigned (the demo seed assigns the first patients one): the default colour.
    await api.db.query('update rtm_patient_template_versions set removed_at = now() where patient_id = $1 and removed_at is null', [patientId]);
    const { app, tile } = await joined(patientId);
    expect(tile).toMatchObject({ id: patientId, status: 'ANSWERED', call_attempts: 0, tile_color_hex: '#0899b7', note_required: false });
    expect(tile.next_interaction).toBe(new Date(api.clock.now().getTime() + 10 * 60_000).toISOString());
    expect(await liveRow(patientId)).toMatchObject({ status: 'ANSWERED', call_attempts: 0, session_id: tile.session_id });
    const [session] = await api.db.query<{ completed: boolean }>('select completed from exercise_sessions where id = $1', [tile.session_id]);
    expect(session).toEqual({ completed: false });
    app.close();
  });

  it('colours a tile with the template of the patient\'s active RTM assignment', async () => {
    const patientId = patients[2]!;
    await api.db.query('update rtm_patient_template_versions set removed_at = now() where patient_id = $1 and removed_at is null', [patientId]);
    const [template] = await api.db.query<{ id: number }>(
      `insert into rtm_survey_templates (identifier, name, tile_color_hex) values ('gateway-test', 'Gateway test', '#aa3300') returning id`,
    );
    const [version] = await api.db.query<{ id: number }>(
      `insert into rtm_survey_template_versions (identifier, rtm_survey_template_id) values ('gateway-test-v1', $1) returning id`,
      [template!.id],
    );
    await api.db.query('insert into rtm_patient_template_versions (patient_id, template_version_id) values ($1, $2)', [patientId, version!.id]);
    const { app, tile } = await joined(patientId);
    expect(tile.tile_color_hex).toBe('#aa3300');
    app.close();
  });

  it('[rtm-pain-high-push] [rtm-pain-forces-call-required] pain below 8 updates the level; 8 or more pushes pain_high and the tile turns CALL_REQUIRED at 10', async () => {
    const patientId = patients[3]!;
    const { app } = await joined(patientId);
    app.send({ type: 'pain', level: 5 });
    expect(await nextPushAbout(patientId)).toEqual({ type: 'push', notification_type: 'patient_update', patient_id: patientId, json: { pain_level: 5 } });
    expect(await liveRow(patientId)).toMatchObject({ status: 'ANSWERED', pain_level: 5 });
    app.send({ type: 'pain', level: 8 });
    expect(await nextPushAbout(patientId)).toEqual({ type: 'push', notification_type: 'pain_high', patient_id: patientId, json: { pain_level: 8 } });
    expect(await liveRow(patientId)).toMatchObject({ status: 'CALL_REQUIRED', pain_level: 10 });
    app.close();
  });

  it('[rtm-interaction-request-push] an interaction request pushes interaction_request: INTERACTION_REQUESTED with one more call attempt', async () => {
    const patientId = patients[4]!;
    const { app } = await joined(patientId);
    app.send({ type: 'interaction_request' });
    expect(await nextPushAbout(patientId)).toEqual({ type: 'push', notification_type: 'interaction_request', patient_id: patientId, json: {} });
    expect(await liveRow(patientId)).toMatchObject({ status: 'INTERACTION_REQUESTED', call_attempts: 1 });
    app.send({ type: 'interaction_request', snooze: true });
    expect(await nextPushAbout(patientId)).toMatchObject({ notification_type: 'interaction_request', json: { snooze: true } });
    expect(await liveRow(patientId)).toMatchObject({ call_attempts: 1 });
    app.close();
  });

  it('[rtm-session-complete-push] completing pushes session_complete: the session is done, the tile stays COMPLETE while a note is required, else leaves', async () => {
    const patientId = patients[5]!;
    const { app, tile } = await joined(patientId);
    await api.db.query('update rtm_live_patients set note_required = true where patient_id = $1', [patientId]);
    app.send({ type: 'session_complete' });
    expect(await nextPushAbout(patientId)).toEqual({ type: 'push', notification_type: 'session_complete', patient_id: patientId, json: {} });
    expect(await liveRow(patientId)).toMatchObject({ status: 'COMPLETE' });
    const [session] = await api.db.query<{ completed: boolean }>('select completed from exercise_sessions where id = $1', [tile.session_id]);
    expect(session).toEqual({ completed: true });

    const other = patients[6]!;
    const second = await joined(other);
    second.app.send({ type: 'session_complete' });
    expect(await nextPushAbout(other)).toMatchObject({ notification_type: 'session_complete' });
    expect(await liveRow(other)).toBeUndefined();
    app.close();
    second.app.close();
  });

  it('[rtm-patient-leave-push] leaving pushes patient_leave and removes the live tile', async () => {
    const patientId = patients[7]!;
    const { app } = await joined(patientId);
    app.send({ type: 'leave' });
    expect(await nextPushAbout(patientId)).toEqual({ type: 'push', notification_type: 'patient_leave', patient_id: patientId, json: {} });
    expect(await liveRow(patientId)).toBeUndefined();
    app.close();
  });

  it('pushes the session number the app reports as the tile\'s progress', async () => {
    const patientId = patients[8]!;
    const { app, tile } = await joined(patientId);
    app.send({ type: 'progress', current_session_number: 12, elapsed_seconds: 90, revolutions: 140, rpm: 55 });
    expect(await nextPushAbout(patientId)).toMatchObject({
      notification_type: 'patient_update',
      json: { patient_progress: { current_session_number: 12 } },
    });
    const [session] = await api.db.query<{ revolutions: number; pedaling_time: number }>('select revolutions, pedaling_time from exercise_sessions where id = $1', [tile.session_id]);
    expect(session).toEqual({ revolutions: 140, pedaling_time: 90 });
    app.close();
  });
});

describe('/api/patient-app: remote login', () => {
  it('delivers a notification to the patient\'s app and records its reply; an accepted remote login opens the app login, remote logout closes it', async () => {
    const patientId = patients[9]!;
    const app = await signedInApp(patientId);
    const [login] = await api.db.query<{ id: number }>(
      `insert into push_notifications (notification_type, patient_id, message, created_at) values ('remoteLogin', $1, null, $2) returning id::int as id`,
      [patientId, api.clock.now()],
    );
    await live.sendToPatientApp(patientId, { type: 'notification', notification_id: login!.id, notification_type: 'remoteLogin', message: null });
    expect(await app.next()).toEqual({ type: 'notification', notification_id: login!.id, notification_type: 'remoteLogin', message: null });
    app.send({ type: 'notification_reply', notification_id: login!.id, reaction: 1 });
    // A message after the reply: once it is answered, the reply has been handled.
    app.send({ type: 'pain', level: 3 });
    expect(await app.next()).toEqual({ type: 'error', message: 'No session in progress: send join_session first.' });
    const [answered] = await api.db.query<{ reaction: number; answered_at: Date | null }>('select reaction, answered_at from push_notifications where id = $1', [login!.id]);
    expect(answered?.reaction).toBe(1);
    expect(answered?.answered_at).not.toBeNull();
    const [open] = await api.db.query('select 1 from patient_app_logins where patient_id = $1 and logged_out_at is null', [patientId]);
    expect(open).toBeDefined();

    const again = await appSocket();
    const serial = await serialOf(patientId);
    await sayHello(again, serial, patientAppKey(secret, serial));
    expect(await again.next()).toEqual({ type: 'welcome', patient_id: patientId, logged_in: true });
    // The newer socket is the tablet now: the first one was closed (one live socket per tablet).
    expect((await app.closed).code).toBe(4409);

    const [logout] = await api.db.query<{ id: number }>(
      `insert into push_notifications (notification_type, patient_id, message, created_at) values ('remoteCancelLogin', $1, null, $2) returning id::int as id`,
      [patientId, api.clock.now()],
    );
    again.send({ type: 'notification_reply', notification_id: logout!.id, reaction: 1 });
    again.send({ type: 'notification_reply', notification_id: 999_999, reaction: 1 });
    expect(await again.next()).toEqual({ type: 'error', message: 'No such notification for this patient.' });
    const [stillOpen] = await api.db.query('select 1 from patient_app_logins where patient_id = $1 and logged_out_at is null', [patientId]);
    expect(stillOpen).toBeUndefined();
    app.close();
    again.close();
  });
});

describe('/api/patient-app: bad messages', () => {
  it('answers each bad message with an error, closes 4400 after five in a row, and keeps serving', async () => {
    const app = await appSocket();
    expect(await app.next()).toMatchObject({ type: 'challenge' });
    app.send({ type: 'join_session' });
    expect(await app.next()).toEqual({ type: 'error', message: 'Send hello first.' });
    app.sendRaw('not json {');
    expect(await app.next()).toEqual({ type: 'error', message: 'The message is not JSON.' });
    app.send({ type: 'dance' });
    expect(await app.next()).toEqual({ type: 'error', message: 'Unknown message type.' });
    app.send({ type: 'pain', level: 11 });
    expect(await app.next()).toEqual({ type: 'error', message: 'Invalid pain message: /level must be <= 10' });
    app.send({ type: 'hello', serial_number: 'x', signature: 'not hex', extra: 1 });
    expect((await app.closed).code).toBe(4400);

    const patientId = patients[10]!;
    const next = await signedInApp(patientId);
    next.send({ type: 'pain', level: 4 });
    expect(await next.next()).toEqual({ type: 'error', message: 'No session in progress: send join_session first.' });
    next.send({ type: 'hello', serial_number: 'x', signature: 'a'.repeat(64) });
    expect(await next.next()).toEqual({ type: 'error', message: 'Already signed in; hello is sent once per connection.' });
    next.close();
  });
});

describe('/api/patient-app: a flooding tablet (issue 25, finding 5)', () => {
  const { burst, floodCloseMs, floodPauseMs } = patientAppFrameLimits;

  /** Holds the patient's live tile row in a transaction until `release` (on PGlite, one connection: the whole database). */
  function holdTile(patientId: number) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let markHeld: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (markHeld = resolve));
    const done = api.db.transaction(async (tx) => {
      await tx.query('select 1 from rtm_live_patients where patient_id = $1 for update', [patientId]);
      markHeld();
      await released;
    });
    return { held, done, release: () => release() };
  }

  /** The revolutions on the session: each progress frame below carries its own number, so this is the last one handled. */
  async function lastHandled(sessionId: number): Promise<number> {
    const [row] = await api.db.query<{ revolutions: number | null }>('select revolutions from exercise_sessions where id = $1', [sessionId]);
    return row?.revolutions ?? 0;
  }

  it('issue 25 finding 5: drops frames beyond the bucket, closes a socket that floods on 4429, and does not run its backlog after the close', async () => {
    const patientId = patients[11]!;
    const { app, tile } = await joined(patientId);
    let frame = 0;
    const flood = (count: number) => {
      for (let sent = 0; sent < count; sent++) app.send({ type: 'progress', revolutions: (frame += 1) });
    };

    // One instant's burst of 200: the bucket takes what is left of its `burst` frames (hello and
    // join_session took two) and drops the rest.
    flood(200);
    await app.ping();
    api.clock.advance(1000);
    // A second later a frame is taken again; frames are handled in order, so its answer comes after every frame taken before it.
    app.send({ type: 'pain', level: 11 });
    expect(await app.next()).toEqual({ type: 'error', message: 'Invalid pain message: /level must be <= 10' });
    expect(await lastHandled(tile.session_id!)).toBe(burst - 2);

    // A database behind (the patient's tile row held, the whole database on PGlite): the frames
    // the socket takes wait in its queue, as in the 50-minute backlog.
    const token = await signIn(api, 'pms');
    const database = holdTile(patientId);
    await database.held;
    // After a quiet while, a flood that goes on: 100 frames a second (by the server's clock) until the socket is closed.
    api.clock.advance(floodPauseMs + 1000);
    const inFlight = frame + 1;
    let closed = false;
    void app.closed.then(() => (closed = true));
    let floodSeconds = -1;
    while (!closed && floodSeconds < 10) {
      floodSeconds += 1;
      flood(100);
      await app.ping();
      api.clock.advance(1000);
    }
    expect(await app.closed).toEqual({ code: 4429, reason: patientAppCloseReasons.flooding });
    expect(floodSeconds).toBe(floodCloseMs / 1000);

    // Once the database is free, the frame that was being handled finishes, and nothing of the
    // closed socket's queue runs after it; the middleware answers others at once.
    database.release();
    await database.done;
    await vi.waitFor(async () => expect(await lastHandled(tile.session_id!)).toBe(inFlight), { timeout: 5_000, interval: 20 });
    expect((await api.call('listPatients', {}, token)).status).toBe(200);
    const other = await signedInApp(patients[1]!);
    expect((await api.call('listPatients', {}, token)).status).toBe(200);
    expect(await lastHandled(tile.session_id!)).toBe(inFlight);
    other.close();
  });

  it('issue 25 finding 5: of a closed socket\'s backlog, only its leave is still handled: the session ends and the tile goes, the progress before it is dropped', async () => {
    const patientId = patients[12]!;
    const { app, tile } = await joined(patientId);
    const database = holdTile(patientId);
    await database.held;
    for (const revolutions of [101, 102, 103]) app.send({ type: 'progress', revolutions });
    app.send({ type: 'leave' });
    await app.ping();
    app.close();
    await app.closed;
    database.release();
    await database.done;
    await vi.waitFor(async () => expect(await api.db.query('select 1 from rtm_live_patients where patient_id = $1', [patientId])).toHaveLength(0), { timeout: 5_000, interval: 20 });
    // The first progress frame may have been taken before the hold; none after it ran.
    expect(await lastHandled(tile.session_id!)).toBeLessThanOrEqual(101);
  });
});
