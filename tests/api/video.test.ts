// Video rooms and recordings over HTTP (document 2, sections 3, 4 "Call" and "Recording", 6, 7
// "Video" and 8): who may call (the call ability, enforced on the server), the room token, one
// open room per patient held by its caller, the hang-up, the active-room list, a patient's call
// records and the recording requests; and the hostile caller's refusals (another's room, a patient
// out of reach, someone else's identity, bad ids, two users starting at once).
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/generated/api';
import type { OperationId } from '../../src/generated/operations';
import { createLocalFileStorage } from '../../server/adapters/files/createLocalFileStorage';
import type { FileStorage } from '../../server/adapters/files/FileStorage';
import { verifyBuiltInVideoToken } from '../../server/adapters/video/createBuiltInVideoTokenIssuer';
import { builtInVideoTokenSecret } from '../../server/adapters/video/createVideoTokenIssuer';
import { createLocalLiveEvents, type AppBoundMessage } from '../../server/realtime/LiveEvents';
import { patientVideoIdentity } from '../../domain/videoCall/patientVideoIdentity';
import { encodeWav, toPcm16 } from '../../screens/videoCall/recording/encodeWav';
import { readMp3Frames } from '../helpers/mp3Frames';
import { answerWhileSending } from './harness/answerWhileSending';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, testConfig, testStart, type ApiServer } from './harness/startApiServer';

type VideoRoom = components['schemas']['VideoRoom'];
type VideoRoomStart = components['schemas']['VideoRoomStart'];
type VideoRoomInfo = components['schemas']['VideoRoomInfo'];
interface Answer<T> {
  data: T;
  message?: string;
  title?: string;
}

vi.setConfig({ testTimeout: 90_000 });

let api: ApiServer;
let files: FileStorage;
/** Where `files` keeps what is written (the local disk storage). */
let filesRoot: string;
const appMessages: { patientId: number; message: AppBoundMessage }[] = [];
const token = cachedSignIn(() => api);

const as = async <T = VideoRoom>(username: string, operationId: OperationId, body?: unknown, path?: Record<string, string | number>) =>
  api.call<Answer<T>>(operationId, body, await token(username), path);

const userId = async (username: string): Promise<number> =>
  (await api.db.query<{ id: number }>('select id from users where username = $1', [username]))[0]?.id ?? 0;

/** A patient naming the demo clinician `username` (surgeon or therapist) as theirs. */
async function patientOf(username: 'surgeon' | 'therapist', column: 'surgeon_id' | 'physical_therapist_id', offset = 0): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `select p.id from patients p join practice_team_members t on t.id = p.${column} join users u on u.id = t.user_id
     where u.username = $1 and not p.archived order by p.id offset $2 limit 1`,
    [username, offset],
  );
  if (!row) throw new Error(`no patient of ${username}`);
  return row.id;
}

/** A patient of another practice than the surgeon's (out of the surgeon's scope). */
async function patientOutsideSurgeonScope(): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `select p.id from patients p where not p.archived and p.practice_id <> (
       select t.practice_id from practice_team_members t join users u on u.id = t.user_id where u.username = 'surgeon')
     order by p.id limit 1`,
  );
  if (!row) throw new Error('no patient of another practice');
  return row.id;
}

const start = (username: string, patientId: number) => as<VideoRoomStart>(username, 'startVideoRoom', { identity: username, patient_id: patientId });

beforeAll(async () => {
  filesRoot = await mkdtemp(join(tmpdir(), 'cadence-video-'));
  files = createLocalFileStorage(filesRoot);
  const live = createLocalLiveEvents();
  live.onAppMessage((patientId, message) => appMessages.push({ patientId, message }));
  api = await startApiServer({ patients: 40, files, live });
  // The internal callers of these tests act as a team member of the first practice (the call
  // ability's "need a team member id"); the CS junior has none.
  for (const username of ['cssenior', 'pmm', 'csmanager']) {
    await api.db.query(
      `insert into practice_team_members (user_id, practice_id, role_id, first_name, last_name, email)
       select u.id, (select id from practices where not archived order by id limit 1), u.role_id, u.first_name, u.last_name, u.username || '@member.example'
       from users u where u.username = $1`,
      [username],
    );
  }
}, 120_000);
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  api.clock.set(testStart);
  // Every test starts with no open room.
  await api.db.query('update video_rooms set ended_at = started_at where ended_at is null');
});

describe('who may place a call', () => {
  it('[video-call-ability] the surgeon and the physical therapist always', async () => {
    expect((await start('surgeon', await patientOf('surgeon', 'surgeon_id'))).status).toBe(200);
    expect((await start('therapist', await patientOf('therapist', 'physical_therapist_id'))).status).toBe(200);
  });

  it('[video-call-ability] super admin, CS roles, field specialist, monitoring specialist and manager only with a team member id', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id', 1);
    for (const username of ['superadmin', 'csjunior', 'fieldspecialist', 'pms']) {
      const refused = await start(username, patientId);
      expect(refused.status, username).toBe(403);
      expect(refused.body.message).toBe('Your role cannot place video calls without a team member.');
    }
    const member = await start('cssenior', patientId);
    expect(member.status).toBe(200);
    expect((await as('cssenior', 'endVideoRoom', undefined, { id: member.body.data.room.id })).status).toBe(200);
    expect((await start('pmm', patientId)).status).toBe(200);
  });

  it('[video-call-ability] nobody else: the clinical staff, the monitoring assistant, sales (403); no session (401)', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id', 2);
    for (const username of ['staff', 'pma', 'sales', 'rtmconfig']) {
      expect((await start(username, patientId)).status, username).toBe(403);
      expect((await as(username, 'grabTwilioRoomInfo', undefined, { id: patientId })).status, username).toBe(403);
    }
    expect((await api.call('startVideoRoom', { identity: 'x', patient_id: patientId })).status).toBe(401);
  });
});

describe('starting a room', () => {
  it('[video-call-start] answers a short-lived token naming the room and the caller, for the built-in provider', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id');
    const answer = await start('surgeon', patientId);
    expect(answer.status).toBe(200);
    const { token: roomToken, expires_in, provider, room } = answer.body.data;
    expect(provider).toBe('builtIn');
    expect(expires_in).toBeGreaterThan(0);
    expect(expires_in).toBeLessThanOrEqual(3600);
    expect(room).toMatchObject({ patient_id: patientId, caller_user_id: await userId('surgeon'), caller_username: 'surgeon', ended_at: null, audio_composition_status: null });
    expect(verifyBuiltInVideoToken(builtInVideoTokenSecret(testConfig), api.clock, roomToken)).toEqual({ identity: 'surgeon', room: room.unique_name });
  });

  it("[video-call-start] hands the patient's app the room and a token of its own; the hang-up tells it to leave", async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id', 4);
    appMessages.length = 0;
    const { room } = (await start('surgeon', patientId)).body.data;
    await new Promise((resolve) => setImmediate(resolve));
    const [started] = appMessages;
    expect(started?.patientId).toBe(patientId);
    const command = started?.message.type === 'command' ? started.message : null;
    expect(command).toMatchObject({ command: 'videoCallStart', values: { room_id: room.id, room: room.unique_name, provider: 'builtIn', caller_username: 'surgeon' } });
    const appToken = String(command?.values.token);
    expect(verifyBuiltInVideoToken(builtInVideoTokenSecret(testConfig), api.clock, appToken)).toEqual({ identity: patientVideoIdentity(patientId), room: room.unique_name });

    await as('surgeon', 'endVideoRoom', undefined, { id: room.id });
    await as('surgeon', 'endVideoRoom', undefined, { id: room.id });
    await new Promise((resolve) => setImmediate(resolve));
    expect(appMessages.slice(1)).toEqual([{ patientId, message: { type: 'command', command: 'videoCallEnd', values: { room_id: room.id, room: room.unique_name } } }]);
  });

  it('[video-room-date-format] the record dates the call in UTC YYYY-MM-DD HH:mm:ss', async () => {
    api.clock.set(new Date('2026-03-02T10:04:05.678Z'));
    const answer = await start('surgeon', await patientOf('surgeon', 'surgeon_id'));
    expect(answer.body.data.room.date).toBe('2026-03-02 10:04:05');
  });

  it("[video-call-start] refuses a start under someone else's identity (403)", async () => {
    const answer = await as('surgeon', 'startVideoRoom', { identity: 'therapist', patient_id: await patientOf('surgeon', 'surgeon_id') });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("A call is placed under the signed-in user's own identity only.");
  });

  it('[video-call-ability] a patient outside the caller\'s data scope is not found (404), and nothing is opened', async () => {
    const outside = await patientOutsideSurgeonScope();
    const answer = await start('surgeon', outside);
    expect(answer.status).toBe(404);
    expect(await api.db.query('select 1 from video_rooms where patient_id = $1 and ended_at is null', [outside])).toEqual([]);
    expect((await as('surgeon', 'grabTwilioRoomInfo', undefined, { id: outside })).status).toBe(404);
    expect((await as('surgeon', 'listPatientVideoRooms', undefined, { id: outside })).status).toBe(404);
  });

  it('refuses malformed requests (422)', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id');
    for (const body of [{ identity: 'surgeon' }, { identity: '', patient_id: patientId }, { identity: 'surgeon', patient_id: 0 }, { identity: 'surgeon', patient_id: patientId, room: 'mine' }, { identity: 'surgeon', patient_id: 'x' }]) {
      expect((await as('surgeon', 'startVideoRoom', body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await as('surgeon', 'getVideoRoom', undefined, { id: 'abc' })).status).toBe(422);
    expect((await as('surgeon', 'endVideoRoom', undefined, { id: 0 })).status).toBe(422);
  });
});

describe('one open room per patient', () => {
  it('[video-other-clinician] a second user calling the patient is told the patient is on a call (409)', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id');
    const first = await start('cssenior', patientId);
    expect(first.status).toBe(200);
    const second = await start('pmm', patientId);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Patient is currently on a ROMTime call with another User');
    expect(second.body.title).toBe('Patient Call Already in Progress');
    // The refusal leaves the first call as it was.
    const open = await api.db.query<{ caller_user_id: number }>('select caller_user_id from video_rooms where patient_id = $1 and ended_at is null', [patientId]);
    expect(open).toEqual([{ caller_user_id: await userId('cssenior') }]);
  });

  it('[video-call-open] the room info names who is in the room, and refreshes the token only for its own caller', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id');
    const free = await as<VideoRoomInfo>('pmm', 'grabTwilioRoomInfo', undefined, { id: patientId });
    expect(free.body.data).toEqual({ patient_id: patientId, room: null, caller_user_id: null, refreshToken: null });

    const first = await start('cssenior', patientId);
    const other = await as<VideoRoomInfo>('pmm', 'grabTwilioRoomInfo', undefined, { id: patientId });
    expect(other.body.data.caller_user_id).toBe(await userId('cssenior'));
    expect(other.body.data.refreshToken).toBeNull();

    api.clock.advance(60_000);
    const own = await as<VideoRoomInfo>('cssenior', 'grabTwilioRoomInfo', undefined, { id: patientId });
    expect(own.body.data.room?.id).toBe(first.body.data.room.id);
    const refreshed = own.body.data.refreshToken ?? '';
    expect(refreshed).not.toBe(first.body.data.token);
    expect(verifyBuiltInVideoToken(builtInVideoTokenSecret(testConfig), api.clock, refreshed)).toEqual({ identity: 'cssenior', room: first.body.data.room.unique_name });
  });

  it("[video-other-clinician] the caller's own open room is rejoined, not doubled", async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id');
    const first = await start('surgeon', patientId);
    const again = await start('surgeon', patientId);
    expect(again.status).toBe(200);
    expect(again.body.data.room.id).toBe(first.body.data.room.id);
  });

  it('[video-other-clinician] a room left open past the longest call no longer holds the patient', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id');
    const first = (await start('cssenior', patientId)).body.data.room;
    expect((await start('pmm', patientId)).status).toBe(409);
    // The window never hung up: the room was started 121 minutes ago.
    await api.db.query(`update video_rooms set started_at = started_at - interval '121 minutes' where id = $1`, [first.id]);
    const info = await as<VideoRoomInfo>('pmm', 'grabTwilioRoomInfo', undefined, { id: patientId });
    expect(info.body.data.caller_user_id).toBeNull();
    expect((await as<{ rooms: VideoRoom[] }>('pmm', 'listVideoRooms', { patient_id: patientId })).body.data.rooms).toEqual([]);
    expect((await start('pmm', patientId)).status).toBe(200);
    const old = await as('cssenior', 'getVideoRoom', undefined, { id: first.id });
    expect(old.body.data.ended_at).toBe(new Date(testStart.getTime() - 60_000).toISOString());
  });

  it('[video-other-clinician] two users starting at once: one room, the other told (409)', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id');
    const answers = await Promise.all([start('cssenior', patientId), start('pmm', patientId), start('csmanager', patientId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await api.db.query('select id from video_rooms where patient_id = $1 and ended_at is null', [patientId])).toHaveLength(1);
  });
});

describe('hang-up and the room lists', () => {
  it('[video-hang-up] the caller ends the room; then another user may call the patient', async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id');
    const { room } = (await start('cssenior', patientId)).body.data;
    api.clock.advance(95_000);
    const ended = await as('cssenior', 'endVideoRoom', undefined, { id: room.id });
    expect(ended.status).toBe(200);
    expect(ended.body.data.ended_at).toBe(new Date(testStart.getTime() + 95_000).toISOString());
    // A repeated hang-up is harmless.
    expect((await as('cssenior', 'endVideoRoom', undefined, { id: room.id })).body.data.ended_at).toBe(ended.body.data.ended_at);
    expect((await start('pmm', patientId)).status).toBe(200);
  });

  it("[video-hang-up] nobody ends another user's room (403), nor a room out of scope (404)", async () => {
    const { room } = (await start('cssenior', await patientOf('surgeon', 'surgeon_id'))).body.data;
    const refused = await as('pmm', 'endVideoRoom', undefined, { id: room.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the user who placed the call can end it.');

    const outside = (await start('cssenior', await patientOutsideSurgeonScope())).body.data.room;
    expect((await as('surgeon', 'endVideoRoom', undefined, { id: outside.id })).status).toBe(404);
    expect((await as('surgeon', 'getVideoRoom', undefined, { id: outside.id })).status).toBe(404);
    expect((await as('cssenior', 'getVideoRoom', undefined, { id: 999_999 })).status).toBe(404);
    const still = await as('cssenior', 'getVideoRoom', undefined, { id: room.id });
    expect(still.body.data.ended_at).toBeNull();
  });

  it('[video-room-list-poll] the active-room list shows the open rooms of the patients the caller sees', async () => {
    const mine = (await start('surgeon', await patientOf('surgeon', 'surgeon_id'))).body.data.room;
    const outside = (await start('cssenior', await patientOutsideSurgeonScope())).body.data.room;
    const surgeonView = await as<{ rooms: VideoRoom[] }>('surgeon', 'listVideoRooms', {});
    expect(surgeonView.body.data.rooms.map((room) => room.id)).toEqual([mine.id]);
    const seniorView = await as<{ rooms: VideoRoom[] }>('cssenior', 'listVideoRooms', {});
    expect(seniorView.body.data.rooms.map((room) => room.id).sort()).toEqual([mine.id, outside.id].sort());
    const onePatient = await as<{ rooms: VideoRoom[] }>('cssenior', 'listVideoRooms', { patient_id: outside.patient_id });
    expect(onePatient.body.data.rooms.map((room) => room.id)).toEqual([outside.id]);

    await as('surgeon', 'endVideoRoom', undefined, { id: mine.id });
    expect((await as<{ rooms: VideoRoom[] }>('surgeon', 'listVideoRooms', {})).body.data.rooms).toEqual([]);
  });

  it("[recordings-list] the patient's call records: date, caller username and recording status, newest first", async () => {
    const patientId = await patientOf('surgeon', 'surgeon_id', 3);
    const first = (await start('surgeon', patientId)).body.data.room;
    await as('surgeon', 'endVideoRoom', undefined, { id: first.id });
    api.clock.advance(600_000);
    const second = (await start('cssenior', patientId)).body.data.room;
    // Any signed-in viewer of the patient reads them (the clinical staff of the practice too).
    const records = await as<{ rooms: VideoRoom[] }>('staff', 'listPatientVideoRooms', undefined, { id: patientId });
    expect(records.status).toBe(200);
    expect(records.body.data.rooms.map((room) => [room.id, room.date, room.caller_username, room.audio_composition_status])).toEqual([
      [second.id, '2026-03-02 10:10:00', 'cssenior', null],
      [first.id, '2026-03-02 10:00:00', 'surgeon', null],
    ]);
  });
});

describe('recordings', () => {
  /** What the built-in call window uploads at hang-up: `seconds` of a 440 Hz tone, 16 kHz mono WAV. */
  function callWav(seconds: number): Blob {
    const samples = new Float32Array(Math.round(seconds * 16000));
    for (let i = 0; i < samples.length; i += 1) samples[i] = 0.4 * Math.sin((2 * Math.PI * 440 * i) / 16000);
    return encodeWav([toPcm16(samples)], 16000);
  }

  async function uploadRecording(username: string, roomId: number, audio: Blob) {
    const form = new FormData();
    form.append('audio', audio, 'call.wav');
    const response = await api.fetch(`/api/twilio_room/recording/${String(roomId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(username)}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer<VideoRoom> };
  }

  /** An ended call of the surgeon with a patient of theirs, its audio uploaded unless told. */
  async function endedCall(recorded = true): Promise<VideoRoom> {
    const { room } = (await start('surgeon', await patientOf('surgeon', 'surgeon_id'))).body.data;
    api.clock.advance(120_000);
    const ended = (await as('surgeon', 'endVideoRoom', undefined, { id: room.id })).body.data;
    if (recorded) expect((await uploadRecording('surgeon', room.id, callWav(1))).status).toBe(200);
    return ended;
  }

  /** Checks the status until the conversion is over (it runs after Request Recording answers). */
  async function statusOnceConverted(roomId: number): Promise<string | null> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const status = await as<{ audio_composition_status: string | null }>('csmanager', 'getVideoCompositionStatus', undefined, { id: roomId });
      if (status.body.data.audio_composition_status !== 'enqueued') return status.body.data.audio_composition_status;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return 'enqueued';
  }

  it('[recordings-who] only the super admin and the CS manager request, check and download (403 otherwise)', async () => {
    const room = await endedCall();
    for (const username of ['surgeon', 'cssenior', 'pmm', 'staff']) {
      expect((await as(username, 'createVideoComposition', undefined, { id: room.id })).status, username).toBe(403);
      expect((await as(username, 'getVideoCompositionStatus', undefined, { id: room.id })).status, username).toBe(403);
      expect((await as(username, 'getVideoCompositionContent', undefined, { id: room.id })).status, username).toBe(403);
    }
    expect((await as('superadmin', 'createVideoComposition', undefined, { id: room.id })).status).toBe(200);
  });

  it('[recording-request] [recording-requested] a request enqueues the audio (asked again it stands); its conversion then completes it', async () => {
    const room = await endedCall();
    expect(room.audio_composition_status).toBeNull();
    const requested = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(requested.status).toBe(200);
    expect(requested.body.data.audio_composition_status).toBe('enqueued');
    expect(requested.body.data.audio_composition_sid).toMatch(/^CJ[0-9a-f]{32}$/);
    // Asked again, the request stands as it was.
    const again = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(again.body.data.audio_composition_sid).toBe(requested.body.data.audio_composition_sid);
    // The conversion of the uploaded audio then completes it.
    expect(await statusOnceConverted(room.id)).toBe('completed');
  });

  it('[recording-requested] while the conversion runs, the status check answers enqueued', async () => {
    const room = await endedCall(false);
    // A request whose audio is still being converted (its upload not yet readable).
    await api.db.query(`update video_rooms set audio_composition_status = 'enqueued', audio_composition_sid = 'CJ1' where id = $1`, [room.id]);
    const status = await as<{ audio_composition_status: string | null }>('csmanager', 'getVideoCompositionStatus', undefined, { id: room.id });
    expect(status.body.data.audio_composition_status).toBe('enqueued');
  });

  it('[recording-still-enqueued] the download waits while the audio is still processing (409 with the message)', async () => {
    const room = await endedCall(false);
    const notRequested = await as('csmanager', 'getVideoCompositionContent', undefined, { id: room.id });
    expect(notRequested.status).toBe(409);
    // Requested, its audio still being converted.
    await api.db.query(`update video_rooms set audio_composition_status = 'enqueued', audio_composition_sid = 'CJ1' where id = $1`, [room.id]);
    const processing = await as('csmanager', 'getVideoCompositionContent', undefined, { id: room.id });
    expect(processing.status).toBe(409);
    expect(processing.body.message).toBe('Audio is still processing. Please check back in a few minutes.');
  });

  it('[recording-download] [recording-requested] upload at hang-up → Request Recording → completed → redirect_to downloads audio.mp3 of the call\'s length', async () => {
    const { room } = (await start('surgeon', await patientOf('surgeon', 'surgeon_id'))).body.data;
    api.clock.advance(60_000);
    await as('surgeon', 'endVideoRoom', undefined, { id: room.id });
    expect((await uploadRecording('surgeon', room.id, callWav(4))).status).toBe(200);
    const requested = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(requested.body.data.audio_composition_status).toBe('enqueued');
    expect(await statusOnceConverted(room.id)).toBe('completed');

    const content = await as<{ redirect_to: string }>('csmanager', 'getVideoCompositionContent', undefined, { id: room.id });
    expect(content.status).toBe(200);
    expect(content.body.data.redirect_to).toMatch(/^\/files\/recordings\/.+audio\.mp3\?expires=\d+&signature=/);
    const downloaded = await api.fetch(content.body.data.redirect_to);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('audio/mpeg');
    const frames = readMp3Frames(new Uint8Array(await downloaded.arrayBuffer()));
    expect(frames.sampleRate).toBe(16000);
    expect(frames.durationSeconds).toBeGreaterThanOrEqual(4);
    expect(frames.durationSeconds).toBeLessThan(4.15);
  });

  it('[recording-request] a built-in call without an uploaded recording cannot be requested (409 with the message)', async () => {
    const room = await endedCall(false);
    const refused = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No audio was recorded for this call.');
    expect((await as('csmanager', 'getVideoCompositionStatus', undefined, { id: room.id })).body.data.audio_composition_status).toBeNull();
  });

  it("the recording upload: the room's caller only, once, a 16-bit PCM WAV", async () => {
    const room = await endedCall(false);
    const wav = callWav(0.5);
    const notCaller = await uploadRecording('csmanager', room.id, wav);
    expect(notCaller.status).toBe(403);
    expect(notCaller.body.message).toBe('Only the user who placed the call can upload its recording.');
    const notWav = await uploadRecording('surgeon', room.id, new Blob(['RIFF....WAVEjunk'], { type: 'audio/wav' }));
    expect(notWav.status).toBe(422);
    expect(notWav.body.message).toBe('The recording must be a 16-bit PCM WAV file.');
    expect((await uploadRecording('surgeon', room.id, wav)).status).toBe(200);
    const again = await uploadRecording('surgeon', room.id, wav);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This call's recording is already stored.");
    const [audit] = await api.db.query<{ n: number }>(`select count(*)::int as n from audit_log where operation = 'uploadVideoRecording'`);
    expect(audit?.n).toBeGreaterThan(0);
  });

  it('issue 25 finding 10: a 100 MB upload to a missing, foreign or already recorded room, or one declared over 256 MB, is answered before its body is read, and nothing is written', async () => {
    const room = await endedCall(false);
    const written = async () => (await readdir(filesRoot, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    const before = await written();
    const megabyte = 1_048_576;
    // The opening of a WAV part; the 100 MB the request announces never follow.
    const opening = Buffer.from(`--b\r\nContent-Disposition: form-data; name="audio"; filename="call.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF${'x'.repeat(64 * 1024)}`);
    const upload = async (username: string, roomId: number, declared: number) =>
      answerWhileSending(
        api.baseUrl,
        `/api/twilio_room/recording/${String(roomId)}`,
        { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(declared), authorization: `Bearer ${await token(username)}` },
        opening,
      );
    expect(await upload('surgeon', 999_999, 100 * megabyte)).toEqual({ status: 404, body: { message: 'This call room does not exist.' }, closes: true });
    expect(await upload('csmanager', room.id, 100 * megabyte)).toEqual({
      status: 403,
      body: { message: 'Only the user who placed the call can upload its recording.' },
      closes: true,
    });
    // The therapist of another practice does not see the surgeon's patient: as if there were no room.
    expect(await upload('therapist', room.id, 100 * megabyte)).toMatchObject({ status: 404, closes: true });
    expect(await upload('surgeon', room.id, 300 * megabyte)).toEqual({ status: 413, body: { message: 'The file must be at most 256 MB.' }, closes: true });
    expect(await written()).toEqual(before);
    // The caller's own upload is read and kept; a second one is refused before its body too.
    expect((await uploadRecording('surgeon', room.id, callWav(0.5))).status).toBe(200);
    const kept = await written();
    expect(await upload('surgeon', room.id, 100 * megabyte)).toEqual({ status: 409, body: { message: "This call's recording is already stored." }, closes: true });
    expect(await written()).toEqual(kept);
  });

  it('[recording-request] a call still open cannot be recorded yet (409)', async () => {
    const { room } = (await start('surgeon', await patientOf('surgeon', 'surgeon_id'))).body.data;
    const refused = await as('csmanager', 'createVideoComposition', undefined, { id: room.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A recording can be requested once the call has ended.');
  });
});
