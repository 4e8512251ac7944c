// A local HTTP server speaking the part of Twilio's Video REST API the portal uses (Rooms, a
// room's Recordings, Compositions and their Media), for tests of the real client and of the video
// feature configured for Twilio. It checks HTTP Basic auth with the API key and secret, keeps
// rooms and compositions in memory, refuses what Twilio refuses (a taken UniqueName, a
// composition of a room in progress, a format other than mp4 or webm), moves a composition from
// enqueued to processing to completed when told (`advance`), and serves its media from a
// pre-signed address of its own, as Twilio does from its storage.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TwilioComposition, TwilioRecording, TwilioRoom } from './TwilioRestClient';

export interface FakeTwilioRequest {
  method: string;
  path: string;
  /** The form parameters of a POST. */
  params: Record<string, string>;
}

export interface FakeTwilioVideoServer {
  /** TWILIO_API_BASE. */
  url: string;
  /** Every authenticated API call, oldest first (the media downloads excluded). */
  requests: FakeTwilioRequest[];
  rooms: Map<string, TwilioRoom>;
  compositions: Map<string, TwilioComposition>;
  /** The bytes every completed composition's media holds (an audio-only MPEG-4 file). */
  media: Buffer;
  /** Participant `identity` joins room `uniqueName`: a recording room records an audio and a video track of theirs. */
  join(uniqueName: string, identity: string): void;
  /** Moves composition `sid` one step: enqueued → processing → completed. */
  advance(sid: string): void;
  /** Composition `sid` fails (Twilio could not compose it). */
  fail(sid: string): void;
  /** The next API call answers `status` with Twilio's error body (`code`, `message`). */
  failNext(status: number, code: number, text: string): void;
  close(): Promise<void>;
}

const sid = (prefix: string): string => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * A minimal audio-only MPEG-4 file (`ftyp` M4A brand, an empty `moov`, `mdat` of `payload`), what
 * an audio-only `mp4` composition's media starts like.
 */
function mpeg4Audio(payload: Buffer): Buffer {
  const box = (type: string, body: Buffer): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'ascii');
    return Buffer.concat([head, body]);
  };
  return Buffer.concat([box('ftyp', Buffer.from('M4A \0\0\0\0M4A mp42isom', 'latin1')), box('moov', Buffer.alloc(0)), box('mdat', payload)]);
}

/**
 * Starts the fake on a free local port, accepting `apiKey`:`apiSecret` as Basic auth.
 *
 * @example
 * const twilio = await startFakeTwilioVideoServer({ apiKey: 'SK…', apiSecret: 'secret', accountSid: 'AC…' });
 * createTwilioRestClient({ ...credentials, apiBase: twilio.url });
 */
export async function startFakeTwilioVideoServer(credentials: { accountSid: string; apiKey: string; apiSecret: string }): Promise<FakeTwilioVideoServer> {
  const expectedAuth = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  const rooms = new Map<string, TwilioRoom>();
  const compositions = new Map<string, TwilioComposition>();
  const recordings = new Map<string, TwilioRecording[]>();
  const mediaTokens = new Map<string, string>();
  const requests: FakeTwilioRequest[] = [];
  const media = mpeg4Audio(randomBytes(2048));
  let nextFailure: { status: number; code: number; text: string } | null = null;
  let url = '';

  const answer = (response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(value));
  };
  const error = (response: ServerResponse, status: number, code: number, text: string) =>
    answer(response, status, { code, message: text, more_info: `https://www.twilio.com/docs/errors/${String(code)}`, status });

  const roomOf = (key: string): TwilioRoom | undefined =>
    rooms.get(key) ?? [...rooms.values()].find((room) => room.unique_name === key && room.status === 'in-progress');

  function handle(request: IncomingMessage, body: string, response: ServerResponse): void {
    const address = new URL(request.url ?? '/', 'http://fake');
    const path = address.pathname;
    const method = request.method ?? 'GET';

    // The pre-signed media address: no Basic auth, a token of its own.
    const mediaMatch = /^\/media\/(CJ[0-9a-f]{32})$/.exec(path);
    if (mediaMatch && method === 'GET') {
      const composition = mediaMatch[1] ?? '';
      if (mediaTokens.get(composition) !== address.searchParams.get('token')) return error(response, 403, 20403, 'Forbidden');
      response.writeHead(200, { 'content-type': 'audio/mp4', 'content-length': String(media.length) });
      response.end(media);
      return;
    }

    if (request.headers.authorization !== expectedAuth) return error(response, 401, 20003, 'Authenticate');
    const params = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method, path, params });
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return error(response, failure.status, failure.code, failure.text);
    }

    if (path === '/v1/Rooms' && method === 'POST') {
      const uniqueName = params.UniqueName ?? sid('RM');
      if (params.Type !== undefined && !['group', 'group-small', 'peer-to-peer', 'go'].includes(params.Type)) return error(response, 400, 53105, 'Invalid room type');
      if (roomOf(uniqueName)?.status === 'in-progress') return error(response, 400, 53113, 'Room exists');
      const room: TwilioRoom = {
        sid: sid('RM'),
        unique_name: uniqueName,
        status: 'in-progress',
        type: params.Type ?? 'group',
        record_participants_on_connect: params.RecordParticipantsOnConnect === 'true',
      };
      rooms.set(room.sid, room);
      recordings.set(room.sid, []);
      return answer(response, 201, { ...room, account_sid: credentials.accountSid, url: `${url}/v1/Rooms/${room.sid}` });
    }

    const roomMatch = /^\/v1\/Rooms\/([^/]+)(\/Recordings)?$/.exec(path);
    if (roomMatch) {
      const room = roomOf(decodeURIComponent(roomMatch[1] ?? ''));
      if (!room) return error(response, 404, 20404, `The requested resource ${path} was not found`);
      if (roomMatch[2] && method === 'GET') {
        return answer(response, 200, { recordings: recordings.get(room.sid) ?? [], meta: { page: 0, page_size: 100, next_page_url: null, key: 'recordings' } });
      }
      if (!roomMatch[2] && method === 'GET') return answer(response, 200, room);
      if (!roomMatch[2] && method === 'POST') {
        if (params.Status !== 'completed') return error(response, 400, 53106, 'Invalid room status');
        if (room.status !== 'in-progress') return error(response, 400, 53118, 'Room completed');
        room.status = 'completed';
        for (const track of recordings.get(room.sid) ?? []) track.status = 'completed';
        return answer(response, 200, room);
      }
    }

    if (path === '/v1/Compositions' && method === 'POST') {
      const room = params.RoomSid ? rooms.get(params.RoomSid) : undefined;
      if (!room) return error(response, 400, 53401, 'Room not found');
      if (room.status !== 'completed') return error(response, 400, 53402, 'Room is not completed');
      if (!params.AudioSources && !params.VideoLayout) return error(response, 400, 53403, 'Either audio_sources or video_layout is required');
      const format = params.Format ?? 'webm';
      if (format !== 'mp4' && format !== 'webm') return error(response, 400, 53404, 'Invalid format');
      const composition: TwilioComposition = { sid: sid('CJ'), room_sid: room.sid, status: 'enqueued', format, audio_sources: [params.AudioSources ?? ''] };
      compositions.set(composition.sid, composition);
      return answer(response, 201, { ...composition, account_sid: credentials.accountSid, url: `${url}/v1/Compositions/${composition.sid}` });
    }

    const compositionMatch = /^\/v1\/Compositions\/([^/]+)(\/Media)?$/.exec(path);
    if (compositionMatch && method === 'GET') {
      const composition = compositions.get(compositionMatch[1] ?? '');
      if (!composition) return error(response, 404, 20404, `The requested resource ${path} was not found`);
      if (!compositionMatch[2]) return answer(response, 200, composition);
      if (composition.status !== 'completed') return error(response, 404, 20404, 'The composition media is not available');
      const token = randomBytes(8).toString('hex');
      mediaTokens.set(composition.sid, token);
      const location = `${url}/media/${composition.sid}?token=${token}`;
      return answer(response, 302, { redirect_to: location }, { location });
    }

    error(response, 404, 20404, `The requested resource ${path} was not found`);
  }

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;

  return {
    url,
    requests,
    rooms,
    compositions,
    media,
    join(uniqueName, identity) {
      const room = roomOf(uniqueName);
      if (!room) throw new Error(`no room ${uniqueName} in progress`);
      if (!room.record_participants_on_connect) return;
      for (const type of ['audio', 'video']) {
        recordings.get(room.sid)?.push({ sid: sid('RT'), status: 'processing', type, track_name: `${identity}-${type}` });
      }
    },
    advance(compositionSid) {
      const composition = compositions.get(compositionSid);
      if (!composition) throw new Error(`no composition ${compositionSid}`);
      if (composition.status === 'enqueued') composition.status = 'processing';
      else if (composition.status === 'processing') composition.status = 'completed';
    },
    fail(compositionSid) {
      const composition = compositions.get(compositionSid);
      if (composition) composition.status = 'failed';
    },
    failNext(status, code, text) {
      nextFailure = { status, code, text };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
