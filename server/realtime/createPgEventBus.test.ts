import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '../db/DatabaseUnavailableError';
import type { BusMessage } from './BusMessage';
import type { ChangeEvent } from './ChangeEvent';
import { busApplicationName, createPgEventBus } from './createPgEventBus';
import type { BusState } from './EventBus';

const url = process.env.TEST_DATABASE_URL;

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The backends of the bus of `channel` (its LISTEN connections), by application_name. */
const listenBackends = (channel: string) =>
  asAdmin(async (admin) => (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [busApplicationName(channel)])).rows);

/** A fresh, empty database of the test's own (connections to it can be refused), dropped by `drop`. */
async function scratchDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `cadence_bus_${randomBytes(4).toString('hex')}`;
  await asAdmin((admin) => admin.query(`create database ${name}`));
  const address = new URL(url ?? '');
  address.pathname = `/${name}`;
  return { name, url: address.toString(), drop: () => asAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))) };
}

// LISTEN/NOTIFY needs a PostgreSQL server: PGlite runs inside one process, where the in-process
// bus is used instead, so without TEST_DATABASE_URL (CI sets it) there is nothing to test here.
describe.skipIf(!url)('createPgEventBus (PostgreSQL LISTEN/NOTIFY)', () => {
  it('carries a change from one process\'s connection to another\'s, and ignores other channels', async () => {
    const channel = `test_bus_${randomBytes(4).toString('hex')}`;
    const publisher = await createPgEventBus({ connectionString: url!, channel });
    const listener = await createPgEventBus({ connectionString: url!, channel });
    const stranger = await createPgEventBus({ connectionString: url!, channel: `${channel}_other` });
    try {
      const heard = new Promise<ChangeEvent>((resolve) => listener.subscribe(resolve));
      const strangerHeard: ChangeEvent[] = [];
      stranger.subscribe((event) => strangerHeard.push(event));
      await publisher.publish({ resource: 'practices', id: 7, operationId: 'updatePractice' });
      expect(await heard).toEqual({ resource: 'practices', id: 7, operationId: 'updatePractice' });
      expect(strangerHeard).toEqual([]);
    } finally {
      await Promise.all([publisher.close(), listener.close(), stranger.close()]);
    }
  });

  it('carries a live-monitoring push on the same channel as the changes', async () => {
    const channel = `test_bus_${randomBytes(4).toString('hex')}`;
    const publisher = await createPgEventBus({ connectionString: url!, channel });
    const listener = await createPgEventBus({ connectionString: url!, channel });
    try {
      const heard = new Promise<BusMessage>((resolve) => listener.subscribeMessages(resolve));
      await publisher.publishMessage({ type: 'push', push: { notification_type: 'pain_high', patient_id: 3, json: { pain_level: 9 } } });
      expect(await heard).toEqual({ type: 'push', push: { notification_type: 'pain_high', patient_id: 3, json: { pain_level: 9 } } });
    } finally {
      await Promise.all([publisher.close(), listener.close()]);
    }
  });

  it('refuses a channel name that is not an SQL identifier', async () => {
    await expect(createPgEventBus({ connectionString: url!, channel: 'x; drop table users' })).rejects.toThrow(/invalid channel/);
  });

  it('issue 25 finding 3: a LISTEN connection terminated five times is reopened once each time: one connection, every message heard once', async () => {
    const channel = `test_bus_${randomBytes(4).toString('hex')}`;
    const errors: unknown[] = [];
    const bus = await createPgEventBus({ connectionString: url!, channel, backoff: { initialMs: 20, maxMs: 200 }, onError: (error) => errors.push(error) });
    const states: BusState[] = [];
    bus.onStateChange((state) => states.push(state));
    try {
      for (let time = 1; time <= 5; time += 1) {
        const [backend] = await listenBackends(channel);
        await asAdmin((admin) => admin.query('select pg_terminate_backend($1)', [backend?.pid]));
        await vi.waitFor(() => expect(states.filter((state) => state === 'up')).toHaveLength(time), { timeout: 5000, interval: 20 });
      }
      expect(states).toEqual(['reconnecting', 'up', 'reconnecting', 'up', 'reconnecting', 'up', 'reconnecting', 'up', 'reconnecting', 'up']);
      expect(bus.state()).toBe('up');
      expect(await listenBackends(channel)).toHaveLength(1);
      const heard: ChangeEvent[] = [];
      bus.subscribe((event) => heard.push(event));
      await bus.publish({ resource: 'patients', id: 5, operationId: 'updatePatient' });
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      // A second message proves the first was not followed by copies.
      await bus.publish({ resource: 'patients', id: 6, operationId: 'updatePatient' });
      await vi.waitFor(() => expect(heard.map((event) => event.id)).toEqual([5, 6]));
    } finally {
      await bus.close();
    }
    expect(await listenBackends(channel)).toHaveLength(0);
  });

  it('issue 25 finding 3: while the database refuses connections the bus is reconnecting, tries again less and less often leaving no connection behind, and is up once allowed again', async () => {
    const scratch = await scratchDatabase();
    const channel = `test_bus_${randomBytes(4).toString('hex')}`;
    const failures: unknown[] = [];
    const bus = await createPgEventBus({ connectionString: scratch.url, channel, backoff: { initialMs: 50, maxMs: 200 }, onError: (error) => failures.push(error) });
    const states: BusState[] = [];
    bus.onStateChange((state) => states.push(state));
    try {
      await asAdmin(async (admin) => {
        await admin.query(`alter database ${scratch.name} with allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [scratch.name]);
      });
      await vi.waitFor(() => expect(bus.state()).toBe('reconnecting'));
      await expect(bus.publish({ resource: 'patients', id: 1, operationId: 'updatePatient' })).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // 50, 100, 200, 200, 200 ms: about six attempts in a second, not one per error of each.
      expect(failures.length).toBeGreaterThanOrEqual(3);
      expect(failures.length).toBeLessThanOrEqual(9);
      expect(await listenBackends(channel)).toHaveLength(0);

      await asAdmin((admin) => admin.query(`alter database ${scratch.name} with allow_connections true`));
      await vi.waitFor(() => expect(bus.state()).toBe('up'), { timeout: 3000, interval: 20 });
      expect(states).toEqual(['reconnecting', 'up']);
      expect(await listenBackends(channel)).toHaveLength(1);
    } finally {
      await bus.close();
      await scratch.drop();
    }
  });
});
