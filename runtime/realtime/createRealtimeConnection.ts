import { readSocketMessage, type ChangeMessage, type PushMessage } from './ChangeMessage';

/** The part of the browser's WebSocket the connection uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

/**
 * Whether this tab hears the server's changes and pushes now: `live`, or `reconnecting` while its
 * socket is down or the server's own channel is (what is published meanwhile is missed).
 */
export type RealtimeStatus = 'live' | 'reconnecting';

export interface RealtimeConnectionOptions {
  /** The socket's address, e.g. `wss://portal.example/api/events`. */
  url: string;
  /** The session's current token; read on every (re)connection and checked for a refresh. */
  getToken: () => string | undefined;
  /** A record changed on the server. */
  onChange: (change: ChangeMessage) => void;
  /** A live-monitoring push arrived (about a patient the user may see). */
  onPush?: (push: PushMessage) => void;
  /**
   * Events may have been missed, so what is shown may be stale: the socket is back after a drop,
   * or the server's channel is back after its own outage (`{type: 'resync'}`).
   */
  onResync: () => void;
  /** The channel went down or came back ({@link RealtimeStatus}); called on each change only. */
  onStatus?: (status: RealtimeStatus) => void;
  /** Opens a socket; the browser's WebSocket by default. */
  openSocket?: (url: string) => SocketLike;
  /** First reconnection delay (ms), doubled after each failure up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** How often the token is compared with the one the socket authenticated with (ms). */
  tokenCheckMs?: number;
}

/** An open real-time channel; `close` ends it for good (sign-out). */
export interface RealtimeConnection {
  close(): void;
}

const openState = 1;

/**
 * One WebSocket for this tab: authenticates with the session's token as its first message
 * (never in the URL), sends the token again when the session refreshes it, reconnects with
 * exponential backoff after a drop (and asks for a resync once it is back), and passes change
 * events and pushes on. It reports `reconnecting` while the socket is down or the server says its
 * own channel is (`ready` with `live` false, `status`), and `live` once both are back, with a
 * resync when the server's channel returns.
 *
 * @example
 * const connection = createRealtimeConnection({ url, getToken: portalToken, onChange, onResync });
 * connection.close(); // on sign-out
 */
export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const initialDelayMs = options.initialDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let socket: SocketLike | undefined;
  let sentToken: string | undefined;
  let failures = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let status: RealtimeStatus = 'live';

  function report(next: RealtimeStatus): void {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  }

  function authenticate(): void {
    const token = options.getToken();
    if (!socket || socket.readyState !== openState || token === undefined || token === sentToken) return;
    sentToken = token;
    socket.send(JSON.stringify({ type: 'auth', token }));
  }

  function connect(): void {
    if (closed) return;
    sentToken = undefined;
    const current = openSocket(options.url);
    socket = current;
    current.onopen = () => authenticate();
    current.onmessage = (event) => {
      const message = typeof event.data === 'string' ? readSocketMessage(event.data) : undefined;
      switch (message?.type) {
        case 'ready':
          report(message.live ? 'live' : 'reconnecting');
          if (failures > 0) options.onResync();
          failures = 0;
          return;
        case 'status':
          report(message.live ? 'live' : 'reconnecting');
          return;
        case 'resync':
          report('live');
          options.onResync();
          return;
        case 'change':
          options.onChange(message);
          return;
        case 'push':
          options.onPush?.(message);
          return;
        case undefined:
          return;
      }
    };
    current.onclose = () => {
      if (socket !== current || closed) return;
      socket = undefined;
      report('reconnecting');
      const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** failures);
      failures += 1;
      reconnectTimer = setTimeout(connect, delay);
    };
  }

  connect();
  const tokenCheck = setInterval(authenticate, options.tokenCheckMs ?? 2000);
  return {
    close() {
      closed = true;
      clearInterval(tokenCheck);
      clearTimeout(reconnectTimer);
      socket?.close(1000, 'signed out');
      socket = undefined;
    },
  };
}
