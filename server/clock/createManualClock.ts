import type { Clock } from './Clock';

/** A clock that only moves when told; for tests. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void;
  set(date: Date): void;
}

/**
 * A clock for tests, starting at `start`.
 *
 * @example
 * const clock = createManualClock(new Date('2026-03-01T10:00:00Z'));
 * clock.advance(16 * 60_000); // the access token has now expired
 */
export function createManualClock(start: Date): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
