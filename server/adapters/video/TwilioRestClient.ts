// Twilio's Video REST API (https://www.twilio.com/docs/video/api), the part the portal uses: Rooms
// (create, fetch, complete), a room's track Recordings, and Compositions (create, fetch, media),
// hand-written over fetch with HTTP Basic auth (API key SID : API key secret) instead of the
// `twilio` package. Requests are form-encoded with Twilio's PascalCase parameters; answers are
// JSON with snake_case fields (`sid`, `status`, `unique_name`, `room_sid`, ...). Errors come as
// `{ code, message, more_info, status }`; this client keeps the HTTP status and Twilio's code and
// never passes Twilio's text on (the video feature answers catalogue messages).
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { TwilioCredentials } from './createTwilioVideoTokenIssuer';

/** Twilio's Video API host; TWILIO_API_BASE points elsewhere (the local fake in tests). */
export const twilioVideoDefaultBase = 'https://video.twilio.com';

/** A Room resource, the fields the portal reads. */
export interface TwilioRoom {
  sid: string;
  unique_name: string;
  /** `in-progress`, `completed` or `failed`. */
  status: string;
  type: string;
  record_participants_on_connect: boolean;
}

/** A track Recording of a room. */
export interface TwilioRecording {
  sid: string;
  /** `processing`, `completed`, `deleted` or `failed`. */
  status: string;
  /** `audio`, `video` or `data`. */
  type: string;
  track_name: string;
}

/** A Composition resource. */
export interface TwilioComposition {
  sid: string;
  room_sid: string;
  /** `enqueued`, `processing`, `completed`, `deleted` or `failed`. */
  status: 'enqueued' | 'processing' | 'completed' | 'deleted' | 'failed';
  format: string;
  audio_sources: string[];
}

/** A composition's media as it arrives from Twilio's storage. */
export interface TwilioMedia {
  stream: Readable;
  contentType: string;
}

/** Twilio's error code when a room's UniqueName is taken by a room in progress ('Room exists'). */
export const twilioRoomExistsCode = 53113;

/** A failed call to Twilio: `status` 0 when no answer came; `code` Twilio's error code, if any. */
export class TwilioRestError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    detail: string,
  ) {
    super(detail);
    this.name = 'TwilioRestError';
  }
}

/** TWILIO_* credentials and where the API lives. */
export interface TwilioRestSettings extends TwilioCredentials {
  /** TWILIO_API_BASE, default https://video.twilio.com. */
  apiBase?: string;
  /** Gives up on a call after this long (default 15 s). */
  timeoutMs?: number;
}

export interface TwilioRestClient {
  /**
   * Creates a group room named `uniqueName`, recording its participants when `record` is set; a
   * room of that name still in progress is answered instead (Twilio's 53113 'Room exists').
   */
  openRoom(options: { uniqueName: string; record: boolean; statusCallback?: string }): Promise<TwilioRoom>;
  /** A room by its SID or its UniqueName; null when Twilio knows none. */
  fetchRoom(sidOrUniqueName: string): Promise<TwilioRoom | null>;
  /** Ends a room (Status=completed); a room already completed, or unknown, is answered as it is. */
  completeRoom(sid: string): Promise<TwilioRoom | null>;
  /** The track recordings of room `roomSid`. */
  listRecordings(roomSid: string): Promise<TwilioRecording[]>;
  /** An audio-only composition of every audio track of room `roomSid` (AudioSources=*). */
  createComposition(options: { roomSid: string; statusCallback?: string }): Promise<TwilioComposition>;
  fetchComposition(sid: string): Promise<TwilioComposition | null>;
  /** The media of a completed composition: /Media answers where it lies (redirect_to), then it is read from there. */
  fetchCompositionMedia(sid: string): Promise<TwilioMedia>;
}

/**
 * The container Twilio composes audio into. Twilio's compositions come as `mp4` or `webm` only
 * (no mp3): audio-only mp4 is AAC in an MPEG-4 container (audio/mp4).
 */
export const twilioCompositionFormat = 'mp4';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The client of Twilio's Video REST API.
 *
 * @example
 * const twilio = createTwilioRestClient({ accountSid: 'AC…', apiKey: 'SK…', apiSecret: '…' });
 * const room = await twilio.openRoom({ uniqueName: 'patient-7-RM…', record: true });
 */
export function createTwilioRestClient(settings: TwilioRestSettings, fetchImpl: typeof fetch = fetch): TwilioRestClient {
  const base = (settings.apiBase ?? twilioVideoDefaultBase).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:${settings.apiSecret}`).toString('base64')}`;
  const timeoutMs = settings.timeoutMs ?? 15_000;

  async function send(method: 'GET' | 'POST', path: string, form?: URLSearchParams): Promise<Response> {
    try {
      return await fetchImpl(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(form ? { body: form.toString() } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TwilioRestError(0, null, `Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function failure(response: Response, what: string): Promise<TwilioRestError> {
    const body: unknown = await response.json().catch(() => null);
    const code = isRecord(body) && typeof body.code === 'number' ? body.code : null;
    return new TwilioRestError(response.status, code, `Twilio refused ${what} (HTTP ${String(response.status)}${code === null ? '' : `, code ${String(code)}`})`);
  }

  async function json<T>(response: Response, what: string): Promise<T> {
    if (!response.ok) throw await failure(response, what);
    try {
      return (await response.json()) as T;
    } catch {
      throw new TwilioRestError(response.status, null, `Twilio answered ${what} with no JSON`);
    }
  }

  const roomPath = (sid: string) => `/v1/Rooms/${encodeURIComponent(sid)}`;

  async function fetchRoom(sidOrUniqueName: string): Promise<TwilioRoom | null> {
    const response = await send('GET', roomPath(sidOrUniqueName));
    if (response.status === 404) return null;
    return json<TwilioRoom>(response, 'the room fetch');
  }

  return {
    async openRoom({ uniqueName, record, statusCallback }) {
      const form = new URLSearchParams({ UniqueName: uniqueName, Type: 'group' });
      if (record) form.set('RecordParticipantsOnConnect', 'true');
      if (statusCallback) form.set('StatusCallback', statusCallback);
      const response = await send('POST', '/v1/Rooms', form);
      if (response.ok) return json<TwilioRoom>(response, 'the room creation');
      const refused = await failure(response, 'the room creation');
      if (refused.code !== twilioRoomExistsCode) throw refused;
      const existing = await fetchRoom(uniqueName);
      if (existing === null) throw refused;
      return existing;
    },

    fetchRoom,

    async completeRoom(sid) {
      const response = await send('POST', roomPath(sid), new URLSearchParams({ Status: 'completed' }));
      if (response.ok) return json<TwilioRoom>(response, 'the room completion');
      if (response.status === 404) return null;
      const refused = await failure(response, 'the room completion');
      // A room that already ended cannot be completed again: it is answered as it is.
      const room = response.status === 400 ? await fetchRoom(sid) : null;
      if (room !== null && room.status !== 'in-progress') return room;
      throw refused;
    },

    async listRecordings(roomSid) {
      const recordings: TwilioRecording[] = [];
      let next: string | null = `${roomPath(roomSid)}/Recordings?PageSize=100`;
      // Twilio pages with meta.next_page_url (an absolute address on the same host).
      for (let page = 0; next !== null && page < 20; page += 1) {
        const body: { recordings?: TwilioRecording[]; meta?: { next_page_url?: string | null } } = await json(await send('GET', next), 'the recording list');
        recordings.push(...(body.recordings ?? []));
        const nextUrl = body.meta?.next_page_url;
        next = nextUrl ? nextUrl.replace(/^https?:\/\/[^/]+/, '') : null;
      }
      return recordings;
    },

    async createComposition({ roomSid, statusCallback }) {
      const form = new URLSearchParams({ RoomSid: roomSid, AudioSources: '*', Format: twilioCompositionFormat });
      if (statusCallback) form.set('StatusCallback', statusCallback);
      return json<TwilioComposition>(await send('POST', '/v1/Compositions', form), 'the composition');
    },

    async fetchComposition(sid) {
      const response = await send('GET', `/v1/Compositions/${encodeURIComponent(sid)}`);
      if (response.status === 404) return null;
      return json<TwilioComposition>(response, 'the composition fetch');
    },

    async fetchCompositionMedia(sid) {
      const response = await send('GET', `/v1/Compositions/${encodeURIComponent(sid)}/Media?Ttl=600`);
      // Twilio answers 302 with Location and a JSON body { redirect_to } naming the file.
      if (response.status !== 302 && !response.ok) throw await failure(response, 'the composition media');
      const body: unknown = await response.json().catch(() => null);
      const location = response.headers.get('location') ?? (isRecord(body) && typeof body.redirect_to === 'string' ? body.redirect_to : null);
      if (location === null) throw new TwilioRestError(response.status, null, 'Twilio named no media location');
      let media: Response;
      // The wait for the answer is bounded; the file itself then streams as long as it takes.
      const waiting = new AbortController();
      const timer = setTimeout(() => waiting.abort(), timeoutMs);
      try {
        // The address is pre-signed: Twilio's credentials are not sent there.
        media = await fetchImpl(new URL(location, base), { signal: waiting.signal });
      } catch (error) {
        throw new TwilioRestError(0, null, `Twilio's media could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
      }
      if (!media.ok || media.body === null) throw new TwilioRestError(media.status, null, `Twilio's media answered HTTP ${String(media.status)}`);
      return { stream: Readable.fromWeb(media.body as WebReadableStream<Uint8Array>), contentType: media.headers.get('content-type') ?? 'audio/mp4' };
    },
  };
}
