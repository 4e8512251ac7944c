import { assign, emit, fromPromise, setup } from 'xstate';
import { constants, type MessageKey } from '../../src/generated/catalog';
import type { OperationBody, OperationData } from '../../src/generated/operationTypes';

// The Sync action of the patient header (document 2, section 4 "Remote login"; section 9: poll
// 2 s, time-out 20 s). Sync sends a remoteLogin (or, while the app is logged in, a
// remoteCancelLogin); a numeric result is shown at once, otherwise the reply is polled every 2 s
// until the app reacts (1 accepted, 2 declined, anything else failed) or 20 s pass (failed). A
// thrown error fails too. Pure: the calls and the delays are injected, so a test runs it on a
// simulated clock.

/** The two notifications: remote login (Sync Patient ID) and remote logout (Cancel Sync). */
export type SyncAction = 'remoteLogin' | 'remoteCancelLogin';

/** What the last Sync came to, shown as the status text under the action. */
export type RemoteLoginStatus = 'sending' | 'waiting' | 'numericResult' | 'accepted' | 'declined' | 'failed';

/** Why a Sync failed ([remote-login-failure-sources]). */
export type RemoteLoginFailure = 'timeout' | 'reaction' | 'error';

export interface RemoteLoginInput {
  patientId: number;
  /** The signed-in user, the notification's sender. */
  senderId: number;
  /** Whether the patient's app is logged in now (getPatientAppLogin). */
  loggedIn: boolean;
}

export interface RemoteLoginContext {
  patientId: number;
  senderId: number;
  loggedIn: boolean;
  /** The notification of the running or last Sync. */
  action: SyncAction | null;
  notificationId: number | null;
  status: RemoteLoginStatus | null;
  /** The numeric result of the send, when one came back. */
  result: number | null;
  failure: RemoteLoginFailure | null;
  /** The message of a thrown error (a device-sync refusal of the server, say). */
  error: string | null;
}

export type RemoteLoginEvent =
  /** The action was pressed: login when logged out, logout when logged in. */
  | { type: 'SYNC' }
  /** The server's login state changed (read again after a reply, or elsewhere). */
  | { type: 'SET_LOGGED_IN'; loggedIn: boolean };

/** Emitted when the app accepted: the active room list is to be read again. */
export type RemoteLoginEmitted = { type: 'refreshActiveRooms' };

/** What the send actor is asked and answers: POST push_notification. */
export type SendRequest = OperationBody<'pushAppNotification'>;
export type SendAnswer = OperationData<'pushAppNotification'>;
/** What the poll actor is asked and answers: GET fcm_notification/{id}. */
export interface ReadRequest {
  notificationId: number;
}
export type ReadAnswer = Pick<OperationData<'getAppNotification'>, 'reaction'>;

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The remote login machine's "${name}" actor was not provided`));
}

const statusByAction: Readonly<Record<SyncAction, Readonly<Record<RemoteLoginStatus, MessageKey>>>> = {
  remoteLogin: {
    sending: 'remoteLoginSending',
    waiting: 'remoteLoginWaiting',
    numericResult: 'remoteLoginNumericResult',
    accepted: 'remoteLoginAccepted',
    declined: 'remoteLoginDeclined',
    failed: 'remoteLoginFailed',
  },
  remoteCancelLogin: {
    sending: 'remoteLogoutSending',
    waiting: 'remoteLogoutWaiting',
    numericResult: 'remoteLogoutNumericResult',
    accepted: 'remoteLogoutAccepted',
    // [remote-logout] a declined logout has its own message.
    declined: 'remoteLogoutDeclined',
    failed: 'remoteLogoutFailed',
  },
};

/**
 * The catalogue key of the status text for the last Sync, or null before any (fill
 * `{result}` with the context's result).
 *
 * @example
 * remoteLoginStatusKey({ action: 'remoteCancelLogin', status: 'declined' }); // 'remoteLogoutDeclined'
 */
export function remoteLoginStatusKey(context: Pick<RemoteLoginContext, 'action' | 'status'>): MessageKey | null {
  if (context.action === null || context.status === null) return null;
  return statusByAction[context.action][context.status];
}

/**
 * The remote login machine. Provide `sendNotification` and `readNotification` (the typed calls of
 * pushAppNotification and getAppNotification); delays `pollInterval` and `replyTimeout` default to
 * document 2's 2 s and 20 s. Tags: `busy` while a Sync runs.
 *
 * @example
 * const machine = remoteLoginMachine.provide({ actors: { sendNotification: fromPromise(...), readNotification: fromPromise(...) } });
 * const actor = createActor(machine, { input: { patientId: 7, senderId: 3, loggedIn: false }, clock });
 * actor.on('refreshActiveRooms', () => rooms.refetch());
 * actor.start().send({ type: 'SYNC' });
 */
export const remoteLoginMachine = setup({
  types: {
    input: {} as RemoteLoginInput,
    context: {} as RemoteLoginContext,
    events: {} as RemoteLoginEvent,
    emitted: {} as RemoteLoginEmitted,
    tags: {} as 'busy',
  },
  actors: {
    sendNotification: fromPromise<SendAnswer, SendRequest>(notProvided('sendNotification')),
    readNotification: fromPromise<ReadAnswer, ReadRequest>(notProvided('readNotification')),
  },
  delays: {
    pollInterval: constants.remoteLoginPollMs,
    replyTimeout: constants.remoteLoginTimeoutMs,
  },
  actions: {
    fail: assign((_, params: { failure: RemoteLoginFailure; error?: unknown }) => ({
      status: 'failed' as const,
      failure: params.failure,
      error: params.error instanceof Error ? params.error.message : null,
    })),
  },
  guards: {
    numericResult: (_, output: SendAnswer) => typeof output.result === 'number',
    noReplyYet: (_, output: ReadAnswer) => output.reaction === null,
    accepted: (_, output: ReadAnswer) => output.reaction === 1,
    declined: (_, output: ReadAnswer) => output.reaction === 2,
  },
}).createMachine({
  id: 'remoteLogin',
  context: ({ input }) => ({
    patientId: input.patientId,
    senderId: input.senderId,
    loggedIn: input.loggedIn,
    action: null,
    notificationId: null,
    status: null,
    result: null,
    failure: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        // [remote-login-sync-sends] [remote-logout] the action follows the login state.
        SYNC: {
          target: 'sending',
          actions: assign(({ context }) => ({
            action: context.loggedIn ? ('remoteCancelLogin' as const) : ('remoteLogin' as const),
            notificationId: null,
            status: 'sending' as const,
            result: null,
            failure: null,
            error: null,
          })),
        },
        SET_LOGGED_IN: { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendNotification',
        input: ({ context }) => ({
          patient_id: context.patientId,
          notification_type: context.action ?? 'remoteLogin',
          sender_id: context.senderId,
          message: null,
        }),
        onDone: [
          {
            // [remote-login-numeric-result] a number came back: it is the status, nothing to poll.
            guard: { type: 'numericResult', params: ({ event }) => event.output },
            target: 'idle',
            actions: assign({ status: 'numericResult', result: ({ event }) => event.output.result }),
          },
          {
            target: 'awaitingReply',
            actions: assign({ status: 'waiting', notificationId: ({ event }) => event.output.fcm_notification_id }),
          },
        ],
        // [remote-login-failure-sources] a thrown error fails the Sync.
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ failure: 'error' as const, error: event.error }) } },
      },
    },
    awaitingReply: {
      tags: ['busy'],
      initial: 'pausing',
      // [remote-login-timeout] 20 s without a reply fail the Sync.
      after: { replyTimeout: { target: 'idle', actions: { type: 'fail', params: { failure: 'timeout' } } } },
      states: {
        // [remote-login-poll] every 2 s.
        pausing: { after: { pollInterval: 'polling' } },
        polling: {
          invoke: {
            src: 'readNotification',
            input: ({ context }) => ({ notificationId: context.notificationId ?? 0 }),
            onDone: [
              { guard: { type: 'noReplyYet', params: ({ event }) => event.output }, target: 'pausing' },
              {
                // [remote-login-accepted] the label switches and the active rooms are read again.
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: '#remoteLogin.idle',
                actions: [
                  assign(({ context }) => ({ status: 'accepted' as const, loggedIn: context.action === 'remoteLogin' })),
                  emit({ type: 'refreshActiveRooms' as const }),
                ],
              },
              // [remote-login-declined]
              { guard: { type: 'declined', params: ({ event }) => event.output }, target: '#remoteLogin.idle', actions: assign({ status: 'declined' }) },
              // [remote-login-failed] any other reaction.
              { target: '#remoteLogin.idle', actions: { type: 'fail', params: { failure: 'reaction' } } },
            ],
            onError: {
              target: '#remoteLogin.idle',
              actions: { type: 'fail', params: ({ event }) => ({ failure: 'error' as const, error: event.error }) },
            },
          },
        },
      },
    },
  },
});
