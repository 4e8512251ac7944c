import { describe, expect, it } from 'vitest';
import { createManualClock } from './createManualClock';
import { createMovableClock, isMovableClock } from './createMovableClock';

describe('createMovableClock', () => {
  it('runs with the wall clock, ahead of it by the offset it was moved', () => {
    const wall = createManualClock(new Date('2026-03-01T23:30:00Z'));
    const clock = createMovableClock(wall);
    expect(clock.now().toISOString()).toBe('2026-03-01T23:30:00.000Z');
    clock.setOffsetMs(60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-03-02T00:30:00.000Z');
    wall.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-03-02T00:31:00.000Z');
    clock.setOffsetMs(0);
    expect(clock.now().toISOString()).toBe('2026-03-01T23:31:00.000Z');
  });

  it('is told apart from a clock nothing can move', () => {
    expect(isMovableClock(createMovableClock(createManualClock(new Date())))).toBe(true);
    expect(isMovableClock({ now: () => new Date() })).toBe(false);
  });
});
