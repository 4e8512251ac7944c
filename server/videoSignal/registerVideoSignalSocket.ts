// The built-in WebRTC provider's signalling (document 2, section 4 "Call"): the two sides of a
// call — the clinician's call window and the patient's app — meet on /api/video-signal under
// their room token and exchange offer, answer and ICE candidates; the media then flow between the
// browsers. Who may open a room is decided by twilio_room/start (the video feature and its table
// video_rooms); this socket admits only the holders of a room token for a room still open there,
// at most two identities per room, and tells each side when the other joins or leaves.
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { verifyBuiltInVideoToken } from '../adapters/video/createBuiltInVideoTokenIssuer';
import type { Clock } from '../clock/Clock';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable';
import type { IceServer } from './readIceServers';
import { readPeerMessage, type RelayedSignal } from './signalMessages';

/** Where the portal and the patient's app open the signalling socket. */
export const videoSignalPath = '/api/video-signal';

/** Close codes the peers tell apart (4000–4999 are the application's). */
export const signalCloseCodes = {
  /** The first message was not a `join`, or too many bad messages came in a row. */
  badMessage: 4400,
  /** No join in time, or a token that is not a valid built-in room token (altered, expired). */
  unauthenticated: 4401,
  /** The token's room is not open (ended, or never started) in video_rooms. */
  roomNotOpen: 4404,
  /** Two others are in the room already, or the same identity joined again elsewhere. */
  occupied: 4409,
  /** Whether the room is open could not be read: the database is out of reach (WebSocket's "Try Again Later"). */
  tryAgainLater: 1013,
} as const;

/** A call is two people: the caller and the patient. */
const maxPeersPerRoom = 2;
/** Bad messages in a row after which a peer is closed (the patient-app gateway's rule too). */
const maxBadInARow = 5;

export interface VideoSignalOptions {
  clock: Clock;
  /** The built-in room tokens' secret (builtInVideoTokenSecret(config)). */
  secret: string;
  /** Handed to each peer on joining (ICE_SERVERS). */
  iceServers: readonly IceServer[];
  /** Whether `room` (a unique_name) is open in video_rooms. */
  isRoomOpen: (room: string) => Promise<boolean>;
  /** How long a new socket may stay silent before its `join` (ms). */
  joinTimeoutMs?: number;
}

interface Peer {
  identity: string;
  room: string;
  socket: WebSocket;
}

const send = (socket: WebSocket, message: object): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * Mounts `GET /api/video-signal`. A peer's first message is `{type: 'join', token}` with the room
 * token twilio_room/start (or the patient app's videoCallStart command) handed it; it is answered
 * `{type: 'joined', identity, room, peers, iceServers}` (`peers`: who is there already), or closed
 * 4401 (bad token), 4404 (room not open), 1013 (the database could not say: try again later) or
 * 4409 after `{type: 'occupied', peers}`. Then `offer`,
 * `answer` and `candidate` go to the other peer with `from`; `peerJoined` / `peerLeft` tell each
 * side of the other. The same identity joining again replaces its older socket (a reloaded call
 * window). Bad messages are answered `{type: 'error'}`; five in a row close the socket 4400.
 * Register the WebSocket plugin first.
 *
 * @example
 * registerVideoSignalSocket(app, { clock, secret: builtInVideoTokenSecret(config), iceServers: [], isRoomOpen });
 */
export function registerVideoSignalSocket(app: FastifyInstance, options: VideoSignalOptions): void {
  const { clock, secret, iceServers, isRoomOpen } = options;
  // room → identity → peer. One process's peers: see the report on several instances.
  const rooms = new Map<string, Map<string, Peer>>();

  app.addHook('onClose', () => {
    for (const peers of rooms.values()) for (const peer of peers.values()) peer.socket.close(1001, 'server closing');
  });

  function othersOf(peer: Peer): Peer[] {
    return [...(rooms.get(peer.room)?.values() ?? [])].filter((other) => other !== peer);
  }

  function leave(peer: Peer): void {
    const peers = rooms.get(peer.room);
    if (peers?.get(peer.identity) !== peer) return;
    peers.delete(peer.identity);
    if (peers.size === 0) rooms.delete(peer.room);
    for (const other of peers.values()) send(other.socket, { type: 'peerLeft', identity: peer.identity });
  }

  async function join(socket: WebSocket, token: string): Promise<Peer | null> {
    const grant = verifyBuiltInVideoToken(secret, clock, token);
    if (!grant) {
      socket.close(signalCloseCodes.unauthenticated, 'invalid room token');
      return null;
    }
    let open: boolean;
    try {
      open = await isRoomOpen(grant.room);
    } catch (error) {
      // The database could not say: not "room not open", which would end the call for good.
      if (isDatabaseUnavailable(error)) {
        if (socket.readyState === socket.OPEN) socket.close(signalCloseCodes.tryAgainLater, 'service unavailable');
        return null;
      }
      app.log.error({ err: error }, 'reading a video room for the signalling socket failed');
      open = false;
    }
    if (socket.readyState !== socket.OPEN) return null;
    if (!open) {
      socket.close(signalCloseCodes.roomNotOpen, 'room not open');
      return null;
    }
    const peers = rooms.get(grant.room) ?? new Map<string, Peer>();
    rooms.set(grant.room, peers);
    // The same identity again (a reloaded window): the older socket leaves first.
    const older = peers.get(grant.identity);
    if (older) {
      leave(older);
      older.socket.close(signalCloseCodes.occupied, 'joined elsewhere');
    }
    if (peers.size >= maxPeersPerRoom) {
      send(socket, { type: 'occupied', peers: [...peers.keys()] });
      socket.close(signalCloseCodes.occupied, 'room occupied');
      return null;
    }
    const peer: Peer = { identity: grant.identity, room: grant.room, socket };
    send(socket, { type: 'joined', identity: peer.identity, room: peer.room, peers: [...peers.keys()], iceServers });
    for (const other of peers.values()) send(other.socket, { type: 'peerJoined', identity: peer.identity });
    peers.set(peer.identity, peer);
    return peer;
  }

  function relay(peer: Peer, signal: RelayedSignal): void {
    for (const other of othersOf(peer)) send(other.socket, { ...signal, from: peer.identity });
  }

  app.get(videoSignalPath, { websocket: true }, (socket) => {
    let peer: Peer | null = null;
    let joining = false;
    let badInARow = 0;
    // Messages of one socket are taken in order: a signal sent right after `join` waits for it.
    let queue: Promise<void> = Promise.resolve();
    const joinTimer = setTimeout(() => {
      if (!peer) socket.close(signalCloseCodes.unauthenticated, 'no join message');
    }, options.joinTimeoutMs ?? 10_000);
    socket.on('close', () => {
      clearTimeout(joinTimer);
      if (peer) leave(peer);
      peer = null;
    });

    async function take(text: string): Promise<void> {
      const message = readPeerMessage(text);
      if (!peer) {
        if (message?.type !== 'join' || joining) {
          socket.close(signalCloseCodes.badMessage, 'expected {type: "join", token}');
          return;
        }
        joining = true;
        peer = await join(socket, message.token);
        // Closed while joining: the close handler ran before the peer existed.
        if (peer && socket.readyState !== socket.OPEN) leave(peer);
        return;
      }
      if (!message || message.type === 'join') {
        badInARow += 1;
        send(socket, { type: 'error', message: message ? 'already joined' : 'not a signalling message' });
        if (badInARow >= maxBadInARow) socket.close(signalCloseCodes.badMessage, 'too many bad messages');
        return;
      }
      badInARow = 0;
      if (message.type === 'leave') socket.close(1000, 'left');
      else relay(peer, message);
    }

    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      queue = queue
        .then(() => take(text))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'a signalling message failed');
        });
    });
  });
}
