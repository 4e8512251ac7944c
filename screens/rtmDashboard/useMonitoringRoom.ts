import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { message } from '../../src/generated/catalog';
import { retryRead } from '../../runtime/api/retryRead';
import { useOperationMutation } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import { usePortalPushes } from '../../runtime/realtime/usePortalPushes';
import { useRealtimeResync } from '../../runtime/realtime/useRealtimeResync';
import { showToast } from '../../runtime/toasts/showToast';
import { roomMachine, type CreatedRoom, type PortalPush, type RoomEmitted, type RoomEvent } from '../../machines/rtmRoom/roomMachine';
import type { RtmTile } from '../../domain/rtmTile/rtmTile';
import { listenToCallReports } from '../videoCall/callReports';
import { openCallWindow } from '../videoCall/openCallWindow';
import { closeRomTimeWindow } from './romTimeWindow';
import { callOperation, type SpecCall } from '../../runtime/api/callOperation';

/** Where the dashboard hears pushes: the tab's socket, or a test's source. */
export type PushSubscription = (listener: (push: PortalPush) => void) => void;

export interface MonitoringRoomOptions {
  /** The signed-in user, recorded as the observer of an interaction. */
  observerId: number | undefined;
  /** The call port; the portal's own unless a test gives one. */
  call?: SpecCall;
  /** How pushes reach the room: `usePortalPushes` unless a test gives its own hook. */
  usePushes?: PushSubscription;
  /** The dashboard's clock. */
  now?: () => number;
}

/** Where the room is, for the screen: the machine's top-level state. */
export type RoomPhase = 'idle' | 'warning' | 'creating' | 'monitoring' | 'closing';

const phases: readonly RoomPhase[] = ['idle', 'warning', 'creating', 'monitoring', 'closing'];

function roomPhase(snapshot: SnapshotFrom<typeof roomMachine>): RoomPhase {
  return phases.find((phase) => snapshot.matches(phase)) ?? 'idle';
}

function notice(text: string, kind: 'info' | 'success' | 'error' = 'info'): void {
  showToast({ kind, title: text });
}

/**
 * Runs the monitoring room machine for the dashboard: its calls are the room operations of
 * specs/api/rtm-room.yaml, pushes from the portal socket are routed to it, and what it emits
 * becomes calls and notices. A start-call is answered by recording the interaction (POST
 * patient_interaction, [rtm-interaction-type]) and opening the ROMTime call window on the patient;
 * the call window's reports (started, connected, ended) reach the patient's tile as CALL_STARTED,
 * CALL_CONNECTED and CALL_ENDED. Session completion after a saved note or a consent removal is
 * done by the server operation that records it, so `completeSession` needs no call here. After
 * each resync of the tab's live channel (its socket or the server's channel was down, pushes were
 * missed) the room's tiles are loaded again (getMonitorRoomTiles).
 *
 * @example
 * const room = useMonitoringRoom({ observerId: user.id });
 * room.send({ type: 'START' });
 */
export function useMonitoringRoom({ observerId, call, usePushes = usePortalPushes, now = Date.now }: MonitoringRoomOptions) {
  const [machine] = useState(() =>
    roomMachine.provide({
      actors: {
        createRoom: fromPromise<CreatedRoom>(() => callOperation(call, 'createMonitorRoom')),
        updateLastSeen: fromPromise<unknown, { roomId: string }>(({ input }) => callOperation(call, 'updateMonitorRoomLastSeen', { room_id: input.roomId })),
        endRoom: fromPromise<unknown, { roomId: string }>(({ input }) => callOperation(call, 'endMonitorRoom', { room_id: input.roomId })),
        // Read right after the live channel came back: the database may refuse a moment longer.
        loadTiles: fromPromise<RtmTile[], { roomId: string }>(
          async ({ input }) => (await retryRead(() => callOperation(call, 'getMonitorRoomTiles', undefined, { room_id: input.roomId }))).patients,
        ),
      },
      actions: {
        logUnknownPush: ({ event }) => console.info('an RTM push of an unknown type was ignored', event),
      },
    }),
  );
  const room = useActorRef(machine, { input: { now } });
  // What the room's reports and the call window's record on the server; a failure is told to the user.
  const notifyFailure = { call, onError: (error: unknown) => void notifyError(error) };
  const { mutate: recordInteraction } = useOperationMutation('createPatientInteraction', notifyFailure);
  const { mutate: removeFromRoom } = useOperationMutation('removePatientFromRoom', notifyFailure);
  const { mutate: recordCallConnected } = useOperationMutation('recordRtmCallConnected', notifyFailure);
  usePushes((push) => room.send({ type: 'PUSH', push }));
  useRealtimeResync(() => room.send({ type: 'RELOAD' }));

  useEffect(() => {
    const answer = (report: RoomEmitted): void => {
      switch (report.type) {
        case 'startCall':
          if (observerId === undefined) return;
          // The window opens in the click's own turn (pop-up blockers); the interaction is recorded beside it.
          if (openCallWindow(report.patientId) === null) notice(message('videoCallWindowBlocked'), 'error');
          recordInteraction([{ patient_id: report.patientId, interaction_type: report.interactionType, observer_id: observerId }]);
          return;
        case 'cleared':
          removeFromRoom([undefined, { id: report.patientId }]);
          return;
        case 'notice':
          notice(message(report.message), 'error');
          return;
        case 'roomNotice':
          notice(message(report.message, report.values), report.message === 'rtmRoomClosed' ? 'success' : 'info');
          return;
        case 'roomFailed':
          notifyError(report.error);
          return;
        case 'closeCallWindow':
          closeRomTimeWindow();
          return;
        case 'completeSession':
        case 'left':
          return;
      }
    };
    const subscription = room.on('*', answer);
    return () => subscription.unsubscribe();
  }, [room, observerId, recordInteraction, removeFromRoom]);

  // The call window is another browser window: its reports arrive over a BroadcastChannel.
  useEffect(
    () =>
      listenToCallReports((report) => {
        const event = report.type === 'callStarted' ? 'CALL_STARTED' : report.type === 'callConnected' ? 'CALL_CONNECTED' : 'CALL_ENDED';
        const hasTile = room.getSnapshot().context.tiles[report.patientId] !== undefined;
        room.send({ type: 'TILE', patientId: report.patientId, event: { type: event } });
        // The server's live tile too: ANSWERED, one more call, call established, a note required.
        if (event === 'CALL_CONNECTED' && hasTile) recordCallConnected([undefined, { id: report.patientId }]);
      }),
    [room, recordCallConnected],
  );

  const phase = useSelector(room, roomPhase);
  const roomId = useSelector(room, (snapshot) => snapshot.context.roomId);
  const openedAt = useSelector(room, (snapshot) => snapshot.context.openedAt);
  const order = useSelector(room, (snapshot) => snapshot.context.order);
  const tiles = useSelector(room, (snapshot) => snapshot.context.tiles);
  const templateHexCodes = useSelector(room, (snapshot) => snapshot.context.templateHexCodes);
  const send = useCallback((event: RoomEvent) => room.send(event), [room]);
  return { room, send, phase, roomId, openedAt, order, tiles, templateHexCodes };
}
