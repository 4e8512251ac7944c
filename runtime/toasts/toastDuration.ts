import { constants } from '../../src/generated/catalog';

/** The shortest and longest time a toast may stay, in ms ([toast-shape]: 2 to 10 seconds). */
export const toastDurationRange = { min: 2000, max: 10_000 } as const;

/**
 * How long a toast stays: 5 seconds by default, a caller's choice kept within 2-10 seconds so
 * that no toast vanishes before it can be read or lingers over the page ([toast-shape]).
 */
export function toastDuration(requestedMs?: number): number {
  if (requestedMs === undefined || !Number.isFinite(requestedMs)) return constants.toastDefaultMs;
  return Math.min(toastDurationRange.max, Math.max(toastDurationRange.min, requestedMs));
}
