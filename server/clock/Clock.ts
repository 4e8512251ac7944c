// Time is injected everywhere the server decides something by it (token expiry, code expiry,
// lockouts, password age), so tests can move it without waiting.

/** The source of "now". */
export interface Clock {
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => new Date() };
