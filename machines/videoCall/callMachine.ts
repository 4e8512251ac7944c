import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { constants, type MessageKey } from '../../src/generated/catalog';
import type { OperationBody, OperationData } from '../../src/generated/operationTypes';
import { callMedia } from '../../domain/videoCall/callMedia';
import { patientVideoIdentity } from '../../domain/videoCall/patientVideoIdentity';
import {
  VideoConnectError,
  type ConnectFailure,
  type DevicePermission,
  type DisconnectReason,
  type VideoConnection,
  type VideoProvider,
} from '../../domain/videoCall/VideoProvider';

// One video call with a patient (document 2, sections 4 "Call", 7 "Video", 8 and 9), from the
// call page opening to the call's end. Opening tests the camera/microphone permission, refreshes
// the token (grabTwilioRoomInfo: who is in the patient's room), then shows 'Calling patient...'
// while twilio_room/start answers a token and the provider joins the room; the first remote track
// establishes the call (the timer runs, m:ss); hang-up stops the tracks and deletes the room
// (twilio_room/end/{id}) and shows 'Call ended.'. Another user in the patient's room, blocked or
// denied devices and a failed start each end with section 8's message. Pure: the server calls
// are actors provided by the portal, the media is the injected VideoProvider, the delays run on
// the actor's clock.

/** How a call finished, which picks the message shown at its end. */
export type CallOutcome = 'ended' | 'occupied' | 'blocked' | 'deviceAccessDenied' | 'startFailed' | 'failed';

export interface VideoCallInput {
  patientId: number;
  /** The signed-in user: compared with the room's caller_user_id. */
  userId: number;
  /** The signed-in user's username, the identity sent to twilio_room/start. */
  identity: string;
  /** The media provider (Twilio or the built-in WebRTC one; a fake in tests). */
  provider: VideoProvider;
}

/** The room this call opened (twilio_room/start's answer). */
export type CallRoom = OperationData<'startVideoRoom'>['room'];

export interface VideoCallContext {
  patientId: number;
  userId: number;
  identity: string;
  provider: VideoProvider;
  room: CallRoom | null;
  token: string | null;
  /** Seconds since the call was established (the call timer). */
  elapsedSeconds: number;
  /** Why the call is leaving or left; null while it runs. */
  outcome: CallOutcome | null;
}

/** What the user and the provider tell the machine. */
export type VideoCallEvent =
  /** The hang-up button (or the window closing). */
  | { type: 'HANG_UP' }
  /** The provider joined the room (local tracks published). */
  | { type: 'MEDIA_CONNECTED' }
  | { type: 'MEDIA_FAILED'; failure: ConnectFailure }
  | { type: 'TRACK_RECEIVED'; kind: 'audio' | 'video'; identity: string }
  | { type: 'PARTICIPANT_JOINED'; identity: string; alreadyInRoom: boolean }
  | { type: 'PARTICIPANT_LEFT'; identity: string }
  | { type: 'MEDIA_DISCONNECTED'; reason: DisconnectReason };

/**
 * What the call emits for the rest of the portal: `liveVideoMode` when the call starts and ends
 * (the app sends the session machine `SET_REMOTE_CALL { on }`, which suppresses the idle warning
 * during the call), and `returnToProfile` after the blocked-devices notice.
 */
export type VideoCallEmitted = { type: 'liveVideoMode'; on: boolean } | { type: 'returnToProfile'; patientId: number };

/** grabTwilioRoomInfo's request and answer. */
export interface RoomInfoRequest {
  patientId: number;
}
export type RoomInfoAnswer = Pick<OperationData<'grabTwilioRoomInfo'>, 'caller_user_id' | 'refreshToken'>;
/** twilio_room/start's request, and its answer: a token, or `occupied` for the 409 of another user's room. */
export type StartRoomRequest = OperationBody<'startVideoRoom'>;
export type StartRoomOutcome = ({ kind: 'started' } & OperationData<'startVideoRoom'>) | { kind: 'occupied' };
/** twilio_room/end/{id}'s request. */
export interface EndRoomRequest {
  roomId: number;
}

interface MediaInput {
  provider: VideoProvider;
  token: string;
  room: string;
}

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The video call machine's "${name}" actor was not provided`));
}

const noticeByOutcome: Readonly<Record<CallOutcome, MessageKey>> = {
  ended: 'videoCallEnded',
  occupied: 'videoOtherUserInCall',
  blocked: 'videoPermissionsBlocked',
  deviceAccessDenied: 'videoDeviceAccessDenied',
  startFailed: 'videoStartFailure',
  failed: 'videoSomethingWentWrong',
};

/**
 * The message the call shows in its present state (catalogue key), or null when none: 'Calling
 * patient...' while calling, section 8's message once it finished.
 *
 * @example
 * callNotice(actor.getSnapshot()); // 'videoCallingPatient'
 */
export function callNotice(snapshot: { hasTag(tag: VideoCallTag): boolean; context: Pick<VideoCallContext, 'outcome'> }): MessageKey | null {
  if (snapshot.hasTag('finished') || snapshot.hasTag('blocked')) {
    return snapshot.context.outcome === null ? null : noticeByOutcome[snapshot.context.outcome];
  }
  if (snapshot.hasTag('calling')) return 'videoCallingPatient';
  return null;
}

/**
 * The title over the notice: 'Patient Call Already in Progress' when another user has the patient
 * ([video-other-clinician]), else null.
 *
 * @example
 * callNoticeTitle(actor.getSnapshot()); // 'videoCallAlreadyInProgress'
 */
export function callNoticeTitle(snapshot: { context: Pick<VideoCallContext, 'outcome'> }): MessageKey | null {
  return snapshot.context.outcome === 'occupied' ? 'videoCallAlreadyInProgress' : null;
}

/** The tags a screen reads. */
export type VideoCallTag = 'checking' | 'calling' | 'established' | 'liveVideo' | 'leaving' | 'blocked' | 'finished';

/**
 * The video call machine. Provide `grabRoomInfo`, `startRoom` and `endRoom` (the typed calls of
 * grabTwilioRoomInfo, startVideoRoom — answering `{ kind: 'occupied' }` for its 409 — and
 * endVideoRoom); the media go through `input.provider`. Delays: `oneSecond` (the timer) and
 * `blockedNotice` (section 8's 10 s). Tags: `checking` (permissions and token), `calling`
 * ('Calling patient...'), `established` (timer runs), `liveVideo` (from calling to the end:
 * live-video mode), `leaving`, `blocked` (the 10 s notice), `finished`.
 *
 * @example
 * const actor = createActor(videoCallMachine.provide({ actors: { grabRoomInfo, startRoom, endRoom } }), {
 *   input: { patientId: 7, userId: 3, identity: 'pms', provider },
 * });
 * actor.on('liveVideoMode', ({ on }) => session.send({ type: 'SET_REMOTE_CALL', on }));
 * actor.start();
 */
export const videoCallMachine = setup({
  types: {
    input: {} as VideoCallInput,
    context: {} as VideoCallContext,
    events: {} as VideoCallEvent,
    emitted: {} as VideoCallEmitted,
    tags: {} as VideoCallTag,
  },
  actors: {
    testPermissions: fromPromise<DevicePermission, { provider: VideoProvider }>(({ input }) => input.provider.testPermissions()),
    grabRoomInfo: fromPromise<RoomInfoAnswer, RoomInfoRequest>(notProvided('grabRoomInfo')),
    startRoom: fromPromise<StartRoomOutcome, StartRoomRequest>(notProvided('startRoom')),
    endRoom: fromPromise<unknown, EndRoomRequest>(notProvided('endRoom')),
    // The provider's room, for as long as the call is connected: its events come back as machine
    // events; leaving the state disconnects it (the local tracks stop).
    media: fromCallback<VideoCallEvent, MediaInput>(({ input, sendBack }) => {
      let connection: VideoConnection | null = null;
      let stopped = false;
      input.provider
        .connect({
          token: input.token,
          room: input.room,
          media: callMedia,
          onEvent: (event) => {
            if (stopped) return;
            if (event.type === 'trackReceived') sendBack({ type: 'TRACK_RECEIVED', kind: event.kind, identity: event.participant.identity });
            else if (event.type === 'participantJoined') {
              sendBack({ type: 'PARTICIPANT_JOINED', identity: event.participant.identity, alreadyInRoom: event.alreadyInRoom });
            } else if (event.type === 'participantLeft') sendBack({ type: 'PARTICIPANT_LEFT', identity: event.participant.identity });
            else sendBack({ type: 'MEDIA_DISCONNECTED', reason: event.reason });
          },
        })
        .then(
          (opened) => {
            if (stopped) opened.disconnect();
            else {
              connection = opened;
              sendBack({ type: 'MEDIA_CONNECTED' });
            }
          },
          (error: unknown) => {
            if (!stopped) sendBack({ type: 'MEDIA_FAILED', failure: error instanceof VideoConnectError ? error.failure : 'connectFailed' });
          },
        );
      return () => {
        stopped = true;
        connection?.disconnect();
      };
    }),
  },
  delays: {
    oneSecond: 1000,
    blockedNotice: constants.videoBlockedNoticeMs,
  },
  guards: {
    isBlocked: (_, permission: DevicePermission) => permission === 'blocked',
    anotherUserHasRoom: ({ context }, answer: RoomInfoAnswer) => answer.caller_user_id !== null && answer.caller_user_id !== context.userId,
    isOccupied: (_, outcome: StartRoomOutcome) => outcome.kind === 'occupied',
    isDeviceAccessDenied: (_, failure: ConnectFailure) => failure === 'deviceAccessDenied',
    // Someone who is neither the caller nor the patient was in the room before the caller came.
    isAnotherUserInRoom: ({ context }, params: { identity: string; alreadyInRoom: boolean }) =>
      params.alreadyInRoom && params.identity !== context.identity && params.identity !== patientVideoIdentity(context.patientId),
    isPatient: ({ context }, identity: string) => identity === patientVideoIdentity(context.patientId),
    isConnectionFailure: (_, reason: DisconnectReason) => reason === 'failure',
    hasRoom: ({ context }) => context.room !== null,
    hungUp: ({ context }) => context.outcome !== null,
  },
  actions: {
    finish: assign((_, outcome: CallOutcome) => ({ outcome })),
    tick: assign(({ context }) => ({ elapsedSeconds: context.elapsedSeconds + 1 })),
    reportFailure: (_, params: { during: string; error: unknown }) => {
      console.warn(`video call: ${params.during} failed: ${params.error instanceof Error ? params.error.message : String(params.error)}`);
    },
  },
}).createMachine({
  id: 'videoCall',
  context: ({ input }) => ({
    patientId: input.patientId,
    userId: input.userId,
    identity: input.identity,
    provider: input.provider,
    room: null,
    token: null,
    elapsedSeconds: 0,
    outcome: null,
  }),
  initial: 'testingPermissions',
  states: {
    // [video-call-open] the microphone/camera permission first.
    testingPermissions: {
      tags: ['checking'],
      invoke: {
        src: 'testPermissions',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: [
          { guard: { type: 'isBlocked', params: ({ event }) => event.output }, target: 'blocked' },
          { target: 'refreshingToken' },
        ],
        // A browser without a permission query asks when the devices open: go on.
        onError: 'refreshingToken',
      },
    },
    // [video-permissions-blocked] a 10 s notice, then back to the patient profile.
    blocked: {
      tags: ['blocked'],
      entry: { type: 'finish', params: 'blocked' },
      after: { blockedNotice: 'returnedToProfile' },
    },
    returnedToProfile: {
      type: 'final',
      tags: ['finished'],
      entry: emit(({ context }) => ({ type: 'returnToProfile' as const, patientId: context.patientId })),
    },
    // [video-call-open] the token refreshed: who is in the patient's room now.
    refreshingToken: {
      tags: ['checking'],
      invoke: {
        src: 'grabRoomInfo',
        input: ({ context }) => ({ patientId: context.patientId }),
        onDone: [
          // [video-other-clinician]
          {
            guard: { type: 'anotherUserHasRoom', params: ({ event }) => event.output },
            target: 'finished',
            actions: { type: 'finish', params: 'occupied' },
          },
          { target: 'inCall' },
        ],
        onError: {
          target: 'finished',
          actions: [{ type: 'reportFailure', params: ({ event }) => ({ during: 'reading the room', error: event.error }) }, { type: 'finish', params: 'startFailed' }],
        },
      },
    },
    // [video-call-states] calling, then established; live-video mode for all of it.
    inCall: {
      tags: ['liveVideo'],
      entry: emit({ type: 'liveVideoMode' as const, on: true }),
      exit: emit({ type: 'liveVideoMode' as const, on: false }),
      initial: 'starting',
      on: { HANG_UP: { target: 'leaving', actions: { type: 'finish', params: 'ended' } } },
      states: {
        // [video-call-start] POST twilio_room/start {identity, patient_id} answers the token.
        starting: {
          tags: ['calling'],
          // A hang-up before the token came back waits for the room, to delete it.
          on: { HANG_UP: { actions: { type: 'finish', params: 'ended' } } },
          invoke: {
            src: 'startRoom',
            input: ({ context }) => ({ identity: context.identity, patient_id: context.patientId }),
            onDone: [
              {
                guard: { type: 'isOccupied', params: ({ event }) => event.output },
                target: '#videoCall.finished',
                actions: { type: 'finish', params: 'occupied' },
              },
              {
                guard: 'hungUp',
                target: '#videoCall.leaving',
                actions: assign(({ event }) => (event.output.kind === 'started' ? { room: event.output.room } : {})),
              },
              {
                target: 'connected',
                actions: assign(({ event }) =>
                  event.output.kind === 'started' ? { room: event.output.room, token: event.output.token } : {},
                ),
              },
            ],
            // [video-start-failure]
            onError: {
              target: '#videoCall.finished',
              actions: [{ type: 'reportFailure', params: ({ event }) => ({ during: 'starting the room', error: event.error }) }, { type: 'finish', params: 'startFailed' }],
            },
          },
        },
        connected: {
          invoke: {
            src: 'media',
            input: ({ context }) => ({ provider: context.provider, token: context.token ?? '', room: context.room?.unique_name ?? '' }),
          },
          initial: 'connecting',
          on: {
            // [video-device-access-denied] / [video-start-failure]
            MEDIA_FAILED: [
              {
                guard: { type: 'isDeviceAccessDenied', params: ({ event }) => event.failure },
                target: '#videoCall.leaving',
                actions: { type: 'finish', params: 'deviceAccessDenied' },
              },
              { target: '#videoCall.leaving', actions: { type: 'finish', params: 'startFailed' } },
            ],
            // [video-other-clinician] someone else was in the room first: tell, and disconnect.
            PARTICIPANT_JOINED: {
              guard: { type: 'isAnotherUserInRoom', params: ({ event }) => ({ identity: event.identity, alreadyInRoom: event.alreadyInRoom }) },
              target: '#videoCall.leaving',
              actions: { type: 'finish', params: 'occupied' },
            },
            // [video-call-ended] the patient left or the room was completed; [video-generic-error] a lost connection.
            MEDIA_DISCONNECTED: [
              {
                guard: { type: 'isConnectionFailure', params: ({ event }) => event.reason },
                target: '#videoCall.leaving',
                actions: { type: 'finish', params: 'failed' },
              },
              { target: '#videoCall.leaving', actions: { type: 'finish', params: 'ended' } },
            ],
          },
          states: {
            connecting: {
              tags: ['calling'],
              // [video-call-established] the first remote track establishes the call.
              on: { TRACK_RECEIVED: 'established' },
            },
            established: {
              tags: ['established'],
              entry: assign({ elapsedSeconds: 0 }),
              on: {
                PARTICIPANT_LEFT: {
                  guard: { type: 'isPatient', params: ({ event }) => event.identity },
                  target: '#videoCall.leaving',
                  actions: { type: 'finish', params: 'ended' },
                },
              },
              initial: 'ticking',
              states: {
                ticking: { after: { oneSecond: { target: 'ticking', reenter: true, actions: 'tick' } } },
              },
            },
          },
        },
      },
    },
    // [video-hang-up] the tracks stopped (leaving `connected` disconnected the provider), the room deleted.
    leaving: {
      tags: ['leaving'],
      // No room was opened (the start failed or was refused): nothing to delete.
      always: [{ guard: 'hasRoom', target: 'deletingRoom' }, { target: 'finished' }],
    },
    deletingRoom: {
      tags: ['leaving'],
      invoke: {
        src: 'endRoom',
        input: ({ context }) => ({ roomId: context.room?.id ?? 0 }),
        onDone: 'finished',
        onError: {
          target: 'finished',
          actions: { type: 'reportFailure', params: ({ event }) => ({ during: 'deleting the room', error: event.error }) },
        },
      },
    },
    finished: { type: 'final', tags: ['finished'] },
  },
});
