// The token sharing of the windows of one session (issue 25 finding 11 follow-up) over a real
// BroadcastChannel (Node's, the same API as the browser's): each "window" is the sharing actor
// under a parent that records what it is told. Node has no Web Locks; the lock manager here is an
// in-memory one with the same contract (one holder per name, the others queue), which grants the
// next holder before the previous holder's message is delivered, the race the sharing must survive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyEventObject } from 'xstate';
import type { TokenSharingCommand } from '../../machines/session/types';
import { createTokenSharing, type RefreshLocks, type SharingChannel } from './createTokenSharing';

/** Web Locks' contract in memory: one holder per name, granted in the order asked. */
function exclusiveLocks(): RefreshLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const held = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(name, held.catch(() => undefined));
      return held;
    },
  };
}

interface TestWindow {
  /** What the sharing told the window's session machine. */
  heard: AnyEventObject[];
  send(command: TokenSharingCommand): void;
}

let clock = 1_000_000;
let opened: { stop(): void }[] = [];

/** One window of the browser: the sharing actor with Node's BroadcastChannel and the given locks. */
function openWindow(locks: RefreshLocks | undefined): TestWindow {
  const heard: AnyEventObject[] = [];
  const sharing = createTokenSharing({
    openChannel: (name): SharingChannel => new BroadcastChannel(name),
    locks,
    now: () => clock,
    newestTokenWaitMs: 100,
  });
  const parent = createActor(
    setup({ actors: { sharing } }).createMachine({
      invoke: { id: 'sharing', src: 'sharing' },
      on: { '*': { actions: ({ event }) => heard.push(event) } },
    }),
  ).start();
  opened.push(parent);
  const child = parent.getSnapshot().children.sharing;
  if (child === undefined) throw new Error('the sharing actor did not start');
  return { heard, send: (command) => child.send(command) };
}

/** The events of `type` a window heard. */
function heardOf(window: TestWindow, type: string): AnyEventObject[] {
  return window.heard.filter((event) => event.type === type);
}

/** Lets the channel deliver what is on its way (a real event loop turn or a few). */
function delivered(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 30));
}

const token2 = { access_token: 'token-2', expires_in: 900 };

afterEach(() => {
  for (const parent of opened) parent.stop();
  opened = [];
});

describe('issue 25 finding 11 follow-up: createTokenSharing over a real BroadcastChannel', () => {
  it('a token one window refreshed reaches the other windows of its session, and no other session', async () => {
    const locks = exclusiveLocks();
    const [main, call, elsewhere] = [openWindow(locks), openWindow(locks), openWindow(locks)];
    main.send({ type: 'JOIN', sessionId: 'a1' });
    call.send({ type: 'JOIN', sessionId: 'a1' });
    elsewhere.send({ type: 'JOIN', sessionId: 'b2' });
    main.send({ type: 'CLAIM_REFRESH' });
    // No window has refreshed yet: the claim is granted once nobody answered the question.
    await vi.waitFor(() => expect(heardOf(main, 'REFRESH_CLAIMED')).toEqual([{ type: 'REFRESH_CLAIMED', latest: undefined }]));
    main.send({ type: 'SHARE_TOKEN', answer: token2 });
    await vi.waitFor(() => expect(heardOf(call, 'TOKEN_SHARED')).toEqual([{ type: 'TOKEN_SHARED', answer: token2 }]));
    await delivered();
    expect(heardOf(main, 'TOKEN_SHARED')).toEqual([]);
    expect(elsewhere.heard).toEqual([]);
  });

  it('two windows that claim in the same moment: the second is granted after the first shared its token, and reads that token', async () => {
    const locks = exclusiveLocks();
    const [main, call] = [openWindow(locks), openWindow(locks)];
    main.send({ type: 'JOIN', sessionId: 'a1' });
    call.send({ type: 'JOIN', sessionId: 'a1' });
    main.send({ type: 'CLAIM_REFRESH' });
    call.send({ type: 'CLAIM_REFRESH' });
    await vi.waitFor(() => expect(heardOf(main, 'REFRESH_CLAIMED')).toHaveLength(1));
    await delivered();
    expect(heardOf(call, 'REFRESH_CLAIMED')).toEqual([]);

    main.send({ type: 'SHARE_TOKEN', answer: token2 });
    await vi.waitFor(() => expect(heardOf(call, 'REFRESH_CLAIMED')).toHaveLength(1));
    expect(heardOf(call, 'REFRESH_CLAIMED')).toEqual([{ type: 'REFRESH_CLAIMED', latest: token2 }]);
  });

  it('the token another window shared long ago is read with the seconds it has left', async () => {
    const locks = exclusiveLocks();
    const [main, call] = [openWindow(locks), openWindow(locks)];
    main.send({ type: 'JOIN', sessionId: 'a1' });
    call.send({ type: 'JOIN', sessionId: 'a1' });
    main.send({ type: 'CLAIM_REFRESH' });
    await vi.waitFor(() => expect(heardOf(main, 'REFRESH_CLAIMED')).toHaveLength(1));
    main.send({ type: 'SHARE_TOKEN', answer: token2 });
    await vi.waitFor(() => expect(heardOf(call, 'TOKEN_SHARED')).toHaveLength(1));
    clock += 300_000;
    call.send({ type: 'CLAIM_REFRESH' });
    await vi.waitFor(() => expect(heardOf(call, 'REFRESH_CLAIMED')).toHaveLength(1));
    expect(heardOf(call, 'REFRESH_CLAIMED')).toEqual([{ type: 'REFRESH_CLAIMED', latest: { access_token: 'token-2', expires_in: 600 } }]);
  });

  it('a window that joins later hears the newest token of its session', async () => {
    const locks = exclusiveLocks();
    const main = openWindow(locks);
    main.send({ type: 'JOIN', sessionId: 'a1' });
    main.send({ type: 'CLAIM_REFRESH' });
    await vi.waitFor(() => expect(heardOf(main, 'REFRESH_CLAIMED')).toHaveLength(1));
    main.send({ type: 'SHARE_TOKEN', answer: token2 });
    const call = openWindow(locks);
    call.send({ type: 'JOIN', sessionId: 'a1' });
    await vi.waitFor(() => expect(heardOf(call, 'TOKEN_SHARED')).toEqual([{ type: 'TOKEN_SHARED', answer: token2 }]));
  });

  it('a claim given back before it was granted is never granted, and the next window gets the lock', async () => {
    const locks = exclusiveLocks();
    const [main, call, third] = [openWindow(locks), openWindow(locks), openWindow(locks)];
    for (const window of [main, call, third]) window.send({ type: 'JOIN', sessionId: 'a1' });
    main.send({ type: 'CLAIM_REFRESH' });
    await vi.waitFor(() => expect(heardOf(main, 'REFRESH_CLAIMED')).toHaveLength(1));
    call.send({ type: 'CLAIM_REFRESH' });
    third.send({ type: 'CLAIM_REFRESH' });
    call.send({ type: 'RELEASE_REFRESH' });
    main.send({ type: 'RELEASE_REFRESH' });
    await vi.waitFor(() => expect(heardOf(third, 'REFRESH_CLAIMED')).toHaveLength(1));
    await delivered();
    expect(heardOf(call, 'REFRESH_CLAIMED')).toEqual([]);
  });

  it('[logout-always-home] a sign-out reaches the other windows, which then stop listening to the session', async () => {
    const locks = exclusiveLocks();
    const [main, call, third] = [openWindow(locks), openWindow(locks), openWindow(locks)];
    main.send({ type: 'JOIN', sessionId: 'a1' });
    call.send({ type: 'JOIN', sessionId: 'a1' });
    main.send({ type: 'SIGN_OUT', expired: true });
    await vi.waitFor(() => expect(heardOf(call, 'SIGNED_OUT_ELSEWHERE')).toEqual([{ type: 'SIGNED_OUT_ELSEWHERE', expired: true }]));
    // A window still in the session (a later sign-in elsewhere is another session) is no longer heard.
    third.send({ type: 'JOIN', sessionId: 'a1' });
    third.send({ type: 'CLAIM_REFRESH' });
    await vi.waitFor(() => expect(heardOf(third, 'REFRESH_CLAIMED')).toHaveLength(1));
    third.send({ type: 'SHARE_TOKEN', answer: token2 });
    await delivered();
    expect(heardOf(call, 'TOKEN_SHARED')).toEqual([]);
    expect(heardOf(main, 'TOKEN_SHARED')).toEqual([]);
  });

  it('a session without a name leaves the window alone: its claim is granted at once', () => {
    const unnamed = openWindow(exclusiveLocks());
    unnamed.send({ type: 'JOIN', sessionId: undefined });
    unnamed.send({ type: 'CLAIM_REFRESH' });
    expect(heardOf(unnamed, 'REFRESH_CLAIMED')).toEqual([{ type: 'REFRESH_CLAIMED', latest: undefined }]);
  });
});
