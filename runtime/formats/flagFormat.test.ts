import { describe, expect, it } from 'vitest';
import { flagFormat } from './flagFormat';

describe('flagFormat', () => {
  it.each([
    [1, 'Yes'],
    [true, 'Yes'],
    [0, 'No'],
    [false, 'No'],
  ])('[firmware-flag-values] shows %s as %s', (value, text) => {
    expect(flagFormat(value, {})).toEqual({ kind: 'text', text });
  });

  it('shows nothing for a missing value', () => {
    expect(flagFormat(null, {})).toEqual({ kind: 'empty' });
  });
});
