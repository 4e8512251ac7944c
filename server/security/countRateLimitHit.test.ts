import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/createManualClock';
import type { Database } from '../db/Database';
import { openTestDatabase } from '../db/openTestDatabase';
import { countRateLimitHit } from './countRateLimitHit';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await db.close();
});

const windowMs = 60_000;

describe('countRateLimitHit', () => {
  it('counts hits of a key within its window and starts again when the window has run out', async () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    expect(await countRateLimitHit(db, clock, 'a', windowMs)).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(20_000);
    expect(await countRateLimitHit(db, clock, 'a', windowMs)).toEqual({ current: 2, ttl: 40_000 });
    expect(await countRateLimitHit(db, clock, 'b', windowMs)).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(40_000);
    expect(await countRateLimitHit(db, clock, 'a', windowMs)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('counts concurrent hits exactly once each', async () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    const counts = await Promise.all(Array.from({ length: 20 }, () => countRateLimitHit(db, clock, 'concurrent', windowMs)));
    expect(counts.map(({ current }) => current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('starts again when the clock was set back by more than a window', async () => {
    const clock = createManualClock(new Date('2026-06-01T10:00:00Z'));
    await countRateLimitHit(db, clock, 'moved', windowMs);
    await countRateLimitHit(db, clock, 'moved', windowMs);
    clock.set(new Date('2026-03-02T10:00:00Z'));
    expect(await countRateLimitHit(db, clock, 'moved', windowMs)).toEqual({ current: 1, ttl: 60_000 });
  });
});
