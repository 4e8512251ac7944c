import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from './BusMessage';
import type { ChangeEvent } from './ChangeEvent';
import { createPgEventBus } from './createPgEventBus';

const url = process.env.TEST_DATABASE_URL;

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
});
