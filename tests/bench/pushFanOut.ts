// The server's side of the RTM dashboard's load: simulated patient apps send events through the
// patient-app gateway while many dashboards listen on /api/events; every push the gateway
// publishes must reach every dashboard (count delivered = count sent). Runs in this process on a
// PGlite database seeded with 60 demo patients.
import { WebSocket } from 'ws';
import { createOutboxMailer } from '../../server/adapters/mail/createOutboxMailer';
import { buildServer } from '../../server/buildServer';
import { systemClock } from '../../server/clock/Clock';
import { createMovableClock } from '../../server/clock/createMovableClock';
import { openTestDatabase } from '../../server/db/openTestDatabase';
import { createBusLiveEvents } from '../../server/realtime/createBusLiveEvents';
import { createInProcessEventBus } from '../../server/realtime/createInProcessEventBus';
import type { LiveEvents } from '../../server/realtime/LiveEvents';
import { runSimulation } from '../../simulator/runSimulation';
import { demoSeed, testConfig, testStart } from '../api/harness/startApiServer';

export interface PushFanOutFigures {
  sent: number;
  /** Pushes the least and the most served dashboard received. */
  deliveredMin: number;
  deliveredMax: number;
  /** Events the simulator sent per second, measured. */
  eventsPerSecond: number;
}

/**
 * Runs `patients` simulated patients at `rate` events per second each for `seconds` against one
 * server with `dashboards` portal sockets (a super user's), then counts the pushes.
 *
 * @example
 * const figures = await measurePushFanOut({ dashboards: 200, patients: 50, rate: 2, seconds: 10 });
 */
export async function measurePushFanOut(options: { dashboards: number; patients: number; rate: number; seconds: number }): Promise<PushFanOutFigures> {
  const db = await openTestDatabase(demoSeed(60));
  let sent = 0;
  const bus = createInProcessEventBus();
  const busLive = createBusLiveEvents(bus);
  // Counts what the gateway publishes, on its way to the bus.
  const live: LiveEvents = {
    ...busLive,
    pushToPortal(push) {
      sent += 1;
      return busLive.pushToPortal(push);
    },
  };
  const secret = 'bench-patient-app-secret';
  // The seed's time, running: its passwords are fresh then (a later clock would ask for a password
  // reset), and the gateway refills each tablet's rate limit as the seconds pass.
  const clock = createMovableClock(systemClock);
  clock.setOffsetMs(testStart.getTime() - Date.now());
  const app = await buildServer({ db, mailer: createOutboxMailer(db, clock), config: { ...testConfig, patientAppSecret: secret, answerCheck: 'off' }, clock, events: bus, live });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'pms', password: 'Cadence#2026' }) });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const received = new Array<number>(options.dashboards).fill(0);
    const sockets = await Promise.all(
      received.map(
        (_, index) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/events`);
            socket.on('error', reject);
            socket.on('close', (code: number) => reject(new Error(`a dashboard socket closed ${code} before it was ready`)));
            socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
            socket.on('message', (data: Buffer) => {
              const message = JSON.parse(data.toString('utf8')) as { type: string };
              if (message.type === 'ready') resolve(socket);
              else if (message.type === 'push') received[index]! += 1;
            });
          }),
      ),
    );
    const simulation = await runSimulation({ baseUrl, patients: options.patients, rate: options.rate, answer: 'accept', seed: 1 });
    await simulation.welcomed();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
    await simulation.stop();
    const elapsed = (Date.now() - started) / 1000;
    // Let the last pushes drain: delivery is done when the counts stop moving.
    let last = -1;
    while (last !== received.reduce((sum, count) => sum + count, 0)) {
      last = received.reduce((sum, count) => sum + count, 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const events = Object.values(simulation.counts().sent).reduce((sum, count) => sum + count, 0);
    for (const socket of sockets) socket.close();
    return { sent, deliveredMin: Math.min(...received), deliveredMax: Math.max(...received), eventsPerSecond: events / elapsed };
  } finally {
    await app.close();
    await db.close();
  }
}
