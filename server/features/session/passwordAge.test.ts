import { describe, expect, it } from 'vitest';
import { passwordExpiresInDays } from './passwordAge';

describe('passwordExpiresInDays', () => {
  it('[password-expiry-warning] counts the days left of the 90-day password lifetime', () => {
    const changed = new Date('2026-01-01T00:00:00Z');
    expect(passwordExpiresInDays(changed, changed)).toBe(90);
    expect(passwordExpiresInDays(changed, new Date('2026-03-29T00:00:00Z'))).toBe(3);
    expect(passwordExpiresInDays(changed, new Date('2026-04-01T00:00:00Z'))).toBe(0);
  });
});
