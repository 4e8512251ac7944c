import type { Clock } from './Clock';

/** A clock a demo can move: the wall clock plus an offset. */
export interface MovableClock extends Clock {
  /** Sets how far ahead of (or, negative, behind) the wall clock "now" is. */
  setOffsetMs(offsetMs: number): void;
  offsetMs(): number;
}

/**
 * The demo middleware's clock: the wall clock, movable through `/dev/clock` so that an end-to-end
 * test can see what happens tomorrow (a note locked after the day it was written) without waiting.
 * Production runs on `systemClock`; nothing can move it.
 *
 * @example
 * const clock = createMovableClock(systemClock);
 * clock.setOffsetMs(24 * 60 * 60 * 1000); // tomorrow
 */
export function createMovableClock(base: Clock): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    setOffsetMs(offsetMs) {
      offset = offsetMs;
    },
    offsetMs: () => offset,
  };
}

/** Whether `clock` can be moved (the demo's), so /dev/clock exists only where it can. */
export function isMovableClock(clock: Clock): clock is MovableClock {
  return 'setOffsetMs' in clock && typeof clock.setOffsetMs === 'function';
}
