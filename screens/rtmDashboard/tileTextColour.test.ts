import { describe, expect, it } from 'vitest';
import { tileTextColour } from './tileTextColour';

describe('tile text colour', () => {
  it.each([
    ['#ffeb3b', '#000000'],
    ['#4caf50', '#000000'],
    ['#1a237e', '#ffffff'],
    ['#b71c1c', '#ffffff'],
    ['not a colour', '#000000'],
  ])('[rtm-tile-colour] text on %s is %s', (hex, text) => {
    expect(tileTextColour(hex)).toBe(text);
  });
});
