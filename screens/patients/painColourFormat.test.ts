import { describe, expect, it } from 'vitest';
import { painColourFormat, painTone } from './painColourFormat';

describe('painColourFormat', () => {
  it.each([
    [0, 'green'],
    [3, 'green'],
    [3.9, 'green'],
    [4, 'amber'],
    [5, 'amber'],
    [6, 'amber'],
    [6.5, 'red'],
    [7, 'red'],
    [10, 'red'],
  ] as const)('[pain-colour] pain %d is %s', (pain, tone) => {
    expect(painTone(pain)).toBe(tone);
  });

  it('[pain-colour] shows the value with its colour and says the level in words', () => {
    expect(painColourFormat(8, {})).toEqual({ kind: 'tone', text: '8', tone: 'red', label: 'Pain 8, high' });
    expect(painColourFormat('2', {})).toEqual({ kind: 'tone', text: '2', tone: 'green', label: 'Pain 2, low' });
  });

  it('shows nothing when no pain was reported', () => {
    expect(painColourFormat(null, {})).toEqual({ kind: 'empty' });
  });
});
