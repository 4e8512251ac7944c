import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../clock/Clock';
import type { Database } from '../db/Database';
import type { LiveEvents } from '../realtime/LiveEvents';
import { createAppMessageReader } from './createAppMessageReader';
import { createFrameLimiter, patientAppFrameLimits } from './createFrameLimiter';
import { createPatientAppHandler, type PatientAppIdentity } from './createPatientAppHandler';
import { createSerialQueue } from './createSerialQueue';
import { findPatientBySerial } from './findPatientBySerial';
import { patientAppCloseReasons, patientAppErrors } from './patientAppErrors';
import { isPatientAppSignature } from './patientAppKey';
import { patientAppCloseCodes, type GatewayReply } from './patientAppMessages';

/** The patient apps' socket. */
export const patientAppSocketPath = '/api/patient-app';

/** Bad messages in a row after which the socket is closed 4400. */
export const maxBadMessagesInARow = 5;

/** How long a new socket may stay silent before its hello, and how long its nonce is good (ms). */
export const defaultHelloTimeoutMs = 10_000;

export interface PatientAppSocketOptions {
  db: Database;
  clock: Clock;
  live: LiveEvents;
  /** The secret of the tablets' keys (config `patientAppSecret`); without one every hello is refused. */
  secret: string | undefined;
  /** Minutes from a join to next_interaction (config `rtmInteractionMinutes`). */
  interactionMinutes?: number;
  /** How long a new socket may stay silent before its hello, and its nonce's lifetime (ms). */
  helloTimeoutMs?: number;
}

/** Whether a frame is the tablet's `leave` (checked cheaply before it is parsed). */
function isLeave(text: string): boolean {
  if (!text.includes('leave')) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'type' in parsed && parsed.type === 'leave';
  } catch {
    return false;
  }
}

/** One open socket: what it may still do, and how to end it with its backlog. */
interface AppConnection {
  socket: WebSocket;
  /** Closes the socket with `code` and drops the frames it sent that were not handled yet. */
  shut(code: number, reason: string): void;
}

/**
 * Mounts `GET /api/patient-app`, the socket through which a patient app (or the simulator) takes
 * part in live monitoring. As it opens, the server sends `challenge {nonce}`; the app's first
 * message is `hello {serial_number, signature}` (signature = hex HMAC-SHA256 of the nonce under the
 * tablet's key, patientAppKey), answered `welcome {patient_id, logged_in}`. An unknown serial, a
 * wrong signature, a nonce older than `helloTimeoutMs` or a server without secret close it 4401;
 * a newer hello for the same patient's tablet closes the older socket 4409 (one live socket per
 * tablet in this process). Every frame takes a token of the socket's bucket
 * (patientAppFrameLimits, by the server's clock) or is dropped, counted and logged once per
 * interval; a socket that floods for `floodCloseMs` is closed 4429. Taken frames are checked
 * against their schema in specs/patient-app/ and handled in the order they came
 * (createPatientAppHandler) from a bounded queue, which is dropped when the socket closes; a bad
 * one is answered `{type: 'error', message}`, and the socket is closed 4400 after
 * `maxBadMessagesInARow`. Messages for the patient's app published anywhere
 * (live.sendToPatientApp, any process) reach its socket connected here. The WebSocket plugin must
 * be registered first.
 *
 * @example
 * registerPatientAppSocket(app, { db, clock, live, secret: config.patientAppSecret });
 */
export function registerPatientAppSocket(app: FastifyInstance, options: PatientAppSocketOptions): void {
  const { db, clock, live } = options;
  const helloTimeoutMs = options.helloTimeoutMs ?? defaultHelloTimeoutMs;
  const read = createAppMessageReader();
  const handler = createPatientAppHandler({ db, clock, live, ...(options.interactionMinutes ? { interactionMinutes: options.interactionMinutes } : {}) });
  const connectionOfPatient = new Map<number, AppConnection>();
  const open = new Set<AppConnection>();

  const unsubscribe = live.onAppMessage((patientId, message) => {
    connectionOfPatient.get(patientId)?.socket.send(JSON.stringify(message));
  });
  app.addHook('onClose', () => {
    unsubscribe();
    handler.close();
    for (const connection of open) connection.shut(1001, 'server closing');
  });

  app.get(patientAppSocketPath, { websocket: true }, (socket) => {
    let identity: PatientAppIdentity | undefined;
    let badInARow = 0;
    let shut = false;
    const nonce = randomBytes(32).toString('hex');
    const challengedAt = clock.now().getTime();
    const limiter = createFrameLimiter(challengedAt);
    const dropped = { overRate: 0, overQueue: 0, loggedAt: -Infinity };

    const send = (reply: GatewayReply) => socket.send(JSON.stringify(reply));
    // Messages are handled one after another, so a pain report never overtakes the join before it.
    const queue = createSerialQueue<string>({
      maxPending: patientAppFrameLimits.maxPending,
      run: (text) => take(text),
      onError: (error) => {
        app.log.error({ err: error }, 'a patient-app message failed');
        if (!shut) send({ type: 'error', message: patientAppErrors.failed });
      },
    });
    const connection: AppConnection = {
      socket,
      shut(code, reason) {
        if (shut) return;
        shut = true;
        queue.discard();
        socket.close(code, reason);
      },
    };
    open.add(connection);

    /** Logs the frames dropped since the last log line, at most once per interval unless `final`. */
    const logDropped = (final: boolean) => {
      const now = clock.now().getTime();
      if (dropped.overRate + dropped.overQueue === 0 || (!final && now - dropped.loggedAt < patientAppFrameLimits.dropLogEveryMs)) return;
      app.log.warn(
        { patientId: identity?.patientId, serialNumber: identity?.serialNumber, overRate: dropped.overRate, overQueue: dropped.overQueue },
        'frames of a patient-app socket were dropped: over its rate limit (overRate) or its queue full (overQueue)',
      );
      dropped.overRate = 0;
      dropped.overQueue = 0;
      dropped.loggedAt = now;
    };

    const helloTimer = setTimeout(() => {
      if (!identity) connection.shut(patientAppCloseCodes.unauthenticated, patientAppCloseReasons.noHello);
    }, helloTimeoutMs);
    socket.on('close', () => {
      clearTimeout(helloTimer);
      shut = true;
      // The backlog goes with the socket, but for a `leave` the tablet sent before closing: its
      // session ends and its tile goes (one frame, whatever the tablet sent before it).
      queue.discard(isLeave);
      open.delete(connection);
      if (identity && connectionOfPatient.get(identity.patientId) === connection) connectionOfPatient.delete(identity.patientId);
      logDropped(true);
    });

    const refuse = (message: string) => {
      badInARow += 1;
      if (badInARow >= maxBadMessagesInARow) connection.shut(patientAppCloseCodes.badMessages, patientAppCloseReasons.badMessages);
      else send({ type: 'error', message });
    };

    /** Whose tablet a hello proves, or why it is refused. */
    async function authenticate(serialNumber: string, signature: string): Promise<{ patientId: number } | { refused: string }> {
      if (!options.secret) return { refused: patientAppCloseReasons.noSecret };
      if (clock.now().getTime() - challengedAt > helloTimeoutMs) return { refused: patientAppCloseReasons.nonceExpired };
      const patientId = isPatientAppSignature(options.secret, serialNumber, nonce, signature) ? await findPatientBySerial(db, serialNumber) : undefined;
      return patientId === undefined ? { refused: patientAppCloseReasons.wrongSignature } : { patientId };
    }

    async function take(text: string): Promise<void> {
      const result = read(text);
      if ('error' in result) return refuse(result.error);
      const { message } = result;
      if (message.type === 'hello') {
        if (identity) return refuse(patientAppErrors.helloTwice);
        const proved = await authenticate(message.serial_number, message.signature);
        if ('refused' in proved) return connection.shut(patientAppCloseCodes.unauthenticated, proved.refused);
        if (shut) return;
        identity = { patientId: proved.patientId, serialNumber: message.serial_number };
        badInARow = 0;
        // One live socket per tablet: the newest is the tablet (a reconnect after a silent drop).
        connectionOfPatient.get(proved.patientId)?.shut(patientAppCloseCodes.replaced, patientAppCloseReasons.replaced);
        connectionOfPatient.set(proved.patientId, connection);
        const loggedIn = await handler.isLoggedIn(proved.patientId);
        if (!shut) send({ type: 'welcome', patient_id: proved.patientId, logged_in: loggedIn });
        return;
      }
      if (!identity) return refuse(patientAppErrors.helloFirst);
      badInARow = 0;
      const reply = await handler.handle(identity, message);
      if (reply && !shut) send(reply);
    }

    socket.on('message', (data: Buffer) => {
      if (shut) return;
      const verdict = limiter.take(clock.now().getTime());
      if (verdict === 'take' && queue.push(data.toString('utf8'))) return;
      if (verdict === 'take') dropped.overQueue += 1;
      else dropped.overRate += 1;
      logDropped(false);
      if (verdict === 'flood') connection.shut(patientAppCloseCodes.flooding, patientAppCloseReasons.flooding);
    });

    send({ type: 'challenge', nonce });
  });
}
