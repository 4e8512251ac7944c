import { describe, expect, it } from 'vitest';
import { numberFormat } from './numberFormat';

describe('numberFormat', () => {
  it.each([
    [12, '12'],
    ['7', '7'],
    [1234.567, '1,234.57'],
    [0, '0'],
  ])('shows %j as %s', (given, want) => {
    expect(numberFormat(given, {})).toEqual({ kind: 'text', text: want });
  });

  it('shows nothing for values that are not numbers', () => {
    expect(numberFormat('n/a', {})).toEqual({ kind: 'empty' });
    expect(numberFormat(null, {})).toEqual({ kind: 'empty' });
  });
});
