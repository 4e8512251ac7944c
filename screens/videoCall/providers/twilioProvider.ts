// The Twilio provider (DESIGN "Video", when the server has Twilio credentials): `twilio-video`'s
// connect(token, { name, tracks }) with the camera and microphone this provider opened itself
// (section 9's constraints), the Room's events mapped onto the call machine's. The library is
// imported on the first call only, so it stays out of the portal's main bundle. The patient's app
// publishes its screen as a second video track named `screen` (screenTrack.ts): that one is the
// Patient App tab's picture (`media.screen`), not the camera.
import {
  VideoConnectError,
  type ConnectRequest,
  type VideoConnection,
  type VideoRoomEvent,
} from '../../../domain/videoCall/VideoProvider';
import type { BrowserVideoProvider } from './BrowserVideoProvider';
import { createCallMediaStore } from './callMediaStore';
import { testDevicePermission, type PermissionQuery } from './devicePermission';
import { openLocalMedia } from './openLocalMedia';
import { isScreenTrack } from './screenTrack';

/** A remote participant as the provider reads it. */
export interface TwilioParticipantLike {
  identity: string;
}

/** A subscribed remote track: audio or video carry a MediaStreamTrack (data tracks are skipped). */
export interface TwilioTrackLike {
  kind: string;
  /** The name its publisher gave it (the patient's screen: `screen`). */
  name?: string;
  mediaStreamTrack?: MediaStreamTrack;
}

/** What the provider uses of twilio-video's Room (an EventEmitter). */
export interface TwilioRoomLike {
  name: string;
  participants: Map<string, TwilioParticipantLike>;
  /** This side: a swapped outgoing video is unpublished and the new one published. */
  localParticipant: {
    publishTrack(track: MediaStreamTrack): Promise<unknown>;
    unpublishTrack(track: MediaStreamTrack): unknown;
  };
  on(event: 'participantConnected', listener: (participant: TwilioParticipantLike) => void): unknown;
  on(event: 'participantDisconnected', listener: (participant: TwilioParticipantLike) => void): unknown;
  on(event: 'trackSubscribed', listener: (track: TwilioTrackLike, publication: unknown, participant: TwilioParticipantLike) => void): unknown;
  on(event: 'trackUnsubscribed', listener: (track: TwilioTrackLike) => void): unknown;
  on(event: 'disconnected', listener: (room: unknown, error?: { code?: number } | null) => void): unknown;
  disconnect(): unknown;
}

/** What the provider uses of the twilio-video module. */
export interface TwilioVideoModule {
  connect(token: string, options: { name: string; tracks: MediaStreamTrack[] }): PromiseLike<TwilioRoomLike>;
}

export interface TwilioProviderOptions {
  /** Loads twilio-video; by default the lazy import of the package (its own chunk). */
  loadTwilio?: () => Promise<TwilioVideoModule>;
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  permissions?: PermissionQuery;
}

const importTwilio = async (): Promise<TwilioVideoModule> => import('twilio-video');

/**
 * The Twilio provider. Disconnected events: the caller's own `disconnect()` is `local`; the room
 * completed (Twilio 53118) or left by the server `remote`; any other error (signalling or media
 * lost) `failure`.
 *
 * @example
 * const provider = createTwilioVideoProvider();
 * const connection = await provider.connect({ token, room, media: callMedia, onEvent });
 */
export function createTwilioVideoProvider(options: TwilioProviderOptions = {}): BrowserVideoProvider {
  const media = createCallMediaStore();
  // The open room and the video it publishes now (the camera, or the background canvas).
  let open: { room: TwilioRoomLike; camera: MediaStreamTrack | null; sent: MediaStreamTrack | null } | null = null;

  async function connect(request: ConnectRequest): Promise<VideoConnection> {
    const video = await (options.loadTwilio ?? importTwilio)().catch((error: unknown) => {
      throw new VideoConnectError('connectFailed', `twilio-video did not load: ${error instanceof Error ? error.message : String(error)}`);
    });
    const local = await openLocalMedia(options.mediaDevices ?? globalThis.navigator?.mediaDevices, request.media);
    media.set({ local });
    const stopLocal = (): void => {
      for (const track of local.getTracks()) track.stop();
      media.set({ local: null, remote: null, screen: null });
    };
    let room: TwilioRoomLike;
    try {
      room = await video.connect(request.token, { name: request.room, tracks: local.getTracks() });
    } catch (error) {
      stopLocal();
      // 20101 invalid token, 53000 signalling failure, ...: the call could not start.
      throw new VideoConnectError('connectFailed', error instanceof Error ? error.message : String(error));
    }

    let left = false;
    let leftLocally = false;
    const emit = (event: VideoRoomEvent): void => {
      if (!left) request.onEvent(event);
    };
    const remote = new MediaStream();
    room.on('participantConnected', (participant) => emit({ type: 'participantJoined', participant: { identity: participant.identity }, alreadyInRoom: false }));
    room.on('participantDisconnected', (participant) => emit({ type: 'participantLeft', participant: { identity: participant.identity } }));
    room.on('trackSubscribed', (track, _publication, participant) => {
      if ((track.kind !== 'audio' && track.kind !== 'video') || !track.mediaStreamTrack) return;
      if (isScreenTrack({ kind: track.kind, ...(track.name === undefined ? {} : { name: track.name }) })) {
        media.set({ screen: new MediaStream([track.mediaStreamTrack]) });
        return;
      }
      remote.addTrack(track.mediaStreamTrack);
      media.set({ remote });
      emit({ type: 'trackReceived', kind: track.kind, participant: { identity: participant.identity } });
    });
    room.on('trackUnsubscribed', (track) => {
      if (!track.mediaStreamTrack) return;
      if (media.current().screen?.getVideoTracks()[0] === track.mediaStreamTrack) media.set({ screen: null });
      else remote.removeTrack(track.mediaStreamTrack);
    });
    room.on('disconnected', (_room, error) => {
      stopLocal();
      const reason = leftLocally ? 'local' : !error || error.code === 53118 ? 'remote' : 'failure';
      emit({ type: 'disconnected', reason });
      left = true;
    });
    // Those in the room before this side came (Twilio's room.participants), after the caller has the connection.
    const camera = local.getVideoTracks()[0] ?? null;
    open = { room, camera, sent: camera };
    const already = [...room.participants.values()];
    setTimeout(() => {
      for (const participant of already) emit({ type: 'participantJoined', participant: { identity: participant.identity }, alreadyInRoom: true });
    }, 0);

    return {
      room: room.name,
      disconnect() {
        if (leftLocally) return;
        leftLocally = true;
        if (open?.room === room) open = null;
        room.disconnect();
        stopLocal();
      },
    };
  }

  return {
    kind: 'twilio',
    media,
    testPermissions: () => testDevicePermission(options.permissions ?? globalThis.navigator?.permissions),
    connect,
    async replaceOutgoingVideo(track) {
      if (!open) return;
      const next = track ?? open.camera;
      if (next === open.sent) return;
      if (open.sent) open.room.localParticipant.unpublishTrack(open.sent);
      open.sent = next;
      if (next) await open.room.localParticipant.publishTrack(next);
    },
  };
}
