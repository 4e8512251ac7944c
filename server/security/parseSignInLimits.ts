import { limitedOperationIds, type SignInLimitOverrides } from './signInLimits';

const rateLimitFields = ['max', 'windowMs'];
const lockoutFields = ['maxFailures', 'windowMs', 'lockMs'];

function fail(problem: string): never {
  throw new Error(`SIGN_IN_LIMITS: ${problem} (see server/security/signInLimits.ts for the shape)`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkNumbers(value: unknown, fields: readonly string[], where: string): void {
  if (!isObject(value)) fail(`${where} must be an object`);
  for (const [field, number] of Object.entries(value)) {
    if (!fields.includes(field)) fail(`${where}.${field} is not a setting; use ${fields.join(', ')}`);
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) fail(`${where}.${field} must be a positive whole number`);
  }
}

/**
 * Reads the SIGN_IN_LIMITS setting: JSON of {@link SignInLimitOverrides}. A start with a mistyped
 * name or a non-positive number fails loudly rather than running with limits nobody meant.
 *
 * @throws Error naming the first wrong entry.
 * @example
 * parseSignInLimits('{"operations":{"login":{"perIp":{"max":1000,"windowMs":900000}}}}');
 */
export function parseSignInLimits(text: string): SignInLimitOverrides {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail('not valid JSON');
  }
  if (!isObject(value)) fail('must be a JSON object');
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'passwordLockout' || key === 'twoFactorLockout') {
      checkNumbers(entry, lockoutFields, key);
    } else if (key === 'operations') {
      if (!isObject(entry)) fail('operations must be an object');
      for (const [operationId, limits] of Object.entries(entry)) {
        if (!(limitedOperationIds as readonly string[]).includes(operationId)) {
          fail(`operations.${operationId} is not rate limited; use ${limitedOperationIds.join(', ')}`);
        }
        if (!isObject(limits)) fail(`operations.${operationId} must be an object`);
        for (const [scope, limit] of Object.entries(limits)) {
          if (scope !== 'perIp' && scope !== 'perUser') fail(`operations.${operationId}.${scope} is not a scope; use perIp, perUser`);
          checkNumbers(limit, rateLimitFields, `operations.${operationId}.${scope}`);
        }
      }
    } else {
      fail(`${key} is not a setting; use operations, passwordLockout, twoFactorLockout`);
    }
  }
  return value;
}
