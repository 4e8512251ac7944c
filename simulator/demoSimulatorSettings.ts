import { answerModes, type AnswerMode } from './simulatedPatient';

/** What `DEMO_SIMULATOR=1 npm start` simulates. */
export interface DemoSimulatorSettings {
  patients: number;
  rate: number;
  answer: AnswerMode;
}

/**
 * The in-process simulation of a demo start, or undefined when none is asked: DEMO_SIMULATOR=1
 * in demo mode starts DEMO_SIMULATOR_PATIENTS patients (default 5) at DEMO_SIMULATOR_RATE events
 * per second each (default 0.5) answering remote logins as DEMO_SIMULATOR_ANSWER says (accept,
 * decline or none; default accept). Outside demo mode there is no device listing to start from.
 *
 * @example
 * demoSimulatorSettings({ DEMO_SIMULATOR: '1' }, true); // { patients: 5, rate: 0.5, answer: 'accept' }
 */
export function demoSimulatorSettings(env: NodeJS.ProcessEnv, demo: boolean): DemoSimulatorSettings | undefined {
  if (!demo || env.DEMO_SIMULATOR !== '1') return undefined;
  const patients = Number(env.DEMO_SIMULATOR_PATIENTS ?? 5);
  const rate = Number(env.DEMO_SIMULATOR_RATE ?? 0.5);
  const answer = env.DEMO_SIMULATOR_ANSWER ?? 'accept';
  return {
    patients: Number.isInteger(patients) && patients > 0 ? Math.min(patients, 1000) : 5,
    rate: Number.isFinite(rate) && rate > 0 ? Math.min(rate, 50) : 0.5,
    answer: (answerModes as readonly string[]).includes(answer) ? (answer as AnswerMode) : 'accept',
  };
}
