import type { RtmTile, TileStatus } from '../../machines/rtmTile/rtmTile';
import type { Queryable } from '../db/Database';

/** A tile's colour when the patient has no active RTM template assignment. */
export const defaultTileColor = '#0899b7';

interface LiveTileRow {
  id: number;
  first_name: string;
  last_name: string;
  identifier: string;
  status: TileStatus;
  tile_color_hex: string;
  session_id: string | number | null;
  session_start: Date | null;
  sequence: number | null;
  next_interaction: Date | null;
  call_attempts: number;
  call_established: boolean;
  number_of_calls: number;
  note_required: boolean;
  completed_sessions: number | null;
  total_sessions: number | null;
  patient_adherence: number | null;
  pain_level: number | null;
  rtm_patient_education: boolean;
  rtm_follow_up_needed: boolean;
  rtm_permission: boolean;
  patient_not_in_session: boolean;
}

/**
 * The patient's fields every tile shows besides its live state: names, the colour of the active
 * template assignment, progress and adherence (as the patient list computes it), the RTM flags.
 * `$1` is the patient id, `$2` today's date.
 */
const patientPartSql = `
  select p.id, p.first_name, p.last_name, p.identifier::text as identifier,
         coalesce(t.tile_color_hex, '${defaultTileColor}') as tile_color_hex,
         coalesce(t.patient_not_in_session, false) as template_not_in_session,
         s.completed_sessions, s.total_sessions,
         case when s.plan_start_date is null or s.total_sessions = 0 or $2::date < s.plan_start_date then null
              else least(100, round(100.0 * s.completed_sessions / least(s.total_sessions, ($2::date - s.plan_start_date) + 1)))::int end as patient_adherence,
         p.rtm_patient_education, p.rtm_follow_up_needed, p.rtm_permission
  from patients p
  left join patient_summaries s on s.patient_id = p.id
  left join rtm_patient_template_versions a on a.patient_id = p.id and a.removed_at is null
  left join rtm_survey_template_versions v on v.id = a.template_version_id
  left join rtm_survey_templates t on t.id = v.rtm_survey_template_id
  where p.id = $1`;

/** What a new tile starts from: the patient's part, before any live state. */
export type PatientTilePart = Pick<
  RtmTile,
  'id' | 'first_name' | 'last_name' | 'identifier' | 'tile_color_hex' | 'patient_adherence' | 'rtm_patient_education' | 'rtm_follow_up_needed' | 'rtm_permission'
> & { patient_not_in_session: boolean; completed_sessions: number; total_sessions: number };

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The patient's part of a tile (see `patientPartSql`), or undefined for an unknown patient.
 *
 * @example
 * const part = await loadPatientTilePart(db, 4, clock.now()); // part.tile_color_hex: '#0899b7' without an assignment
 */
export async function loadPatientTilePart(db: Queryable, patientId: number, now: Date): Promise<PatientTilePart | undefined> {
  const [row] = await db.query<
    Omit<PatientTilePart, 'patient_not_in_session' | 'completed_sessions' | 'total_sessions'> & {
      template_not_in_session: boolean;
      completed_sessions: number | null;
      total_sessions: number | null;
    }
  >(patientPartSql, [patientId, isoDate(now)]);
  if (!row) return undefined;
  const { template_not_in_session, completed_sessions, total_sessions, ...part } = row;
  return { ...part, patient_not_in_session: template_not_in_session, completed_sessions: completed_sessions ?? 0, total_sessions: total_sessions ?? 0 };
}

/**
 * The live tile of a patient as the dashboards see it (rtm_live_patients joined with the
 * patient's part), or undefined when the patient has none. `forUpdate` locks the live row for
 * the rest of the transaction, so two messages of one patient never interleave their changes.
 *
 * @example
 * const tile = await loadLiveTile(tx, 4, clock.now(), { forUpdate: true });
 */
export async function loadLiveTile(db: Queryable, patientId: number, now: Date, options: { forUpdate?: boolean } = {}): Promise<RtmTile | undefined> {
  const [live] = await db.query<Omit<LiveTileRow, keyof PatientTilePart | 'completed_sessions' | 'total_sessions'> & { patient_not_in_session: boolean; current_session_number: number | null }>(
    `select status, session_id, session_start, sequence, next_interaction, call_attempts, call_established,
            number_of_calls, note_required, pain_level, patient_not_in_session, current_session_number
     from rtm_live_patients where patient_id = $1${options.forUpdate ? ' for update' : ''}`,
    [patientId],
  );
  if (!live) return undefined;
  const part = await loadPatientTilePart(db, patientId, now);
  if (!part) return undefined;
  const { completed_sessions, total_sessions, patient_not_in_session: _templateNotInSession, ...patient } = part;
  return {
    ...patient,
    status: live.status,
    session_id: live.session_id === null ? null : Number(live.session_id),
    session_start: live.session_start ? new Date(live.session_start).toISOString() : null,
    sequence: live.sequence,
    next_interaction: live.next_interaction ? new Date(live.next_interaction).toISOString() : null,
    call_attempts: live.call_attempts,
    call_established: live.call_established,
    number_of_calls: live.number_of_calls,
    note_required: live.note_required,
    patient_progress: tileProgress(live.current_session_number, completed_sessions, total_sessions),
    pain_level: live.pain_level,
    patient_not_in_session: live.patient_not_in_session,
  };
}

/**
 * The tile's progress: the session number the app reported, else the one after the completed
 * sessions; null without a plan.
 *
 * @example
 * tileProgress(null, 3, 20); // { current_session_number: 4, total_sessions_in_treatment: 20 }
 */
export function tileProgress(reported: number | null, completed: number, total: number): RtmTile['patient_progress'] {
  if (total <= 0 && reported === null) return null;
  return { current_session_number: reported ?? completed + 1, total_sessions_in_treatment: total };
}

/**
 * Writes a tile's live state (inserted or replaced); the patient's part is never stored.
 *
 * @example
 * await saveLiveTile(tx, tile, { joinedAt: now, now, currentSessionNumber: null });
 */
export async function saveLiveTile(
  db: Queryable,
  tile: RtmTile,
  options: { now: Date; joinedAt?: Date; currentSessionNumber?: number | null },
): Promise<void> {
  await db.query(
    `insert into rtm_live_patients (patient_id, session_id, session_start, status, sequence, next_interaction, call_attempts,
       call_established, number_of_calls, note_required, pain_level, patient_not_in_session, joined_at, completed_at, updated_at,
       current_session_number)
     values ($1, $2, $3, $4::text, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13::timestamptz, $15::timestamptz),
             case when $4::text = 'COMPLETE' then $15::timestamptz end, $15::timestamptz, $14::int)
     on conflict (patient_id) do update set
       session_id = excluded.session_id, session_start = excluded.session_start, status = excluded.status,
       sequence = excluded.sequence, next_interaction = excluded.next_interaction, call_attempts = excluded.call_attempts,
       call_established = excluded.call_established, number_of_calls = excluded.number_of_calls,
       note_required = excluded.note_required, pain_level = excluded.pain_level,
       patient_not_in_session = excluded.patient_not_in_session,
       joined_at = coalesce($13::timestamptz, rtm_live_patients.joined_at),
       completed_at = case when excluded.status = 'COMPLETE' then coalesce(rtm_live_patients.completed_at, $15::timestamptz) end,
       updated_at = $15::timestamptz,
       current_session_number = case when $16::boolean then excluded.current_session_number else rtm_live_patients.current_session_number end`,
    [
      tile.id,
      tile.session_id,
      tile.session_start,
      tile.status,
      tile.sequence,
      tile.next_interaction,
      tile.call_attempts,
      tile.call_established,
      tile.number_of_calls,
      tile.note_required,
      tile.pain_level,
      tile.patient_not_in_session,
      options.joinedAt ?? null,
      options.currentSessionNumber ?? null,
      options.now,
      options.currentSessionNumber !== undefined,
    ],
  );
}

/**
 * Removes a patient's live tile (left, or completed without a note required).
 *
 * @example
 * await deleteLiveTile(tx, 4);
 */
export async function deleteLiveTile(db: Queryable, patientId: number): Promise<void> {
  await db.query('delete from rtm_live_patients where patient_id = $1', [patientId]);
}
