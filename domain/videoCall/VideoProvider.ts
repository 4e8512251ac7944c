// The media side of a video call, as the call machine needs it (document 2, sections 4 "Call",
// 7 "Video" and 9). Two implementations are planned behind it: Twilio (`twilio-video`:
// `Video.connect(token, { name, audio, video })`, a Room's `trackSubscribed`,
// `participantConnected` and `disconnected` events, `room.disconnect()`), and the built-in WebRTC
// provider (the browser's RTCPeerConnection, signalling over the portal's WebSocket with the
// server's short-lived room token). Nothing here touches the DOM: a provider lives in the portal,
// the machine only sees this interface, so tests inject a fake.

/**
 * What the browser says about camera and microphone before anything is opened: `granted` (or not
 * asked yet: the browser will ask), or `blocked` (the user blocked them for this site; section 8's
 * 'ROMTime was blocked...').
 */
export type DevicePermission = 'granted' | 'blocked';

/** Section 9: call audio uses autogain, echo cancellation and noise suppression. */
export interface CallAudioConstraints {
  autoGainControl: true;
  echoCancellation: true;
  noiseSuppression: true;
}

/** What the local camera and microphone are opened with. */
export interface LocalMediaRequest {
  audio: CallAudioConstraints;
  video: { width: number; height: number };
}

/** Who is in the room, as the provider names them (the identity of their token). */
export interface RoomParticipant {
  identity: string;
}

/** Why the room was left, as far as the call machine cares. */
export type DisconnectReason =
  /** This side hung up (`disconnect()` was called). */
  | 'local'
  /** The other side left or the room was completed (by the server or the other side). */
  | 'remote'
  /** The connection was lost and could not be restored. */
  | 'failure';

/** What the connected room reports to the call machine. */
export type VideoRoomEvent =
  /** A remote audio or video track was received (subscribed): the call is established. */
  | { type: 'trackReceived'; kind: 'audio' | 'video'; participant: RoomParticipant }
  /**
   * A participant is in the room: `alreadyInRoom` for those found on joining (Twilio's
   * `room.participants`), false for one who joins later (`participantConnected`).
   */
  | { type: 'participantJoined'; participant: RoomParticipant; alreadyInRoom: boolean }
  | { type: 'participantLeft'; participant: RoomParticipant }
  | { type: 'disconnected'; reason: DisconnectReason };

/** Why a connection could not be made. */
export type ConnectFailure =
  /** The browser refused camera or microphone when they were opened (NotAllowedError). */
  | 'deviceAccessDenied'
  /** Anything else: the media server or signalling was unreachable, the token refused... */
  | 'connectFailed';

/**
 * The rejection of `VideoProvider.connect`: a provider maps its library's errors onto `failure`
 * (Twilio's 20101 "invalid access token" and network errors are `connectFailed`; a
 * `NotAllowedError` of getUserMedia is `deviceAccessDenied`).
 *
 * @example
 * throw new VideoConnectError('deviceAccessDenied', 'Permission denied by system');
 */
export class VideoConnectError extends Error {
  constructor(
    readonly failure: ConnectFailure,
    detail?: string,
  ) {
    super(detail ?? failure);
    this.name = 'VideoConnectError';
  }
}

/** An open room: the local tracks are published, remote ones arrive through `onEvent`. */
export interface VideoConnection {
  /** The room's name, as the token names it. */
  readonly room: string;
  /** Stops the local tracks (camera light off) and leaves the room; idempotent. */
  disconnect(): void;
}

/** What `connect` needs: the server's token for the room, the room, the media and a listener. */
export interface ConnectRequest {
  token: string;
  room: string;
  media: LocalMediaRequest;
  /** Called for every room event until the connection is left. */
  onEvent: (event: VideoRoomEvent) => void;
}

/**
 * A video provider: tests the device permissions, then opens the local media and joins a room.
 *
 * @example
 * const connection = await provider.connect({ token, room, media: callMedia, onEvent: (event) => actor.send(...) });
 * connection.disconnect();
 */
export interface VideoProvider {
  /** Which implementation this is (the server tells the portal which one a token is for). */
  readonly kind: 'twilio' | 'builtIn';
  /** The device permission test of opening the call page (navigator.permissions, no prompt). */
  testPermissions(): Promise<DevicePermission>;
  /** Opens the camera and microphone and joins the room; rejects with a `VideoConnectError`. */
  connect(request: ConnectRequest): Promise<VideoConnection>;
}
