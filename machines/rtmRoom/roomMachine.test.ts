import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RtmTile, TilePush } from '../../domain/rtmTile/rtmTile';
import { applyTilePush, sortTiles } from '../../domain/rtmTile/tilePush';
import {
  interactionRequest,
  joined,
  painHigh,
  patientLeave,
  sessionComplete,
  simulatedClock,
  tileFixture,
  update,
} from '../rtmTile/tileMachineFixture';
import { constants } from '../../src/generated/catalog';
import { heartbeatMs, roomMachine, type CreatedRoom, type RoomEmitted, type RoomEvent } from './roomMachine';

const hexCodes = [
  { name: 'Knee v1', tile_color_hex: '#4caf50' },
  { name: 'Hip v2', tile_color_hex: '#2196f3' },
];

/** A room on a simulated clock with fake calls: create_room answers `patients`. */
function startRoom(patients: RtmTile[] = [], options: { endRoomFails?: boolean; reloaded?: () => Promise<RtmTile[]> } = {}) {
  const { clock, now } = simulatedClock();
  const calls = { createRoom: 0, updateLastSeen: [] as string[], endRoom: [] as string[], loadTiles: [] as string[] };
  const logUnknownPush = vi.fn();
  const machine = roomMachine.provide({
    actors: {
      createRoom: fromPromise<CreatedRoom>(() => {
        calls.createRoom += 1;
        return Promise.resolve({ room_id: 'R-31', template_hex_codes: hexCodes, patients });
      }),
      updateLastSeen: fromPromise<unknown, { roomId: string }>(({ input }) => {
        calls.updateLastSeen.push(input.roomId);
        return Promise.resolve({});
      }),
      endRoom: fromPromise<unknown, { roomId: string }>(({ input }) => {
        calls.endRoom.push(input.roomId);
        return options.endRoomFails ? Promise.reject(new Error('Something went wrong.')) : Promise.resolve({});
      }),
      loadTiles: fromPromise<RtmTile[], { roomId: string }>(({ input }) => {
        calls.loadTiles.push(input.roomId);
        return options.reloaded ? options.reloaded() : Promise.resolve(patients);
      }),
    },
    actions: { logUnknownPush },
  });
  const actor = createActor(machine, { input: { now }, clock }).start();
  const emitted: RoomEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const open = async () => {
    actor.send({ type: 'START' });
    actor.send({ type: 'CONTINUE' });
    await settle();
  };
  const context = () => actor.getSnapshot().context;
  return {
    actor,
    clock,
    calls,
    emitted,
    logUnknownPush,
    settle,
    open,
    send: (event: RoomEvent) => actor.send(event),
    push: (push: TilePush) => actor.send({ type: 'PUSH', push }),
    state: () => actor.getSnapshot().value,
    order: () => context().order,
    tile: (id: number) => context().tiles[id]?.getSnapshot().context.tile,
    notices: () => emitted.flatMap((event) => (event.type === 'roomNotice' ? [event] : [])),
  };
}

describe('the RTM room machine', () => {
  it('[rtm-warning-modal] Start Monitoring shows the warning first; Exit goes back without a room', () => {
    const room = startRoom();
    room.send({ type: 'START' });
    expect(room.state()).toBe('warning');
    room.send({ type: 'EXIT' });
    expect(room.state()).toBe('idle');
    expect(room.calls.createRoom).toBe(0);
  });

  it('[rtm-room-create] [rtm-tile-colour] Continue creates the room and shows its patients and template colours', async () => {
    const room = startRoom([tileFixture({ id: 1, sequence: 2 }), tileFixture({ id: 2, sequence: 1 })]);
    await room.open();
    expect(room.calls.createRoom).toBe(1);
    expect(room.state()).toEqual({ monitoring: { heartbeat: 'waiting', tiles: 'current' } });
    const { roomId, templateHexCodes } = room.actor.getSnapshot().context;
    expect(roomId).toBe('R-31');
    expect(templateHexCodes).toEqual(hexCodes);
    expect(room.order()).toEqual([2, 1]);
  });

  it('[rtm-room-heartbeat] beats at the catalogue interval', () => {
    expect(heartbeatMs).toBe(constants.rtmHeartbeatMs);
  });

  it('[rtm-room-heartbeat] sends update_last_seen with the room id every 20 s while monitoring', async () => {
    const room = startRoom();
    await room.open();
    room.clock.increment(heartbeatMs - 1);
    expect(room.calls.updateLastSeen).toEqual([]);
    room.clock.increment(1);
    await room.settle();
    room.clock.increment(heartbeatMs);
    await room.settle();
    expect(room.calls.updateLastSeen).toEqual(['R-31', 'R-31']);
  });

  it('[rtm-room-close] closing ends the room and says so; no heartbeat afterwards', async () => {
    const room = startRoom([tileFixture({ id: 1 })]);
    await room.open();
    room.send({ type: 'CLOSE' });
    await room.settle();
    expect(room.calls.endRoom).toEqual(['R-31']);
    expect(room.state()).toBe('idle');
    expect(room.notices()).toEqual([{ type: 'roomNotice', message: 'rtmRoomClosed' }]);
    expect(room.order()).toEqual([]);
    room.clock.increment(heartbeatMs * 3);
    expect(room.calls.updateLastSeen).toEqual([]);
  });

  it('[rtm-room-close] a failed end_room keeps the room open and reports the failure', async () => {
    const room = startRoom([tileFixture({ id: 1 })], { endRoomFails: true });
    await room.open();
    room.send({ type: 'CLOSE' });
    await room.settle();
    expect(room.state()).toEqual({ monitoring: { heartbeat: 'waiting', tiles: 'current' } });
    expect(room.emitted.some((event) => event.type === 'roomFailed')).toBe(true);
    expect(room.order()).toEqual([1]);
  });

  it('issue 25 finding 3: RELOAD shows the tiles as the server has them: updated, a left patient gone, a newcomer added, in order', async () => {
    let answer: RtmTile[] = [];
    const room = startRoom([tileFixture({ id: 1, sequence: 1 }), tileFixture({ id: 2, sequence: 2 })], { reloaded: () => Promise.resolve(answer) });
    await room.open();
    room.send({ type: 'TILE', patientId: 1, event: { type: 'CALL_STARTED' } });
    // While the channel was down: patient 1 asked for a call, patient 2 left, patient 3 joined first.
    answer = [
      tileFixture({ id: 3, sequence: 0, first_name: 'Grace' }),
      tileFixture({ id: 1, sequence: 1, status: 'INTERACTION_REQUESTED', call_attempts: 1 }),
    ];
    room.send({ type: 'RELOAD' });
    await room.settle();
    expect(room.calls.loadTiles).toEqual(['R-31']);
    expect(room.order()).toEqual([3, 1]);
    expect(room.tile(1)).toMatchObject({ status: 'INTERACTION_REQUESTED', call_attempts: 1 });
    expect(room.tile(2)).toBeUndefined();
    expect(room.tile(3)).toMatchObject({ first_name: 'Grace', status: 'ANSWERED' });
    expect(room.emitted).toContainEqual({ type: 'left', patientId: 2 });
    // What only this dashboard knew (the call under way) stays: a click during a call does nothing.
    room.send({ type: 'TILE', patientId: 1, event: { type: 'CLICK' } });
    expect(room.emitted.some((event) => event.type === 'startCall')).toBe(false);
    expect(room.state()).toEqual({ monitoring: { heartbeat: 'waiting', tiles: 'current' } });
  });

  it('issue 25 finding 3: a failed reload keeps the tiles shown and reports the failure; RELOAD outside monitoring does nothing', async () => {
    const room = startRoom([tileFixture({ id: 1 })], { reloaded: () => Promise.reject(new Error('The service is unavailable right now.')) });
    room.send({ type: 'RELOAD' });
    expect(room.calls.loadTiles).toEqual([]);
    await room.open();
    room.send({ type: 'RELOAD' });
    await room.settle();
    expect(room.order()).toEqual([1]);
    expect(room.emitted).toContainEqual({ type: 'roomFailed', error: new Error('The service is unavailable right now.') });
  });

  it('[rtm-room-close-blocked] the room cannot close while a patient requires a note', async () => {
    const room = startRoom([tileFixture({ id: 1 }), tileFixture({ id: 2, note_required: true })]);
    await room.open();
    room.send({ type: 'CLOSE' });
    await room.settle();
    expect(room.calls.endRoom).toEqual([]);
    expect(room.notices()).toEqual([{ type: 'roomNotice', message: 'rtmRoomCloseNoteRequired' }]);
    room.send({ type: 'TILE', patientId: 2, event: { type: 'NOTE_SAVED' } });
    room.send({ type: 'CLOSE' });
    await room.settle();
    expect(room.calls.endRoom).toEqual(['R-31']);
  });

  it('[rtm-new-patient] a joined push adds an ANSWERED tile with 0 attempts', async () => {
    const room = startRoom();
    await room.open();
    room.push(joined(tileFixture({ id: 5, status: 'CALL_REQUIRED', call_attempts: 4, pain_level: 1 })));
    expect(room.tile(5)).toMatchObject({ status: 'ANSWERED', call_attempts: 0 });
    expect(room.order()).toEqual([5]);
  });

  it('[rtm-patient-update-push] an update re-sorts the tiles by sequence, null sequences last', async () => {
    const room = startRoom([tileFixture({ id: 1, sequence: 1 }), tileFixture({ id: 2, sequence: 2 }), tileFixture({ id: 3, sequence: 3 })]);
    await room.open();
    room.push(update(1, { sequence: null }));
    room.push(update(3, { sequence: 0 }));
    expect(room.order()).toEqual([3, 2, 1]);
    room.push(update(2, { pain_level: 3 }));
    expect(room.order()).toEqual([3, 2, 1]);
  });

  it('[rtm-patient-leave-push] a leave push removes the tile from the room', async () => {
    const room = startRoom([tileFixture({ id: 1 }), tileFixture({ id: 2, sequence: 2 })]);
    await room.open();
    room.push(patientLeave(1));
    expect(room.order()).toEqual([2]);
    expect(room.tile(1)).toBeUndefined();
  });

  it('[rtm-unknown-push] an unknown push type is only logged', async () => {
    const room = startRoom([tileFixture({ id: 1 })]);
    await room.open();
    const before = room.tile(1);
    room.send({ type: 'PUSH', push: { notification_type: 'weather_report', patient_id: 1, json: { rain: true } } });
    expect(room.logUnknownPush).toHaveBeenCalledTimes(1);
    expect(room.tile(1)).toEqual(before);
    expect(room.emitted).toEqual([]);
  });

  it('[rtm-click-starts-call] a click on a tile reaches the dashboard as a start-call with its interaction type', async () => {
    const room = startRoom([tileFixture({ id: 1, status: 'CALL_REQUIRED' })]);
    await room.open();
    room.send({ type: 'TILE', patientId: 1, event: { type: 'CLICK' } });
    expect(room.emitted).toEqual([{ type: 'startCall', patientId: 1, interactionType: 2 }]);
  });

  it('[rtm-answered-to-pending] tiles in a room turn PENDING_INTERACTION on the room clock', async () => {
    const room = startRoom([tileFixture({ id: 1 })]);
    await room.open();
    room.clock.increment(5 * 60_000);
    expect(room.tile(1)?.status).toBe('PENDING_INTERACTION');
  });

  it('[rtm-clear-result] clearing removes COMPLETE tiles that need no note and says how many', async () => {
    const room = startRoom([
      tileFixture({ id: 1, status: 'COMPLETE' }),
      tileFixture({ id: 2, status: 'COMPLETE', sequence: 2 }),
      tileFixture({ id: 3, sequence: 3 }),
    ]);
    await room.open();
    room.send({ type: 'CLEAR_COMPLETED' });
    expect(room.order()).toEqual([3]);
    expect(room.notices()).toEqual([{ type: 'roomNotice', message: 'rtmRemovedCards', values: { count: 2 } }]);
    expect(room.emitted.filter((event) => event.type === 'cleared')).toHaveLength(2);
  });

  it('[rtm-clear-result] clearing with nothing to clear says No removed cards', async () => {
    const room = startRoom([tileFixture({ id: 3 })]);
    await room.open();
    room.send({ type: 'CLEAR_COMPLETED' });
    expect(room.notices()).toEqual([{ type: 'roomNotice', message: 'rtmNoRemovedCards' }]);
  });

  it('[rtm-clear-green-tiles] clearing keeps COMPLETE tiles that need a note and says why', async () => {
    const room = startRoom([tileFixture({ id: 1, status: 'COMPLETE', note_required: true })]);
    await room.open();
    room.send({ type: 'CLEAR_COMPLETED' });
    expect(room.order()).toEqual([1]);
    expect(room.notices()).toEqual([
      { type: 'roomNotice', message: 'rtmNoRemovedCards' },
      { type: 'roomNotice', message: 'rtmGreenTilesNeedNote' },
    ]);
  });

  it('[rtm-session-complete-push] [rtm-note-saved] a completed session waits for its note, then leaves when the note is saved', async () => {
    const room = startRoom([tileFixture({ id: 1 })]);
    await room.open();
    room.push(painHigh(1));
    room.push(interactionRequest(1));
    room.send({ type: 'TILE', patientId: 1, event: { type: 'CALL_CONNECTED' } });
    room.push(sessionComplete(1));
    expect(room.tile(1)).toMatchObject({ status: 'COMPLETE', note_required: true, number_of_calls: 1 });
    room.send({ type: 'TILE', patientId: 1, event: { type: 'NOTE_SAVED' } });
    expect(room.order()).toEqual([]);
    expect(room.emitted.map((event) => event.type)).toEqual(['closeCallWindow', 'completeSession', 'left']);
  });

  it('pushes before a room is open change nothing', () => {
    const room = startRoom();
    room.push(joined(tileFixture({ id: 1 })));
    expect(room.order()).toEqual([]);
  });

  it('[rtm-patient-update-push] [rtm-unknown-push] a burst of 1,000 pushes leaves every tile as the shared rules say, in order', async () => {
    const room = startRoom();
    await room.open();
    // A deterministic mix: joins, updates with sequences and pain, requests, pain highs,
    // completions, leaves, rejoins and unknown types, over 60 patients.
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const expected = new Map<number, RtmTile>();
    let unknown = 0;
    for (let index = 0; index < 1000; index += 1) {
      const id = 1 + random(60);
      const kind = random(10);
      let push: TilePush | undefined;
      if (kind === 0 || !expected.has(id)) push = joined(tileFixture({ id, sequence: random(5) === 0 ? null : random(100), note_required: random(2) === 0 }));
      else if (kind <= 3) push = update(id, { sequence: random(4) === 0 ? null : random(100), pain_level: random(11) });
      else if (kind === 4) push = interactionRequest(id, random(5) === 0);
      else if (kind === 5) push = painHigh(id);
      else if (kind === 6) push = sessionComplete(id);
      else if (kind === 7) push = patientLeave(id);
      else if (kind === 8) push = update(id, { patient_adherence: random(100) });
      if (push === undefined) {
        unknown += 1;
        room.send({ type: 'PUSH', push: { notification_type: 'mystery', patient_id: id, json: {} } });
        continue;
      }
      room.push(push);
      const next = applyTilePush(expected.get(id), push).tile;
      if (next) expected.set(id, next);
      else expected.delete(id);
    }
    expect(room.logUnknownPush).toHaveBeenCalledTimes(unknown);
    const expectedTiles = [...expected.values()];
    // Equal sequences keep no fixed order: compare the sequences, and every tile by id.
    expect(room.order().map((id) => room.tile(id)?.sequence)).toEqual(sortTiles(expectedTiles).map((tile) => tile.sequence));
    for (const tile of expectedTiles) expect(room.tile(tile.id)).toEqual(tile);
    expect(room.order()).toHaveLength(expected.size);
  });
});
