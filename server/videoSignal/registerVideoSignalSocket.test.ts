// The signalling relay over a real Fastify server and real WebSockets: two peers of one room
// exchange offer, answer and candidates and hear of each other; a third is told the room is
// occupied; a bad or expired token is closed 4401, a room that is not open 4404; malformed
// messages are answered, never a crash; a room that ends (announced, hung up by its patient, its
// time up) closes its peers 4410 and relays nothing more. The rooms are an in-memory stand-in of
// createSignalRooms (tests/api/video-signal.test.ts runs the real one over HTTP and the database).
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createBuiltInVideoTokenIssuer } from '../adapters/video/createBuiltInVideoTokenIssuer';
import { createManualClock } from '../clock/createManualClock';
import { DatabaseUnavailableError } from '../db/DatabaseUnavailableError';
import type { SignalRooms } from './createSignalRooms';
import { registerVideoSignalSocket, signalCloseCodes, videoSignalPath } from './registerVideoSignalSocket';

const secret = 'test-video-secret';
const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
const issuer = createBuiltInVideoTokenIssuer(secret, clock);
/** A room whose state the database cannot tell: it is out of reach. */
const unreachableRoom = 'room-unreachable';
/** The open rooms and until when (an hour from the start). */
const openRooms = new Map(['room-a', 'room-b', 'room-c', 'room-d', 'room-e', 'room-f', 'room-g'].map((room) => [room, new Date('2026-03-02T11:00:00Z')]));
const endListeners = new Set<(room: string) => void>();
const rooms: SignalRooms = {
  openUntil: (room) =>
    room === unreachableRoom ? Promise.reject(new DatabaseUnavailableError('no connection to PostgreSQL')) : Promise.resolve(openRooms.get(room) ?? null),
  endOnPatientLeave: (room, identity) => Promise.resolve(identity.startsWith('patient-') && openRooms.delete(room)),
  announceEnded: (room) => {
    for (const listener of endListeners) listener(room);
    return Promise.resolve();
  },
  onEnded: (listener) => {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },
};
const iceServers = [{ urls: 'stun:stun.example.org:3478' }];
let app: FastifyInstance;
let url: string;

interface Peer {
  next(): Promise<Record<string, unknown>>;
  send(message: unknown): void;
  sendRaw(text: string): void;
  closed: Promise<number>;
  close(): void;
  /** The messages received and not read yet. */
  unread(): Record<string, unknown>[];
}

function openPeer(): Promise<Peer> {
  const socket = new WebSocket(url);
  const received: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const message: unknown = JSON.parse(data.toString('utf8'));
    if (typeof message !== 'object' || message === null) throw new Error('not an object');
    const record = { ...message };
    const waiter = waiting.shift();
    if (waiter) waiter(record);
    else received.push(record);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        next: () => {
          const message = received.shift();
          return message ? Promise.resolve(message) : new Promise((done) => waiting.push(done));
        },
        send: (message) => socket.send(JSON.stringify(message)),
        sendRaw: (text) => socket.send(text),
        closed,
        close: () => socket.close(),
        unread: () => [...received],
      }),
    );
  });
}

async function joined(identity: string, room: string): Promise<{ peer: Peer; answer: Record<string, unknown> }> {
  const peer = await openPeer();
  peer.send({ type: 'join', token: issuer.issue({ identity, room }).token });
  return { peer, answer: await peer.next() };
}

beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyWebsocket, { options: { maxPayload: 40_000 } });
  registerVideoSignalSocket(app, { clock, secret, iceServers, rooms, joinTimeoutMs: 500 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${videoSignalPath}`;
});

afterAll(async () => {
  await app.close();
});

describe('/api/video-signal', () => {
  it('[video-call-states] [video-call-screen-tabs] relays offer, answer (with the screen stream\'s label) and candidates between the caller and the patient, and tells each of the other', async () => {
    const caller = await joined('surgeon', 'room-a');
    expect(caller.answer).toEqual({ type: 'joined', identity: 'surgeon', room: 'room-a', peers: [], iceServers });
    const patient = await joined('patient-7', 'room-a');
    expect(patient.answer).toMatchObject({ type: 'joined', identity: 'patient-7', peers: ['surgeon'] });
    expect(await caller.peer.next()).toEqual({ type: 'peerJoined', identity: 'patient-7' });

    caller.peer.send({ type: 'offer', sdp: 'v=0 offer', extra: 'dropped' });
    expect(await patient.peer.next()).toEqual({ type: 'offer', sdp: 'v=0 offer', from: 'surgeon' });
    patient.peer.send({ type: 'answer', sdp: 'v=0 answer' });
    expect(await caller.peer.next()).toEqual({ type: 'answer', sdp: 'v=0 answer', from: 'patient-7' });
    // The patient's app names the stream of its screen (the Patient App tab's picture); a label
    // that is not a stream id is dropped, the description still relayed.
    patient.peer.send({ type: 'answer', sdp: 'v=0 answer with screen', screen: '{5e1f-screen}' });
    expect(await caller.peer.next()).toEqual({ type: 'answer', sdp: 'v=0 answer with screen', screen: '{5e1f-screen}', from: 'patient-7' });
    patient.peer.send({ type: 'answer', sdp: 'v=0 answer', screen: '<img src=x>' });
    expect(await caller.peer.next()).toEqual({ type: 'answer', sdp: 'v=0 answer', from: 'patient-7' });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    patient.peer.send({ type: 'candidate', candidate });
    expect(await caller.peer.next()).toEqual({ type: 'candidate', candidate, from: 'patient-7' });

    caller.peer.send({ type: 'leave' });
    expect(await caller.peer.closed).toBe(1000);
    expect(await patient.peer.next()).toEqual({ type: 'peerLeft', identity: 'surgeon' });
    patient.peer.close();
  });

  it('issue 25 finding 9: the patient hanging up ends the room: the caller is closed 4410 and the room takes nobody again', async () => {
    const caller = await joined('surgeon', 'room-e');
    const patient = await joined('patient-7', 'room-e');
    expect(await caller.peer.next()).toEqual({ type: 'peerJoined', identity: 'patient-7' });
    patient.peer.send({ type: 'leave' });
    expect(await patient.peer.closed).toBe(1000);
    expect(await caller.peer.next()).toEqual({ type: 'peerLeft', identity: 'patient-7' });
    expect(await caller.peer.closed).toBe(signalCloseCodes.roomEnded);
    const again = await openPeer();
    again.send({ type: 'join', token: issuer.issue({ identity: 'surgeon', room: 'room-e' }).token });
    expect(await again.closed).toBe(signalCloseCodes.roomNotOpen);
  });

  it('issue 25 finding 9: a room ended elsewhere closes both peers 4410, and an offer sent after is relayed to nobody', async () => {
    const caller = await joined('surgeon', 'room-f');
    const patient = await joined('patient-8', 'room-f');
    expect(await caller.peer.next()).toEqual({ type: 'peerJoined', identity: 'patient-8' });
    await rooms.announceEnded('room-f');
    caller.peer.send({ type: 'offer', sdp: 'v=0 after the end' });
    expect(await caller.peer.closed).toBe(signalCloseCodes.roomEnded);
    expect(await patient.peer.closed).toBe(signalCloseCodes.roomEnded);
    expect(patient.peer.unread()).toEqual([]);
  });

  it('issue 25 finding 9: a room past its time is ended by the next signal instead of relaying it', async () => {
    const caller = await joined('surgeon', 'room-g');
    const patient = await joined('patient-9', 'room-g');
    expect(await caller.peer.next()).toEqual({ type: 'peerJoined', identity: 'patient-9' });
    const start = clock.now();
    clock.set(new Date('2026-03-02T11:00:01Z'));
    caller.peer.send({ type: 'offer', sdp: 'v=0 too late' });
    expect(await caller.peer.closed).toBe(signalCloseCodes.roomEnded);
    expect(await patient.peer.closed).toBe(signalCloseCodes.roomEnded);
    expect(patient.peer.unread()).toEqual([]);
    clock.set(start);
  });

  it('[video-other-clinician] tells a third identity the room is occupied, and closes it 4409', async () => {
    const caller = await joined('surgeon', 'room-b');
    const patient = await joined('patient-8', 'room-b');
    const third = await joined('therapist', 'room-b');
    expect(third.answer).toEqual({ type: 'occupied', peers: ['surgeon', 'patient-8'] });
    expect(await third.peer.closed).toBe(signalCloseCodes.occupied);
    // The two in the call heard nothing of it and still talk.
    caller.peer.send({ type: 'offer', sdp: 'v=0 still here' });
    expect(await patient.peer.next()).toMatchObject({ type: 'offer', sdp: 'v=0 still here' });
    caller.peer.close();
    patient.peer.close();
  });

  it('lets the same identity rejoin from a reloaded window: the older socket is closed and the other side told', async () => {
    const first = await joined('surgeon', 'room-c');
    const patient = await joined('patient-9', 'room-c');
    expect(await first.peer.next()).toMatchObject({ type: 'peerJoined', identity: 'patient-9' });
    const second = await joined('surgeon', 'room-c');
    expect(second.answer).toMatchObject({ type: 'joined', peers: ['patient-9'] });
    expect(await first.peer.closed).toBe(signalCloseCodes.occupied);
    expect(await patient.peer.next()).toEqual({ type: 'peerLeft', identity: 'surgeon' });
    expect(await patient.peer.next()).toEqual({ type: 'peerJoined', identity: 'surgeon' });
    second.peer.close();
    patient.peer.close();
  });

  it('issue 25 finding 4: closes 1013 (try again later), not 4404, when the database cannot say whether the room is open', async () => {
    const peer = await openPeer();
    peer.send({ type: 'join', token: issuer.issue({ identity: 'surgeon', room: unreachableRoom }).token });
    expect(await peer.closed).toBe(signalCloseCodes.tryAgainLater);
  });

  it('closes 4401 for an altered, foreign or expired token, or no join in time; 4404 for a room that is not open', async () => {
    const { token } = issuer.issue({ identity: 'surgeon', room: 'room-d' });
    const altered = await openPeer();
    altered.send({ type: 'join', token: `${token.slice(0, -2)}xx` });
    expect(await altered.closed).toBe(signalCloseCodes.unauthenticated);
    const foreign = await openPeer();
    foreign.send({ type: 'join', token: createBuiltInVideoTokenIssuer('another secret', clock).issue({ identity: 'x', room: 'room-d' }).token });
    expect(await foreign.closed).toBe(signalCloseCodes.unauthenticated);
    const silent = await openPeer();
    expect(await silent.closed).toBe(signalCloseCodes.unauthenticated);
    const ended = await openPeer();
    ended.send({ type: 'join', token: issuer.issue({ identity: 'surgeon', room: 'room-gone' }).token });
    expect(await ended.closed).toBe(signalCloseCodes.roomNotOpen);

    const expiring = issuer.issue({ identity: 'surgeon', room: 'room-d' }).token;
    clock.advance(11 * 60_000);
    const late = await openPeer();
    late.send({ type: 'join', token: expiring });
    expect(await late.closed).toBe(signalCloseCodes.unauthenticated);
  });

  it('answers malformed messages without crashing, and closes 4400 after five in a row or a first message that is not a join', async () => {
    const notJoin = await openPeer();
    notJoin.send({ type: 'offer', sdp: 'v=0' });
    expect(await notJoin.closed).toBe(signalCloseCodes.badMessage);
    const garbage = await openPeer();
    garbage.sendRaw('{not json');
    expect(await garbage.closed).toBe(signalCloseCodes.badMessage);

    const caller = await joined('surgeon', 'room-a');
    const patient = await joined('patient-7', 'room-a');
    await caller.peer.next();
    for (const bad of ['null', '[]', '"offer"', '{"type":"offer"}', '{"type":"candidate","candidate":{"candidate":5}}']) {
      caller.peer.sendRaw(bad);
      expect(await caller.peer.next()).toMatchObject({ type: 'error' });
    }
    expect(await caller.peer.closed).toBe(signalCloseCodes.badMessage);
    expect(await patient.peer.next()).toEqual({ type: 'peerLeft', identity: 'surgeon' });
    // The server still serves.
    const again = await joined('surgeon', 'room-a');
    expect(again.answer).toMatchObject({ type: 'joined', peers: ['patient-7'] });
    again.peer.close();
    patient.peer.close();
  });
});
