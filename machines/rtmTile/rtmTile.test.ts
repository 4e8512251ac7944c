// The tile statuses of document 2, section 4, and that one tile's life goes through every one of
// them and no other.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import openapi from '../../src/generated/openapi.json';
import { tileStatuses, type TileStatus } from '../../domain/rtmTile/rtmTile';
import { tileMachine } from './tileMachine';
import { interactionRequest, painHigh, sessionComplete, simulatedClock, tileFixture } from './tileMachineFixture';

describe('RTM tile statuses', () => {
  it('[rtm-tile-statuses] are CALL_REQUIRED, PENDING_INTERACTION, INTERACTION_REQUESTED, ANSWERED and COMPLETE, and a tile takes each of them and no other', () => {
    expect(tileStatuses).toEqual(['CALL_REQUIRED', 'PENDING_INTERACTION', 'INTERACTION_REQUESTED', 'ANSWERED', 'COMPLETE']);
    const { clock, now } = simulatedClock();
    const actor = createActor(tileMachine, { input: { tile: tileFixture({ note_required: true }), now }, clock }).start();
    const seen: TileStatus[] = [actor.getSnapshot().context.tile.status];
    actor.subscribe((snapshot) => {
      const status = snapshot.context.tile.status;
      if (seen.at(-1) !== status) seen.push(status);
    });
    clock.increment(5 * 60_000);
    actor.send({ type: 'PUSH', push: interactionRequest(7) });
    actor.send({ type: 'PUSH', push: painHigh(7) });
    // A note is required, so the completed tile stays to show COMPLETE.
    actor.send({ type: 'PUSH', push: sessionComplete(7) });
    expect(seen).toEqual(['ANSWERED', 'PENDING_INTERACTION', 'INTERACTION_REQUESTED', 'CALL_REQUIRED', 'COMPLETE']);
    expect([...seen].sort()).toEqual([...tileStatuses].sort());
  });

  it('[rtm-tile-statuses] are the same five on the wire (RtmTileStatus of specs/api/rtm-room.yaml)', () => {
    expect(openapi.components.schemas.RtmTile.properties.status.$ref).toBe('#/components/schemas/RtmTileStatus');
    expect([...openapi.components.schemas.RtmTileStatus.enum].sort()).toEqual([...tileStatuses].sort());
  });
});
