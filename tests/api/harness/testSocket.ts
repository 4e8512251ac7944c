import { WebSocket } from 'ws';

/** A WebSocket client for API tests: every message it receives in order, and how it closed. */
export interface TestSocket {
  /** The next message received (already received ones first). */
  next(): Promise<Record<string, unknown>>;
  /** The next message for which `match` holds, skipping the others. */
  nextMatching(match: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  send(message: unknown): void;
  /** Sends text as it is (not JSON-encoded), for malformed input. */
  sendRaw(text: string): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
  /**
   * Resolves once the server answered a ping sent now: it has read every frame sent before it
   * (a socket's frames and pings are read in order), or once the socket is closed.
   */
  ping(): Promise<void>;
}

/**
 * Opens a socket at `url` (ws://...) and resolves once it is open.
 *
 * @example
 * const socket = await openTestSocket(`${baseUrl.replace('http', 'ws')}/api/events`);
 * socket.send({ type: 'auth', token });
 * expect(await socket.next()).toMatchObject({ type: 'ready' });
 */
export function openTestSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const received: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString('utf8') })),
  );
  const next = (): Promise<Record<string, unknown>> => {
    const message = received.shift();
    return message ? Promise.resolve(message) : new Promise((done) => waiting.push(done));
  };
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        next,
        async nextMatching(match) {
          for (;;) {
            const message = await next();
            if (match(message)) return message;
          }
        },
        send: (message) => socket.send(JSON.stringify(message)),
        sendRaw: (text) => socket.send(text),
        closed,
        close: () => socket.close(),
        ping: () =>
          new Promise<void>((done) => {
            if (socket.readyState !== WebSocket.OPEN) return done();
            socket.once('pong', () => done());
            socket.once('close', () => done());
            socket.ping();
          }),
      }),
    );
  });
}
