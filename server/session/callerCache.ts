import { performance } from 'node:perf_hooks';
import type { Clock } from '../clock/Clock';
import type { Database, Queryable } from '../db/Database';
import type { ActingPermissions } from './actingContext';
import { identifyCaller } from './identifyCaller';
import type { UserProfile } from './UserProfile';

/** The channel the triggers of migration 0039 announce every change of who a caller is on. */
export const callerChangeChannel = 'cadence_callers';

/** How long a caller identified once is believed without asking the database again. */
export const callerCacheMs = 5000;

/** The tables whose writes change who a caller is (the ones migration 0039 watches). */
const watchedWrite = /\b(?:update|insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:access_tokens|users|user_roles|permissions|user_permissions|practice_team_members|team_member_permissions|practices)\b/i;

/** Identifies callers by token, from memory for up to `callerCacheMs` (see createCallerCache). */
export interface CallerCache {
  /** The profile the call is judged with, or null for a token that does not (or no longer) answer. */
  profileOf(token: string): Promise<UserProfile | null>;
  /** Forgets every caller (a change heard, or made by this process). */
  clear(): void;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/**
 * Identifies callers in one statement (identifyCaller) and keeps each answer `ttlMs` per token,
 * never past the token's expiry by `clock`. What is kept is forgotten as soon as it may be wrong:
 *
 * - every process hears the NOTIFY of migration 0039's triggers (a token revoked at logout or by a
 *   family's revocation, refreshed, acting as another member; a user, team member, practice or
 *   permission changed — by the API of any process, a tool or SQL by hand) and forgets everything;
 * - this process forgets at once after its own writes to those tables (`watchWrites`), without
 *   waiting for the notification to come back;
 * - while the listening connection is lost, nothing is kept (every call asks the database), and
 *   everything is forgotten when it is back (what was announced meanwhile was missed).
 *
 * Without `db.listen` nothing is ever kept.
 *
 * @example
 * const callers = await createCallerCache({ db, clock, actingPermissions: 'own' });
 * const profile = await callers.profileOf(token);
 */
export async function createCallerCache(options: {
  db: Database;
  clock: Clock;
  actingPermissions: ActingPermissions;
  ttlMs?: number;
}): Promise<CallerCache> {
  const { db, clock, actingPermissions } = options;
  const ttlMs = options.ttlMs ?? callerCacheMs;
  const kept = new Map<string, { profile: UserProfile | null; expiresAt: number; until: number }>();
  let hearing = false;
  // Bumped by every change: an answer loaded while a change happened is not kept.
  let generation = 0;
  const clear = () => {
    generation += 1;
    kept.clear();
  };
  const stop = ttlMs > 0 && db.listen
    ? await db
        .listen(callerChangeChannel, {
          message: clear,
          hearing: (up) => {
            hearing = up;
            clear();
          },
        })
        .catch(() => undefined)
    : undefined;
  return {
    async profileOf(token) {
      const now = performance.now();
      const entry = kept.get(token);
      if (entry && hearing && entry.until > now && entry.expiresAt > clock.now().getTime()) return entry.profile;
      const loadedAt = generation;
      const caller = await identifyCaller(db, token, clock.now(), actingPermissions);
      if (hearing && loadedAt === generation && caller) {
        // A bounded memory: a flood of distinct tokens drops the oldest first.
        if (kept.size >= 10_000) kept.delete(kept.keys().next().value ?? token);
        kept.set(token, { profile: caller.profile, expiresAt: caller.expiresAt.getTime(), until: now + ttlMs });
      }
      return caller?.profile ?? null;
    },
    clear,
    async close() {
      await stop?.();
    },
  };
}

/**
 * `db` for the middleware's own work: after a statement that writes a table a caller is
 * identified from (and again after the transaction holding it commits), `changed` is called
 * before the writer goes on, so this process never answers its next call from what it just changed.
 *
 * @example
 * const appDb = watchWrites(db, () => callers.clear());
 */
export function watchWrites(db: Database, changed: () => void): Database {
  const watch = (target: Queryable): Queryable => ({
    async query<Row>(sql: string, params?: readonly unknown[]) {
      try {
        return await target.query<Row>(sql, params);
      } finally {
        if (watchedWrite.test(sql)) changed();
      }
    },
    async exec(sql: string) {
      try {
        await target.exec(sql);
      } finally {
        if (watchedWrite.test(sql)) changed();
      }
    },
  });
  return {
    ...watch(db),
    async transaction(work) {
      let wrote = false;
      try {
        return await db.transaction((tx) =>
          work(
            watch({
              query: (sql, params) => {
                if (watchedWrite.test(sql)) wrote = true;
                return tx.query(sql, params);
              },
              exec: (sql) => {
                if (watchedWrite.test(sql)) wrote = true;
                return tx.exec(sql);
              },
            }),
          ),
        );
      } finally {
        if (wrote) changed();
      }
    },
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    close: () => db.close(),
  };
}

/**
 * Callers identified by the database on every call (one statement each), nothing kept: for a
 * registrar built without a cache (unit tests).
 */
export function uncachedCallers(db: Queryable, clock: Clock, actingPermissions: ActingPermissions): CallerCache {
  return {
    profileOf: async (token) => (await identifyCaller(db, token, clock.now(), actingPermissions))?.profile ?? null,
    clear: () => undefined,
    close: () => Promise.resolve(),
  };
}
