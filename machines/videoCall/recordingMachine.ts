import { assign, emit, fromPromise, setup } from 'xstate';
import { constants, message, type MessageKey } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';

// The recording action of one row of the call recordings list (document 2, sections 2, 4
// "Recording", 8 and 9): no status → 'Request Recording' (create_composition); enqueued →
// 'Requested' with a status check (composition_status), which, while still enqueued, says 'Audio
// is still processing...' and is disabled for 60 s; completed → 'Download Recording' (get_content
// answers redirect_to, the portal downloads audio.mp3). Pure: the calls are provided actors, the
// cooldown a delay on the actor's clock.

/** A recording's status as the video-room record holds it. */
export type RecordingStatus = 'enqueued' | 'completed' | null;

export interface RecordingInput {
  /** The video room's id. */
  roomId: number;
  status: RecordingStatus;
}

export interface RecordingContext {
  roomId: number;
  status: RecordingStatus;
  /** The last message to show (success, still processing, a failure), or null. */
  notice: MessageKey | null;
}

export type RecordingEvent = { type: 'REQUEST' } | { type: 'CHECK' } | { type: 'DOWNLOAD' };

/**
 * Emitted when the audio is ready to download: the portal opens `url` as audio.mp3 (a Twilio
 * call's composition, AAC in MPEG-4, as audio.m4a: Twilio composes no MP3).
 */
export type RecordingEmitted = { type: 'download'; url: string; fileName: 'audio.mp3' | 'audio.m4a' };

/**
 * The name a recording is saved under, after the stored file's kind.
 *
 * @example
 * recordingFileName('/files/recordings/RM1/audio.m4a?expires=1&signature=x'); // 'audio.m4a'
 */
export function recordingFileName(url: string): RecordingEmitted['fileName'] {
  return /\.m4a(\?|$)/.test(url) ? 'audio.m4a' : 'audio.mp3';
}

export interface RecordingRequest {
  roomId: number;
}
export type RequestAnswer = Pick<OperationData<'createVideoComposition'>, 'audio_composition_status'>;
export type StatusAnswer = Pick<OperationData<'getVideoCompositionStatus'>, 'audio_composition_status'>;
export type ContentAnswer = Pick<OperationData<'getVideoCompositionContent'>, 'redirect_to'>;

/**
 * The server's refusals a row shows in their own words (a Twilio composition that failed, a call
 * without audio, the video service unreachable, ...); any other failure is 'Something went wrong.'.
 */
const recordingRefusals = [
  'recordingFailed',
  'recordingNoAudio',
  'recordingCallStillOpen',
  'recordingNotAllowed',
  'recordingNotRequested',
  'videoProviderUnavailable',
] as const satisfies readonly MessageKey[];

/**
 * The notice of a failed call: the catalogue message the server answered, when it is one of the
 * recording refusals, else 'Something went wrong.'.
 *
 * @example
 * recordingFailureNotice(new Error('The recording could not be made. Please request it again.')); // 'recordingFailed'
 */
export function recordingFailureNotice(error: unknown): MessageKey {
  const text = error instanceof Error ? error.message : null;
  return recordingRefusals.find((key) => message(key) === text) ?? 'videoSomethingWentWrong';
}

const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The recording machine's "${name}" actor was not provided`));
}

/**
 * The label of the recording action: 'Request Recording', 'Requested' or 'Download Recording'.
 *
 * @example
 * recordingActionLabel({ status: null }); // 'recordingRequestLabel'
 */
export function recordingActionLabel(context: Pick<RecordingContext, 'status'>): MessageKey {
  if (context.status === 'completed') return 'recordingDownloadLabel';
  if (context.status === 'enqueued') return 'recordingRequestedLabel';
  return 'recordingRequestLabel';
}

/**
 * The recording action machine. Provide `requestRecording`, `checkStatus` and `fetchContent` (the
 * typed calls of createVideoComposition, getVideoCompositionStatus, getVideoCompositionContent).
 * Tags: `busy` while a call runs, `checkDisabled` while the status check may not be used (the
 * 60 s after a still-processing answer). Delay: `statusCooldown` (section 9's 60 s).
 *
 * @example
 * const actor = createActor(recordingMachine.provide({ actors: { requestRecording, checkStatus, fetchContent } }), {
 *   input: { roomId: row.id, status: row.audio_composition_status },
 * });
 * actor.on('download', ({ url }) => window.location.assign(url));
 */
export const recordingMachine = setup({
  types: {
    input: {} as RecordingInput,
    context: {} as RecordingContext,
    events: {} as RecordingEvent,
    emitted: {} as RecordingEmitted,
    tags: {} as 'busy' | 'checkDisabled',
  },
  actors: {
    requestRecording: fromPromise<RequestAnswer, RecordingRequest>(notProvided('requestRecording')),
    checkStatus: fromPromise<StatusAnswer, RecordingRequest>(notProvided('checkStatus')),
    fetchContent: fromPromise<ContentAnswer, RecordingRequest>(notProvided('fetchContent')),
  },
  delays: { statusCooldown: constants.recordingStatusCooldownMs },
  guards: {
    isCompleted: ({ context }) => context.status === 'completed',
    isEnqueued: ({ context }) => context.status === 'enqueued',
    answeredCompleted: (_, status: RecordingStatus) => status === 'completed',
  },
  actions: {
    failed: assign({ notice: ({ event }) => recordingFailureNotice(errorOf(event)) }),
  },
}).createMachine({
  id: 'recording',
  context: ({ input }) => ({ roomId: input.roomId, status: input.status, notice: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isCompleted', target: 'completed' }, { guard: 'isEnqueued', target: 'requested' }, { target: 'notRequested' }],
    },
    // [recording-request]
    notRequested: { on: { REQUEST: 'requesting' } },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestRecording',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: {
          target: 'deciding',
          actions: assign({ status: ({ event }) => event.output.audio_composition_status ?? 'enqueued', notice: 'recordingRequested' }),
        },
        onError: { target: 'notRequested', actions: 'failed' },
      },
    },
    // [recording-requested] 'Requested' with a status check.
    requested: {
      initial: 'ready',
      states: {
        ready: { on: { CHECK: 'checking' } },
        checking: {
          tags: ['busy', 'checkDisabled'],
          invoke: {
            src: 'checkStatus',
            input: ({ context }) => ({ roomId: context.roomId }),
            onDone: [
              {
                guard: { type: 'answeredCompleted', params: ({ event }) => event.output.audio_composition_status },
                target: '#recording.completed',
                actions: assign({ status: 'completed', notice: null }),
              },
              // [recording-still-enqueued] the message, and no check for 60 s.
              { target: 'coolingDown', actions: assign({ notice: 'recordingStillProcessing' }) },
            ],
            onError: [
              // The provider failed the recording: the server cleared the request, which may be made again.
              {
                guard: ({ event }) => recordingFailureNotice(event.error) === 'recordingFailed',
                target: '#recording.notRequested',
                actions: assign({ status: null, notice: 'recordingFailed' }),
              },
              { target: 'ready', actions: 'failed' },
            ],
          },
        },
        coolingDown: {
          tags: ['checkDisabled'],
          after: { statusCooldown: 'ready' },
        },
      },
    },
    // [recording-download] 'Download Recording': get_content's redirect_to, saved as audio.mp3.
    completed: {
      initial: 'ready',
      states: {
        ready: { on: { DOWNLOAD: 'fetching' } },
        fetching: {
          tags: ['busy'],
          invoke: {
            src: 'fetchContent',
            input: ({ context }) => ({ roomId: context.roomId }),
            onDone: {
              target: 'ready',
              actions: emit(({ event }) => ({ type: 'download' as const, url: event.output.redirect_to, fileName: recordingFileName(event.output.redirect_to) })),
            },
            onError: { target: 'ready', actions: 'failed' },
          },
        },
      },
    },
  },
});
