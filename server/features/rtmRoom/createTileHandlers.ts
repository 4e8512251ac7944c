// The calls that change one patient's live tile (document 2, sections 4 "RTM tile status values",
// 5 "Dashboard", 7 and 9): clearing it, interactions, the next interaction time, a connected
// call, a saved note and completing the session. Each change is stored as the portal's tile
// machine would apply it (applyTilePush) and pushed to every dashboard after it commits.
import { constants, message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { LiveEvents } from '../../realtime/LiveEvents';
import type { RtmTile, TilePush } from '../../../domain/rtmTile/rtmTile';
import { applyTilePush } from '../../../domain/rtmTile/tilePush';
import { completeLiveSession } from './completeLiveSession';
import { deleteLiveTile, lockExistingLiveTile, lockLiveTile, storeLiveTile, type NoteOwner } from './liveTileStore';

const minute = 60_000;

/** Applies a patient_update push to `tile` and stores the result; answers the tile and the push. */
async function updateTile(
  tx: Queryable,
  tile: RtmTile,
  json: Partial<RtmTile>,
  now: Date,
  noteOwner?: NoteOwner,
): Promise<{ tile: RtmTile; push: TilePush }> {
  const push: TilePush = { notification_type: 'patient_update', patient_id: tile.id, json };
  const next = applyTilePush(tile, push).tile ?? tile;
  await storeLiveTile(tx, next, now, noteOwner);
  return { tile: next, push };
}

/** Whether a note on the patient was written at or after `since` (the call that required it). */
async function noteWrittenSince(tx: Queryable, patientId: number, since: Date): Promise<boolean> {
  const rows = await tx.query('select 1 from patient_notes where patient_id = $1 and created_at >= $2 limit 1', [patientId, since]);
  return rows.length > 0;
}

/**
 * The handlers of the tile calls.
 *
 * @example
 * const handlers = createTileHandlers(db, clock, live);
 */
export function createTileHandlers(db: Database, clock: Clock, live: LiveEvents): OperationHandlers {
  return {
    // [rtm-clear-patient-note-required]: a tile whose call was established and needs a note stays.
    async removePatientFromRoom(call) {
      const patientId = call.params.id;
      const removed = await db.transaction(async (tx) => {
        const tile = await lockLiveTile(tx, call.scoped.patients, patientId, clock.now());
        if (!tile) return false;
        if (tile.note_required && tile.call_established) throw new ApiError(409, { message: message('rtmClearPatientNoteRequired') });
        await deleteLiveTile(tx, patientId);
        return true;
      });
      if (removed) await live.pushToPortal({ notification_type: 'patient_leave', patient_id: patientId, json: {} });
      return { patient_id: patientId, removed };
    },

    // [rtm-interaction-type]: type 1 request, 2 required; recorded for the caller only.
    async createPatientInteraction(call) {
      const profile = call.profile;
      const { patient_id: patientId, interaction_type: type, observer_id: observerId } = call.body;
      if (observerId !== profile.user.id) throw new ApiError(400, { message: message('rtmObserverMustBeCaller') });
      const now = clock.now();
      const [row] = await db.transaction(async (tx) => {
        await lockExistingLiveTile(tx, call.scoped.patients, patientId, now);
        return tx.query<{ id: string | number }>(
          `insert into patient_interactions (patient_id, interaction_type, observer_id, created_at)
           values ($1, $2, $3, $4) returning id`,
          [patientId, type, observerId, now],
        );
      });
      return { id: Number(row?.id), patient_id: patientId, interaction_type: type, observer_id: observerId, created_at: now.toISOString() };
    },

    // The next interaction is due one interval from now; a PENDING_INTERACTION tile is ANSWERED again.
    async updatePatientInteractionTimestamp(call) {
      const now = clock.now();
      const { tile, push } = await db.transaction(async (tx) => {
        const current = await lockExistingLiveTile(tx, call.scoped.patients, call.body.patient_id, now);
        const nextInteraction = new Date(now.getTime() + constants.rtmInteractionIntervalMinutes * minute).toISOString();
        const status = current.status === 'PENDING_INTERACTION' ? 'ANSWERED' : current.status;
        return updateTile(tx, current, { next_interaction: nextInteraction, status }, now);
      });
      await live.pushToPortal(push);
      return tile;
    },

    // [rtm-call-connected]
    async recordRtmCallConnected(call) {
      const profile = call.profile;
      const now = clock.now();
      const { tile, push } = await db.transaction(async (tx) => {
        const current = await lockExistingLiveTile(tx, call.scoped.patients, call.params.id, now);
        const json = { status: 'ANSWERED', number_of_calls: current.number_of_calls + 1, call_established: true, note_required: true } as const;
        return updateTile(tx, current, json, now, { userId: profile.user.id, since: now });
      });
      await live.pushToPortal(push);
      return tile;
    },

    // [rtm-note-saved]: only once a note on the patient was written since the call required it.
    async recordRtmNoteSaved(call) {
      const patientId = call.params.id;
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const current = await lockLiveTile(tx, call.scoped.patients, patientId, now);
        if (!current?.note_required) return { tile: current, push: undefined };
        const [owed] = await tx.query<{ note_required_since: Date | null }>(
          'select note_required_since from rtm_live_patients where patient_id = $1',
          [patientId],
        );
        const since = owed?.note_required_since;
        if (since && !(await noteWrittenSince(tx, patientId, new Date(since)))) throw new ApiError(409, { message: message('noteRequired') });
        if (current.status === 'COMPLETE') return completeLiveSession(tx, current, now);
        return updateTile(tx, current, { note_required: false }, now, { userId: null, since: null });
      });
      if (result.push) await live.pushToPortal(result.push);
      return { patient_id: patientId, tile: result.tile ?? null };
    },

    // completePatientSession: the note is no longer required and the tile leaves.
    async completePatientSession(call) {
      const patientId = call.params.id;
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const current = await lockLiveTile(tx, call.scoped.patients, patientId, now);
        return current ? completeLiveSession(tx, current, now) : undefined;
      });
      if (result) await live.pushToPortal(result.push);
      return { patient_id: patientId, removed: result !== undefined && result.tile === undefined };
    },
  };
}
