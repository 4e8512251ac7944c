import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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

  it('refuses a channel name that is not an SQL identifier', async () => {
    await expect(createPgEventBus({ connectionString: url!, channel: 'x; drop table users' })).rejects.toThrow(/invalid channel/);
  });
});
