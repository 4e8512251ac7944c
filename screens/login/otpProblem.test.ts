import { describe, expect, it } from 'vitest';
import { otpProblem } from './otpProblem';

describe('otpProblem', () => {
  it('[otp-empty] asks for the code when it is empty', () => {
    expect(otpProblem('')).toBe('Please enter the one time password code.');
    expect(otpProblem('   ')).toBe('Please enter the one time password code.');
  });

  it('[otp-min-length] refuses a code shorter than 6 characters', () => {
    expect(otpProblem('12345')).toBe('One time password code must be at least 6 characters long.');
  });

  it('[otp-min-length] accepts a code of 6 characters', () => {
    expect(otpProblem('123456')).toBeUndefined();
  });
});
