// The Twilio Video REST client against the local fake of Twilio's API: Basic auth with the API
// key, Twilio's parameters and fields, the room of a taken name reused, the composition's media
// read from where /Media points, and Twilio's failures kept as status and code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilioVideoServer, type FakeTwilioVideoServer } from './fakeTwilioVideoServer';
import { createTwilioRestClient, TwilioRestError, type TwilioRestClient } from './TwilioRestClient';
import { readVideoConfig } from './readVideoConfig';

const credentials = { accountSid: 'AC00000000000000000000000000000001', apiKey: 'SK00000000000000000000000000000002', apiSecret: 'api-secret' };
let fake: FakeTwilioVideoServer;
let twilio: TwilioRestClient;

beforeAll(async () => {
  fake = await startFakeTwilioVideoServer(credentials);
  twilio = createTwilioRestClient({ ...credentials, apiBase: fake.url });
});
afterAll(async () => {
  await fake.close();
});

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('Twilio Video REST client', () => {
  it('[video-call-start] creates a group room of the unique name, recording its participants; a name in progress is reused', async () => {
    const room = await twilio.openRoom({ uniqueName: 'patient-7-RMa', record: true });
    expect(room).toMatchObject({ unique_name: 'patient-7-RMa', status: 'in-progress', type: 'group', record_participants_on_connect: true });
    expect(room.sid).toMatch(/^RM[0-9a-f]{32}$/);
    expect(fake.requests.at(-1)).toEqual({ method: 'POST', path: '/v1/Rooms', params: { UniqueName: 'patient-7-RMa', Type: 'group', RecordParticipantsOnConnect: 'true' } });
    const again = await twilio.openRoom({ uniqueName: 'patient-7-RMa', record: true });
    expect(again.sid).toBe(room.sid);
    expect((await twilio.fetchRoom('patient-7-RMa'))?.sid).toBe(room.sid);
    expect(await twilio.fetchRoom('RM00000000000000000000000000000000')).toBeNull();
    const unrecorded = await twilio.openRoom({ uniqueName: 'patient-8-RMb', record: false });
    expect(unrecorded.record_participants_on_connect).toBe(false);
  });

  it('[video-hang-up] completes a room; completing it again answers it as it is', async () => {
    const room = await twilio.openRoom({ uniqueName: 'patient-9-RMc', record: true });
    expect((await twilio.completeRoom(room.sid))?.status).toBe('completed');
    expect(fake.requests.at(-1)).toEqual({ method: 'POST', path: `/v1/Rooms/${room.sid}`, params: { Status: 'completed' } });
    expect((await twilio.completeRoom(room.sid))?.status).toBe('completed');
    // The name is free again: a new room of it is a new SID.
    expect((await twilio.openRoom({ uniqueName: 'patient-9-RMc', record: true })).sid).not.toBe(room.sid);
  });

  it('[recording-request] [recording-download] lists the tracks, composes the audio as mp4, and reads the media where /Media points', async () => {
    const room = await twilio.openRoom({ uniqueName: 'patient-10-RMd', record: true });
    fake.join('patient-10-RMd', 'surgeon');
    fake.join('patient-10-RMd', 'patient-10');
    await twilio.completeRoom(room.sid);
    const tracks = await twilio.listRecordings(room.sid);
    expect(tracks.map((track) => track.type).sort()).toEqual(['audio', 'audio', 'video', 'video']);
    const composition = await twilio.createComposition({ roomSid: room.sid });
    expect(composition).toMatchObject({ room_sid: room.sid, status: 'enqueued', format: 'mp4' });
    expect(fake.requests.at(-1)?.params).toEqual({ RoomSid: room.sid, AudioSources: '*', Format: 'mp4' });
    fake.advance(composition.sid);
    expect((await twilio.fetchComposition(composition.sid))?.status).toBe('processing');
    fake.advance(composition.sid);
    expect((await twilio.fetchComposition(composition.sid))?.status).toBe('completed');
    const media = await twilio.fetchCompositionMedia(composition.sid);
    expect(media.contentType).toBe('audio/mp4');
    expect((await readAll(media.stream)).equals(fake.media)).toBe(true);
  });

  it("keeps Twilio's failures as status and code: wrong credentials, a refused call, no answer at all", async () => {
    const wrong = createTwilioRestClient({ ...credentials, apiSecret: 'wrong', apiBase: fake.url });
    await expect(wrong.openRoom({ uniqueName: 'x', record: false })).rejects.toMatchObject({ status: 401, code: 20003 });
    fake.failNext(429, 20429, 'Too many requests');
    await expect(twilio.fetchComposition('CJ00000000000000000000000000000000')).rejects.toBeInstanceOf(TwilioRestError);
    const room = await twilio.openRoom({ uniqueName: 'patient-11-RMe', record: true });
    // Twilio composes a completed room only.
    await expect(twilio.createComposition({ roomSid: room.sid })).rejects.toMatchObject({ status: 400 });
    const unreachable = createTwilioRestClient({ ...credentials, apiBase: 'http://127.0.0.1:9' });
    await expect(unreachable.fetchRoom('x')).rejects.toMatchObject({ status: 0, code: null });
  });

  it('reads TWILIO_API_BASE and TWILIO_RECORD_CALLS with the credentials', () => {
    const env = { TWILIO_ACCOUNT_SID: credentials.accountSid, TWILIO_API_KEY: credentials.apiKey, TWILIO_API_SECRET: credentials.apiSecret };
    expect(readVideoConfig(env).twilio).toEqual({ ...credentials, recordCalls: true });
    expect(readVideoConfig({ ...env, TWILIO_API_BASE: 'http://127.0.0.1:4010', TWILIO_RECORD_CALLS: 'false' }).twilio).toEqual({
      ...credentials,
      apiBase: 'http://127.0.0.1:4010',
      recordCalls: false,
    });
  });
});
