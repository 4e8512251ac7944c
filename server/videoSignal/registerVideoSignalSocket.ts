// The built-in WebRTC provider's signalling (document 2, section 4 "Call"): the two sides of a
// call — the clinician's call window and the patient's app — meet on /api/video-signal under
// their room token and exchange offer, answer and ICE candidates; the media then flow between the
// browsers. Who may open a room is decided by twilio_room/start (the video feature and its table
// video_rooms); this socket admits only the holders of a room token for a room still open there,
// at most two identities per room, and tells each side when the other joins or leaves. When the
// room ends — the hang-up, the patient hanging up, its videoRoomMaxMinutes up, on whichever
// middleware process — both sides are closed 4410 and nothing more is relayed (issue 25, finding 9).
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { verifyBuiltInVideoToken } from '../adapters/video/createBuiltInVideoTokenIssuer';
import type { Clock } from '../clock/Clock';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable';
import type { SignalRooms } from './createSignalRooms';
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
  /** The room ended while the peer was in it (hung up, the patient left, its time ran out): nothing more is relayed. */
  roomEnded: 4410,
} as const;

/** A call is two people: the caller and the patient. */
const maxPeersPerRoom = 2;
/** Bad messages in a row after which a peer is closed (the patient-app gateway's rule too). */
const maxBadInARow = 5;
/** How long an ended room is remembered, to refuse a join whose check raced the end (ms). */
const rememberEndedMs = 60_000;

export interface VideoSignalOptions {
  clock: Clock;
  /** The built-in room tokens' secret (builtInVideoTokenSecret(config)). */
  secret: string;
  /** Handed to each peer on joining (ICE_SERVERS). */
  iceServers: readonly IceServer[];
  /** The video rooms: until when one is open, the patient's hang-up, and endings heard from any process. */
  rooms: SignalRooms;
  /** How long a new socket may stay silent before its `join` (ms). */
  joinTimeoutMs?: number;
}

interface Peer {
  identity: string;
  room: string;
  socket: WebSocket;
}

/** The peers of one open room, and when it ends at the latest. */
interface OpenRoom {
  peers: Map<string, Peer>;
  until: Date;
  /** Ends the room at `until` when nobody speaks in it any more. */
  timer: NodeJS.Timeout;
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
 * window). Bad messages are answered `{type: 'error'}`; five in a row close the socket 4400. When
 * the room ends (announced on the bus by the hang-up or by a patient's `leave`, which ends the
 * room; or its time is up) every peer of it is closed 4410 and nothing more is relayed.
 * Register the WebSocket plugin first.
 *
 * @example
 * registerVideoSignalSocket(app, { clock, secret: builtInVideoTokenSecret(config), iceServers: [], rooms: createSignalRooms(db, clock, live) });
 */
export function registerVideoSignalSocket(app: FastifyInstance, options: VideoSignalOptions): void {
  const { clock, secret, iceServers, rooms: signalRooms } = options;
  // room → its peers by identity. One process's peers: see the report on several instances.
  const rooms = new Map<string, OpenRoom>();
  // Rooms heard to have ended → when: a join checked just before the end must not slip in after it.
  const ended = new Map<string, number>();

  const unsubscribe = signalRooms.onEnded((room) => endRoom(room));
  app.addHook('onClose', () => {
    unsubscribe();
    for (const room of rooms.values()) {
      clearTimeout(room.timer);
      for (const peer of room.peers.values()) peer.socket.close(1001, 'server closing');
    }
  });

  /** Closes every peer of `room` 4410 and forgets the room; nothing of it is relayed again. */
  function endRoom(name: string): void {
    const now = clock.now().getTime();
    for (const [other, at] of ended) if (now - at > rememberEndedMs) ended.delete(other);
    ended.set(name, now);
    const room = rooms.get(name);
    if (!room) return;
    rooms.delete(name);
    clearTimeout(room.timer);
    for (const peer of room.peers.values()) peer.socket.close(signalCloseCodes.roomEnded, 'room ended');
  }

  /** Whether `peer` is still its room's peer of its identity (not replaced, not ended). */
  function isMember(peer: Peer): boolean {
    return rooms.get(peer.room)?.peers.get(peer.identity) === peer;
  }

  function othersOf(peer: Peer): Peer[] {
    return [...(rooms.get(peer.room)?.peers.values() ?? [])].filter((other) => other !== peer);
  }

  function leave(peer: Peer): void {
    const room = rooms.get(peer.room);
    if (room?.peers.get(peer.identity) !== peer) return;
    room.peers.delete(peer.identity);
    if (room.peers.size === 0) {
      rooms.delete(peer.room);
      clearTimeout(room.timer);
    }
    for (const other of room.peers.values()) send(other.socket, { type: 'peerLeft', identity: peer.identity });
  }

  /** The open room `name`, kept until `until`. */
  function openRoom(name: string, until: Date): OpenRoom {
    const known = rooms.get(name);
    if (known) return known;
    const timer = setTimeout(() => endRoom(name), Math.max(0, until.getTime() - clock.now().getTime()));
    timer.unref();
    const room: OpenRoom = { peers: new Map(), until, timer };
    rooms.set(name, room);
    return room;
  }

  async function join(socket: WebSocket, token: string): Promise<Peer | null> {
    const grant = verifyBuiltInVideoToken(secret, clock, token);
    if (!grant) {
      socket.close(signalCloseCodes.unauthenticated, 'invalid room token');
      return null;
    }
    let until: Date | null;
    try {
      until = await signalRooms.openUntil(grant.room);
    } catch (error) {
      // The database could not say: not "room not open", which would end the call for good.
      if (isDatabaseUnavailable(error)) {
        if (socket.readyState === socket.OPEN) socket.close(signalCloseCodes.tryAgainLater, 'service unavailable');
        return null;
      }
      app.log.error({ err: error }, 'reading a video room for the signalling socket failed');
      until = null;
    }
    if (socket.readyState !== socket.OPEN) return null;
    if (until === null || ended.has(grant.room) || until <= clock.now()) {
      socket.close(signalCloseCodes.roomNotOpen, 'room not open');
      return null;
    }
    const { peers } = openRoom(grant.room, until);
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
    const room = rooms.get(peer.room);
    // Past its time the room ends here, even if its timer has not fired (a clock set ahead).
    if (room && room.until <= clock.now()) {
      endRoom(peer.room);
      return;
    }
    for (const other of othersOf(peer)) send(other.socket, { ...signal, from: peer.identity });
  }

  /** A peer hangs up: the patient's `leave` ends the room for both sides, on every process. */
  async function hangUp(peer: Peer): Promise<void> {
    // The other side hears `peerLeft` first, then (the patient's hang-up) the room's end.
    leave(peer);
    peer.socket.close(1000, 'left');
    if (await signalRooms.endOnPatientLeave(peer.room, peer.identity)) await signalRooms.announceEnded(peer.room);
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
      // A peer whose room ended (or who was replaced) has nothing more relayed.
      if (!isMember(peer)) return;
      if (!message || message.type === 'join') {
        badInARow += 1;
        send(socket, { type: 'error', message: message ? 'already joined' : 'not a signalling message' });
        if (badInARow >= maxBadInARow) socket.close(signalCloseCodes.badMessage, 'too many bad messages');
        return;
      }
      badInARow = 0;
      if (message.type === 'leave') await hangUp(peer);
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
