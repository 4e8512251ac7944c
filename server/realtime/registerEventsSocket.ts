import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../clock/Clock';
import type { Database } from '../db/Database';
import { changeAudience, type AudienceCheck } from './changeAudience';
import type { ChangeEvent } from './ChangeEvent';
import type { EventBus } from './EventBus';
import type { LiveEvents, PortalPush } from './LiveEvents';
import type { ActingPermissions } from '../session/actingContext';
import { findSocketSession, type SocketSession } from './socketSession';

/** The portal's real-time channel. */
export const eventsSocketPath = '/api/events';

/** The route of the `logout` operation, whose success closes the caller's sockets. */
const logoutRoute = '/api/logout';

/** Close codes the portal tells apart (4000–4999 are the application's). */
export const socketCloseCodes = {
  /** No valid token: never sent, expired, revoked (logout, refresh without re-authenticating). */
  unauthenticated: 4401,
  /** A message that is not `{type: 'auth', token}`. */
  badMessage: 4400,
  /** The token could not be checked: the database is out of reach (WebSocket's "Try Again Later"). */
  tryAgainLater: 1013,
} as const;

/** The pauses before each reading of an event's audience: at once, then twice more. */
const audienceRetryPausesMs = [0, 200, 1_000];

/** How long events whose audience could not be read are gathered into one resync. */
const resyncCoalesceMs = 1_000;

export interface EventsSocketOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
  /** Live-monitoring pushes, delivered as `{type: 'push', ...push}` to the users who may see the patient. */
  live: LiveEvents;
  /** How often a socket's token is checked again for revocation (ms). */
  recheckEveryMs?: number;
  /** How long a new socket may stay silent before its first `auth` (ms). */
  authTimeoutMs?: number;
  /** Whose permissions a socket of a super user acting as a member holds (ServerConfig.actingPermissions; default `own`). */
  actingPermissions?: ActingPermissions;
}

/**
 * Mounts `GET /api/events`, one WebSocket per signed-in portal tab. The portal's first message is
 * `{type: 'auth', token}` (the token never goes in the URL, so no access log holds it), answered
 * `{type: 'ready'}`; it sends another `auth` after each token refresh. The socket then receives
 * `{type: 'change', resource, id, operationId}` for every write the bus carries that its user may
 * see (changeAudience), and `{type: 'push', notification_type, patient_id, json}` for every
 * live-monitoring push about a patient its user may see (the `patients` data scope), and is closed 4401 at sign-out (logout through this process) and when its
 * token expires or is revoked (checked on each event and every `recheckEveryMs`). The WebSocket
 * plugin must be registered first (buildServer does, once for every socket route).
 *
 * The channel's own state travels too: `ready` carries `live` (false while the bus is
 * reconnecting); when the bus loses its connection every signed-in socket gets `{type: 'status',
 * live: false}`, and once it is back `{type: 'resync'}` (what was published meanwhile is lost: the
 * portal reloads what it shows). A token that cannot be checked because the database is out of
 * reach closes a new socket 1013 (try again later) and leaves an authenticated one as it is.
 *
 * @example
 * registerEventsSocket(app, { db, clock, events, live });
 */
export function registerEventsSocket(app: FastifyInstance, options: EventsSocketOptions): void {
  const { db, clock, events, live } = options;
  const sockets = new Map<WebSocket, SocketSession | null>();

  const unsubscribeChanges = events.subscribe((event) => void deliver(event, { type: 'change', ...event }));
  const unsubscribePushes = live.onPortalPush((push) => void deliver(pushAudienceEvent(push), { type: 'push', ...push }));
  const unsubscribeState = events.onStateChange((state) => broadcast(state === 'up' ? { type: 'resync' } : { type: 'status', live: false }));
  app.addHook('onClose', () => {
    unsubscribeChanges();
    unsubscribePushes();
    unsubscribeState();
    clearTimeout(resyncTimer);
    for (const socket of sockets.keys()) socket.close(1001, 'server closing');
  });

  /** Sends `payload` to every signed-in socket. */
  function broadcast(payload: object): void {
    const message = JSON.stringify(payload);
    for (const [socket, session] of sockets) if (session !== null) socket.send(message);
  }

  /**
   * Who may hear of `event`, read again after a short pause when the database fails to answer
   * (busy or briefly away); undefined when it still cannot be read.
   */
  async function audienceOf(event: ChangeEvent): Promise<AudienceCheck | undefined> {
    for (const pauseMs of audienceRetryPausesMs) {
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      try {
        return await changeAudience(db, event);
      } catch (error) {
        app.log.warn({ err: error }, `reading the audience of a ${event.operationId} event failed`);
      }
    }
    return undefined;
  }

  /** One resync for all events whose audience could not be read in the same moment. */
  let resyncTimer: NodeJS.Timeout | undefined;
  function resyncSoon(): void {
    resyncTimer ??= setTimeout(() => {
      resyncTimer = undefined;
      broadcast({ type: 'resync' });
    }, resyncCoalesceMs);
  }

  /** Sends `payload` to every signed-in socket whose user may hear of `event`'s record. */
  // Events go out in the order the bus gave them (a tile's join before its leave): their audiences
  // are read side by side, each sent once those before it have been.
  let delivered: Promise<void> = Promise.resolve();
  function deliver(event: ChangeEvent, payload: object): Promise<void> {
    const listening = [...sockets].filter((entry): entry is [WebSocket, SocketSession] => entry[1] !== null);
    if (listening.length === 0) return delivered;
    const audience = audienceOf(event);
    delivered = delivered.then(async () => {
      const mayHear = await audience;
      if (!mayHear) {
        // No one can tell who may hear it: every portal refetches what it shows instead, so the
        // event is late rather than lost.
        resyncSoon();
        return;
      }
      const message = JSON.stringify(payload);
      for (const [socket, session] of listening) {
        if (session.expiresAt <= clock.now()) socket.close(socketCloseCodes.unauthenticated, 'token expired');
        else if (mayHear(session.profile)) socket.send(message);
      }
    }).catch((error: unknown) => {
      // One event that could not be sent never holds up the ones after it.
      app.log.error({ err: error }, `sending a ${event.operationId} event failed`);
    });
    return delivered;
  }

  // A sign-out through this process closes its sockets at once (other processes notice the revoked
  // token at their next check).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'POST' && request.routeOptions.url === logoutRoute && reply.statusCode === 200) {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      for (const [socket, session] of sockets) {
        if (token !== undefined && session?.token === token) socket.close(socketCloseCodes.unauthenticated, 'signed out');
      }
    }
    done();
  });

  app.get(eventsSocketPath, { websocket: true }, (socket) => {
    sockets.set(socket, null);
    const authTimer = setTimeout(() => {
      if (sockets.get(socket) === null) socket.close(socketCloseCodes.unauthenticated, 'no auth message');
    }, options.authTimeoutMs ?? 10_000);
    const recheck = setInterval(() => {
      const session = sockets.get(socket);
      if (session) void authenticate(session.token, false);
    }, options.recheckEveryMs ?? 30_000);
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(recheck);
      sockets.delete(socket);
    });

    async function authenticate(token: string, answer: boolean): Promise<void> {
      let session: SocketSession | null;
      try {
        session = await findSocketSession(db, token, clock, options.actingPermissions ?? 'own');
      } catch (error) {
        // Not the token's fault: a session already open stays as it is until the next check, a
        // new one is asked to come back (the portal reconnects with backoff).
        app.log.warn({ err: error }, 'a socket token could not be checked');
        if (answer && sockets.has(socket)) socket.close(socketCloseCodes.tryAgainLater, 'service unavailable');
        return;
      }
      if (!sockets.has(socket)) return;
      // A periodic check of a token the portal has since replaced (refresh) has nothing to say.
      if (!answer && sockets.get(socket)?.token !== token) return;
      if (!session) {
        socket.close(socketCloseCodes.unauthenticated, 'invalid token');
        return;
      }
      sockets.set(socket, session);
      if (answer) socket.send(JSON.stringify({ type: 'ready', expiresAt: session.expiresAt.toISOString(), live: events.state() === 'up' }));
    }

    socket.on('message', (data: Buffer) => {
      const token = authToken(data.toString('utf8'));
      if (token === undefined) socket.close(socketCloseCodes.badMessage, 'expected {type: "auth", token}');
      else void authenticate(token, true);
    });
  });
}

/** The token of an `{type: 'auth', token}` message, or undefined. */
function authToken(text: string): string | undefined {
  try {
    const message = JSON.parse(text) as unknown;
    if (typeof message !== 'object' || message === null) return undefined;
    const { type, token } = message as Record<string, unknown>;
    return type === 'auth' && typeof token === 'string' && token.length > 0 && token.length < 512 ? token : undefined;
  } catch {
    return undefined;
  }
}

/** A push is heard by whoever may see its patient: the audience of a write of that patient. */
function pushAudienceEvent(push: PortalPush): ChangeEvent {
  return { resource: 'patients', id: push.patient_id, operationId: push.notification_type };
}
