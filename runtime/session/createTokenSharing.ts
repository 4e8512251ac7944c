import { fromCallback } from 'xstate';
import type { RefreshAnswer, TokenSharingCommand, TokenSharingEvent } from '../../machines/session/types';

/** The part of the browser's BroadcastChannel the sharing uses (tests pass Node's own). */
export interface SharingChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** The part of the Web Locks API (`navigator.locks`) the sharing uses. */
export interface RefreshLocks {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

/** Where the sharing meets the browser; every part may be missing (an old browser, an insecure origin). */
export interface TokenSharingDeps {
  /** Opens the session's channel; without it a window shares nothing and refreshes alone. */
  openChannel: ((name: string) => SharingChannel) | undefined;
  /** Without them two windows may both try a refresh; the machine's wait after a refusal settles it. */
  locks: RefreshLocks | undefined;
  /** Milliseconds since the epoch, to tell how long a shared token has left. */
  now: () => number;
  /**
   * How long a window that was granted the claim waits for the other windows' newest token
   * before it refreshes (ms): 500 by default. The wait ends at the first answer, so it is spent
   * only when no window has refreshed yet.
   */
  newestTokenWaitMs?: number;
}

const defaultNewestTokenWaitMs = 500;

/** What the windows of a session say to each other on its channel. */
type SharingMessage =
  | { type: 'refreshed'; answer: RefreshAnswer }
  | { type: 'signedOut'; expired: boolean }
  /** A window joined: the others answer with the newest token they know. */
  | { type: 'hello' };

function readSharingMessage(data: unknown): SharingMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const type: unknown = Reflect.get(data, 'type');
  if (type === 'hello') return { type };
  if (type === 'signedOut') return { type, expired: Reflect.get(data, 'expired') === true };
  if (type !== 'refreshed') return undefined;
  const answer: unknown = Reflect.get(data, 'answer');
  if (typeof answer !== 'object' || answer === null) return undefined;
  const token: unknown = Reflect.get(answer, 'access_token');
  const expiresIn: unknown = Reflect.get(answer, 'expires_in');
  if (typeof token !== 'string' || token === '' || typeof expiresIn !== 'number') return undefined;
  return { type, answer: { access_token: token, expires_in: expiresIn } };
}

/** The browser's own channel and locks, where it has them. */
function browserParts(): TokenSharingDeps {
  return {
    openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    // Absent outside a secure context (plain http other than localhost) and in old browsers.
    locks: typeof navigator === 'object' && 'locks' in navigator ? navigator.locks : undefined,
    now: () => Date.now(),
  };
}

/**
 * The session machine's `tokenSharing` actor for a browser (issue 25 finding 11 follow-up): the
 * windows of one session (the call window opened from the main one starts from a copy of its
 * stored session, name included) talk over the BroadcastChannel `cadence.session.<id>`. A
 * refresh claim is the Web Lock `cadence.session.<id>.refresh`, held until the window shares its
 * new token or gives the claim back. Once the lock is granted the window asks the others for the
 * newest token and reads it from the first answer (a lock can be granted before the previous
 * holder's message arrives), so a window that waited behind another takes its token instead of
 * refreshing. A window that joins asks too; a sign-out is told to every window. The token
 * travels only in these messages, never through localStorage.
 *
 * @example
 * sessionMachine.provide({ actors: { ...sessionActors(deps), tokenSharing: createTokenSharing() } });
 */
export function createTokenSharing(deps: TokenSharingDeps = browserParts()) {
  return fromCallback<TokenSharingCommand>(({ sendBack, receive }) => {
    const tell = (event: TokenSharingEvent) => sendBack(event);
    let session: { channel: SharingChannel; lockName: string } | undefined;
    let latest: { answer: RefreshAnswer; at: number } | undefined;
    let releaseClaim: (() => void) | undefined;
    // A question "which token is the newest?" waiting for its first answer.
    let asking: { answered: () => void; timer: ReturnType<typeof setTimeout> } | undefined;

    /** The newest shared token, with the seconds it has left now. */
    function newest(): RefreshAnswer | undefined {
      if (latest === undefined) return undefined;
      const elapsedSeconds = (deps.now() - latest.at) / 1000;
      return { access_token: latest.answer.access_token, expires_in: Math.max(0, latest.answer.expires_in - elapsedSeconds) };
    }

    function remember(answer: RefreshAnswer): void {
      latest = { answer, at: deps.now() };
    }

    function onMessage(event: MessageEvent): void {
      const message = readSharingMessage(event.data);
      switch (message?.type) {
        case 'refreshed':
          remember(message.answer);
          tell({ type: 'TOKEN_SHARED', answer: message.answer });
          asking?.answered();
          return;
        case 'signedOut':
          leave();
          tell({ type: 'SIGNED_OUT_ELSEWHERE', expired: message.expired });
          return;
        case 'hello': {
          const answer = newest();
          if (answer !== undefined) session?.channel.postMessage({ type: 'refreshed', answer } satisfies SharingMessage);
          return;
        }
        case undefined:
          return;
      }
    }

    function join(sessionId: string | undefined): void {
      leave();
      if (sessionId === undefined || deps.openChannel === undefined) return;
      const name = `cadence.session.${sessionId}`;
      const channel = deps.openChannel(name);
      channel.addEventListener('message', onMessage);
      session = { channel, lockName: `${name}.refresh` };
      channel.postMessage({ type: 'hello' } satisfies SharingMessage);
    }

    /** Asks the other windows for the newest token; calls `then` at the first answer or after the wait. */
    function askNewest(then: () => void): void {
      const channel = session?.channel;
      if (channel === undefined) {
        then();
        return;
      }
      stopAsking();
      const answered = () => {
        stopAsking();
        then();
      };
      asking = { answered, timer: setTimeout(answered, deps.newestTokenWaitMs ?? defaultNewestTokenWaitMs) };
      channel.postMessage({ type: 'hello' } satisfies SharingMessage);
    }

    function stopAsking(): void {
      if (asking !== undefined) clearTimeout(asking.timer);
      asking = undefined;
    }

    function claim(): void {
      release();
      let released = false;
      let unlock: () => void = () => undefined;
      const own = () => {
        released = true;
        stopAsking();
        unlock();
      };
      releaseClaim = own;
      const granted = () =>
        askNewest(() => {
          if (!released) tell({ type: 'REFRESH_CLAIMED', latest: newest() });
        });
      const lockName = session?.lockName;
      if (deps.locks === undefined || lockName === undefined) {
        granted();
        return;
      }
      deps.locks
        .request(
          lockName,
          () =>
            new Promise<void>((resolve) => {
              unlock = resolve;
              if (released) resolve();
              else granted();
            }),
        )
        // A lock that could not be taken (the page is going away) leaves the window to refresh alone.
        .catch(() => {
          if (!released && releaseClaim === own) granted();
        });
    }

    function release(): void {
      releaseClaim?.();
      releaseClaim = undefined;
    }

    function leave(): void {
      release();
      stopAsking();
      session?.channel.removeEventListener('message', onMessage);
      session?.channel.close();
      session = undefined;
      latest = undefined;
    }

    receive((command) => {
      switch (command.type) {
        case 'JOIN':
          join(command.sessionId);
          return;
        case 'CLAIM_REFRESH':
          claim();
          return;
        case 'SHARE_TOKEN':
          remember(command.answer);
          session?.channel.postMessage({ type: 'refreshed', answer: command.answer } satisfies SharingMessage);
          release();
          return;
        case 'RELEASE_REFRESH':
          release();
          return;
        case 'SIGN_OUT':
          session?.channel.postMessage({ type: 'signedOut', expired: command.expired } satisfies SharingMessage);
          leave();
          return;
        case 'LEAVE':
          leave();
          return;
      }
    });
    return leave;
  });
}
