// Cosigning assistants' notes and the calls around it (document 2, sections 4 "Notes", 6 and 7):
// the cosign itself, the Cosign Notes list of a specialist, whether a user is a patient's
// monitoring specialist, and whether a note was written for a session.
import { message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope } from '../patients/patientInScope';
import { noteInScope, mayCosign, reloadNote, toPatientNote } from './patientNoteRecords';

interface WaitingRow {
  patient_id: number;
  first_name: string;
  last_name: string;
  identifier: string | null;
  uncosigned_notes: number;
  oldest_note_at: Date;
}

/**
 * cosignPatientNote, listUncosignedNotes, authUserIsPatientPms and createNotesBySessionId.
 *
 * @example
 * const handlers = createCosignHandlers(db, clock);
 */
export function createCosignHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    // [note-cosign-call] [note-cosign-who] records who cosigned, with which credentials and when.
    async cosignPatientNote(call) {
      const profile = call.profile;
      const id = call.params.id;
      return db.transaction(async (tx) => {
        const row = await noteInScope(tx, call.scoped.patients, id, true);
        if (row.cosigned_at !== null) throw new ApiError(409, { message: message('noteAlreadyCosigned') });
        if (!mayCosign(profile, row)) throw ApiError.forbidden(message('noteCosignNotAllowed'));
        const now = clock.now();
        await tx.query(
          `update patient_notes set cosigned_by_user_id = $2, cosigned_at = $3,
             cosigned_credentials = (select credentials from users where id = $2)
           where id = $1`,
          [id, profile.user.id, now],
        );
        return { success: true as const, patient_id: row.patient_id, data: toPatientNote(await reloadNote(tx, id), profile, now) };
      });
    },

    // [cosign-list-loaded] the specialist's own list: patients assigned to them with assistants'
    // notes not yet cosigned.
    async listUncosignedNotes(call) {
      const profile = call.profile;
      if (call.params.id !== profile.user.id) throw ApiError.forbidden();
      const params: unknown[] = [profile.user.id];
      const scope = call.scoped.patients.where('p', params);
      const rows = await db.query<WaitingRow>(
        `select p.id as patient_id, p.first_name, p.last_name, p.identifier,
                count(*)::int as uncosigned_notes, min(n.created_at) as oldest_note_at
         from patient_notes n join patients p on p.id = n.patient_id
         where p.patient_monitoring_specialist_id = $1 and n.created_by_pma and n.cosigned_at is null
           and not p.archived and ${scope}
         group by p.id order by min(n.created_at), p.id`,
        params,
      );
      return {
        patients: rows.map((row) => ({
          patient_id: row.patient_id,
          first_name: row.first_name,
          last_name: row.last_name,
          identifier: row.identifier,
          uncosigned_notes: row.uncosigned_notes,
          oldest_note_at: Math.floor(new Date(row.oldest_note_at).getTime() / 1000),
        })),
      };
    },

    async authUserIsPatientPms(call) {
      const body = call.body;
      const patient = await patientInScope(call.scoped.patients, body.patient_id);
      const [row] = await db.query<{ patient_monitoring_specialist_id: number | null }>(
        'select patient_monitoring_specialist_id from patients where id = $1',
        [patient.id],
      );
      return { user_id: body.user_id, patient_id: patient.id, is_patient_pms: row?.patient_monitoring_specialist_id === body.user_id };
    },

    // Whether a note was written for each (patient, session) pair; every patient must be in the
    // caller's scope (one outside it answers 404, as everywhere).
    async createNotesBySessionId(call) {
      const pairs = call.body.notes;
      for (const patientId of new Set(pairs.map((pair) => pair.patient_id))) await patientInScope(call.scoped.patients, patientId);
      if (pairs.length === 0) return { notes: [] };
      const written = await db.query<{ patient_id: number; session_id: string }>(
        `select distinct patient_id, session_id from patient_notes
         where patient_id = any($1::int[]) and session_id = any($2::bigint[])`,
        [pairs.map((pair) => pair.patient_id), pairs.map((pair) => pair.session_id)],
      );
      const seen = new Set(written.map((row) => `${String(row.patient_id)}:${String(row.session_id)}`));
      return {
        notes: pairs.map((pair) => ({
          patient_id: pair.patient_id,
          session_id: pair.session_id,
          is_created: seen.has(`${String(pair.patient_id)}:${String(pair.session_id)}`),
        })),
      };
    },
  };
}
