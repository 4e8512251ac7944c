import { describe, expect, it } from 'vitest';
import { parseSignInLimits } from './parseSignInLimits';

describe('parseSignInLimits (SIGN_IN_LIMITS)', () => {
  it('reads overrides of the documented shape', () => {
    const text = '{"operations":{"login":{"perIp":{"max":1000}}},"passwordLockout":{"maxFailures":5}}';
    expect(parseSignInLimits(text)).toEqual({ operations: { login: { perIp: { max: 1000 } } }, passwordLockout: { maxFailures: 5 } });
  });

  it.each([
    ['not json', /not valid JSON/],
    ['[]', /must be a JSON object/],
    ['{"operations":{"listPatients":{"perIp":{"max":1}}}}', /operations.listPatients is not rate limited/],
    ['{"operations":{"login":{"perIP":{"max":1}}}}', /operations.login.perIP is not a scope/],
    ['{"operations":{"login":{"perIp":{"max":0}}}}', /operations.login.perIp.max must be a positive whole number/],
    ['{"passwordLockout":{"attempts":3}}', /passwordLockout.attempts is not a setting/],
    ['{"lockout":{}}', /lockout is not a setting/],
  ])('refuses %s, naming what is wrong', (text, problem) => {
    expect(() => parseSignInLimits(text)).toThrow(problem);
  });
});
