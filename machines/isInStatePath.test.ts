import { describe, expect, it } from 'vitest';
import { isInStatePath } from './isInStatePath';

describe('isInStatePath', () => {
  it('answers as snapshot.matches does for a path of state keys', () => {
    expect(isInStatePath('signedOut', ['signedOut'])).toBe(true);
    expect(isInStatePath('signedOut', ['signedIn'])).toBe(false);
    expect(isInStatePath({ signedIn: 'active' }, ['signedIn'])).toBe(true);
    expect(isInStatePath({ signedIn: 'active' }, ['signedIn', 'active'])).toBe(true);
    expect(isInStatePath({ signedIn: 'active' }, ['signedIn', 'idle'])).toBe(false);
    expect(isInStatePath({ signedIn: { a: 'x' } }, ['signedIn', 'a', 'x'])).toBe(true);
    expect(isInStatePath('signedIn', [])).toBe(true);
  });
});
