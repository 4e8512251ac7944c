import { WebSocket } from 'ws';
import { patientAppSignature } from '../server/patientApp/patientAppKey';
import { patientAppCloseCodes } from '../server/patientApp/patientAppMessages';
import { defaultScriptOdds, nextScriptStep, startingState, type ScriptOdds, type ScriptState } from './patientScript';

/** How a simulated patient answers a remote login or logout: 1 accepted, 2 declined, or never. */
export type AnswerMode = 'accept' | 'decline' | 'none';

export const answerModes: readonly AnswerMode[] = ['accept', 'decline', 'none'];

/** A device the simulator may speak for (the dev listing of /dev/patient-app/devices). */
export interface SimulatableDevice {
  patient_id: number;
  serial_number: string;
  /** The tablet's key (hex HMAC-SHA256 of the serial under the server's secret), which signs the socket's challenge. */
  key: string;
}

export interface SimulatedPatientOptions {
  /** The portal's address, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  device: SimulatableDevice;
  /** Events per second of this patient. */
  rate: number;
  answer: AnswerMode;
  random: () => number;
  /** Where the patient starts in its day; by default away for a random while (startingState). */
  state?: ScriptState;
  /** How often the unusual things happen; by default defaultScriptOdds. */
  odds?: ScriptOdds;
  /** Told of every message sent and received (counts, logs). */
  onMessage?: (direction: 'sent' | 'received', message: { type: string }) => void;
  /** Told when the server refused the patient (closed 4401: unknown device, wrong signature, no secret). */
  onRefused?: (device: SimulatableDevice) => void;
  /** Told when another connection of the same tablet took over (closed 4409); this one gives way. */
  onReplaced?: (device: SimulatableDevice) => void;
}

/** A simulated patient app, running until `stop`. */
export interface SimulatedPatient {
  /** Resolves once the server welcomed the patient the first time (its notifications reach it from then on). */
  readonly welcomed: Promise<void>;
  /** Leaves a session in progress, then closes the socket for good. */
  stop(): Promise<void>;
}

const reconnectDelayMs = 2000;

/**
 * A tablet as the patient-app socket (/api/patient-app) sees it: answers the socket's challenge
 * with a hello signed by its key, then every 1/rate seconds takes the next step of its script
 * (join, progress, pain, interaction request, complete, leave, and again), and answers each remote
 * login or remote logout notification as `answer` says. Reconnects after a drop; a refused hello,
 * or another connection of the same tablet taking over, stops it.
 *
 * @example
 * const patient = startSimulatedPatient({ baseUrl, device, rate: 2, answer: 'accept', random: Math.random });
 * await patient.stop();
 */
export function startSimulatedPatient(options: SimulatedPatientOptions): SimulatedPatient {
  const socketUrl = `${options.baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/api/patient-app`;
  const odds = options.odds ?? defaultScriptOdds;
  let state: ScriptState = options.state ?? startingState(options.random, odds);
  let socket: WebSocket | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let markWelcomed: () => void = () => undefined;
  const welcomed = new Promise<void>((resolve) => (markWelcomed = resolve));

  const send = (message: { type: string } & Record<string, unknown>) => {
    if (socket?.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify(message));
    options.onMessage?.('sent', message);
  };

  function tick(): void {
    const step = nextScriptStep(state, options.random, odds);
    state = step.state;
    if (step.message) send(step.message);
  }

  function connect(): void {
    if (stopped) return;
    const current = new WebSocket(socketUrl);
    socket = current;
    current.on('message', (data: Buffer) => {
      let message: { type?: unknown; notification_id?: unknown; nonce?: unknown };
      try {
        message = JSON.parse(data.toString('utf8')) as { type?: unknown; notification_id?: unknown; nonce?: unknown };
      } catch {
        return;
      }
      if (typeof message.type !== 'string') return;
      options.onMessage?.('received', { type: message.type });
      if (message.type === 'challenge' && typeof message.nonce === 'string') {
        send({ type: 'hello', serial_number: options.device.serial_number, signature: patientAppSignature(options.device.key, message.nonce) });
      } else if (message.type === 'welcome') {
        markWelcomed();
        // A reconnected patient starts a fresh session rather than reporting into a lost one.
        if (state.phase !== 'away') state = { phase: 'away', ticksLeft: 0, sessionNumber: state.sessionNumber };
        ticker ??= setInterval(tick, Math.max(10, 1000 / options.rate));
      } else if (message.type === 'notification' && typeof message.notification_id === 'number' && options.answer !== 'none') {
        send({ type: 'notification_reply', notification_id: message.notification_id, reaction: options.answer === 'accept' ? 1 : 2 });
      }
    });
    current.on('error', () => undefined);
    current.on('close', (code: number) => {
      if (socket !== current) return;
      clearInterval(ticker);
      ticker = undefined;
      if (code === patientAppCloseCodes.unauthenticated || code === patientAppCloseCodes.replaced) {
        stopped = true;
        if (code === patientAppCloseCodes.replaced) options.onReplaced?.(options.device);
        else options.onRefused?.(options.device);
        return;
      }
      if (!stopped) reconnect = setTimeout(connect, reconnectDelayMs);
    });
  }

  connect();
  return {
    welcomed,
    async stop() {
      stopped = true;
      clearInterval(ticker);
      clearTimeout(reconnect);
      const current = socket;
      if (!current) return;
      if (state.phase !== 'away') send({ type: 'leave' });
      await new Promise<void>((resolve) => {
        if (current.readyState === WebSocket.CLOSED) return resolve();
        current.once('close', () => resolve());
        current.close(1000, 'simulation stopped');
      });
    },
  };
}
