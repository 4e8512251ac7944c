// Video calls on Twilio over HTTP (document 2, sections 4 "Call" and "Recording", 6 and 8): the
// real server configured for Twilio against a local fake of Twilio's Video REST API. A start opens
// the Twilio group room whose name the token grants, recording its participants; the hang-up
// completes it; Request Recording composes the room's audio at Twilio; the status check follows
// the composition and, once Twilio completed it, Download Recording serves its media from the
// portal; Twilio's failures answer the portal's own messages, never Twilio's text.
import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/generated/api';
import type { OperationId } from '../../src/generated/operations';
import { createLocalFileStorage } from '../../server/adapters/files/createLocalFileStorage';
import { startFakeTwilioVideoServer, type FakeTwilioVideoServer } from '../../server/adapters/video/fakeTwilioVideoServer';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, testStart, type ApiServer } from './harness/startApiServer';

type VideoRoom = components['schemas']['VideoRoom'];
type VideoRoomStart = components['schemas']['VideoRoomStart'];
interface Answer<T> {
  data: T;
  message?: string;
}

vi.setConfig({ testTimeout: 90_000 });

const credentials = { accountSid: 'AC00000000000000000000000000000001', apiKey: 'SK00000000000000000000000000000002', apiSecret: 'twilio-api-secret' };
/** A text of Twilio's own that must never reach the portal. */
const twilioText = 'Internal Twilio detail: shard rm-7 overloaded';
let fake: FakeTwilioVideoServer;
let api: ApiServer;
const token = cachedSignIn(() => api);

const as = async <T = VideoRoom>(username: string, operationId: OperationId, body?: unknown, path?: Record<string, string | number>) =>
  api.call<Answer<T>>(operationId, body, await token(username), path);

/** The surgeon's patients in turn (each test ends with no open room; the unique names stay new). */
let nextPatient = 0;
async function surgeonPatient(): Promise<number> {
  const rows = await api.db.query<{ id: number }>(
    `select p.id from patients p join practice_team_members t on t.id = p.surgeon_id join users u on u.id = t.user_id
     where u.username = 'surgeon' and not p.archived order by p.id`,
  );
  const row = rows[nextPatient++ % rows.length];
  if (!row) throw new Error('the surgeon has no patient');
  return row.id;
}

const start = (username: string, patientId: number) => as<VideoRoomStart>(username, 'startVideoRoom', { identity: username, patient_id: patientId });

const decode = (part: string | undefined): Record<string, unknown> => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** A call of the surgeon in which both sides joined the Twilio room, then hung up. */
async function endedTwilioCall(options: { joined: boolean } = { joined: true }): Promise<VideoRoom> {
  const { room } = (await start('surgeon', await surgeonPatient())).body.data;
  if (options.joined) {
    fake.join(room.unique_name, 'surgeon');
    fake.join(room.unique_name, `patient-${String(room.patient_id)}`);
  }
  api.clock.advance(90_000);
  return (await as('surgeon', 'endVideoRoom', undefined, { id: room.id })).body.data;
}

const status = async (roomId: number) => as<{ audio_composition_status: string | null }>('csmanager', 'getVideoCompositionStatus', undefined, { id: roomId });

beforeAll(async () => {
  fake = await startFakeTwilioVideoServer(credentials);
  api = await startApiServer({
    patients: 40,
    files: createLocalFileStorage(await mkdtemp(join(tmpdir(), 'cadence-video-twilio-'))),
    config: { video: { twilio: { ...credentials, apiBase: fake.url, recordCalls: true } } },
  });
  // The CS senior may call acting as a team member (the call ability's "need a team member id").
  await api.db.query(
    `insert into practice_team_members (user_id, practice_id, role_id, first_name, last_name, email)
     select u.id, (select id from practices where not archived order by id limit 1), u.role_id, u.first_name, u.last_name, 'cssenior@member.example'
     from users u where u.username = 'cssenior'`,
  );
}, 120_000);
afterAll(async () => {
  await api?.close();
  await fake?.close();
});
beforeEach(async () => {
  api.clock.set(testStart);
  await api.db.query('update video_rooms set ended_at = started_at where ended_at is null');
});

describe('rooms on Twilio', () => {
  it('[video-call-start] a start opens a recording group room at Twilio and answers a Twilio token granting that room', async () => {
    const patientId = await surgeonPatient();
    const answer = await start('surgeon', patientId);
    expect(answer.status).toBe(200);
    const { token: roomToken, provider, room } = answer.body.data;
    expect(provider).toBe('twilio');
    // The room is Twilio's: its SID is the one Twilio answered, under the room's unique name.
    const remote = fake.rooms.get(room.sid);
    expect(remote).toMatchObject({ unique_name: room.unique_name, status: 'in-progress', type: 'group', record_participants_on_connect: true });
    expect(fake.requests.filter((request) => request.path === '/v1/Rooms').at(-1)?.params).toEqual({
      UniqueName: room.unique_name,
      Type: 'group',
      RecordParticipantsOnConnect: 'true',
    });
    const [header, payload, signature] = roomToken.split('.');
    expect(decode(header)).toMatchObject({ alg: 'HS256', cty: 'twilio-fpa;v=1' });
    expect(decode(payload)).toMatchObject({ iss: credentials.apiKey, sub: credentials.accountSid, grants: { identity: 'surgeon', video: { room: room.unique_name } } });
    expect(signature).toBe(createHmac('sha256', credentials.apiSecret).update(`${header}.${payload}`).digest('base64url'));
  });

  it("[video-other-clinician] a rejoin reuses the caller's Twilio room; another user is refused and opens nothing at Twilio", async () => {
    const patientId = await surgeonPatient();
    const first = (await start('surgeon', patientId)).body.data.room;
    const roomsBefore = fake.rooms.size;
    const again = await start('surgeon', patientId);
    expect(again.body.data.room.sid).toBe(first.sid);
    expect(fake.rooms.size).toBe(roomsBefore);
    const requestsBefore = fake.requests.length;
    const other = await start('cssenior', patientId);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('Patient is currently on a ROMTime call with another User');
    expect(fake.requests.length).toBe(requestsBefore);
  });

  it('[video-call-start] a rejoin after Twilio closed the empty room opens a new Twilio room of the same name', async () => {
    const patientId = await surgeonPatient();
    const first = (await start('surgeon', patientId)).body.data.room;
    // Twilio ends a room nobody is in after a few minutes.
    const closed = fake.rooms.get(first.sid);
    if (closed) closed.status = 'completed';
    const again = (await start('surgeon', patientId)).body.data;
    expect(again.room.id).toBe(first.id);
    expect(again.room.sid).not.toBe(first.sid);
    expect(fake.rooms.get(again.room.sid)).toMatchObject({ unique_name: first.unique_name, status: 'in-progress' });
    expect((await as('surgeon', 'getVideoRoom', undefined, { id: first.id })).body.data.sid).toBe(again.room.sid);
  });

  it('[video-hang-up] the hang-up completes the Twilio room', async () => {
    const { room } = (await start('surgeon', await surgeonPatient())).body.data;
    expect(fake.rooms.get(room.sid)?.status).toBe('in-progress');
    expect((await as('surgeon', 'endVideoRoom', undefined, { id: room.id })).status).toBe(200);
    expect(fake.rooms.get(room.sid)?.status).toBe('completed');
    expect(fake.requests.at(-1)).toEqual({ method: 'POST', path: `/v1/Rooms/${room.sid}`, params: { Status: 'completed' } });
  });

  it('[video-hang-up] the hang-up stands when Twilio cannot be reached; Request Recording completes the Twilio room later', async () => {
    const { room } = (await start('surgeon', await surgeonPatient())).body.data;
    fake.join(room.unique_name, 'surgeon');
    fake.failNext(503, 20503, twilioText);
    const ended = await as('surgeon', 'endVideoRoom', undefined, { id: room.id });
    expect(ended.status).toBe(200);
    expect(ended.body.data.ended_at).not.toBeNull();
    expect(fake.rooms.get(room.sid)?.status).toBe('in-progress');
    expect((await as('csmanager', 'createVideoComposition', undefined, { id: room.id })).status).toBe(200);
    expect(fake.rooms.get(room.sid)?.status).toBe('completed');
  });

  it("Twilio refusing the room answers 502 with the portal's message, and the patient is not held", async () => {
    const patientId = await surgeonPatient();
    fake.failNext(503, 20503, twilioText);
    const refused = await start('surgeon', patientId);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('The video service could not be reached. Please try again.');
    expect(JSON.stringify(refused.body)).not.toContain('shard');
    expect(await api.db.query('select id from video_rooms where patient_id = $1 and ended_at is null', [patientId])).toEqual([]);
    // Twilio answering again, the call starts.
    expect((await start('surgeon', patientId)).status).toBe(200);
  });
});

describe('recordings on Twilio', () => {
  it('[recording-request] [recording-requested] [recording-still-enqueued] [recording-download] a composition of the call, followed until Download Recording serves its media', async () => {
    const room = await endedTwilioCall();
    const requested = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(requested.status).toBe(200);
    expect(requested.body.data.audio_composition_status).toBe('enqueued');
    const compositionSid = requested.body.data.audio_composition_sid ?? '';
    expect(fake.compositions.get(compositionSid)).toMatchObject({ room_sid: room.sid, status: 'enqueued', format: 'mp4' });
    expect(fake.requests.find((request) => request.path === '/v1/Compositions' && request.params.RoomSid === room.sid)?.params).toEqual({ RoomSid: room.sid, AudioSources: '*', Format: 'mp4' });
    // Asked again, the request stands: no second composition.
    expect((await as('csmanager', 'createVideoComposition', undefined, { id: room.id })).body.data.audio_composition_sid).toBe(compositionSid);
    expect([...fake.compositions.values()].filter((composition) => composition.room_sid === room.sid)).toHaveLength(1);

    // Enqueued, then processing at Twilio: still processing for the portal, no download yet.
    expect((await status(room.id)).body.data.audio_composition_status).toBe('enqueued');
    const early = await as('csmanager', 'getVideoCompositionContent', undefined, { id: room.id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Audio is still processing. Please check back in a few minutes.');
    fake.advance(compositionSid);
    expect((await status(room.id)).body.data.audio_composition_status).toBe('enqueued');
    fake.advance(compositionSid);
    expect((await status(room.id)).body.data.audio_composition_status).toBe('completed');
    expect((await as('csmanager', 'getVideoRoom', undefined, { id: room.id })).body.data.audio_composition_status).toBe('completed');

    const content = await as<{ redirect_to: string }>('csmanager', 'getVideoCompositionContent', undefined, { id: room.id });
    expect(content.status).toBe(200);
    // The portal's own short-lived address: the browser never talks to Twilio.
    expect(content.body.data.redirect_to).toMatch(/^\/files\/recordings\/RM[0-9a-f]{32}\/audio\.m4a\?expires=\d+&signature=/);
    const downloaded = await api.fetch(content.body.data.redirect_to);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('audio/mp4');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(fake.media)).toBe(true);
    const audited = await api.db.query<{ operation: string }>(
      `select distinct operation from audit_log where operation in ('createVideoComposition', 'getVideoCompositionStatus', 'getVideoCompositionContent') order by operation`,
    );
    expect(audited.map((row) => row.operation)).toEqual(['createVideoComposition', 'getVideoCompositionContent', 'getVideoCompositionStatus']);
  });

  it('[recording-request] a Twilio call in which no audio was recorded cannot be requested (409 with the message)', async () => {
    const room = await endedTwilioCall({ joined: false });
    const refused = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No audio was recorded for this call.');
    expect([...fake.compositions.values()].some((composition) => composition.room_sid === room.sid)).toBe(false);
  });

  it('[recording-requested] a composition Twilio failed is told, and the recording may be requested again', async () => {
    const room = await endedTwilioCall();
    const first = (await as('csmanager', 'createVideoComposition', undefined, { id: room.id })).body.data.audio_composition_sid ?? '';
    fake.fail(first);
    const failed = await status(room.id);
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe('The recording could not be made. Please request it again.');
    expect((await as('csmanager', 'getVideoRoom', undefined, { id: room.id })).body.data).toMatchObject({ audio_composition_status: null, audio_composition_sid: null });
    const again = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(again.body.data.audio_composition_status).toBe('enqueued');
    expect(again.body.data.audio_composition_sid).not.toBe(first);
  });

  it("a Twilio error answers 502 with the portal's message, never Twilio's text, and changes nothing", async () => {
    const room = await endedTwilioCall();
    fake.failNext(500, 20500, twilioText);
    const refused = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('The video service could not be reached. Please try again.');
    expect(JSON.stringify(refused.body)).not.toContain('shard');
    expect((await as('csmanager', 'getVideoRoom', undefined, { id: room.id })).body.data.audio_composition_status).toBeNull();

    const sid = (await as('csmanager', 'createVideoComposition', undefined, { id: room.id })).body.data.audio_composition_sid ?? '';
    fake.failNext(429, 20429, twilioText);
    const check = await status(room.id);
    expect(check.status).toBe(502);
    expect(check.body.message).toBe('The video service could not be reached. Please try again.');
    // Twilio answering again, the check goes on.
    fake.advance(sid);
    expect((await status(room.id)).body.data.audio_composition_status).toBe('enqueued');
  });

  it('[recordings-who] only the super admin and the CS manager request, check and download: others are refused before Twilio is asked', async () => {
    const room = await endedTwilioCall();
    const requestsBefore = fake.requests.length;
    for (const username of ['surgeon', 'therapist', 'cssenior', 'staff']) {
      expect((await as(username, 'createVideoComposition', undefined, { id: room.id })).status, username).toBe(403);
      expect((await as(username, 'getVideoCompositionStatus', undefined, { id: room.id })).status, username).toBe(403);
      expect((await as(username, 'getVideoCompositionContent', undefined, { id: room.id })).status, username).toBe(403);
    }
    expect(fake.requests.length).toBe(requestsBefore);
    expect((await as('superadmin', 'createVideoComposition', undefined, { id: room.id })).status).toBe(200);
  });
});
