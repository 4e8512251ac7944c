// Reads what the recovery report groups: the patient's procedure, the treatment's first and last
// day, and its sessions with the plan type they were done under.
import type { components } from '../../../src/generated/api';
import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { localDay, summarizeDays, type RecoveryRow } from './recoveryDays';

/** The recovery report as the call answers it (specs/api/sessions.yaml). */
export type RecoveryReport = components['schemas']['RecoveryReport'];

/** Which sessions and plans the report covers: the patient's all, or one plan's. */
export type ReportScope = { patientId: number; planId?: number };

/** A date or timestamp column as PostgreSQL and PGlite hand it over, as ISO text. */
const isoOf = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const dateOf = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

/**
 * The recovery report of a patient (or of one of its plans) for a user at `utcOffsetMinutes`.
 * The caller has already checked the patient's data scope.
 *
 * @example
 * const report = await loadRecoveryReport(db, { patientId: 17 }, -300, clock.now());
 */
export async function loadRecoveryReport(
  db: Queryable,
  scope: ReportScope,
  utcOffsetMinutes: number,
  now: Date,
): Promise<RecoveryReport> {
  const planFilter = scope.planId === undefined ? '' : 'and tp.id = $2';
  const sessionFilter = scope.planId === undefined ? '' : 'and s.treatment_plan_id = $2';
  const params = scope.planId === undefined ? [scope.patientId] : [scope.patientId, scope.planId];
  const [procedure] = await db.query<{ procedure_type_id: number; procedure_date: Date | string | null }>(
    `select procedure_type_id, procedure_date from patient_procedures
     where patient_id = $1 and is_active order by id desc limit 1`,
    [scope.patientId],
  );
  // A plan ends on its end date, else after its protocols' days (the seed's plans without
  // protocols: one session a day for total_sessions days).
  const [treatment] = await db.query<{ start_date: Date | string | null; end_date: Date | string | null }>(
    `select min(tp.start_date) as start_date,
            max(coalesce(tp.end_date,
                         tp.start_date + coalesce((select sum(p.num_of_days)::int from treatment_protocols p
                                                   where p.treatment_plan_id = tp.id), tp.total_sessions) - 1)) as end_date
     from treatment_plans tp where tp.patient_id = $1 ${planFilter}`,
    params,
  );
  const sessions = await db.query<{
    id: string | number;
    session_at: Date | string;
    treatment_plan_type: number | null;
    completed: boolean;
    extension: number | null;
    flexion: number | null;
    pain: number | null;
    mets: number | null;
    weight: number | null;
  }>(
    `select s.id, s.session_at, tp.treatment_plan_type, s.completed, s.extension, s.flexion, s.pain, s.mets, s.weight
     from exercise_sessions s left join treatment_plans tp on tp.id = s.treatment_plan_id
     where s.patient_id = $1 ${sessionFilter}
     order by s.session_at`,
    params,
  );
  const rows: RecoveryRow[] = sessions.map((session) => ({
    id: Number(session.id),
    date_time: isoOf(session.session_at),
    treatment_plan_type: session.treatment_plan_type,
    treatment_plan_type_text: planTypeText(session.treatment_plan_type),
    status: session.completed ? 1 : 0,
    extension: session.extension,
    flexion: session.flexion,
    pain_after: session.pain,
    mets: session.mets,
    weight: session.weight,
  }));
  const range = {
    procedureDate: dateOf(procedure?.procedure_date ?? null),
    treatmentStart: dateOf(treatment?.start_date ?? null),
    treatmentEnd: dateOf(treatment?.end_date ?? null),
    today: localDay(now, utcOffsetMinutes),
  };
  return {
    patient_id: scope.patientId,
    procedure_type_id: procedure?.procedure_type_id ?? null,
    procedure_date: range.procedureDate,
    treatment_start_date: range.treatmentStart,
    treatment_end_date: range.treatmentEnd,
    days: summarizeDays(rows, utcOffsetMinutes, range),
  };
}

/** Section 3: treatment_plan_type 1 is pre-operative, any other value post-operative. */
export function planTypeText(type: number | null): string | null {
  if (type === null) return null;
  return type === 1 ? message('sessionPlanTypePreOperative') : message('sessionPlanTypePostOperative');
}
