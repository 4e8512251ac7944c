import type { SessionTiming } from './types';

/**
 * The spec's session timings (document 1 section 9, document 3 section 9), in milliseconds.
 * They mirror `specs/catalog/constants.yaml`; the machine keeps its own copy because it may import
 * only types from `src/generated`.
 */
export const defaultSessionTiming: Readonly<SessionTiming> = {
  initialSessionCheckMs: 700,
  initialDataLoadMs: 500,
  tokenRefreshFirstMs: 120_000,
  tokenRefreshEveryMs: 780_000,
  idleTimeoutMs: 840_000,
  idleWarningMs: 60_000,
  otpResendCooldownMs: 30_000,
  otpPendingMs: 360_000,
};

/**
 * The spec's timings with the given ones in their place; values that are not positive finite
 * numbers are ignored so that a bad override can never switch a timer off.
 *
 * @example
 * resolveSessionTiming({ idleTimeoutMs: 3000 }).idleTimeoutMs; // 3000
 */
export function resolveSessionTiming(overrides: Partial<SessionTiming> = {}): SessionTiming {
  const timing: SessionTiming = { ...defaultSessionTiming };
  for (const key of Object.keys(defaultSessionTiming) as (keyof SessionTiming)[]) {
    const value = overrides[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) timing[key] = value;
  }
  return timing;
}
