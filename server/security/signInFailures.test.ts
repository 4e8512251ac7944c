import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/createManualClock';
import type { Database } from '../db/Database';
import { openTestDatabase } from '../db/openTestDatabase';
import { clearSignInFailures, recordSignInFailure, signInLockedUntil } from './signInFailures';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await db.close();
});

const policy = { maxFailures: 3, windowMs: 10 * 60_000, lockMs: 15 * 60_000 };

describe('sign-in failures', () => {
  it('locks at the policy number within the window, until the lock time has passed', async () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    expect(await recordSignInFailure(db, clock, 'amy', 'password', policy)).toEqual({ failures: 1, lockedUntil: null, justLocked: false });
    expect((await recordSignInFailure(db, clock, 'amy', 'password', policy)).lockedUntil).toBeNull();
    const third = await recordSignInFailure(db, clock, 'amy', 'password', policy);
    expect(third).toEqual({ failures: 3, lockedUntil: new Date('2026-03-02T10:15:00Z'), justLocked: true });
    expect(await signInLockedUntil(db, clock, 'amy', 'password')).toEqual(new Date('2026-03-02T10:15:00Z'));
    // Kinds are counted apart.
    expect(await signInLockedUntil(db, clock, 'amy', 'two_factor')).toBeNull();
    clock.advance(15 * 60_000);
    expect(await signInLockedUntil(db, clock, 'amy', 'password')).toBeNull();
    // After the lock, counting starts again.
    expect((await recordSignInFailure(db, clock, 'amy', 'password', policy)).failures).toBe(1);
  });

  it('forgets failures older than the window, and all of them after a success', async () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    await recordSignInFailure(db, clock, 'bob', 'two_factor', policy);
    await recordSignInFailure(db, clock, 'bob', 'two_factor', policy);
    clock.advance(10 * 60_000);
    expect((await recordSignInFailure(db, clock, 'bob', 'two_factor', policy)).failures).toBe(1);
    await recordSignInFailure(db, clock, 'bob', 'two_factor', policy);
    await clearSignInFailures(db, 'bob', 'two_factor');
    expect((await recordSignInFailure(db, clock, 'bob', 'two_factor', policy)).failures).toBe(1);
  });
});
