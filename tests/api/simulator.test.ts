// The patient-app simulator against a real server in demo mode: it picks patients from the
// demo-only device listing, its tablets sign in and join sessions that reach a dashboard socket,
// and they answer a remote login as --answer says (accept, decline, or never).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalLiveEvents } from '../../server/realtime/LiveEvents';
import { runSimulation, type Simulation } from '../../simulator/runSimulation';
import type { AnswerMode } from '../../simulator/simulatedPatient';
import { signIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { openTestSocket, type TestSocket } from './harness/testSocket';

const live = createLocalLiveEvents();
let api: ApiServer;
let dashboard: TestSocket;
let ticking: ReturnType<typeof setInterval> | undefined;

beforeAll(async () => {
  api = await startApiServer({ patients: 60, config: { patientAppSecret: 'simulator-test-secret' }, live });
  dashboard = await openTestSocket(`${api.baseUrl.replace('http', 'ws')}/api/events`);
  dashboard.send({ type: 'auth', token: await signIn(api, 'pms') });
  expect(await dashboard.next()).toMatchObject({ type: 'ready' });
  // The gateway refills each tablet's rate limit by the server's clock: let it run as the test's
  // time does, or tablets at 25 events a second would spend their burst in under two seconds.
  ticking = setInterval(() => api.clock.advance(100), 100);
}, 180_000);

afterAll(async () => {
  clearInterval(ticking);
  dashboard?.close();
  await api?.close();
});

/** Sends a remote login to the patient's app and waits (briefly) for the reaction its reply writes; null when none comes. */
async function remoteLoginReaction(patientId: number): Promise<number | null> {
  const [notification] = await api.db.query<{ id: number }>(
    `insert into push_notifications (notification_type, patient_id, message, created_at) values ('remoteLogin', $1, null, $2) returning id::int as id`,
    [patientId, api.clock.now()],
  );
  await live.sendToPatientApp(patientId, { type: 'notification', notification_id: notification!.id, notification_type: 'remoteLogin', message: null });
  for (let attempt = 0; attempt < 50; attempt++) {
    const [row] = await api.db.query<{ reaction: number | null }>('select reaction from push_notifications where id = $1', [notification!.id]);
    if (row?.reaction !== null && row?.reaction !== undefined) return row.reaction;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

async function simulate(patients: number, answer: AnswerMode, skip = 0): Promise<Simulation> {
  const simulation = await runSimulation({ baseUrl: api.baseUrl, patients, rate: 25, answer, skip, seed: 11 });
  await simulation.welcomed();
  return simulation;
}

describe('npm run simulate (the patient-app simulator)', () => {
  it('starts the listed patients, whose sessions reach the dashboard, and accepts a remote login', async () => {
    const simulation = await simulate(3, 'accept');
    try {
      expect(simulation.patientIds).toHaveLength(3);
      const joined = new Set<number>();
      while (joined.size < 3) {
        const push = await dashboard.nextMatching((message) => message.type === 'push' && message.notification_type === 'patient_joined');
        joined.add(push.patient_id as number);
      }
      expect([...joined].sort((a, b) => a - b)).toEqual([...simulation.patientIds].sort((a, b) => a - b));
      expect(await remoteLoginReaction(simulation.patientIds[0]!)).toBe(1);
      expect(simulation.counts().sent.join_session).toBeGreaterThanOrEqual(3);
    } finally {
      await simulation.stop();
    }
  });

  it('declines a remote login with --answer decline, and leaves it unanswered with --answer none', async () => {
    const declining = await simulate(1, 'decline');
    try {
      expect(await remoteLoginReaction(declining.patientIds[0]!)).toBe(2);
    } finally {
      await declining.stop();
    }
    const silent = await simulate(1, 'none', 1);
    try {
      // --skip 1: the listing's second patient.
      expect(silent.patientIds).not.toEqual(declining.patientIds);
      expect(await remoteLoginReaction(silent.patientIds[0]!)).toBeNull();
    } finally {
      await silent.stop();
    }
  });
});
