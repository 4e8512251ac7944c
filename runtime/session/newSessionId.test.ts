import { describe, expect, it } from 'vitest';
import { newSessionId } from './newSessionId';

describe('newSessionId', () => {
  it('names each session with 128 random bits, as 32 hex digits', () => {
    const names = new Set(Array.from({ length: 50 }, () => newSessionId()));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}$/);
  });
});
