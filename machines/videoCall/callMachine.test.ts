// The video call machine alone, path by path (document 2, sections 4 "Call", 8 and 9), on XState's
// simulated clock with a fake provider and fake server calls: no browser, no wall-clock waits.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { message } from '../../src/generated/catalog';
import {
  callNotice,
  callNoticeTitle,
  videoCallMachine,
  type EndRoomRequest,
  type RoomInfoAnswer,
  type RoomInfoRequest,
  type StartRoomOutcome,
  type StartRoomRequest,
} from './callMachine';
import { callTimerText } from '../../domain/videoCall/callTimerText';
import { patientVideoIdentity } from '../../domain/videoCall/patientVideoIdentity';
import {
  VideoConnectError,
  type ConnectRequest,
  type DevicePermission,
  type VideoProvider,
  type VideoRoomEvent,
} from '../../domain/videoCall/VideoProvider';

const patientId = 7;
const userId = 3;
const room = {
  id: 41,
  sid: 'RM0123',
  unique_name: 'patient-7-RM0123',
  patient_id: patientId,
  caller_user_id: userId,
  caller_username: 'pms',
  provider: 'builtIn' as const,
  date: '2026-03-02 10:00:00',
  started_at: '2026-03-02T10:00:00.000Z',
  ended_at: null,
  audio_composition_sid: null,
  audio_composition_status: null,
};

interface Script {
  permission?: DevicePermission | Error;
  info?: RoomInfoAnswer | Error;
  start?: StartRoomOutcome | Error;
  /** How connect ends: opened (default), or a rejection. */
  connect?: 'open' | Error;
  /** twilio_room/start answers only once this settles. */
  startGate?: Promise<void>;
}

/** Lets the fakes' promises settle. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A provider whose room the test drives: `emit` plays a room event. */
function fakeProvider(script: Script) {
  const requests: ConnectRequest[] = [];
  let disconnects = 0;
  const provider: VideoProvider = {
    kind: 'builtIn',
    testPermissions: () => (script.permission instanceof Error ? Promise.reject(script.permission) : Promise.resolve(script.permission ?? 'granted')),
    connect(request) {
      requests.push(request);
      if (script.connect instanceof Error) return Promise.reject(script.connect);
      return Promise.resolve({ room: request.room, disconnect: () => void (disconnects += 1) });
    },
  };
  return {
    provider,
    requests,
    disconnects: () => disconnects,
    emit(event: VideoRoomEvent) {
      requests.at(-1)?.onEvent(event);
    },
  };
}

function start(script: Script = {}) {
  const clock = new SimulatedClock();
  const media = fakeProvider(script);
  const calls: string[] = [];
  const started: StartRoomRequest[] = [];
  const ended: EndRoomRequest[] = [];
  const emitted: unknown[] = [];
  const machine = videoCallMachine.provide({
    actors: {
      grabRoomInfo: fromPromise<RoomInfoAnswer, RoomInfoRequest>(({ input }) => {
        calls.push(`info ${input.patientId}`);
        const info = script.info ?? { caller_user_id: null, refreshToken: null };
        return info instanceof Error ? Promise.reject(info) : Promise.resolve(info);
      }),
      startRoom: fromPromise<StartRoomOutcome, StartRoomRequest>(({ input }) => {
        calls.push('start');
        started.push(input);
        const answer = script.start ?? { kind: 'started', token: 'tok-1', expires_in: 600, provider: 'builtIn', room };
        const gate = script.startGate ?? Promise.resolve();
        return gate.then(() => (answer instanceof Error ? Promise.reject(answer) : answer));
      }),
      endRoom: fromPromise<unknown, EndRoomRequest>(({ input }) => {
        calls.push('end');
        ended.push(input);
        return Promise.resolve(room);
      }),
    },
  });
  const actor = createActor(machine, { input: { patientId, userId, identity: 'pms', provider: media.provider }, clock });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    clock,
    media,
    calls,
    started,
    ended,
    emitted,
    snapshot,
    notice: () => {
      const key = callNotice(snapshot());
      return key === null ? null : message(key);
    },
    title: () => {
      const key = callNoticeTitle(snapshot());
      return key === null ? null : message(key);
    },
    timer: () => callTimerText(snapshot().context.elapsedSeconds),
    async advance(ms: number) {
      for (let step = 0; step < ms; step += 100) {
        clock.increment(Math.min(100, ms - step));
        await settle();
      }
    },
  };
}

/** A call started and connected (tracks not received yet). */
async function connecting(script: Script = {}) {
  const call = start(script);
  await settle();
  await settle();
  await settle();
  return call;
}

const patientTrack: VideoRoomEvent = { type: 'trackReceived', kind: 'video', participant: { identity: patientVideoIdentity(patientId) } };

describe('video call machine', () => {
  it('[video-call-open] tests the permission, refreshes the token, then shows Calling patient...', async () => {
    const call = start();
    expect(call.snapshot().hasTag('checking')).toBe(true);
    await settle();
    await settle();
    expect(call.calls[0]).toBe(`info ${patientId}`);
    expect(call.notice()).toBe('Calling patient...');
    expect(call.snapshot().hasTag('calling')).toBe(true);
  });

  it('[video-call-start] sends twilio_room/start {identity, patient_id} and joins the room its token names', async () => {
    const call = await connecting();
    expect(call.started).toEqual([{ identity: 'pms', patient_id: patientId }]);
    expect(call.media.requests).toHaveLength(1);
    expect(call.media.requests[0]).toMatchObject({ token: 'tok-1', room: 'patient-7-RM0123' });
    expect(call.notice()).toBe('Calling patient...');
  });

  it('[video-audio-constraints] opens the microphone with autogain, echo cancellation and noise suppression', async () => {
    const call = await connecting();
    expect(call.media.requests[0]?.media.audio).toEqual({ autoGainControl: true, echoCancellation: true, noiseSuppression: true });
  });

  it('[video-call-established] [video-call-states] is established when a track is received, and the m:ss timer runs', async () => {
    const call = await connecting();
    call.media.emit({ type: 'participantJoined', participant: { identity: patientVideoIdentity(patientId) }, alreadyInRoom: false });
    expect(call.snapshot().hasTag('established')).toBe(false);
    call.media.emit(patientTrack);
    expect(call.snapshot().hasTag('established')).toBe(true);
    expect(call.notice()).toBeNull();
    expect(call.timer()).toBe('0:00');
    await call.advance(75_000);
    expect(call.timer()).toBe('1:15');
  });

  it('[video-hang-up] [video-call-ended] hang-up stops the tracks, deletes the room and shows Call ended.', async () => {
    const call = await connecting();
    call.media.emit(patientTrack);
    call.actor.send({ type: 'HANG_UP' });
    expect(call.media.disconnects()).toBe(1);
    await settle();
    expect(call.ended).toEqual([{ roomId: 41 }]);
    expect(call.snapshot().status).toBe('done');
    expect(call.notice()).toBe('Call ended.');
  });

  it('[video-call-ended] the patient leaving ends the call and deletes the room', async () => {
    const call = await connecting();
    call.media.emit(patientTrack);
    call.media.emit({ type: 'participantLeft', participant: { identity: patientVideoIdentity(patientId) } });
    await settle();
    expect(call.media.disconnects()).toBe(1);
    expect(call.ended).toEqual([{ roomId: 41 }]);
    expect(call.notice()).toBe('Call ended.');
  });

  it('[video-hang-up] a hang-up before the token came back still deletes the room once it is known', async () => {
    let answer = () => {};
    const call = start({ startGate: new Promise((resolve) => (answer = resolve)) });
    await settle();
    await settle();
    expect(call.snapshot().hasTag('calling')).toBe(true);
    call.actor.send({ type: 'HANG_UP' });
    expect(call.snapshot().hasTag('calling')).toBe(true);
    answer();
    await settle();
    await settle();
    expect(call.media.requests).toHaveLength(0);
    expect(call.ended).toEqual([{ roomId: 41 }]);
    expect(call.notice()).toBe('Call ended.');
  });

  it('[video-other-clinician] another user in the patient room when the page opens: told, nothing started', async () => {
    const call = start({ info: { caller_user_id: 99, refreshToken: null } });
    await settle();
    await settle();
    expect(call.calls).toEqual([`info ${patientId}`]);
    expect(call.notice()).toBe('Patient is currently on a ROMTime call with another User');
    expect(call.title()).toBe('Patient Call Already in Progress');
    expect(call.snapshot().status).toBe('done');
  });

  it("[video-other-clinician] the caller's own open room is rejoined", async () => {
    const call = await connecting({ info: { caller_user_id: userId, refreshToken: 'tok-0' } });
    expect(call.started).toHaveLength(1);
    expect(call.snapshot().hasTag('calling')).toBe(true);
  });

  it('[video-other-clinician] the server refusing the start (409) tells the user and connects nothing', async () => {
    const call = await connecting({ start: { kind: 'occupied' } });
    expect(call.media.requests).toHaveLength(0);
    expect(call.notice()).toBe('Patient is currently on a ROMTime call with another User');
    expect(call.ended).toEqual([]);
  });

  it('[video-other-clinician] another user found in the room on joining: told and disconnected', async () => {
    const call = await connecting();
    call.media.emit({ type: 'participantJoined', participant: { identity: 'other-clinician' }, alreadyInRoom: true });
    await settle();
    expect(call.media.disconnects()).toBe(1);
    expect(call.notice()).toBe('Patient is currently on a ROMTime call with another User');
    expect(call.title()).toBe('Patient Call Already in Progress');
    expect(call.ended).toEqual([{ roomId: 41 }]);
  });

  it('[video-permissions-blocked] blocked devices: the notice for 10 s, then back to the patient profile', async () => {
    const call = start({ permission: 'blocked' });
    await settle();
    expect(call.notice()).toBe('ROMTime was blocked. Please allow microphone and camera permissions in browser settings.');
    expect(call.calls).toEqual([]);
    await call.advance(9_900);
    expect(call.emitted).not.toContainEqual({ type: 'returnToProfile', patientId });
    await call.advance(100);
    expect(call.emitted).toContainEqual({ type: 'returnToProfile', patientId });
    expect(call.snapshot().status).toBe('done');
  });

  it('[video-device-access-denied] devices denied when opened: the message, and the room deleted', async () => {
    const call = await connecting({ connect: new VideoConnectError('deviceAccessDenied', 'NotAllowedError') });
    await settle();
    expect(call.notice()).toBe('Error, access to camera and/or microphone denied. Please check your browser privacy / security settings.');
    expect(call.ended).toEqual([{ roomId: 41 }]);
  });

  it('[video-start-failure] a failed start or connection shows the start failure message', async () => {
    const failedStart = await connecting({ start: new Error('500') });
    expect(failedStart.notice()).toBe('An Error Occurred trying to initiate the call.');
    expect(failedStart.media.requests).toHaveLength(0);

    const failedConnect = await connecting({ connect: new Error('signalling unreachable') });
    await settle();
    expect(failedConnect.notice()).toBe('An Error Occurred trying to initiate the call.');
    expect(failedConnect.ended).toEqual([{ roomId: 41 }]);
  });

  it('[video-generic-error] a connection lost during the call shows Something went wrong.', async () => {
    const call = await connecting();
    call.media.emit(patientTrack);
    call.media.emit({ type: 'disconnected', reason: 'failure' });
    await settle();
    expect(call.notice()).toBe('Something went wrong.');
    expect(call.ended).toEqual([{ roomId: 41 }]);
  });

  it('[idle-warning-suppressed-video] live-video mode is on from calling until the call is over', async () => {
    const call = await connecting();
    expect(call.emitted).toEqual([{ type: 'liveVideoMode', on: true }]);
    expect(call.snapshot().hasTag('liveVideo')).toBe(true);
    call.media.emit(patientTrack);
    call.actor.send({ type: 'HANG_UP' });
    expect(call.emitted).toEqual([
      { type: 'liveVideoMode', on: true },
      { type: 'liveVideoMode', on: false },
    ]);
  });
});

describe('callTimerText', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [75, '1:15'],
    [3600, '60:00'],
  ])('[video-call-states] %i s shows %s', (seconds, text) => {
    expect(callTimerText(seconds)).toBe(text);
  });
});
