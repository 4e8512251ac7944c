// The SQL of RTM template assignment (document 3, sections 3 and 7.7): an assignment row of
// rtm_patient_template_versions with its patient, template and version, and the checks of a
// record (patient, template, version) shared by assign, reassign and bulk assignment.
import type { OperationData } from '../../../src/generated/operationTypes';
import type { Queryable } from '../../db/Database';
import type { ScopedCondition } from '../../security/scopedRows';

/** One assignment as the calls answer it. */
export type TemplateAssignment = OperationData<'assignTemplateVersion'>['assignment'];

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of {@link TemplateAssignment}, over `a` (assignment), `p`, `v` and `t`. */
export const assignmentColumns = `a.id as version_patient_id, p.id as patient_id, p.identifier::text as patient_identifier,
  p.first_name || ' ' || p.last_name as patient_name, t.id as template_id, t.identifier as template_identifier,
  t.name as template_name, v.id as template_version_id, v.identifier as template_version_identifier,
  ${iso('a.assigned_at')} as assigned_at, ${iso('a.completed_at')} as completed_at`;

/** The joins behind {@link assignmentColumns}. */
export const assignmentJoins = `from rtm_patient_template_versions a
  join patients p on p.id = a.patient_id
  join rtm_survey_template_versions v on v.id = a.template_version_id
  join rtm_survey_templates t on t.id = v.rtm_survey_template_id`;

/** The assignment `id` with its patient, template and version. */
export async function loadAssignment(db: Queryable, id: number): Promise<TemplateAssignment | undefined> {
  const [row] = await db.query<TemplateAssignment>(`select ${assignmentColumns} ${assignmentJoins} where a.id = $1`, [id]);
  return row;
}

/** A patient found by Patient ID within the caller's scope. */
export interface IdentifiedPatient {
  id: number;
  identifier: string;
  name: string;
}

/**
 * The live patients whose 7-digit Patient IDs are `identifiers`, limited to the caller's scoped
 * `patients` (`call.scoped.patients`; null is the server itself, a job already authorized).
 */
export async function findPatientsByIdentifier(
  db: Queryable,
  patients: ScopedCondition<'patients'> | null,
  identifiers: readonly string[],
  forUpdate = false,
): Promise<Map<string, IdentifiedPatient>> {
  const params: unknown[] = [identifiers];
  const scope = patients === null ? 'true' : patients.where('p', params);
  const rows = await db.query<IdentifiedPatient>(
    `select p.id, p.identifier::text as identifier, p.first_name || ' ' || p.last_name as name from patients p
     where p.identifier = any($1::text[]) and not p.archived and ${scope} ${forUpdate ? 'for update' : ''}`,
    params,
  );
  return new Map(rows.map((row) => [row.identifier, row]));
}

/** An assignable version: not archived, of a template not archived. */
export interface AssignableVersion {
  template_id: number;
  template_version_id: number;
  template_version_identifier: string;
}

/** The assignable versions among `versionIds`, by version id. */
export async function findAssignableVersions(db: Queryable, versionIds: readonly number[]): Promise<Map<number, AssignableVersion>> {
  const rows = await db.query<AssignableVersion>(
    `select t.id as template_id, v.id as template_version_id, v.identifier as template_version_identifier
     from rtm_survey_template_versions v join rtm_survey_templates t on t.id = v.rtm_survey_template_id
     where v.id = any($1::int[]) and not v.archived and not t.archived`,
    [versionIds],
  );
  return new Map(rows.map((row) => [row.template_version_id, row]));
}

/** The templates among `templateIds` that exist and are not archived. */
export async function findLiveTemplates(db: Queryable, templateIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('select id from rtm_survey_templates where id = any($1::int[]) and not archived', [templateIds]);
  return new Set(rows.map((row) => row.id));
}

/** `text` as a LIKE pattern matching itself literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
