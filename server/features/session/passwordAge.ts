/** Passwords expire 90 days after they were last changed. */
export const passwordLifetimeDays = 90;

const dayMs = 24 * 60 * 60_000;

/**
 * Whole days until a password changed at `changedAt` expires (0 or less: expired).
 *
 * @example
 * passwordExpiresInDays(new Date('2026-01-01'), new Date('2026-03-29')); // 3
 */
export function passwordExpiresInDays(changedAt: Date, now: Date): number {
  return Math.ceil((changedAt.getTime() + passwordLifetimeDays * dayMs - now.getTime()) / dayMs);
}
