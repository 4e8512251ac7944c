import { findSimulatableDevices } from './findSimulatableDevices';
import { seededRandom } from './patientScript';
import { startSimulatedPatient, type AnswerMode, type SimulatedPatient } from './simulatedPatient';

export interface SimulationOptions {
  /** The portal's address, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** How many patients to simulate (at most as many as the portal lists). */
  patients: number;
  /** Events per second of EACH patient (50 patients at rate 2 send about 100 events a second). */
  rate: number;
  answer: AnswerMode;
  /** Patients of the listing to pass over (another simulation, e.g. the demo's, runs the first ones). */
  skip?: number;
  /** Seeds the patients' random sources, so a run can be replayed. */
  seed?: number;
  /** Where progress lines go; silent when absent. */
  log?: (line: string) => void;
  /** Told of every message a tablet sends, as it leaves (the bench times a push from its tablet's send). */
  onSent?: (patientId: number, type: string) => void;
}

/** A running simulation. */
export interface Simulation {
  /** The patients simulated (the portal may list fewer than asked). */
  readonly patientIds: readonly number[];
  /** Resolves once every patient has been welcomed (refused ones never are). */
  welcomed(): Promise<void>;
  /** Messages sent and received so far, by type. */
  counts(): { sent: Record<string, number>; received: Record<string, number> };
  /** Every patient leaves and disconnects. */
  stop(): Promise<void>;
}

/**
 * Runs simulated patient apps against a portal in demo mode: asks it for `patients` devices and
 * starts one simulated tablet per device (startSimulatedPatient). Used by `npm run simulate` and
 * by `DEMO_SIMULATOR=1 npm start`.
 *
 * @example
 * const simulation = await runSimulation({ baseUrl: 'http://127.0.0.1:8080', patients: 50, rate: 2, answer: 'accept' });
 * await simulation.stop();
 */
export async function runSimulation(options: SimulationOptions): Promise<Simulation> {
  const devices = await findSimulatableDevices(options.baseUrl, options.patients, options.skip ?? 0);
  const sent: Record<string, number> = {};
  const received: Record<string, number> = {};
  const seed = options.seed ?? Date.now();
  const patients: SimulatedPatient[] = devices.map((device, index) =>
    startSimulatedPatient({
      baseUrl: options.baseUrl,
      device,
      rate: options.rate,
      answer: options.answer,
      random: seededRandom(seed + index),
      onMessage: (direction, message) => {
        if (direction === 'sent') options.onSent?.(device.patient_id, message.type);
        const counts = direction === 'sent' ? sent : received;
        counts[message.type] = (counts[message.type] ?? 0) + 1;
      },
      onRefused: (refused) => options.log?.(`patient ${refused.patient_id} (${refused.serial_number}) was refused: unknown device, wrong signature or no PATIENT_APP_SECRET`),
      onReplaced: (replaced) => options.log?.(`patient ${replaced.patient_id} (${replaced.serial_number}) stopped: another connection of that tablet took over`),
    }),
  );
  options.log?.(`simulating ${devices.length} patient(s) at ${options.rate} event(s)/s each against ${options.baseUrl}; remote logins: ${options.answer}`);
  return {
    patientIds: devices.map((device) => device.patient_id),
    welcomed: () => Promise.all(patients.map((patient) => patient.welcomed)).then(() => undefined),
    counts: () => ({ sent: { ...sent }, received: { ...received } }),
    async stop() {
      await Promise.all(patients.map((patient) => patient.stop()));
    },
  };
}
