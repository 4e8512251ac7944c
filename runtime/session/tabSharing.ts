import type { SessionStore, StoredSession } from '../api/sessionStore';
import type { SharingChannel } from './createTokenSharing';

/**
 * Sharing the session with the other tabs of one browser (issue 27, defect 8). The session stays
 * in each tab's sessionStorage (a shared clinic computer forgets it once the last tab closes) and
 * never touches localStorage or a readable cookie: a tab opened without one asks the browser's
 * signed-in tabs over the BroadcastChannel `cadence.sessions` and starts from the first answer,
 * name included, so it joins that session's token refresh and sign-out sharing
 * (`createTokenSharing`): a logout in any tab signs them all out. Activity in one tab counts in
 * the others, so an idle background tab does not end the session a clinician is working in.
 */

/** The channel on which a new tab asks for the session and signed-in tabs answer. */
const sessionsChannel = 'cadence.sessions';
/** The Web Lock each signed-in tab holds (shared), so a new tab knows whether anyone can answer. */
const signedInLock = 'cadence.signedIn';
/** How long a new tab waits for a signed-in tab's answer before it shows the Welcome screen. */
const defaultAnswerWaitMs = 1500;
/** Activity is told to the other tabs at most this often (ms). */
const activityEveryMs = 10_000;

/** The part of the Web Locks API used here. */
export interface TabLocks {
  request(name: string, options: { mode: 'shared' | 'exclusive' }, callback: () => Promise<void>): Promise<unknown>;
  query?(): Promise<{ held?: { name?: string }[] }>;
}

export interface TabSharingDeps {
  openChannel: ((name: string) => SharingChannel) | undefined;
  locks: TabLocks | undefined;
  answerWaitMs?: number;
}

function browserParts(): TabSharingDeps {
  return {
    openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    locks: typeof navigator === 'object' && 'locks' in navigator ? navigator.locks : undefined,
  };
}

function readSession(data: unknown): StoredSession | undefined {
  if (typeof data !== 'object' || data === null || Reflect.get(data, 'type') !== 'session') return undefined;
  const session: unknown = Reflect.get(data, 'session');
  if (typeof session !== 'object' || session === null) return undefined;
  const token: unknown = Reflect.get(session, 'token');
  const user: unknown = Reflect.get(session, 'user');
  if (typeof token !== 'string' || token === '' || typeof user !== 'object' || user === null) return undefined;
  const expiresAt: unknown = Reflect.get(session, 'expiresAt');
  const sessionId: unknown = Reflect.get(session, 'sessionId');
  return {
    token,
    user,
    practice: Reflect.get(session, 'practice') ?? null,
    build: Reflect.get(session, 'build'),
    ...(Reflect.get(session, 'acting') === undefined ? {} : { acting: Reflect.get(session, 'acting') }),
    ...(typeof sessionId === 'string' ? { sessionId } : {}),
    ...(typeof expiresAt === 'number' ? { expiresAt } : {}),
  };
}

/**
 * Before the portal starts: when this tab holds no session and another tab of the browser is
 * signed in, takes that tab's session into this tab's store. Resolves at once when there is
 * nobody to ask, else at the first answer or after the wait.
 *
 * @example
 * await adoptSessionFromOtherTab(portalSessionStore());
 */
export async function adoptSessionFromOtherTab(store: SessionStore, deps: TabSharingDeps = browserParts()): Promise<void> {
  const { openChannel, locks } = deps;
  if (store.read() !== undefined || openChannel === undefined) return;
  if (locks?.query !== undefined) {
    const state = await locks.query().catch(() => undefined);
    if (!state?.held?.some((lock) => lock.name === signedInLock)) return;
  }
  const channel = openChannel(sessionsChannel);
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      channel.close();
      resolve();
    };
    const onMessage = (event: MessageEvent) => {
      const session = readSession(event.data);
      if (session === undefined) return;
      if (session.expiresAt === undefined || session.expiresAt > Date.now()) store.write(session);
      done();
    };
    const timer = setTimeout(done, deps.answerWaitMs ?? defaultAnswerWaitMs);
    channel.addEventListener('message', onMessage);
    channel.postMessage({ type: 'ask' });
  });
}

/**
 * While this tab is signed in: answers new tabs with the stored session, holds the shared
 * signed-in lock, tells the other tabs of the session of the user's activity (at most every
 * 10 s) and calls `onActivityElsewhere` when they tell theirs. Returns the function that stops.
 *
 * @example
 * useEffect(() => (signedIn ? shareSessionWithTabs(store, sessionId, () => send({ type: 'ACTIVITY' })) : undefined), [signedIn]);
 */
export function shareSessionWithTabs(
  store: SessionStore,
  sessionId: string | undefined,
  onActivityElsewhere: () => void,
  deps: TabSharingDeps = browserParts(),
): { stop: () => void; activity: () => void } {
  const { openChannel, locks } = deps;
  if (openChannel === undefined) return { stop: () => undefined, activity: () => undefined };
  const sessions = openChannel(sessionsChannel);
  const onAsk = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || Reflect.get(data, 'type') !== 'ask') return;
    const session = store.read();
    if (session !== undefined) sessions.postMessage({ type: 'session', session });
  };
  sessions.addEventListener('message', onAsk);

  let stopped = false;
  let unlock: () => void = () => undefined;
  locks
    ?.request(signedInLock, { mode: 'shared' }, () =>
      new Promise<void>((resolve) => {
        unlock = resolve;
        if (stopped) resolve();
      }),
    )
    .catch(() => undefined);

  const activityChannel = sessionId === undefined ? undefined : openChannel(`cadence.session.${sessionId}.activity`);
  const onActivity = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && Reflect.get(data, 'type') === 'active') onActivityElsewhere();
  };
  activityChannel?.addEventListener('message', onActivity);
  let lastTold = 0;

  return {
    activity() {
      const now = Date.now();
      if (now - lastTold < activityEveryMs) return;
      lastTold = now;
      activityChannel?.postMessage({ type: 'active' });
    },
    stop() {
      stopped = true;
      sessions.removeEventListener('message', onAsk);
      sessions.close();
      activityChannel?.removeEventListener('message', onActivity);
      activityChannel?.close();
      unlock();
    },
  };
}
