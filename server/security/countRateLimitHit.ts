import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';

/** The count of the key's current window, after this hit, and the milliseconds the window has left. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs` and answers the window's count: one
 * atomic upsert, so concurrent middleware processes on one PostgreSQL (or PGlite) count together.
 * A window that has run out starts again at 1; so does one that started more than a window in the
 * future (the clock was set back), which would otherwise never run out.
 *
 * @example
 * const { current, ttl } = await countRateLimitHit(db, clock, 'login:ip:10.0.0.7', 15 * 60_000);
 */
export async function countRateLimitHit(db: Queryable, clock: Clock, key: string, windowMs: number): Promise<RateLimitCount> {
  const now = clock.now().getTime();
  const [row] = await db.query<{ hits: number; window_started_at: Date }>(
    `insert into rate_limit_counters as counter (key, window_started_at, hits) values ($1, $2, 1)
     on conflict (key) do update set
       hits = case when counter.window_started_at <= $3 or counter.window_started_at > $4 then 1 else counter.hits + 1 end,
       window_started_at = case when counter.window_started_at <= $3 or counter.window_started_at > $4
                                then excluded.window_started_at else counter.window_started_at end
     returning hits, window_started_at`,
    [key, new Date(now), new Date(now - windowMs), new Date(now + windowMs)],
  );
  if (!row) throw new Error(`counting a hit of ${key} returned no row`);
  const left = row.window_started_at.getTime() + windowMs - now;
  return { current: row.hits, ttl: Math.min(windowMs, Math.max(0, left)) };
}
