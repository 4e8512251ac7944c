// Completing a patient's monitored session (document 2, section 4: "Saving a note clears
// note_required for that patient; if the tile is COMPLETE the session is completed and the tile
// removed"; "Removing RTM consent sets rtm_permission false and then completes the session").
import type { Queryable } from '../../db/Database';
import type { RtmTile, TilePush } from '../../../domain/rtmTile/rtmTile';
import { completeTile } from '../../../domain/rtmTile/tilePush';
import { deleteLiveTile, storeLiveTile } from './liveTileStore';

/** A completed session: the tile that stays (undefined when it left) and the push that says so. */
export interface CompletedSession {
  tile: RtmTile | undefined;
  push: TilePush;
}

/**
 * Completes `tile`'s session: its note is no longer required, and the tile follows the tile rule
 * of completion (completeTile): it leaves every dashboard (patient_leave), except a patient not
 * in session who still has a session_start, whose session_start is only cleared.
 *
 * @example
 * const { push } = await completeLiveSession(tx, tile, clock.now());
 * await live.pushToPortal(push);
 */
export async function completeLiveSession(tx: Queryable, tile: RtmTile, now: Date): Promise<CompletedSession> {
  const next = completeTile({ ...tile, note_required: false });
  if (!next) {
    await deleteLiveTile(tx, tile.id);
    return { tile: undefined, push: { notification_type: 'patient_leave', patient_id: tile.id, json: {} } };
  }
  await storeLiveTile(tx, next, now, { userId: null, since: null });
  return {
    tile: next,
    push: { notification_type: 'patient_update', patient_id: tile.id, json: { note_required: false, session_start: next.session_start } },
  };
}
