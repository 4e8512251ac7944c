import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it.each([
    ['an Error', new Error('Invalid credentials'), 'Invalid credentials'],
    ['a { message } body', { message: 'User is not assigned to the client application' }, 'User is not assigned to the client application'],
    ['a thrown string', 'Network down', 'Network down'],
    ['anything else', 42, '42'],
  ])('reads the message of %s', (_label, given, want) => {
    expect(errorMessage(given)).toBe(want);
  });
});
