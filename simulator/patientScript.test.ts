import { describe, expect, it } from 'vitest';
import { defaultScriptOdds, nextScriptStep, seededRandom, startingState, type ScriptMessage, type ScriptOdds, type ScriptState } from './patientScript';

/** The messages of `steps` steps from `state`. */
function walk(state: ScriptState, steps: number, random: () => number, odds: ScriptOdds = defaultScriptOdds): ScriptMessage[] {
  const messages: ScriptMessage[] = [];
  let current = state;
  for (let step = 0; step < steps; step++) {
    const next = nextScriptStep(current, random, odds);
    current = next.state;
    if (next.message) messages.push(next.message);
  }
  return messages;
}

describe('the simulated patient\'s script', () => {
  it('joins, pedals, completes, leaves, and comes back for the next session number', () => {
    const odds: ScriptOdds = { ...defaultScriptOdds, pain: 0, interactionRequest: 0, sessionEvents: [3, 3], awayEvents: [1, 1] };
    const messages = walk({ phase: 'away', ticksLeft: 0, sessionNumber: 4 }, 8, seededRandom(1), odds);
    expect(messages.map((message) => message.type)).toEqual(['join_session', 'progress', 'progress', 'session_complete', 'leave', 'join_session', 'progress']);
    const progress = messages.filter((message) => message.type === 'progress');
    expect(progress[0]).toMatchObject({ current_session_number: 4, elapsed_seconds: 1 });
    expect(progress[2]).toMatchObject({ current_session_number: 5, elapsed_seconds: 1 });
  });

  it('reports pain (8 or more as often as the odds say) and asks for interactions, all within the schema\'s ranges', () => {
    const odds: ScriptOdds = { ...defaultScriptOdds, pain: 0.5, highPain: 0.5, interactionRequest: 0.2, sessionEvents: [1000, 1000] };
    const messages = walk({ phase: 'away', ticksLeft: 0, sessionNumber: 1 }, 400, seededRandom(7), odds);
    const pains = messages.flatMap((message) => (message.type === 'pain' ? [message.level] : []));
    expect(pains.some((level) => level >= 8)).toBe(true);
    expect(pains.some((level) => level < 8)).toBe(true);
    expect(pains.every((level) => Number.isInteger(level) && level >= 0 && level <= 10)).toBe(true);
    expect(messages.some((message) => message.type === 'interaction_request')).toBe(true);
  });

  it('replays the same walk from the same seed', () => {
    const first = walk(startingState(seededRandom(3)), 200, seededRandom(4));
    const second = walk(startingState(seededRandom(3)), 200, seededRandom(4));
    expect(first).toEqual(second);
    expect(first.length).toBeGreaterThan(100);
  });
});
