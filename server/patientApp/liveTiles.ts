import type { RtmTile } from '../../domain/rtmTile/rtmTile';
import type { Queryable } from '../db/Database';
import { adherence } from '../features/patients/listPatientsQuery';
import { activeTemplateJoinSql, defaultTileColor, readLiveTiles } from '../features/rtmRoom/liveTiles';

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
         ${adherence.replaceAll('TODAY', '$2')} as patient_adherence,
         p.rtm_patient_education, p.rtm_follow_up_needed, p.rtm_permission
  from patients p
  left join patient_summaries s on s.patient_id = p.id
  ${activeTemplateJoinSql}
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
 * The live tile of a patient as the dashboards see it, read for the patient's own app (no user's
 * scope), or undefined when the patient has none. `forUpdate` locks the live row for the rest of
 * the transaction, so two messages of one patient never interleave their changes.
 *
 * @example
 * const tile = await loadLiveTile(tx, 4, clock.now(), { forUpdate: true });
 */
export async function loadLiveTile(db: Queryable, patientId: number, now: Date, options: { forUpdate?: boolean } = {}): Promise<RtmTile | undefined> {
  const [tile] = await readLiveTiles(db, null, now, { patientIds: [patientId], forUpdate: options.forUpdate ?? false });
  return tile;
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
