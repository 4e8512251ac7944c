import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { MessageKey } from '../../src/generated/catalog';
import type { RtmTile, TilePush } from '../../domain/rtmTile/rtmTile';
import { advanceTileClock, applyTilePush, completeTile, type TileEffect } from '../../domain/rtmTile/tilePush';

/** How a started call is recorded (document 2, section 7): 1 request, 2 required. */
export type InteractionType = 1 | 2;

/** Call attempts from which a call is recorded as 'required' ([rtm-interaction-type]). */
export const requiredAfterAttempts = 2;

/**
 * How a call started from this tile is recorded ([rtm-interaction-type]): 'required' (2) with two
 * or more call attempts or from a CALL_REQUIRED tile, otherwise 'request' (1).
 *
 * @example
 * interactionTypeFor({ ...tile, status: 'INTERACTION_REQUESTED', call_attempts: 1 }); // 1
 */
export function interactionTypeFor(tile: Pick<RtmTile, 'status' | 'call_attempts'>): InteractionType {
  return tile.call_attempts >= requiredAfterAttempts || tile.status === 'CALL_REQUIRED' ? 2 : 1;
}

/** What a tile asks of the dashboard; each names its patient. */
export type TileReport =
  | { type: 'startCall'; patientId: number; interactionType: InteractionType }
  | { type: 'closeCallWindow'; patientId: number }
  | { type: 'notice'; patientId: number; message: MessageKey }
  /** The user cleared the tile: the patient leaves the room (remove_patient_from_room). */
  | { type: 'cleared'; patientId: number }
  /** The patient's session is to be completed (completePatientSession). */
  | { type: 'completeSession'; patientId: number }
  /** The tile left the dashboard, whatever the reason; the actor has stopped. */
  | { type: 'left'; patientId: number };

/** What the room is sent by its tiles: one report wrapped, so that the room has one event for all. */
export interface TileReportEvent {
  type: 'TILE_REPORT';
  report: TileReport;
}

export type TileEvent =
  | { type: 'PUSH'; push: TilePush }
  | { type: 'CLICK' }
  /** Clear the tile from a menu or the room's Clear; refused while a note is required. */
  | { type: 'CLEAR' }
  | { type: 'CALL_STARTED' }
  | { type: 'CALL_CONNECTED' }
  | { type: 'CALL_ENDED' }
  | { type: 'NOTE_SAVED' }
  | { type: 'CONSENT_REMOVED' }
  | { type: 'PATIENT_EDUCATED' };

export interface TileInput {
  tile: RtmTile;
  /** The clock next_interaction is compared with (ms since the epoch); the dashboard's, or a test's. */
  now: () => number;
  /** The room that spawned this tile and hears its reports; none when the tile runs alone. */
  room?: AnyActorRef;
}

export interface TileContext {
  tile: RtmTile;
  /** Set while this patient's call is under way: clicks do nothing ([rtm-click-during-call]). */
  callActive: boolean;
  /** Set when the tile has left (pushes after that are ignored). */
  left: boolean;
  now: () => number;
  room: AnyActorRef | undefined;
}

/** The result of a change: the new tile (undefined when it leaves) and what to report. */
interface TileChange {
  tile: RtmTile | undefined;
  reports: TileReport[];
}

function effectReports(patientId: number, effects: readonly TileEffect[]): TileReport[] {
  return effects.map((effect) => ({ type: effect, patientId }));
}

/** The tile's answer to a click, by status ([rtm-click-complete-clears] ... [rtm-click-during-call]). */
function clickChange(context: TileContext): TileChange {
  const { tile } = context;
  const patientId = tile.id;
  if (context.callActive) return { tile, reports: [] };
  switch (tile.status) {
    case 'COMPLETE':
      if (tile.call_established && tile.note_required) {
        return { tile, reports: [{ type: 'notice', patientId, message: 'rtmClearSessionNeedsNote' }] };
      }
      return { tile: undefined, reports: [{ type: 'cleared', patientId }] };
    case 'PENDING_INTERACTION':
    case 'INTERACTION_REQUESTED':
    case 'CALL_REQUIRED':
      return { tile, reports: [{ type: 'startCall', patientId, interactionType: interactionTypeFor(tile) }] };
    case 'ANSWERED':
      return { tile, reports: [] };
  }
}

function changeFor(context: TileContext, event: TileEvent): TileChange {
  const { tile } = context;
  const patientId = tile.id;
  switch (event.type) {
    case 'PUSH': {
      const result = applyTilePush(tile, event.push);
      return { tile: result.tile, reports: effectReports(patientId, result.effects) };
    }
    case 'CLICK':
      return clickChange(context);
    case 'CLEAR':
      if (tile.note_required) return { tile, reports: [{ type: 'notice', patientId, message: 'rtmClearPatientNoteRequired' }] };
      return { tile: undefined, reports: [{ type: 'cleared', patientId }] };
    case 'CALL_CONNECTED':
      return {
        tile: { ...tile, status: 'ANSWERED', number_of_calls: tile.number_of_calls + 1, call_established: true, note_required: true },
        reports: [],
      };
    case 'NOTE_SAVED':
      if (tile.status === 'COMPLETE') return { tile: undefined, reports: [{ type: 'completeSession', patientId }] };
      return { tile: { ...tile, note_required: false }, reports: [] };
    case 'CONSENT_REMOVED':
      return {
        tile: completeTile({ ...tile, rtm_permission: false }),
        reports: [{ type: 'completeSession', patientId }, { type: 'closeCallWindow', patientId }],
      };
    case 'PATIENT_EDUCATED':
      return { tile: { ...tile, rtm_patient_education: true }, reports: [] };
    case 'CALL_STARTED':
    case 'CALL_ENDED':
      return { tile, reports: [] };
  }
}

/**
 * One patient's tile on the RTM dashboard (document 2, section 4 "RTM tile status values"), an
 * actor the room machine spawns per patient. Pushes follow the shared rules of `tilePush.ts`; an
 * ANSWERED tile turns PENDING_INTERACTION when its next_interaction passes, timed by an XState
 * delay (so a simulated clock drives it in tests); a click clears, warns or asks for a call by
 * status; calls, notes, consent removal and 'Patient Educated' change the tile as section 4 says.
 * What the dashboard must do is emitted as a {@link TileReport} and, when a room spawned the
 * tile, also sent to it as `TILE_REPORT`. When the tile leaves it reports `left` and stops.
 *
 * @example
 * const actor = createActor(tileMachine, { input: { tile, now: () => Date.now() } }).start();
 * actor.on('startCall', ({ interactionType }) => recordInteraction(tile.id, interactionType));
 * actor.send({ type: 'CLICK' });
 */
/** The longest delay setTimeout keeps (2^31 - 1 ms); a longer one is taken as 1 ms. */
const longestTimerMs = 2 ** 31 - 1;

export const tileMachine = setup({
  types: {
    input: {} as TileInput,
    context: {} as TileContext,
    events: {} as TileEvent,
    emitted: {} as TileReport,
  },
  delays: {
    // How long until next_interaction passes; the transition is only taken while it is due.
    // At most the longest delay a timer holds (about 24.8 days): a longer one fires at once in
    // browsers and Node, and the tile would re-time itself every millisecond; this way it just
    // looks again then.
    untilNextInteraction: ({ context }) => Math.min(longestTimerMs, Math.max(0, Date.parse(context.tile.next_interaction ?? '') - context.now())),
  },
  guards: {
    awaitsNextInteraction: ({ context }) => context.tile.status === 'ANSWERED' && context.tile.next_interaction !== null,
    hasLeft: ({ context }) => context.left,
  },
  actions: {
    change: enqueueActions(({ context, event, enqueue }) => {
      const { tile, reports } = changeFor(context, event);
      const all = tile === undefined ? [...reports, { type: 'left' as const, patientId: context.tile.id }] : reports;
      // Closing the call window ends its call ([rtm-complete-closes-call]): the window may close
      // before it can tell the dashboard so, and a tile waiting for that CALL_ENDED stayed stuck.
      const callEnds = reports.some((report) => report.type === 'closeCallWindow');
      enqueue.assign({ tile: tile ?? context.tile, left: tile === undefined, callActive: callEnds ? false : context.callActive });
      for (const report of all) {
        enqueue.emit(report);
        if (context.room) enqueue.sendTo(context.room, { type: 'TILE_REPORT', report } satisfies TileReportEvent);
      }
    }),
    advanceClock: assign({ tile: ({ context }) => advanceTileClock(context.tile, new Date(context.now())) }),
    markCallActive: assign({ callActive: true }),
    markCallEnded: assign({ callActive: false }),
  },
}).createMachine({
  id: 'rtmTile',
  context: ({ input }) => ({ tile: input.tile, callActive: false, left: false, now: input.now, room: input.room }),
  initial: 'live',
  states: {
    live: {
      initial: 'deciding',
      always: { guard: 'hasLeft', target: 'left' },
      on: {
        // Every change re-enters `deciding`, so the next_interaction timer restarts on the new tile.
        PUSH: { actions: 'change', target: '.deciding' },
        CLICK: { actions: 'change', target: '.deciding' },
        CLEAR: { actions: 'change', target: '.deciding' },
        CALL_STARTED: { actions: 'markCallActive' },
        CALL_CONNECTED: { actions: ['markCallActive', 'change'], target: '.deciding' },
        CALL_ENDED: { actions: 'markCallEnded' },
        NOTE_SAVED: { actions: 'change', target: '.deciding' },
        CONSENT_REMOVED: { actions: 'change', target: '.deciding' },
        PATIENT_EDUCATED: { actions: 'change', target: '.deciding' },
      },
      states: {
        deciding: {
          always: [{ guard: 'awaitsNextInteraction', target: 'timing' }, { target: 'steady' }],
        },
        timing: {
          after: { untilNextInteraction: { actions: 'advanceClock', target: 'deciding' } },
        },
        steady: {},
      },
    },
    left: { type: 'final' },
  },
});
