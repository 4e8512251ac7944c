import { describe, expect, it } from 'vitest';
import { readServerConfig } from './readServerConfig';
import { shouldSeedDemo } from './shouldSeedDemo';

describe('shouldSeedDemo (server/main.ts)', () => {
  it('seeds the demo users into an empty database only in demo mode', () => {
    expect(shouldSeedDemo(readServerConfig({ CADENCE_DEMO: '1' }), true)).toBe(true);
  });

  it('never seeds the demo users (known password) in a start without demo mode', () => {
    expect(shouldSeedDemo(readServerConfig({}), true)).toBe(false);
    expect(shouldSeedDemo(readServerConfig({ NODE_ENV: 'production' }), true)).toBe(false);
  });

  it('leaves a database that already has data alone', () => {
    expect(shouldSeedDemo(readServerConfig({ CADENCE_DEMO: '1' }), false)).toBe(false);
  });
});
