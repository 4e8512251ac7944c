import { describe, expect, it } from 'vitest';
import { isPublicPath } from './publicPaths';

describe('isPublicPath', () => {
  const cases: [string, boolean][] = [
    ['/', true],
    ['/password/reset', true],
    ['/password/3f9c0e1a', true],
    ['/privacyPolicy', true],
    ['/patients', false],
    ['/password', false],
    ['/password/abc/extra', false],
    ['/admin/reports', false],
  ];
  for (const [path, want] of cases) {
    it(`[public-routes] ${path} is ${want ? 'public' : 'behind sign-in'}`, () => {
      expect(isPublicPath(path)).toBe(want);
    });
  }
});
