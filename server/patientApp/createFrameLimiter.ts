/**
 * How much one patient-app socket may send (registerPatientAppSocket). A real tablet sends about
 * one message every two seconds (the demo simulator's 0.5 events/s) and a few a second at most
 * (progress while pedalling, replies): the limits sit far above that and far below a flood (issue
 * 25: one key sent 200,000 frames in 2.7 s and kept the middleware busy for 50 minutes).
 */
export const patientAppFrameLimits = {
  /** Frames a second a socket may keep up: 40 times a tablet's usual rate. */
  perSecond: 20,
  /** Frames a socket may send at once (a tablet catching up after a stall); the bucket's size. */
  burst: 40,
  /** A socket dropping frames over the limit this long on end is a flood: closed 4429. */
  floodCloseMs: 5_000,
  /** A pause this long between dropped frames ends a flood (a burst now and then is no flood). */
  floodPauseMs: 2_000,
  /** Frames taken but not yet handled, per socket: beyond, the database is behind and more are dropped. */
  maxPending: 64,
  /** A socket's dropped frames are logged at most once per this interval, not once per frame. */
  dropLogEveryMs: 10_000,
} as const;

export type FrameLimits = Pick<typeof patientAppFrameLimits, 'perSecond' | 'burst' | 'floodCloseMs' | 'floodPauseMs'>;

/** What becomes of a frame: handled, dropped, or dropped and the socket closed for flooding. */
export type FrameVerdict = 'take' | 'drop' | 'flood';

/** One socket's rate limit. */
export interface FrameLimiter {
  /** Decides about a frame that arrived at `nowMs` (the server clock's milliseconds). */
  take(nowMs: number): FrameVerdict;
}

/**
 * A token bucket of `burst` frames refilled at `perSecond`, by the server's clock (so a test moves
 * it): a frame takes a token or is dropped; dropping for `floodCloseMs` with no pause of
 * `floodPauseMs` between drops answers `flood`. A clock that goes back refills nothing.
 *
 * @example
 * const limiter = createFrameLimiter(clock.now().getTime());
 * if (limiter.take(clock.now().getTime()) === 'take') handle(frame);
 */
export function createFrameLimiter(startMs: number, limits: FrameLimits = patientAppFrameLimits): FrameLimiter {
  let tokens: number = limits.burst;
  let refilledAt = startMs;
  let lastDropAt: number | undefined;
  let floodingSince = startMs;
  return {
    take(nowMs) {
      tokens = Math.min(limits.burst, tokens + (Math.max(0, nowMs - refilledAt) * limits.perSecond) / 1000);
      refilledAt = nowMs;
      if (tokens >= 1) {
        tokens -= 1;
        return 'take';
      }
      if (lastDropAt === undefined || nowMs - lastDropAt > limits.floodPauseMs) floodingSince = nowMs;
      lastDropAt = nowMs;
      return nowMs - floodingSince >= limits.floodCloseMs ? 'flood' : 'drop';
    },
  };
}
