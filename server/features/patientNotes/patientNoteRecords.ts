// Reading patient notes: always through their patient, within the caller's patient data scope
// (`dataScope.patients` of specs/access.yaml), so a note of a patient the caller may not see is
// answered like a missing one. Each note is answered with what the caller may do with it.
import { message } from '../../../src/generated/catalog';
import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { callerIn } from '../../security/roleFacts';
import type { ScopedCondition } from '../../security/scopedRows';
import type { UserProfile } from '../../session/UserProfile';
import { staffName } from '../../../domain/people/staffName';
import { isNoteLocked } from './noteLock';

export type PatientNote = components['schemas']['PatientNote'];

/** One row of patient_notes with the names and the patient facts its answer needs. */
export interface NoteRow {
  id: number;
  patient_id: number;
  session_id: string | number | null;
  type: 'PPN' | 'CSN';
  note: string;
  time_zone: string;
  email_sent_to: string | null;
  email_sent_at: Date | null;
  email_status: 'sent' | 'failed' | null;
  created_by: number;
  created_by_pma: boolean;
  created_at: Date;
  updated_at: Date;
  cosigned_by_user_id: number | null;
  cosigned_credentials: string | null;
  cosigned_at: Date | null;
  created_by_username: string;
  updated_by_username: string | null;
  cosigned_by_username: string | null;
  created_by_first_name: string;
  created_by_last_name: string;
  created_by_credentials: string | null;
  cosigned_by_first_name: string | null;
  cosigned_by_last_name: string | null;
  patient_monitoring_specialist_id: number | null;
}

const noteColumns = `n.id, n.patient_id, n.session_id, n.type, n.note, n.time_zone, n.email_sent_to, n.email_sent_at,
  n.email_status, n.created_by, n.created_by_pma, n.created_at, n.updated_at, n.cosigned_by_user_id,
  n.cosigned_credentials, n.cosigned_at, cu.username as created_by_username, uu.username as updated_by_username,
  su.username as cosigned_by_username, cu.first_name as created_by_first_name, cu.last_name as created_by_last_name,
  cu.credentials as created_by_credentials, su.first_name as cosigned_by_first_name, su.last_name as cosigned_by_last_name,
  p.patient_monitoring_specialist_id`;

const noteFrom = `patient_notes n
  join patients p on p.id = n.patient_id
  join users cu on cu.id = n.created_by
  left join users uu on uu.id = n.updated_by
  left join users su on su.id = n.cosigned_by_user_id`;

/** The answer for a note that does not exist or whose patient lies outside the caller's scope. */
export const noteNotFound = (): ApiError => new ApiError(404, { message: message('noteNotFound') });

const unix = (date: Date): number => Math.floor(new Date(date).getTime() / 1000);

/**
 * Whether `profile` may cosign the note now ([note-cosign-who]): the caller is a monitoring
 * specialist assigned to the note's patient, and the note is an assistant's, not yet cosigned.
 */
export function mayCosign(profile: UserProfile, row: NoteRow): boolean {
  return (
    callerIn(profile, 'noteCosigners') &&
    row.patient_monitoring_specialist_id === profile.user.id &&
    row.created_by_pma &&
    row.cosigned_at === null
  );
}

/** The note's author as a chart is signed ("Pat Marsh, PT"), for its card and its e-mail. */
export function noteWriterName(row: NoteRow): string {
  return staffName({
    username: row.created_by_username,
    first_name: row.created_by_first_name,
    last_name: row.created_by_last_name,
    credentials: row.created_by_credentials,
  });
}

/** The cosigner with the credentials recorded when they cosigned, or null before a cosign. */
function cosignerName(row: NoteRow): string | null {
  if (row.cosigned_by_username === null) return null;
  return staffName({
    username: row.cosigned_by_username,
    first_name: row.cosigned_by_first_name,
    last_name: row.cosigned_by_last_name,
    credentials: row.cosigned_credentials,
  });
}

/** The wire shape of a note for `profile` at `now`: its fields, its lock and what the caller may do. */
export function toPatientNote(row: NoteRow, profile: UserProfile, now: Date): PatientNote {
  const locked = isNoteLocked(row, now);
  return {
    id: row.id,
    note: row.note,
    type: row.type,
    patient_id: row.patient_id,
    session_id: row.session_id === null ? null : Number(row.session_id),
    email_sent_to: row.email_sent_to,
    email_sent_at: row.email_sent_at === null ? null : unix(row.email_sent_at),
    email_status: row.email_status,
    created_at: unix(row.created_at),
    updated_at: unix(row.updated_at),
    created_by_user_id: row.created_by,
    created_by_username: row.created_by_username,
    created_by_name: noteWriterName(row),
    updated_by_username: row.updated_by_username,
    created_by_pma: row.created_by_pma,
    cosigned_by_user_id: row.cosigned_by_user_id,
    cosigned_by_username: row.cosigned_by_username,
    cosigned_by_name: cosignerName(row),
    cosigned_credentials: row.cosigned_credentials,
    cosigned_at: row.cosigned_at === null ? null : unix(row.cosigned_at),
    locked,
    editable: row.created_by === profile.user.id && !locked,
    cosignable: mayCosign(profile, row),
  };
}

/**
 * The notes of patient `patientId`, newest first (the caller must already have been checked to
 * see the patient).
 */
export async function notesOfPatient(db: Queryable, patientId: number): Promise<NoteRow[]> {
  return db.query<NoteRow>(`select ${noteColumns} from ${noteFrom} where n.patient_id = $1 order by n.created_at desc, n.id desc`, [
    patientId,
  ]);
}

/**
 * Note `id` when its patient is live and within the caller's patient scope; else 404. Pass
 * `forUpdate` inside a transaction to lock the note for a change.
 *
 * @example
 * const row = await noteInScope(tx, call.scoped.patients, 12, true);
 */
export async function noteInScope(db: Queryable, patients: ScopedCondition<'patients'>, id: number, forUpdate = false): Promise<NoteRow> {
  const params: unknown[] = [id];
  const scope = patients.where('p', params);
  const [row] = await db.query<NoteRow>(
    `select ${noteColumns} from ${noteFrom} where n.id = $1 and not p.archived and ${scope}
     ${forUpdate ? 'for update of n' : ''}`,
    params,
  );
  if (!row) throw noteNotFound();
  return row;
}

/** Note `id` read again after a change (it is known to exist and to be in scope). */
export async function reloadNote(db: Queryable, id: number): Promise<NoteRow> {
  const [row] = await db.query<NoteRow>(`select ${noteColumns} from ${noteFrom} where n.id = $1`, [id]);
  if (!row) throw noteNotFound();
  return row;
}
