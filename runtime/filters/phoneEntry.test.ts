import { describe, expect, it } from 'vitest';
import { phoneEntry } from './phoneEntry';

describe('phoneEntry', () => {
  it.each([
    ['', '', ''],
    ['555', '555', ''],
    ['5551', '(555) 1', ''],
    ['555123', '(555) 123', ''],
    ['5551234', '(555) 123-4', ''],
    ['5551234567', '(555) 123-4567', '5551234567'],
    ['(555) 123-45678', '(555) 123-4567', '5551234567'],
  ])('[phone-entry] typing %j shows %j with value %j', (typed, shown, value) => {
    expect(phoneEntry(typed)).toEqual({ shown, value });
  });
});
