// Reading one patient's live tile for a change, and writing it back, inside the caller's
// transaction: the server keeps rtm_live_patients as the portal's tile machine would after the
// same pushes (applyTilePush, domain/rtmTile/tilePush.ts).
import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { ScopedRows } from '../../security/scopedRows';
import type { RtmTile } from '../../../domain/rtmTile/rtmTile';
import { advanceTileClock } from '../../../domain/rtmTile/tilePush';
import { patientInScope } from '../patients/patientInScope';
import { readLiveTiles } from './liveTiles';

/** The answer for a patient in scope who has no live tile. */
export const noLiveTile = (): ApiError => new ApiError(404, { message: message('rtmPatientNotFound') });

/**
 * Patient `patientId`'s live tile, locked for a change and with the clock rule applied, or
 * undefined when the patient has none; 404 when the caller may not see the patient.
 *
 * @example
 * const tile = await lockLiveTile(tx, call.scoped.patients, 7, clock.now());
 */
export async function lockLiveTile(tx: Queryable, patients: ScopedRows<'patients'>, patientId: number, now: Date): Promise<RtmTile | undefined> {
  await patientInScope(patients, patientId, { db: tx });
  const [tile] = await readLiveTiles(tx, patients, now, { patientIds: [patientId], forUpdate: true });
  return tile && advanceTileClock(tile, now);
}

/**
 * Like lockLiveTile, but a patient without a live tile is 404 'Patient Not Found'.
 *
 * @example
 * const tile = await lockExistingLiveTile(tx, call.scoped.patients, 7, clock.now());
 */
export async function lockExistingLiveTile(tx: Queryable, patients: ScopedRows<'patients'>, patientId: number, now: Date): Promise<RtmTile> {
  const tile = await lockLiveTile(tx, patients, patientId, now);
  if (!tile) throw noLiveTile();
  return tile;
}

/** What a change records beside the tile's own fields: who must write the note, since when. */
export interface NoteOwner {
  userId: number | null;
  since: Date | null;
}

/**
 * Writes the live fields of `tile` back to its rtm_live_patients row; `noteOwner` replaces who owes
 * the note when given.
 *
 * @example
 * await storeLiveTile(tx, { ...tile, note_required: false }, clock.now(), { userId: null, since: null });
 */
export async function storeLiveTile(tx: Queryable, tile: RtmTile, now: Date, noteOwner?: NoteOwner): Promise<void> {
  const params: unknown[] = [
    tile.id,
    tile.status,
    tile.sequence,
    tile.next_interaction,
    tile.call_attempts,
    tile.call_established,
    tile.number_of_calls,
    tile.note_required,
    tile.pain_level,
    tile.session_start,
    tile.patient_not_in_session,
    now,
  ];
  let owner = '';
  if (noteOwner) {
    params.push(noteOwner.userId, noteOwner.since);
    owner = ', note_required_by = $13, note_required_since = $14';
  }
  await tx.query(
    `update rtm_live_patients set status = $2, sequence = $3, next_interaction = $4, call_attempts = $5,
            call_established = $6, number_of_calls = $7, note_required = $8, pain_level = $9,
            session_start = $10, patient_not_in_session = $11, updated_at = $12${owner}
     where patient_id = $1`,
    params,
  );
}

/**
 * Removes patient `patientId`'s live tile.
 *
 * @example
 * await deleteLiveTile(tx, 7);
 */
export async function deleteLiveTile(tx: Queryable, patientId: number): Promise<void> {
  await tx.query('delete from rtm_live_patients where patient_id = $1', [patientId]);
}
