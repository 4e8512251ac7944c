// The recording action of a call recordings row, path by path (document 2, sections 4
// "Recording", 8 and 9), on XState's simulated clock with fake calls.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { message } from '../../src/generated/catalog';
import {
  recordingActionLabel,
  recordingFileName,
  recordingMachine,
  type ContentAnswer,
  type RecordingRequest,
  type RecordingStatus,
  type RequestAnswer,
  type StatusAnswer,
} from './recordingMachine';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(status: RecordingStatus, statuses: RecordingStatus[] = ['enqueued']) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const downloads: string[] = [];
  let checks = 0;
  const machine = recordingMachine.provide({
    actors: {
      requestRecording: fromPromise<RequestAnswer, RecordingRequest>(({ input }) => {
        calls.push(`create_composition/${input.roomId}`);
        return Promise.resolve({ audio_composition_status: 'enqueued' });
      }),
      checkStatus: fromPromise<StatusAnswer, RecordingRequest>(({ input }) => {
        calls.push(`composition_status/${input.roomId}`);
        const answer = statuses[Math.min(checks, statuses.length - 1)] ?? 'enqueued';
        checks += 1;
        return Promise.resolve({ audio_composition_status: answer });
      }),
      fetchContent: fromPromise<ContentAnswer, RecordingRequest>(({ input }) => {
        calls.push(`get_content/${input.roomId}`);
        return Promise.resolve({ redirect_to: `/files/recordings/${input.roomId}/audio.mp3?expires=1&signature=x` });
      }),
    },
  });
  const actor = createActor(machine, { input: { roomId: 41, status }, clock });
  actor.on('download', (event) => downloads.push(`${event.fileName} ${event.url}`));
  actor.start();
  return {
    actor,
    clock,
    calls,
    downloads,
    label: () => message(recordingActionLabel(actor.getSnapshot().context)),
    notice: () => {
      const key = actor.getSnapshot().context.notice;
      return key === null ? null : message(key);
    },
    checkDisabled: () => actor.getSnapshot().hasTag('checkDisabled'),
  };
}

describe('recording action', () => {
  it('[recording-request] no status: Request Recording calls create_composition and says it was requested', async () => {
    const row = start(null);
    expect(row.label()).toBe('Request Recording');
    row.actor.send({ type: 'REQUEST' });
    await settle();
    expect(row.calls).toEqual(['create_composition/41']);
    expect(row.notice()).toBe('Audio requested successfully. This can take a few minutes to process.');
    expect(row.label()).toBe('Requested');
  });

  it('[recording-requested] enqueued: Requested, with a status check through composition_status', async () => {
    const row = start('enqueued', ['completed']);
    expect(row.label()).toBe('Requested');
    row.actor.send({ type: 'CHECK' });
    await settle();
    expect(row.calls).toEqual(['composition_status/41']);
    expect(row.label()).toBe('Download Recording');
  });

  it('[recording-still-enqueued] still processing: the message, and the check disabled for 60 s', async () => {
    const row = start('enqueued', ['enqueued', 'completed']);
    row.actor.send({ type: 'CHECK' });
    await settle();
    expect(row.notice()).toBe('Audio is still processing. Please check back in a few minutes.');
    expect(row.checkDisabled()).toBe(true);
    row.actor.send({ type: 'CHECK' });
    expect(row.calls).toHaveLength(1);
    row.clock.increment(59_999);
    expect(row.checkDisabled()).toBe(true);
    row.clock.increment(1);
    expect(row.checkDisabled()).toBe(false);
    row.actor.send({ type: 'CHECK' });
    await settle();
    expect(row.calls).toHaveLength(2);
    expect(row.label()).toBe('Download Recording');
  });

  it('[recording-download] completed: Download Recording downloads audio.mp3 from get_content\'s redirect_to', async () => {
    const row = start('completed');
    expect(row.label()).toBe('Download Recording');
    row.actor.send({ type: 'DOWNLOAD' });
    await settle();
    expect(row.calls).toEqual(['get_content/41']);
    expect(row.downloads).toEqual(['audio.mp3 /files/recordings/41/audio.mp3?expires=1&signature=x']);
  });

  it('[recording-requested] a recording the provider failed: its message, and Request Recording again', async () => {
    let checks = 0;
    const machine = recordingMachine.provide({
      actors: {
        requestRecording: fromPromise<RequestAnswer, RecordingRequest>(() => Promise.resolve({ audio_composition_status: 'enqueued' })),
        checkStatus: fromPromise<StatusAnswer, RecordingRequest>(() => {
          checks += 1;
          return Promise.reject(new Error(message('recordingFailed')));
        }),
        fetchContent: fromPromise<ContentAnswer, RecordingRequest>(() => Promise.reject(new Error('unused'))),
      },
    });
    const actor = createActor(machine, { input: { roomId: 41, status: 'enqueued' } }).start();
    actor.send({ type: 'CHECK' });
    await settle();
    expect(checks).toBe(1);
    expect(message(actor.getSnapshot().context.notice ?? 'videoSomethingWentWrong')).toBe('The recording could not be made. Please request it again.');
    expect(message(recordingActionLabel(actor.getSnapshot().context))).toBe('Request Recording');
    actor.send({ type: 'REQUEST' });
    await settle();
    expect(message(recordingActionLabel(actor.getSnapshot().context))).toBe('Requested');
  });

  it("a refusal of the server shows its catalogue message; any other failure 'Something went wrong.'", async () => {
    const failing = (error: Error) =>
      createActor(
        recordingMachine.provide({
          actors: {
            requestRecording: fromPromise<RequestAnswer, RecordingRequest>(() => Promise.reject(error)),
            checkStatus: fromPromise<StatusAnswer, RecordingRequest>(() => Promise.reject(error)),
            fetchContent: fromPromise<ContentAnswer, RecordingRequest>(() => Promise.reject(error)),
          },
        }),
        { input: { roomId: 41, status: null } },
      ).start();
    const unreachable = failing(new Error(message('videoProviderUnavailable')));
    unreachable.send({ type: 'REQUEST' });
    await settle();
    expect(message(unreachable.getSnapshot().context.notice ?? 'recordingRequested')).toBe('The video service could not be reached. Please try again.');
    expect(message(recordingActionLabel(unreachable.getSnapshot().context))).toBe('Request Recording');
    const other = failing(new Error('Request failed with status 500'));
    other.send({ type: 'REQUEST' });
    await settle();
    expect(message(other.getSnapshot().context.notice ?? 'recordingRequested')).toBe('Something went wrong.');
  });

  it("[recording-download] a Twilio call's composition (MPEG-4 audio) is saved as audio.m4a, a built-in call's as audio.mp3", () => {
    expect(recordingFileName('/files/recordings/RM1/audio.m4a?expires=1&signature=x')).toBe('audio.m4a');
    expect(recordingFileName('/files/recordings/RM1/audio.mp3?expires=1&signature=x')).toBe('audio.mp3');
  });
});
