/**
 * What survives a page reload: the access token, the signed-in user, the acting practice and the
 * build the login response reported.
 */
export interface StoredSession {
  token: string;
  user: unknown;
  practice: unknown;
  build?: unknown;
  /** The acting context while a super user acts as a practice's member. */
  acting?: unknown;
  /** The session's name among the browser's windows: a window opened from this one shares it. */
  sessionId?: string;
  /** When the token expires (ms since the epoch), so a restored session knows how long it has. */
  expiresAt?: number;
}

/** Reads and writes the stored session in one Web Storage area. */
export interface SessionStore {
  read(): StoredSession | undefined;
  write(session: StoredSession): void;
  clear(): void;
}

const SESSION_KEY = 'cadence.session';

/**
 * A session store over one Web Storage area under the key `cadence.session`. A value that is not
 * a stored session (an older format, hand edits) reads as no session rather than failing.
 *
 * @example
 * const store = createSessionStore(window.sessionStorage);
 * store.write({ token, user, practice });
 */
export function createSessionStore(storage: Storage): SessionStore {
  return {
    read() {
      const raw = storage.getItem(SESSION_KEY);
      if (raw === null) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (
          typeof parsed === 'object' &&
          parsed !== null &&
          'token' in parsed &&
          typeof parsed.token === 'string'
        ) {
          return parsed as StoredSession;
        }
      } catch {
        // fall through: an unreadable value is the same as none
      }
      return undefined;
    },
    write(session) {
      storage.setItem(SESSION_KEY, JSON.stringify(session));
    },
    clear() {
      storage.removeItem(SESSION_KEY);
    },
  };
}

/**
 * The storage area the spec names for the session ([api-bearer-token]): local storage in
 * development, so a session survives closing the tab while developing, and session storage
 * otherwise, so a shared clinic computer forgets the session with the tab.
 */
export function sessionStorageArea(development: boolean = import.meta.env.DEV): Storage {
  return development ? window.localStorage : window.sessionStorage;
}
