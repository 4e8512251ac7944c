// The server's live tiles (rtm_live_patients) as the dashboard shows them: the live row joined with
// the patient's name, RTM flags, progress, adherence and the colour of the RTM template the patient
// is assigned to, within the caller's patient data scope.
import type { Queryable } from '../../db/Database';
import type { ScopedCondition } from '../../security/scopedRows';
import { tileStatuses, type RtmTile, type TileStatus } from '../../../domain/rtmTile/rtmTile';
import { advanceTileClock, sortTiles } from '../../../domain/rtmTile/tilePush';
import { adherence } from '../patients/listPatientsQuery';

/** The colour of a tile whose patient has no RTM template (rtm_survey_templates' default). */
export const defaultTileColor = '#0899b7';

/** Joins patient `p`'s active RTM template as `t` (its tile colour, whether it counts sessions). */
export const activeTemplateJoinSql = `left join rtm_patient_template_versions a on a.patient_id = p.id and a.removed_at is null
     left join rtm_survey_template_versions v on v.id = a.template_version_id
     left join rtm_survey_templates t on t.id = v.rtm_survey_template_id`;

interface TileRow {
  id: number;
  first_name: string;
  last_name: string;
  identifier: string;
  status: string;
  tile_color_hex: string | null;
  session_id: string | number | null;
  session_start: Date | string | null;
  sequence: number | null;
  next_interaction: Date | string | null;
  call_attempts: number;
  call_established: boolean;
  number_of_calls: number;
  note_required: boolean;
  completed_sessions: number | null;
  total_sessions: number | null;
  current_session_number: number | null;
  patient_adherence: number | null;
  pain_level: number | null;
  rtm_patient_education: boolean;
  rtm_follow_up_needed: boolean;
  rtm_permission: boolean;
  patient_not_in_session: boolean;
}

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

const isTileStatus = (value: string): value is TileStatus => (tileStatuses as readonly string[]).includes(value);

/**
 * A tile's progress: the session number the patient's app reported, else the session the patient
 * is in, the one after their completed sessions (the completed one itself once the tile is
 * COMPLETE), out of the sessions their plan prescribes; null without a plan or a report.
 *
 * @example
 * tileProgress(null, 3, 20, 'ANSWERED'); // { current_session_number: 4, total_sessions_in_treatment: 20 }
 */
export function tileProgress(reported: number | null, completed: number, total: number, status: TileStatus): RtmTile['patient_progress'] {
  if (reported !== null) return { current_session_number: reported, total_sessions_in_treatment: total };
  if (total <= 0) return null;
  return { current_session_number: status === 'COMPLETE' ? completed : Math.min(completed + 1, total), total_sessions_in_treatment: total };
}

/** A tile row as the wire's RtmTile. */
function toTile(row: TileRow): RtmTile {
  const status = isTileStatus(row.status) ? row.status : 'ANSWERED';
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    identifier: row.identifier,
    status,
    tile_color_hex: row.tile_color_hex ?? defaultTileColor,
    session_id: row.session_id === null ? null : Number(row.session_id),
    session_start: isoOrNull(row.session_start),
    sequence: row.sequence,
    next_interaction: isoOrNull(row.next_interaction),
    call_attempts: row.call_attempts,
    call_established: row.call_established,
    number_of_calls: row.number_of_calls,
    note_required: row.note_required,
    patient_progress: tileProgress(row.current_session_number, row.completed_sessions ?? 0, row.total_sessions ?? 0, status),
    patient_adherence: row.patient_adherence,
    pain_level: row.pain_level,
    rtm_patient_education: row.rtm_patient_education,
    rtm_follow_up_needed: row.rtm_follow_up_needed,
    rtm_permission: row.rtm_permission,
    patient_not_in_session: row.patient_not_in_session,
  };
}

/** Which live tiles to read. */
export interface LiveTileQuery {
  /** Only these patients' tiles; every tile when absent. */
  patientIds?: readonly number[];
  /** Lock the live rows for a change in the caller's transaction. */
  forUpdate?: boolean;
}

/**
 * The live tiles the caller may see, as stored (no clock rule applied), in no particular order.
 * `patients` (the caller's scoped patients) null reads for the patient's own app (the patient-app gateway), with no user's scope.
 *
 * @example
 * const [tile] = await readLiveTiles(tx, call.scoped.patients, now, { patientIds: [7], forUpdate: true });
 */
export async function readLiveTiles(db: Queryable, patients: ScopedCondition<'patients'> | null, now: Date, query: LiveTileQuery = {}): Promise<RtmTile[]> {
  const params: unknown[] = [now.toISOString().slice(0, 10)];
  const conditions = ['not p.archived'];
  if (patients) conditions.push(patients.where('p', params));
  if (query.patientIds) {
    params.push(query.patientIds);
    conditions.push(`l.patient_id = any($${params.length}::int[])`);
  }
  const rows = await db.query<TileRow>(
    `select p.id, p.first_name, p.last_name, p.identifier, l.status, t.tile_color_hex, l.session_id,
            l.session_start, l.sequence, l.next_interaction, l.call_attempts, l.call_established,
            l.number_of_calls, l.note_required, s.completed_sessions, s.total_sessions, l.current_session_number,
            ${adherence.replaceAll('TODAY', '$1')} as patient_adherence, l.pain_level,
            p.rtm_patient_education, p.rtm_follow_up_needed, p.rtm_permission, l.patient_not_in_session
     from rtm_live_patients l
     join patients p on p.id = l.patient_id
     left join patient_summaries s on s.patient_id = p.id
     ${activeTemplateJoinSql}
     where ${conditions.join(' and ')}
     ${query.forUpdate ? 'for update of l' : ''}`,
    params,
  );
  return rows.map(toTile);
}

/**
 * The live tiles the caller may see as a dashboard shows them at `now`: the clock rule applied
 * ([rtm-answered-to-pending]) and sorted by sequence, null sequences last.
 *
 * @example
 * const patients = await dashboardTiles(db, call.scoped.patients, clock.now());
 */
export async function dashboardTiles(db: Queryable, patients: ScopedCondition<'patients'>, now: Date, query: LiveTileQuery = {}): Promise<RtmTile[]> {
  const tiles = await readLiveTiles(db, patients, now, query);
  return sortTiles(tiles.map((tile) => advanceTileClock(tile, now)));
}
