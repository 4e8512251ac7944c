import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { MessageKey } from '../../src/generated/catalog';
import { tilePushTypes, type RtmTile, type TilePush } from '../../domain/rtmTile/rtmTile';
import { applyTilePush, sortTiles } from '../../domain/rtmTile/tilePush';
import { tileMachine, type TileEvent, type TileReport, type TileReportEvent } from '../rtmTile/tileMachine';

/** The interval of the room heartbeat, update_last_seen ([rtm-room-heartbeat]). */
export const heartbeatMs = 20_000;

/** A template's tile colour, for the legend ([rtm-tile-colour]). */
export interface TemplateHexCode {
  name: string;
  tile_color_hex: string;
}

/** What create_room answers ([rtm-room-create]). */
export interface CreatedRoom {
  room_id: string;
  template_hex_codes: TemplateHexCode[];
  patients: RtmTile[];
}

export type TileActor = ActorRefFrom<typeof tileMachine>;

/** What the room tells the dashboard: the tiles' reports, and the room's own notices. */
export type RoomEmitted =
  | TileReport
  | { type: 'roomNotice'; message: MessageKey; values?: Record<string, number> }
  | { type: 'roomFailed'; error: unknown };

export type RoomEvent =
  | { type: 'START' }
  | { type: 'CONTINUE' }
  | { type: 'EXIT' }
  | { type: 'CLOSE' }
  /** A push notification from the portal socket; any notification type may arrive. */
  | { type: 'PUSH'; push: PortalPush }
  /** An event for one patient's tile (a click, a saved note, a connected call...). */
  | { type: 'TILE'; patientId: number; event: TileEvent }
  /** Clear every COMPLETE tile that needs no note ([rtm-clear-result]). */
  | { type: 'CLEAR_COMPLETED' }
  /** Pushes were missed (the live channel was down): load the room's tiles again. */
  | { type: 'RELOAD' }
  | TileReportEvent;

export interface RoomInput {
  /** The dashboard's clock (ms since the epoch), or a test's. */
  now: () => number;
}

export interface RoomContext {
  now: () => number;
  roomId: string | undefined;
  /** When the room opened, for the mm:ss timer. */
  openedAt: number | undefined;
  templateHexCodes: TemplateHexCode[];
  /** The tile actors by patient id. */
  tiles: Record<number, TileActor>;
  /** Patient ids in dashboard order: by sequence, null sequences last ([rtm-patient-update-push]). */
  order: number[];
  /** Each tile's last known sequence, so ordering needs no look into the tiles. */
  sequences: Record<number, number | null>;
}

const tileActorId = (patientId: number): string => `tile-${String(patientId)}`;

/** Any push the socket carries; only the types of {@link TilePush} change a tile. */
export interface PortalPush {
  notification_type: string;
  patient_id: number;
  json: unknown;
}

function isTilePush(push: PortalPush): push is TilePush {
  return (tilePushTypes as readonly string[]).includes(push.notification_type);
}

function orderOf(sequences: Record<number, number | null>): number[] {
  const entries = Object.entries(sequences).map(([id, sequence]) => ({ id: Number(id), sequence }));
  return sortTiles(entries).map((entry) => entry.id);
}

function tileOf(actor: TileActor): RtmTile {
  return actor.getSnapshot().context.tile;
}

/** What a tile is told so that it shows the reloaded `tile`, or leaves when the reload has none. */
function reloadPush(patientId: number, tile: RtmTile | undefined): TilePush {
  return tile
    ? { notification_type: 'patient_update', patient_id: patientId, json: tile }
    : { notification_type: 'patient_leave', patient_id: patientId, json: {} };
}

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The RTM room's "${name}" actor was not provided`));
}

/**
 * The RTM dashboard's monitoring room (document 2, sections 4, 5 and 8): idle → the warning modal
 * ([rtm-warning-modal]: Continue or Exit) → creating (create_room, [rtm-room-create]) → monitoring
 * (one spawned {@link tileMachine} per patient, a heartbeat every 20 s [rtm-room-heartbeat], pushes
 * routed to their tiles and ordered by sequence, unknown push types only logged [rtm-unknown-push])
 * → closing (refused while a note is required [rtm-room-close-blocked]; end_room, then 'Monitoring
 * Room Closed' [rtm-room-close]). After the live channel was down (`RELOAD`, issue 25) the tiles
 * are loaded again (`loadTiles`, the room's tiles as the server has them): a tile shown is updated to
 * the server's, one the server no longer has leaves, a new one is added. Calls are injected actors
 * (`createRoom`, `updateLastSeen`, `endRoom`, `loadTiles`) and `logUnknownPush` an injected
 * action, so the machine runs alone on a simulated clock.
 * The tiles' reports and the room's notices are emitted ({@link RoomEmitted}).
 *
 * @example
 * const room = createActor(roomMachine.provide({ actors: { createRoom, updateLastSeen, endRoom } }), { input: { now: Date.now } }).start();
 * room.on('roomNotice', ({ message }) => showNotice(message));
 * room.send({ type: 'START' }); room.send({ type: 'CONTINUE' });
 */
export const roomMachine = setup({
  types: {
    input: {} as RoomInput,
    context: {} as RoomContext,
    events: {} as RoomEvent,
    emitted: {} as RoomEmitted,
  },
  actors: {
    createRoom: fromPromise<CreatedRoom>(notProvided('createRoom')),
    updateLastSeen: fromPromise<unknown, { roomId: string }>(notProvided('updateLastSeen')),
    endRoom: fromPromise<unknown, { roomId: string }>(notProvided('endRoom')),
    loadTiles: fromPromise<RtmTile[], { roomId: string }>(notProvided('loadTiles')),
    tile: tileMachine,
  },
  delays: {
    heartbeat: heartbeatMs,
  },
  guards: {
    noteRequired: ({ context }) => Object.values(context.tiles).some((actor) => tileOf(actor).note_required),
    knownPush: ({ event }) => event.type === 'PUSH' && isTilePush(event.push),
  },
  actions: {
    logUnknownPush: () => undefined,
    routePush: enqueueActions(({ context, event, enqueue, self }) => {
      if (event.type !== 'PUSH' || !isTilePush(event.push)) return;
      const push = event.push;
      const patientId = push.patient_id;
      const existing = context.tiles[patientId];
      const sequence = push.notification_type === 'patient_joined' || push.notification_type === 'patient_update' ? push.json.sequence : undefined;
      if (existing) {
        enqueue.sendTo(existing, { type: 'PUSH', push });
      } else if (push.notification_type === 'patient_joined') {
        // A tile starts from the joined tile as the shared rule makes it ([rtm-new-patient]).
        const tile = applyTilePush(undefined, push).tile ?? push.json;
        enqueue.assign({
          tiles: ({ spawn }) => ({
            ...context.tiles,
            [patientId]: spawn('tile', { id: tileActorId(patientId), input: { tile, now: context.now, room: self } }),
          }),
        });
      } else {
        return; // a push about a patient without a tile changes nothing
      }
      if (sequence !== undefined || !existing) {
        const sequences = { ...context.sequences, [patientId]: sequence === undefined ? (context.sequences[patientId] ?? null) : sequence };
        enqueue.assign({ sequences, order: orderOf(sequences) });
      }
    }),
    forwardToTile: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'TILE') return;
      const actor = context.tiles[event.patientId];
      if (actor) enqueue.sendTo(actor, event.event);
    }),
    handleReport: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'TILE_REPORT') return;
      const { report } = event;
      enqueue.emit(report);
      if (report.type !== 'left') return;
      const tiles = { ...context.tiles };
      const sequences = { ...context.sequences };
      delete tiles[report.patientId];
      delete sequences[report.patientId];
      enqueue.stopChild(tileActorId(report.patientId));
      enqueue.assign({ tiles, sequences, order: context.order.filter((id) => id !== report.patientId) });
    }),
    clearCompleted: enqueueActions(({ context, enqueue }) => {
      const complete = Object.values(context.tiles).filter((actor) => tileOf(actor).status === 'COMPLETE');
      const cleared = complete.filter((actor) => !tileOf(actor).note_required);
      const tiles = { ...context.tiles };
      const sequences = { ...context.sequences };
      for (const actor of cleared) {
        const patientId = tileOf(actor).id;
        delete tiles[patientId];
        delete sequences[patientId];
        enqueue.stopChild(actor);
        enqueue.emit({ type: 'cleared', patientId });
      }
      enqueue.assign({ tiles, sequences, order: context.order.filter((id) => id in tiles) });
      enqueue.emit(
        cleared.length > 0
          ? { type: 'roomNotice', message: 'rtmRemovedCards', values: { count: cleared.length } }
          : { type: 'roomNotice', message: 'rtmNoRemovedCards' },
      );
      if (cleared.length < complete.length) enqueue.emit({ type: 'roomNotice', message: 'rtmGreenTilesNeedNote' });
    }),
    closeRoom: enqueueActions(({ context, enqueue }) => {
      for (const actor of Object.values(context.tiles)) enqueue.stopChild(actor);
      enqueue.assign({ roomId: undefined, openedAt: undefined, templateHexCodes: [], tiles: {}, sequences: {}, order: [] });
      enqueue.emit({ type: 'roomNotice', message: 'rtmRoomClosed' });
    }),
    refuseClose: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'roomNotice', message: 'rtmRoomCloseNoteRequired' })),
    reportFailure: enqueueActions(({ event, enqueue }) => {
      enqueue.emit({ type: 'roomFailed', error: (event as { error?: unknown }).error });
    }),
  },
}).createMachine({
  id: 'rtmRoom',
  context: ({ input }) => ({
    now: input.now,
    roomId: undefined,
    openedAt: undefined,
    templateHexCodes: [],
    tiles: {},
    order: [],
    sequences: {},
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { START: 'warning' },
    },
    warning: {
      on: { CONTINUE: 'creating', EXIT: 'idle' },
    },
    creating: {
      invoke: {
        id: 'createRoom',
        src: 'createRoom',
        onDone: {
          target: 'monitoring',
          actions: assign(({ context, event, spawn, self }) => {
            const room = event.output;
            const tiles: Record<number, TileActor> = {};
            const sequences: Record<number, number | null> = {};
            for (const patient of room.patients) {
              tiles[patient.id] = spawn('tile', { id: tileActorId(patient.id), input: { tile: patient, now: context.now, room: self } });
              sequences[patient.id] = patient.sequence;
            }
            return { roomId: room.room_id, openedAt: context.now(), templateHexCodes: room.template_hex_codes, tiles, sequences, order: orderOf(sequences) };
          }),
        },
        onError: { target: 'idle', actions: 'reportFailure' },
      },
    },
    monitoring: {
      type: 'parallel',
      on: {
        PUSH: [{ guard: 'knownPush', actions: 'routePush' }, { actions: { type: 'logUnknownPush' } }],
        TILE: { actions: 'forwardToTile' },
        TILE_REPORT: { actions: 'handleReport' },
        CLEAR_COMPLETED: { actions: 'clearCompleted' },
        CLOSE: [{ guard: 'noteRequired', actions: 'refuseClose' }, { target: 'closing' }],
      },
      states: {
        // The heartbeat: update_last_seen 20 s after the room opened and after each beat.
        heartbeat: {
          initial: 'waiting',
          states: {
            waiting: { after: { heartbeat: 'beating' } },
            beating: {
              invoke: {
                src: 'updateLastSeen',
                input: ({ context }) => ({ roomId: context.roomId ?? '' }),
                // A missed beat is tried again at the next one.
                onDone: 'waiting',
                onError: 'waiting',
              },
            },
          },
        },
        // The tiles as the server has them, after pushes were missed; a RELOAD while loading starts again.
        tiles: {
          initial: 'current',
          on: { RELOAD: { target: '.reloading', reenter: true } },
          states: {
            current: {},
            reloading: {
              invoke: {
                src: 'loadTiles',
                input: ({ context }) => ({ roomId: context.roomId ?? '' }),
                onDone: {
                  target: 'current',
                  actions: enqueueActions(({ context, event, enqueue, self }) => {
                    const fresh = new Map(event.output.map((tile) => [tile.id, tile]));
                    for (const [id, actor] of Object.entries(context.tiles)) {
                      enqueue.sendTo(actor, { type: 'PUSH', push: reloadPush(Number(id), fresh.get(Number(id))) });
                    }
                    const newcomers = event.output.filter((tile) => context.tiles[tile.id] === undefined);
                    const sequences = Object.fromEntries(event.output.map((tile) => [tile.id, tile.sequence]));
                    enqueue.assign({
                      tiles: ({ spawn }) => ({
                        ...context.tiles,
                        ...Object.fromEntries(
                          newcomers.map((tile) => [tile.id, spawn('tile', { id: tileActorId(tile.id), input: { tile, now: context.now, room: self } })]),
                        ),
                      }),
                      sequences,
                      order: orderOf(sequences),
                    });
                  }),
                },
                onError: { target: 'current', actions: 'reportFailure' },
              },
            },
          },
        },
      },
    },
    closing: {
      invoke: {
        src: 'endRoom',
        input: ({ context }) => ({ roomId: context.roomId ?? '' }),
        onDone: { target: 'idle', actions: 'closeRoom' },
        onError: { target: 'monitoring', actions: 'reportFailure' },
      },
    },
  },
});
