// What a simulated patient does next, as a pure step: the simulator's tablets follow this script,
// so a test can walk it with a seeded random source and no socket or timer.

/** A message a simulated patient sends (the app → server messages of specs/patient-app/, hello aside). */
export type ScriptMessage =
  | { type: 'join_session' }
  | { type: 'progress'; current_session_number: number; elapsed_seconds: number; revolutions: number; rpm: number; pedal_position: number }
  | { type: 'pain'; level: number }
  | { type: 'interaction_request' }
  | { type: 'session_complete' }
  | { type: 'leave' };

/** Where a simulated patient is in its day. */
export type ScriptState =
  | { phase: 'away'; ticksLeft: number; sessionNumber: number }
  | { phase: 'pedalling'; ticks: number; sessionLength: number; sessionNumber: number; revolutions: number }
  | { phase: 'done'; sessionNumber: number };

/** How often the unusual things happen, per event of a session. */
export interface ScriptOdds {
  /** A pain report (most are low). */
  pain: number;
  /** Of pain reports, the share at 8 or more (CALL_REQUIRED on the dashboard). */
  highPain: number;
  /** An interaction request. */
  interactionRequest: number;
  /** Session length in events: from `sessionEvents[0]` to `sessionEvents[1]`. */
  sessionEvents: readonly [number, number];
  /** Events spent away between sessions: from `awayEvents[0]` to `awayEvents[1]`. */
  awayEvents: readonly [number, number];
}

export const defaultScriptOdds: ScriptOdds = {
  pain: 0.08,
  highPain: 0.25,
  interactionRequest: 0.03,
  sessionEvents: [60, 180],
  awayEvents: [2, 20],
};

function between(random: () => number, [low, high]: readonly [number, number]): number {
  return low + Math.floor(random() * (high - low + 1));
}

/**
 * A patient about to join after `random`ly few events away, at a plausible session number.
 *
 * @example
 * const state = startingState(Math.random);
 */
export function startingState(random: () => number, odds: ScriptOdds = defaultScriptOdds): ScriptState {
  return { phase: 'away', ticksLeft: between(random, [0, odds.awayEvents[1]]), sessionNumber: 1 + Math.floor(random() * 20) };
}

/**
 * The next event of a simulated patient: away, it waits and then joins; pedalling, it mostly
 * reports progress, sometimes pain (now and then 8 or more) or an interaction request, and after
 * its session's length completes and leaves; then it is away until the next session. `message`
 * is undefined for an event spent waiting.
 *
 * @example
 * const { message, state: next } = nextScriptStep(state, Math.random);
 */
export function nextScriptStep(
  state: ScriptState,
  random: () => number,
  odds: ScriptOdds = defaultScriptOdds,
): { message: ScriptMessage | undefined; state: ScriptState } {
  switch (state.phase) {
    case 'away':
      if (state.ticksLeft > 0) return { message: undefined, state: { ...state, ticksLeft: state.ticksLeft - 1 } };
      return {
        message: { type: 'join_session' },
        state: { phase: 'pedalling', ticks: 0, sessionLength: between(random, odds.sessionEvents), sessionNumber: state.sessionNumber, revolutions: 0 },
      };
    case 'done':
      return { message: { type: 'leave' }, state: { phase: 'away', ticksLeft: between(random, odds.awayEvents), sessionNumber: state.sessionNumber + 1 } };
    case 'pedalling': {
      const ticks = state.ticks + 1;
      if (ticks >= state.sessionLength) return { message: { type: 'session_complete' }, state: { phase: 'done', sessionNumber: state.sessionNumber } };
      const roll = random();
      if (roll < odds.pain) {
        const level = random() < odds.highPain ? 8 + Math.floor(random() * 3) : Math.floor(random() * 8);
        return { message: { type: 'pain', level }, state: { ...state, ticks } };
      }
      if (roll < odds.pain + odds.interactionRequest) return { message: { type: 'interaction_request' }, state: { ...state, ticks } };
      const rpm = 30 + Math.round(random() * 40);
      const revolutions = state.revolutions + Math.max(1, Math.round(rpm / 30));
      return {
        message: {
          type: 'progress',
          current_session_number: state.sessionNumber,
          elapsed_seconds: ticks,
          revolutions,
          rpm,
          pedal_position: Math.round(random() * 359),
        },
        state: { ...state, ticks, revolutions },
      };
    }
  }
}

/**
 * A seeded random source (mulberry32), so a simulation can be replayed.
 *
 * @example
 * const random = seededRandom(42); random(); // the same first number every time
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
