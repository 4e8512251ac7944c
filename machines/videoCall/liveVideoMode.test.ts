// The call machine and the real session machine together: a call keeps the idle warning away, and
// once it is over the idle timer runs again (document 1, section 4; document 2, section 4 "Call").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginResult, ok, startSession } from '../session/sessionTestHarness';
import { videoCallMachine, type EndRoomRequest, type RoomInfoAnswer, type StartRoomOutcome, type StartRoomRequest } from './callMachine';
import { forwardLiveVideoMode } from './liveVideoMode';
import { patientVideoIdentity } from '../../domain/videoCall/patientVideoIdentity';
import type { ConnectRequest, VideoProvider } from '../../domain/videoCall/VideoProvider';

const idleTimeoutMs = 840_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live-video mode', () => {
  it('[idle-warning-suppressed-video] no idle warning during a call; after hang-up the idle timer runs again', async () => {
    const session = startSession({ scripts: { login: [ok(loginResult())], loadRoles: [ok({ permissions: [] })], loadLookups: [ok({})] } });
    session.send({ type: 'LOGIN', username: 'pms', password: 'Cadence#2026' });
    await session.settle();
    await session.advance(500);
    expect(session.hasTag('signedIn')).toBe(true);

    let room: ConnectRequest | undefined;
    const provider: VideoProvider = {
      kind: 'builtIn',
      testPermissions: () => Promise.resolve('granted'),
      connect: (request) => {
        room = request;
        return Promise.resolve({ room: request.room, disconnect: () => undefined });
      },
    };
    const call = createActor(
      videoCallMachine.provide({
        actors: {
          grabRoomInfo: fromPromise<RoomInfoAnswer, { patientId: number }>(() => Promise.resolve({ caller_user_id: null, refreshToken: null })),
          startRoom: fromPromise<StartRoomOutcome, StartRoomRequest>(() =>
            Promise.resolve({
              kind: 'started' as const,
              token: 't',
              expires_in: 600,
              provider: 'builtIn' as const,
              room: { id: 1, sid: 'RM1', unique_name: 'patient-7-RM1', patient_id: 7, caller_user_id: 3, caller_username: 'pms', provider: 'builtIn' as const, date: '2026-03-02 10:00:00', started_at: '2026-03-02T10:00:00.000Z', ended_at: null, audio_composition_sid: null, audio_composition_status: null },
            }),
          ),
          endRoom: fromPromise<unknown, EndRoomRequest>(() => Promise.resolve({})),
        },
      }),
      { input: { patientId: 7, userId: 3, identity: 'pms', provider } },
    );
    const link = forwardLiveVideoMode(call, (event) => session.send(event));
    call.start();
    await session.advance(10);
    room?.onEvent({ type: 'trackReceived', kind: 'video', participant: { identity: patientVideoIdentity(7) } });
    expect(call.getSnapshot().hasTag('established')).toBe(true);
    expect(session.context().remoteCall).toBe(true);

    await session.advance(2 * idleTimeoutMs);
    expect(session.hasTag('idleWarning')).toBe(false);
    expect(session.hasTag('signedIn')).toBe(true);

    call.send({ type: 'HANG_UP' });
    await session.settle();
    expect(session.context().remoteCall).toBe(false);
    await session.advance(idleTimeoutMs);
    expect(session.hasTag('idleWarning')).toBe(true);
    link.unsubscribe();
  });
});
