import { describe, expect, it } from 'vitest';
import { newRoomId } from './newRoomId';

describe('newRoomId', () => {
  it('draws ids a monitor can read out: RTM- and six characters without 0, O, 1, I or L', () => {
    const ids = Array.from({ length: 200 }, () => newRoomId());
    for (const id of ids) expect(id).toMatch(/^RTM-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(ids).size).toBeGreaterThan(190);
  });
});
