import { describe, expect, it } from 'vitest';
import { licenceColour } from './licenceColour';

const today = new Date('2026-11-23T15:00:00Z');

describe('licenceColour', () => {
  it('[licences-colour-none] is grey without a licence', () => {
    expect(licenceColour(undefined, today)).toBe('grey');
    expect(licenceColour(null, today)).toBe('grey');
  });

  it('[licences-colour-red] is red within 30 days or past', () => {
    expect(licenceColour('2026-11-22', today)).toBe('red');
    expect(licenceColour('2026-11-23', today)).toBe('red');
    expect(licenceColour('2026-12-23', today)).toBe('red'); // 30 days
  });

  it('[licences-colour-orange] is orange under 90 days', () => {
    expect(licenceColour('2026-12-24', today)).toBe('orange'); // 31 days
    expect(licenceColour('2027-02-20', today)).toBe('orange'); // 89 days
  });

  it('[licences-colour-green] is green 90 days or more away', () => {
    expect(licenceColour('2027-02-21', today)).toBe('green'); // 90 days
    expect(licenceColour('2030-01-01', today)).toBe('green');
  });
});
