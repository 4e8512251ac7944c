// `npm run simulate -- --patients 50 --rate 2 [--url http://127.0.0.1:8080] [--answer accept|decline|none] [--skip N] [--seed N]`:
// simulated patient apps against a running portal in demo mode (`npm start`). --rate is events
// per second of EACH patient (50 patients at 2 send about 100 events a second). Ctrl+C makes
// every patient leave and stops. --skip passes over the first N listed patients (DEMO_SIMULATOR=1
// simulates the first 5).
import { parseArgs } from 'node:util';
import { runSimulation } from './runSimulation';
import { answerModes, type AnswerMode } from './simulatedPatient';

function fail(message: string): never {
  console.error(`npm run simulate: ${message}`);
  process.exit(1);
}

function isAnswerMode(value: string): value is AnswerMode {
  return (answerModes as readonly string[]).includes(value);
}

const { values } = parseArgs({
  options: {
    patients: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1' },
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    answer: { type: 'string', default: 'accept' },
    seed: { type: 'string' },
    skip: { type: 'string', default: '0' },
  },
});
const patients = Number(values.patients);
const rate = Number(values.rate);
if (!Number.isInteger(patients) || patients < 1 || patients > 1000) fail('--patients must be a whole number from 1 to 1000');
if (!Number.isFinite(rate) || rate <= 0 || rate > 50) fail('--rate must be a number of events per second per patient, above 0 and at most 50');
if (!isAnswerMode(values.answer)) fail(`--answer must be one of ${answerModes.join(', ')}`);
const seed = values.seed === undefined ? undefined : Number(values.seed);
const skip = Number(values.skip);
if (!Number.isInteger(skip) || skip < 0) fail('--skip must be a whole number of listed patients to pass over');

let simulation;
try {
  simulation = await runSimulation({ baseUrl: values.url, patients, rate, answer: values.answer, skip, ...(seed !== undefined ? { seed } : {}), log: console.log });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (simulation.patientIds.length === 0) fail('the portal lists no patient with a device');

const report = setInterval(() => {
  const { sent, received } = simulation.counts();
  const line = (counts: Record<string, number>) => Object.entries(counts).map(([type, count]) => `${type} ${count}`).join(', ') || 'nothing';
  console.log(`sent: ${line(sent)} | received: ${line(received)}`);
}, 5000);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(report);
    console.log('stopping: every simulated patient leaves');
    void simulation.stop().then(() => process.exit(0));
  });
}
