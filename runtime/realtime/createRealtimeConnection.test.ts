import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeMessage, PushMessage } from './ChangeMessage';
import { createRealtimeConnection, type RealtimeStatus, type SocketLike } from './createRealtimeConnection';

/** A socket the test drives: what the portal sent, and the server's side of open, message, close. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedBy: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedBy = code;
    this.readyState = 3;
  }
}

let sockets: FakeSocket[];
let token: string | undefined;
let changes: ChangeMessage[];
let resyncs: number;
let pushes: PushMessage[];
let statuses: RealtimeStatus[];

function connect() {
  return createRealtimeConnection({
    url: 'ws://portal.test/api/events',
    getToken: () => token,
    onChange: (change) => changes.push(change),
    onResync: () => (resyncs += 1),
    onPush: (push) => pushes.push(push),
    onStatus: (status) => statuses.push(status),
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    initialDelayMs: 1000,
    maxDelayMs: 4000,
    tokenCheckMs: 2000,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'token-1';
  changes = [];
  resyncs = 0;
  pushes = [];
  statuses = [];
});
afterEach(() => vi.useRealTimers());

describe('createRealtimeConnection', () => {
  it('authenticates with the session token as its first message and passes changes on', () => {
    const connection = connect();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    sockets[0]!.receive({ type: 'ready' });
    sockets[0]!.receive({ type: 'change', resource: 'patients', id: 4, operationId: 'updatePatient' });
    sockets[0]!.receive({ type: 'something else' });
    expect(changes).toEqual([{ type: 'change', resource: 'patients', id: 4, operationId: 'updatePatient' }]);
    connection.close();
  });

  it('passes live-monitoring pushes on apart from changes', () => {
    const connection = connect();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'push', notification_type: 'pain_high', patient_id: 4, json: { pain_level: 9 } });
    sockets[0]!.receive({ type: 'push', notification_type: 'pain_high', patient_id: 'four', json: {} });
    expect(pushes).toEqual([{ type: 'push', notification_type: 'pain_high', patient_id: 4, json: { pain_level: 9 } }]);
    expect(changes).toEqual([]);
    connection.close();
  });

  it('sends the refreshed token on the same socket', () => {
    const connection = connect();
    sockets[0]!.open();
    token = 'token-2';
    vi.advanceTimersByTime(2000);
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', token: 'token-1' }, { type: 'auth', token: 'token-2' }]);
    vi.advanceTimersByTime(2000);
    expect(sockets[0]!.sent).toHaveLength(2);
    expect(sockets).toHaveLength(1);
    connection.close();
  });

  it('reconnects after a drop with a growing delay, and asks for a resync once back', () => {
    const connection = connect();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready' });
    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    expect(resyncs).toBe(0);
    sockets[2]!.receive({ type: 'ready' });
    expect(resyncs).toBe(1);
    connection.close();
  });

  it('closes its socket on sign-out and never reconnects', () => {
    const connection = connect();
    sockets[0]!.open();
    connection.close();
    expect(sockets[0]!.closedBy).toBe(1000);
    sockets[0]!.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('issue 25 finding 3: reports reconnecting while its socket is down and live once it is authenticated again', () => {
    const connection = connect();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', live: true });
    expect(statuses).toEqual([]);
    sockets[0]!.drop();
    sockets[0]!.drop();
    expect(statuses).toEqual(['reconnecting']);
    vi.advanceTimersByTime(1000);
    sockets[1]!.open();
    sockets[1]!.receive({ type: 'ready', live: true });
    expect(statuses).toEqual(['reconnecting', 'live']);
    expect(resyncs).toBe(1);
    connection.close();
  });

  it("issue 25 finding 3: reports reconnecting while the server's channel is down, and live with a resync once the server says it is back", () => {
    const connection = connect();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', live: true });
    sockets[0]!.receive({ type: 'status', live: false });
    expect(statuses).toEqual(['reconnecting']);
    expect(resyncs).toBe(0);
    sockets[0]!.receive({ type: 'resync' });
    expect(statuses).toEqual(['reconnecting', 'live']);
    expect(resyncs).toBe(1);
    connection.close();
  });

  it("issue 25 finding 3: a socket authenticated while the server's channel is down starts reconnecting", () => {
    const connection = connect();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', live: false });
    expect(statuses).toEqual(['reconnecting']);
    sockets[0]!.receive({ type: 'resync' });
    expect(statuses).toEqual(['reconnecting', 'live']);
    connection.close();
  });
});
