import { describe, expect, it } from 'vitest';
import { isNonProduction } from './nonProduction';

describe('isNonProduction', () => {
  it('[non-production-banner] shows the banner when the build flag is set', () => {
    expect(isNonProduction('true', '3.33.0')).toBe(true);
  });

  it('[non-production-banner] shows the banner when the middleware reports a non-production version', () => {
    expect(isNonProduction(undefined, '0.1.0-dev')).toBe(true);
    expect(isNonProduction('false', '1.2.0-staging')).toBe(true);
  });

  it('[non-production-banner] shows no banner for a production build and release', () => {
    expect(isNonProduction(undefined, '3.33.0')).toBe(false);
    expect(isNonProduction('false', undefined)).toBe(false);
  });
});
