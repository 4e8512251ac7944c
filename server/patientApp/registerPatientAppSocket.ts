import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../clock/Clock';
import type { Database } from '../db/Database';
import type { LiveEvents } from '../realtime/LiveEvents';
import { createAppMessageReader } from './createAppMessageReader';
import { createPatientAppHandler, type PatientAppIdentity } from './createPatientAppHandler';
import { findPatientBySerial } from './findPatientBySerial';
import { patientAppErrors } from './patientAppErrors';
import { isPatientAppKey } from './patientAppKey';
import { patientAppCloseCodes, type GatewayReply } from './patientAppMessages';

/** The patient apps' socket. */
export const patientAppSocketPath = '/api/patient-app';

/** Bad messages in a row after which the socket is closed 4400. */
export const maxBadMessagesInARow = 5;

export interface PatientAppSocketOptions {
  db: Database;
  clock: Clock;
  live: LiveEvents;
  /** The secret of the hello key (config `patientAppSecret`); without one no app gets in. */
  secret: string | undefined;
  /** Minutes from a join to next_interaction (config `rtmInteractionMinutes`). */
  interactionMinutes?: number;
  /** How long a new socket may stay silent before its hello (ms). */
  helloTimeoutMs?: number;
}

/**
 * Mounts `GET /api/patient-app`, the socket through which a patient app (or the simulator) takes
 * part in live monitoring. Its first message is `hello {serial_number, key}` (key = hex
 * HMAC-SHA256 of the serial under PATIENT_APP_SECRET), answered `welcome {patient_id, logged_in}`;
 * an unknown serial or a wrong key closes it 4401. Every message is checked against its schema in
 * specs/patient-app/ and handled in the order it came (createPatientAppHandler); a bad one is
 * answered `{type: 'error', message}`, and the socket is closed 4400 after
 * `maxBadMessagesInARow`. Messages for the patient's app published anywhere (live.sendToPatientApp,
 * any process) reach its sockets connected here. The WebSocket plugin must be registered first.
 *
 * @example
 * registerPatientAppSocket(app, { db, clock, live, secret: config.patientAppSecret });
 */
export function registerPatientAppSocket(app: FastifyInstance, options: PatientAppSocketOptions): void {
  const { db, clock, live } = options;
  const read = createAppMessageReader();
  const handler = createPatientAppHandler({ db, clock, live, ...(options.interactionMinutes ? { interactionMinutes: options.interactionMinutes } : {}) });
  const socketsOfPatient = new Map<number, Set<WebSocket>>();

  const unsubscribe = live.onAppMessage((patientId, message) => {
    const text = JSON.stringify(message);
    for (const socket of socketsOfPatient.get(patientId) ?? []) socket.send(text);
  });
  app.addHook('onClose', () => {
    unsubscribe();
    handler.close();
    for (const sockets of socketsOfPatient.values()) for (const socket of sockets) socket.close(1001, 'server closing');
  });

  app.get(patientAppSocketPath, { websocket: true }, (socket) => {
    let identity: PatientAppIdentity | undefined;
    let badInARow = 0;
    // Messages are handled one after another, so a pain report never overtakes the join before it.
    let queue = Promise.resolve();
    const helloTimer = setTimeout(() => {
      if (!identity) socket.close(patientAppCloseCodes.unauthenticated, 'no hello');
    }, options.helloTimeoutMs ?? 10_000);
    socket.on('close', () => {
      clearTimeout(helloTimer);
      if (identity) socketsOfPatient.get(identity.patientId)?.delete(socket);
    });

    const send = (reply: GatewayReply) => socket.send(JSON.stringify(reply));
    const refuse = (message: string) => {
      badInARow += 1;
      if (badInARow >= maxBadMessagesInARow) socket.close(patientAppCloseCodes.badMessages, 'too many bad messages');
      else send({ type: 'error', message });
    };

    async function take(text: string): Promise<void> {
      const result = read(text);
      if ('error' in result) return refuse(result.error);
      const { message } = result;
      if (message.type === 'hello') {
        if (identity) return refuse(patientAppErrors.helloTwice);
        const patientId = isPatientAppKey(options.secret, message.serial_number, message.key)
          ? await findPatientBySerial(db, message.serial_number)
          : undefined;
        if (patientId === undefined) {
          socket.close(patientAppCloseCodes.unauthenticated, 'unknown device or wrong key');
          return;
        }
        identity = { patientId, serialNumber: message.serial_number };
        badInARow = 0;
        const sockets = socketsOfPatient.get(patientId) ?? new Set<WebSocket>();
        sockets.add(socket);
        socketsOfPatient.set(patientId, sockets);
        return send({ type: 'welcome', patient_id: patientId, logged_in: await handler.isLoggedIn(patientId) });
      }
      if (!identity) return refuse(patientAppErrors.helloFirst);
      badInARow = 0;
      const reply = await handler.handle(identity, message);
      if (reply) send(reply);
    }

    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      queue = queue
        .then(() => take(text))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'a patient-app message failed');
          if (socket.readyState === socket.OPEN) send({ type: 'error', message: patientAppErrors.failed });
        });
    });
  });
}
