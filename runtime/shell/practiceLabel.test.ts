import { describe, expect, it } from 'vitest';
import { cutPracticeName } from './practiceLabel';

describe('cutPracticeName', () => {
  it('[header-practice-name-cut] keeps a name of 50 characters whole', () => {
    const name = 'A'.repeat(50);
    expect(cutPracticeName(name, 50)).toBe(name);
  });

  it('[header-practice-name-cut] cuts a longer name at 50 characters and adds an ellipsis', () => {
    const name = 'Lakeside Orthopaedic and Sports Medicine Rehabilitation Center';
    expect(cutPracticeName(name, 50)).toBe('Lakeside Orthopaedic and Sports Medicine Rehabilit…');
  });

  it('[header-practice-name-cut] never splits a character outside the basic plane', () => {
    expect(cutPracticeName('𝒜'.repeat(51), 50)).toBe(`${'𝒜'.repeat(50)}…`);
  });
});
