import { describe, expect, it } from 'vitest';
import { currentProtocolIndex } from './currentProtocolIndex';

const start = Date.UTC(2026, 2, 1) / 1000;
const protocols = [{ num_of_days: 3 }, { num_of_days: 5 }];

describe('currentProtocolIndex', () => {
  it('[protocol-day-ranges] picks the protocol whose cumulative days hold today', () => {
    expect(currentProtocolIndex(start, protocols, start + 2 * 86_400)).toBe(0); // day 3
    expect(currentProtocolIndex(start, protocols, start + 3 * 86_400)).toBe(1); // day 4
  });
  it('keeps the last protocol after the plan and the first before it', () => {
    expect(currentProtocolIndex(start, protocols, start + 30 * 86_400)).toBe(1);
    expect(currentProtocolIndex(start, protocols, start - 86_400)).toBe(0);
    expect(currentProtocolIndex(start, [], start)).toBe(-1);
  });
});
