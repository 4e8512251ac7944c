import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import { countRateLimitHit } from './countRateLimitHit';

/** Every this many hits, counters whose window ended more than a day ago are deleted. */
const sweepEvery = 1000;
const sweepAfterMs = 24 * 60 * 60_000;

/**
 * A store for `@fastify/rate-limit` that keeps its counters in the database (table
 * `rate_limit_counters`), so that several middleware processes on one PostgreSQL share them, and
 * that reads the time from the injected clock, so tests move windows with the manual clock. The
 * plugin builds one store per route; they all share the table, because every key already names
 * its operation.
 *
 * @example
 * await app.register(fastifyRateLimit, { global: false, store: createDatabaseRateLimitStore(db, clock) });
 */
export function createDatabaseRateLimitStore(db: Queryable, clock: Clock): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;
  const sweep = async (): Promise<void> => {
    hitsSinceSweep = 0;
    await db.query('delete from rate_limit_counters where window_started_at < $1', [new Date(clock.now().getTime() - sweepAfterMs)]);
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hitsSinceSweep += 1;
      const swept = hitsSinceSweep >= sweepEvery ? sweep() : Promise.resolve();
      swept
        .then(() => countRateLimitHit(db, clock, key, timeWindow))
        .then(
          (count) => callback(null, count),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
