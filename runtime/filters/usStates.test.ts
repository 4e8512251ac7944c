import { describe, expect, it } from 'vitest';
import { usStates } from './usStates';

describe('usStates', () => {
  it('[state-choices] offers all 50 states plus DC, each once, as two-letter codes', () => {
    expect(usStates).toHaveLength(51);
    expect(new Set(usStates.map((state) => state.value)).size).toBe(51);
    expect(usStates.every((state) => /^[A-Z]{2}$/.test(state.value))).toBe(true);
    expect(usStates.find((state) => state.value === 'DC')?.label).toBe('District of Columbia');
  });
});
