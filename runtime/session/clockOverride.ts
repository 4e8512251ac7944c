import { isJsonObject } from '../api/jsonObject';
/** Delays of the session machine that a browser may shorten. */
export interface ClockOverride {
  idleTimeoutMs?: number;
  idleWarningMs?: number;
  tokenRefreshFirstMs?: number;
  tokenRefreshEveryMs?: number;
  otpResendCooldownMs?: number;
  otpPendingMs?: number;
}

const CLOCK_KEY = 'cadence.clock';
const KNOWN: readonly (keyof ClockOverride)[] = [
  'idleTimeoutMs',
  'idleWarningMs',
  'tokenRefreshFirstMs',
  'tokenRefreshEveryMs',
  'otpResendCooldownMs',
  'otpPendingMs',
];

/**
 * Reads `localStorage['cadence.clock']`, the hook that lets end-to-end tests see the idle warning
 * in seconds instead of 14 minutes, e.g. `{"idleTimeoutMs":3000,"idleWarningMs":2000}`.
 *
 * It is honoured in every build on purpose: it can only change timers in the user's own browser,
 * and only to values that are positive whole numbers no longer than the spec's, so it can make a
 * session end sooner but never keep one alive longer. Unknown keys and bad values are ignored.
 */
export function readClockOverride(
  storage: Storage,
  limits: Readonly<Required<ClockOverride>>,
): ClockOverride {
  const raw = storage.getItem(CLOCK_KEY);
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isJsonObject(parsed)) return {};
  const override: ClockOverride = {};
  for (const key of KNOWN) {
    const value = parsed[key];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= limits[key]) {
      override[key] = value;
    }
  }
  return override;
}
