import { describe, expect, it } from 'vitest';
import { demoSimulatorSettings } from './demoSimulatorSettings';

describe('demoSimulatorSettings (DEMO_SIMULATOR=1 npm start)', () => {
  it('simulates only when asked, and only in demo mode', () => {
    expect(demoSimulatorSettings({}, true)).toBeUndefined();
    expect(demoSimulatorSettings({ DEMO_SIMULATOR: '1' }, false)).toBeUndefined();
    expect(demoSimulatorSettings({ DEMO_SIMULATOR: '1' }, true)).toEqual({ patients: 5, rate: 0.5, answer: 'accept' });
  });

  it('reads how many patients, how fast and how they answer, falling back on a value it cannot use', () => {
    expect(demoSimulatorSettings({ DEMO_SIMULATOR: '1', DEMO_SIMULATOR_PATIENTS: '12', DEMO_SIMULATOR_RATE: '2', DEMO_SIMULATOR_ANSWER: 'none' }, true)).toEqual({
      patients: 12,
      rate: 2,
      answer: 'none',
    });
    expect(demoSimulatorSettings({ DEMO_SIMULATOR: '1', DEMO_SIMULATOR_PATIENTS: 'many', DEMO_SIMULATOR_ANSWER: 'maybe' }, true)).toEqual({
      patients: 5,
      rate: 0.5,
      answer: 'accept',
    });
  });
});
