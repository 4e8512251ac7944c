// The remote login machine alone, path by path (document 2, sections 4 "Remote login" and 9), on
// XState's simulated clock: no DOM, no wall-clock waits. The calls are fakes that answer what a
// middleware would (push_notification, fcm_notification/{id}).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { message } from '../../src/generated/catalog';
import {
  remoteLoginMachine,
  remoteLoginStatusKey,
  type ReadAnswer,
  type RemoteLoginContext,
  type SendAnswer,
  type SendRequest,
} from './remoteLoginMachine';
import { syncButton } from '../../domain/remoteLogin/syncLabel';

interface Script {
  loggedIn?: boolean;
  /** What the send answers, or an error it throws. */
  send?: SendAnswer | Error;
  /** The reactions the successive polls read (the last one repeats); an Error is thrown. */
  reactions?: (number | null | Error)[];
}

/** Lets the fakes' promises settle (they resolve on the microtask queue). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(script: Script = {}) {
  const clock = new SimulatedClock();
  const sent: SendRequest[] = [];
  const reads: { at: number; notificationId: number }[] = [];
  const emitted: string[] = [];
  const reactions = script.reactions ?? [null];
  const machine = remoteLoginMachine.provide({
    actors: {
      sendNotification: fromPromise<SendAnswer, SendRequest>(({ input }) => {
        sent.push(input);
        const answer = script.send ?? { fcm_notification_id: 31, result: null };
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      }),
      readNotification: fromPromise<ReadAnswer, { notificationId: number }>(({ input }) => {
        reads.push({ at: clock.now(), notificationId: input.notificationId });
        const reaction = reactions[Math.min(reads.length - 1, reactions.length - 1)] ?? null;
        return reaction instanceof Error ? Promise.reject(reaction) : Promise.resolve({ reaction });
      }),
    },
  });
  const actor = createActor(machine, { input: { patientId: 7, senderId: 3, loggedIn: script.loggedIn ?? false }, clock });
  actor.on('refreshActiveRooms', (event) => emitted.push(event.type));
  actor.start();
  return {
    actor,
    clock,
    sent,
    reads,
    emitted,
    context: (): RemoteLoginContext => actor.getSnapshot().context,
    busy: () => actor.getSnapshot().hasTag('busy'),
    statusText: () => {
      const key = remoteLoginStatusKey(actor.getSnapshot().context);
      return key === null ? null : message(key, { result: actor.getSnapshot().context.result ?? '' });
    },
    /** Moves the simulated clock on by `ms`, in small steps so that each answered call can schedule the next. */
    async advance(ms: number) {
      await settle();
      for (let step = 0; step < ms; step += 100) {
        clock.increment(Math.min(100, ms - step));
        await settle();
      }
    },
    async sync() {
      actor.send({ type: 'SYNC' });
      await settle();
    },
  };
}

describe('remote login machine', () => {
  it('[remote-login-sync-sends] Sync sends a remoteLogin from the signed-in user for the patient', async () => {
    const sync = start();
    sync.actor.send({ type: 'SYNC' });
    expect(sync.busy()).toBe(true);
    expect(sync.statusText()).toBe(message('remoteLoginSending'));
    await sync.advance(0);
    expect(sync.sent).toEqual([{ patient_id: 7, notification_type: 'remoteLogin', sender_id: 3, message: null }]);
    expect(sync.statusText()).toBe(message('remoteLoginWaiting'));
  });

  it('[remote-login-numeric-result] a numeric result is shown as the status and nothing is polled', async () => {
    const sync = start({ send: { fcm_notification_id: 31, result: 42 } });
    await sync.sync();
    expect(sync.context()).toMatchObject({ status: 'numericResult', result: 42 });
    expect(sync.statusText()).toBe('Remote login result: 42');
    expect(sync.busy()).toBe(false);
    await sync.advance(30_000);
    expect(sync.reads).toEqual([]);
  });

  it('[remote-login-poll] without a numeric result the reply is read every 2 s', async () => {
    const sync = start({ reactions: [null] });
    await sync.sync();
    await sync.advance(1_900);
    expect(sync.reads).toEqual([]);
    await sync.advance(8_100);
    expect(sync.reads).toEqual([2_000, 4_000, 6_000, 8_000, 10_000].map((at) => ({ at, notificationId: 31 })));
    expect(sync.busy()).toBe(true);
  });

  it('[remote-login-accepted] reaction 1: accepted, the label switches to the logout action, the active rooms are refreshed', async () => {
    const sync = start({ reactions: [null, 1] });
    await sync.sync();
    await sync.advance(4_000);
    expect(sync.context()).toMatchObject({ status: 'accepted', loggedIn: true });
    expect(sync.statusText()).toBe(message('remoteLoginAccepted'));
    expect(sync.emitted).toEqual(['refreshActiveRooms']);
    const facts = { pc_serial_number: '500001', in_session: false, pc_active_elsewhere: false };
    expect(syncButton({ ...facts, logged_in: sync.context().loggedIn }).label).toBe('cancelSync');
    await sync.advance(10_000);
    expect(sync.reads).toHaveLength(2);
  });

  it('[remote-login-declined] reaction 2: declined, still logged out, no refresh', async () => {
    const sync = start({ reactions: [2] });
    await sync.sync();
    await sync.advance(2_000);
    expect(sync.context()).toMatchObject({ status: 'declined', loggedIn: false });
    expect(sync.statusText()).toBe(message('remoteLoginDeclined'));
    expect(sync.emitted).toEqual([]);
  });

  it('[remote-login-failed] any other reaction: failed', async () => {
    for (const reaction of [0, 3, -1]) {
      const sync = start({ reactions: [reaction] });
      await sync.sync();
      await sync.advance(2_000);
      expect(sync.context()).toMatchObject({ status: 'failed', failure: 'reaction', loggedIn: false });
      expect(sync.statusText()).toBe(message('remoteLoginFailed'));
    }
  });

  it('[remote-login-timeout] 20 s without a reply: failed, and the polling stops', async () => {
    const sync = start({ reactions: [null] });
    await sync.sync();
    await sync.advance(19_900);
    expect(sync.busy()).toBe(true);
    await sync.advance(100);
    expect(sync.context()).toMatchObject({ status: 'failed', failure: 'timeout' });
    expect(sync.statusText()).toBe(message('remoteLoginFailed'));
    const polls = sync.reads.length;
    await sync.advance(10_000);
    expect(sync.reads).toHaveLength(polls);
  });

  it('[remote-login-failure-sources] a thrown error fails the Sync, keeping its message', async () => {
    const refused = start({ send: new Error('PortableConnect is unavailable at this time') });
    await refused.sync();
    expect(refused.context()).toMatchObject({ status: 'failed', failure: 'error', error: 'PortableConnect is unavailable at this time' });
    expect(refused.busy()).toBe(false);

    const lost = start({ reactions: [null, new Error('Network down')] });
    await lost.sync();
    await lost.advance(4_000);
    expect(lost.context()).toMatchObject({ status: 'failed', failure: 'error', error: 'Network down' });
    expect(lost.statusText()).toBe(message('remoteLoginFailed'));
  });

  it('[remote-logout] a logged-in app gets a remoteCancelLogin; declined has its own message, accepted logs out', async () => {
    const declined = start({ loggedIn: true, reactions: [2] });
    await declined.sync();
    expect(declined.sent[0]?.notification_type).toBe('remoteCancelLogin');
    await declined.advance(2_000);
    expect(declined.context()).toMatchObject({ status: 'declined', loggedIn: true });
    expect(declined.statusText()).toBe(message('remoteLogoutDeclined'));
    expect(declined.statusText()).not.toBe(message('remoteLoginDeclined'));

    const accepted = start({ loggedIn: true, reactions: [1] });
    await accepted.sync();
    await accepted.advance(2_000);
    expect(accepted.context()).toMatchObject({ status: 'accepted', loggedIn: false });
    expect(accepted.statusText()).toBe(message('remoteLogoutAccepted'));
    expect(accepted.emitted).toEqual(['refreshActiveRooms']);
  });

  it('ignores Sync while one runs, and follows the server login state between Syncs', async () => {
    const sync = start({ reactions: [null] });
    await sync.sync();
    await sync.sync();
    expect(sync.sent).toHaveLength(1);
    await sync.advance(20_000);
    sync.actor.send({ type: 'SET_LOGGED_IN', loggedIn: true });
    await sync.sync();
    expect(sync.sent[1]?.notification_type).toBe('remoteCancelLogin');
  });
});
