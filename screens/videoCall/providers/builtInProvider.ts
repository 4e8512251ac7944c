// The built-in WebRTC provider (DESIGN "Video"): the browser's own RTCPeerConnection between the
// call window and the patient's app, signalling over the middleware's /api/video-signal with the
// room token of twilio_room/start, ICE servers as the server hands them (ICE_SERVERS). The side
// already in the room makes the offer when the other joins; the newcomer answers. The patient's
// app sends its screen as a second video track, in a stream its offer or answer labels `screen`
// (screenTrack.ts): that track is the Patient App tab's picture (`media.screen`), not the camera.
import {
  VideoConnectError,
  type ConnectRequest,
  type DisconnectReason,
  type VideoConnection,
  type VideoRoomEvent,
} from '../../../domain/videoCall/VideoProvider';
import type { BrowserVideoProvider } from './BrowserVideoProvider';
import { createCallMediaStore } from './callMediaStore';
import { isScreenTrack } from './screenTrack';
import { occupiedCloseCode, readServerSignal, roomEndedCloseCode, roomNotOpenCloseCode, videoSignalPath, type ServerSignal } from './builtInSignal';
import { testDevicePermission, type PermissionQuery } from './devicePermission';
import { openLocalMedia } from './openLocalMedia';

/** What the provider takes from the browser; tests and other hosts give their own. */
export interface BuiltInProviderOptions {
  /** The signalling socket's address; by default /api/video-signal of this page's host. */
  signalUrl?: string;
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  permissions?: PermissionQuery;
  /** How long the join may take before the call counts as failed (ms). */
  joinTimeoutMs?: number;
}

function defaultSignalUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${videoSignalPath}`;
}

/** One joined room: its socket, the peer connection with the other side, the local media. */
class BuiltInRoom implements VideoConnection {
  private peer: RTCPeerConnection | null = null;
  private remoteIdentity: string | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private iceServers: RTCIceServer[] = [];
  private left = false;
  private outgoingVideo: MediaStreamTrack | null = null;
  /** The stream ids the other side labelled as its screen (offer or answer `screen`). */
  private screenStreamIds = new Set<string>();

  constructor(
    readonly room: string,
    private readonly socket: WebSocket,
    private readonly local: MediaStream,
    private readonly media: ReturnType<typeof createCallMediaStore>,
    private readonly onEvent: (event: VideoRoomEvent) => void,
  ) {}

  /** Takes the `joined` answer: who is there already (the newcomer waits for their offer). */
  start(iceServers: RTCIceServer[], peers: string[]): void {
    this.iceServers = iceServers;
    for (const identity of peers) this.onEvent({ type: 'participantJoined', participant: { identity }, alreadyInRoom: true });
  }

  async take(signal: ServerSignal): Promise<void> {
    switch (signal.type) {
      case 'peerJoined': {
        this.onEvent({ type: 'participantJoined', participant: { identity: signal.identity }, alreadyInRoom: false });
        const peer = this.newPeer(signal.identity);
        // A slot for the patient's screen: the answer can send it only in an offered m-line.
        peer.addTransceiver('video', { direction: 'recvonly' });
        const offer = await peer.createOffer();
        await peer.setLocalDescription(offer);
        this.send({ type: 'offer', sdp: offer.sdp });
        return;
      }
      case 'offer': {
        const peer = this.newPeer(signal.from);
        this.labelScreen(signal.screen);
        await peer.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await this.flushCandidates(peer);
        const answer = await peer.createAnswer();
        await peer.setLocalDescription(answer);
        this.send({ type: 'answer', sdp: answer.sdp });
        return;
      }
      case 'answer':
        if (this.peer && signal.from === this.remoteIdentity) {
          this.labelScreen(signal.screen);
          await this.peer.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
          await this.flushCandidates(this.peer);
        }
        return;
      case 'candidate':
        if (this.peer?.remoteDescription && signal.from === this.remoteIdentity) await this.peer.addIceCandidate(signal.candidate);
        else this.pendingCandidates.push(signal.candidate);
        return;
      case 'peerLeft':
        if (signal.identity === this.remoteIdentity) this.closePeer();
        this.onEvent({ type: 'participantLeft', participant: { identity: signal.identity } });
        return;
      // Answers to the join (taken by connect) and the server's complaints about a message.
      case 'joined':
      case 'occupied':
      case 'error':
        return;
    }
  }

  /** A fresh connection with `identity` (a rejoin replaces the older one), sending the local tracks. */
  private newPeer(identity: string): RTCPeerConnection {
    this.closePeer();
    const peer = new RTCPeerConnection({ iceServers: this.iceServers });
    this.peer = peer;
    this.remoteIdentity = identity;
    for (const track of this.local.getTracks()) {
      peer.addTrack(track.kind === 'video' && this.outgoingVideo ? this.outgoingVideo : track, this.local);
    }
    const remote = new MediaStream();
    peer.addEventListener('icecandidate', ({ candidate }) => {
      if (candidate) this.send({ type: 'candidate', candidate: candidate.toJSON() });
    });
    peer.addEventListener('track', ({ track, streams }) => {
      if (this.peer !== peer) return;
      if (isScreenTrack({ kind: track.kind, streamIds: streams.map((stream) => stream.id) }, this.screenStreamIds)) {
        this.media.set({ screen: new MediaStream([track]) });
        track.addEventListener('ended', () => {
          if (this.media.current().screen?.getVideoTracks()[0] === track) this.media.set({ screen: null });
        });
        return;
      }
      remote.addTrack(track);
      this.media.set({ remote });
      if (track.kind === 'audio' || track.kind === 'video') this.onEvent({ type: 'trackReceived', kind: track.kind, participant: { identity } });
    });
    peer.addEventListener('connectionstatechange', () => {
      if (this.peer === peer && peer.connectionState === 'failed') this.end('failure');
    });
    return peer;
  }

  /** Takes the other side's label of its screen stream (it stays for the peer connection). */
  private labelScreen(streamId: string | undefined): void {
    if (streamId !== undefined) this.screenStreamIds.add(streamId);
  }

  private async flushCandidates(peer: RTCPeerConnection): Promise<void> {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of pending) await peer.addIceCandidate(candidate);
  }

  private closePeer(): void {
    this.peer?.close();
    this.peer = null;
    this.remoteIdentity = null;
    this.pendingCandidates = [];
    this.screenStreamIds = new Set();
    this.media.set({ remote: null, screen: null });
  }

  private send(message: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  async replaceOutgoingVideo(track: MediaStreamTrack | null): Promise<void> {
    this.outgoingVideo = track;
    const camera = this.local.getVideoTracks()[0] ?? null;
    const sender = this.peer?.getSenders().find((candidate) => candidate.track?.kind === 'video');
    await sender?.replaceTrack(track ?? camera);
  }

  /** The room is over: tracks stopped (the camera light goes off), everything closed, told once. */
  end(reason: DisconnectReason): void {
    if (this.left) return;
    this.left = true;
    if (reason === 'local') this.send({ type: 'leave' });
    this.closePeer();
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) this.socket.close(1000, 'left');
    for (const track of this.local.getTracks()) track.stop();
    this.media.set({ local: null, remote: null, screen: null });
    this.onEvent({ type: 'disconnected', reason });
  }

  disconnect(): void {
    this.end('local');
  }
}

/**
 * The built-in WebRTC provider.
 *
 * @example
 * const provider = createBuiltInVideoProvider();
 * const connection = await provider.connect({ token, room, media: callMedia, onEvent });
 */
export function createBuiltInVideoProvider(options: BuiltInProviderOptions = {}): BrowserVideoProvider {
  const media = createCallMediaStore();
  let current: BuiltInRoom | null = null;

  async function connect(request: ConnectRequest): Promise<VideoConnection> {
    const local = await openLocalMedia(options.mediaDevices ?? globalThis.navigator?.mediaDevices, request.media);
    media.set({ local });
    const socket = new WebSocket(options.signalUrl ?? defaultSignalUrl());
    const room = new BuiltInRoom(request.room, socket, local, media, request.onEvent);
    // Signals are taken one after the other: an answer must not overtake its offer's setup.
    let queue: Promise<void> = Promise.resolve();

    return new Promise<VideoConnection>((resolve, reject) => {
      let joined = false;
      const fail = (detail: string): void => {
        clearTimeout(timer);
        for (const track of local.getTracks()) track.stop();
        media.set({ local: null, remote: null, screen: null });
        socket.close();
        reject(new VideoConnectError('connectFailed', detail));
      };
      const timer = setTimeout(() => fail('the signalling server did not answer'), options.joinTimeoutMs ?? 15_000);

      socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'join', token: request.token })));
      socket.addEventListener('message', (event: MessageEvent<unknown>) => {
        const signal = typeof event.data === 'string' ? readServerSignal(event.data) : null;
        if (!signal) return;
        if (!joined) {
          if (signal.type === 'joined') {
            joined = true;
            clearTimeout(timer);
            current = room;
            resolve(room);
            room.start(signal.iceServers, signal.peers);
          } else if (signal.type === 'occupied') {
            // Two others hold the room: joined as far as the call is concerned, which then sees
            // who was there first ([video-other-clinician]) and leaves.
            joined = true;
            clearTimeout(timer);
            resolve(room);
            setTimeout(() => {
              room.start([], signal.peers);
              room.end('remote');
            }, 0);
          }
          return;
        }
        queue = queue
          .then(() => room.take(signal))
          .catch((error: unknown) => {
            console.warn(`video call: a ${signal.type} signal failed: ${error instanceof Error ? error.message : String(error)}`);
          });
      });
      socket.addEventListener('close', (event: CloseEvent) => {
        if (!joined) {
          fail(`the signalling socket closed (${event.code})`);
          return;
        }
        // Ended elsewhere (the room closed, or this identity joined in another window), or lost.
        const endedThere = [roomNotOpenCloseCode, roomEndedCloseCode, occupiedCloseCode, 1000].includes(event.code);
        room.end(endedThere ? 'remote' : 'failure');
      });
    });
  }

  return {
    kind: 'builtIn',
    media,
    testPermissions: () => testDevicePermission(options.permissions ?? globalThis.navigator?.permissions),
    connect,
    replaceOutgoingVideo: (track) => current?.replaceOutgoingVideo(track) ?? Promise.resolve(),
  };
}
