import { constants, message } from '../../src/generated/catalog';

/**
 * What is wrong with a two-factor code before it is sent, or undefined when it may be sent:
 * empty ([otp-empty]) or shorter than 6 characters ([otp-min-length]).
 */
export function otpProblem(code: string): string | undefined {
  const trimmed = code.trim();
  if (trimmed.length === 0) return message('otpRequired');
  if (trimmed.length < Number(constants.otpMinLength)) return message('otpMinLength');
  return undefined;
}
