import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { MessageKey } from '../../src/generated/catalog';
import { ApiError } from '../../runtime/api/ApiError';
import { callOperation, type SpecCall } from '../../runtime/api/callOperation';
import type { SessionEvent } from '../../machines/session/types';
import {
  callNotice,
  callNoticeTitle,
  videoCallMachine,
  type EndRoomRequest,
  type RoomInfoAnswer,
  type RoomInfoRequest,
  type StartRoomOutcome,
  type StartRoomRequest,
} from '../../machines/videoCall/callMachine';
import { forwardLiveVideoMode } from '../../machines/videoCall/liveVideoMode';
import type { VideoProvider } from '../../domain/videoCall/VideoProvider';
import type { CallReport } from './callReports';

export interface VideoCallOptions {
  patientId: number;
  userId: number;
  username: string;
  provider: VideoProvider;
  /** The call port; the portal's own when undefined (a test gives its own). */
  call: SpecCall | undefined;
  /** The session machine's events (live-video mode: no idle warning during the call). */
  sendToSession: (event: SessionEvent) => void;
  /** Tells the window that opened the call (the dashboard tile) how it goes. */
  report: (report: CallReport) => void;
  /** After the blocked-devices notice: open the patient's profile. */
  returnToProfile: (patientId: number) => void;
}

/** What the call window draws of the call. */
export interface VideoCallView {
  notice: MessageKey | null;
  noticeTitle: MessageKey | null;
  calling: boolean;
  established: boolean;
  finished: boolean;
  elapsedSeconds: number;
  /** The open room's id (the patient-app commands go through it), null before it opened. */
  roomId: number | null;
  /** The open room's provider (the built-in one's audio is recorded by the window), null before it opened. */
  roomProvider: 'builtIn' | 'twilio' | null;
  hangUp: () => void;
}

/**
 * Runs one video call for the call window: the call machine with the typed calls of
 * grabTwilioRoomInfo, startVideoRoom (its 409 is another user's call) and endVideoRoom, live-video
 * mode forwarded to the session, and the call's start, connection and end reported to the
 * window that opened it.
 *
 * @example
 * const call = useVideoCall({ patientId: 7, userId: 3, username: 'pms', provider, call: undefined, sendToSession, report, returnToProfile });
 * call.hangUp();
 */
export function useVideoCall(options: VideoCallOptions): VideoCallView {
  const { call, patientId } = options;
  const [machine] = useState(() =>
    videoCallMachine.provide({
      actors: {
        grabRoomInfo: fromPromise<RoomInfoAnswer, RoomInfoRequest>(({ input }) =>
          callOperation(call, 'grabTwilioRoomInfo', undefined, { id: input.patientId }),
        ),
        startRoom: fromPromise<StartRoomOutcome, StartRoomRequest>(async ({ input }) => {
          try {
            return { kind: 'started', ...(await callOperation(call, 'startVideoRoom', input)) };
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) return { kind: 'occupied' };
            throw error;
          }
        }),
        endRoom: fromPromise<unknown, EndRoomRequest>(({ input }) => callOperation(call, 'endVideoRoom', undefined, { id: input.roomId })),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { patientId, userId: options.userId, identity: options.username, provider: options.provider },
  });

  // Subscribed once: the options of the first render hold for the whole call.
  const [first] = useState(options);
  useEffect(() => {
    const live = forwardLiveVideoMode(actor, first.sendToSession);
    const back = actor.on('returnToProfile', (event) => first.returnToProfile(event.patientId));
    const modes = actor.on('liveVideoMode', (event) => {
      if (event.on) first.report({ type: 'callStarted', patientId: first.patientId });
    });
    let connected = false;
    let ended = false;
    const states = actor.subscribe((snapshot) => {
      if (!connected && snapshot.hasTag('established')) {
        connected = true;
        first.report({ type: 'callConnected', patientId: first.patientId });
      }
      if (!ended && snapshot.status === 'done') {
        ended = true;
        first.report({ type: 'callEnded', patientId: first.patientId });
      }
    });
    // Closing the window unmounts nothing: hang up on pagehide (best effort: the room's request
    // may not finish; the server ends a room left open after videoRoomMaxMinutes) and tell the opener.
    const leave = () => {
      if (actor.getSnapshot().status === 'active') actor.send({ type: 'HANG_UP' });
      if (!ended) {
        ended = true;
        first.report({ type: 'callEnded', patientId: first.patientId });
      }
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      live.unsubscribe();
      back.unsubscribe();
      modes.unsubscribe();
      states.unsubscribe();
      // Leaving the call route hangs up: the room is deleted and live-video mode ends.
      leave();
    };
  }, [actor, first]);

  return {
    notice: useSelector(actor, callNotice),
    noticeTitle: useSelector(actor, callNoticeTitle),
    calling: useSelector(actor, (snapshot) => snapshot.hasTag('calling')),
    established: useSelector(actor, (snapshot) => snapshot.hasTag('established')),
    finished: useSelector(actor, (snapshot) => snapshot.hasTag('finished') || snapshot.hasTag('blocked')),
    elapsedSeconds: useSelector(actor, (snapshot) => snapshot.context.elapsedSeconds),
    roomId: useSelector(actor, (snapshot) => snapshot.context.room?.id ?? null),
    roomProvider: useSelector(actor, (snapshot) => snapshot.context.room?.provider ?? null),
    hangUp: () => actor.send({ type: 'HANG_UP' }),
  };
}
