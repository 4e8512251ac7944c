import { describe, expect, it } from 'vitest';
import { coordinatesFormat, lockStateFormat, pairListFormat, yesNoFormat } from './deviceFormats';

describe('device formats', () => {
  it('[device-lock-states] lockdown_state 0 reads Unlocked, any other value Locked', () => {
    expect(lockStateFormat(0, {})).toMatchObject({ text: 'Unlocked' });
    expect(lockStateFormat(1, {})).toMatchObject({ text: 'Locked' });
    expect(lockStateFormat(7, {})).toMatchObject({ text: 'Locked' });
    expect(lockStateFormat(undefined, {})).toEqual({ kind: 'empty' });
  });

  it('shows volume streams, coordinates and flags', () => {
    expect(pairListFormat([{ audioStream: 'music', volumeLevel: 30 }, { audioStream: 'ring', volumeLevel: 50 }], {})).toEqual({ kind: 'text', text: 'music: 30, ring: 50' });
    expect(coordinatesFormat({ latitude: 41.8781, longitude: -87.6298 }, {})).toEqual({ kind: 'text', text: '41.87810, -87.62980' });
    expect(yesNoFormat(false, {})).toEqual({ kind: 'text', text: 'No' });
  });
});
