// The one check of assignment records (document 3, sections 5 and 7.7): the Patient ID names a
// live patient the caller may see, the template exists and the version is an assignable version
// of it, and no patient appears twice. Used by bulk_assign before a job starts (every bad record
// reported with its CSV line) and by the job itself, again, inside its transaction.
import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import type { ScopedCondition } from '../../security/scopedRows';
import { findAssignableVersions, findLiveTemplates, findPatientsByIdentifier, type IdentifiedPatient } from './assignmentQueries';

/** One record of a bulk assignment, with its line in the CSV file when the portal sent it. */
export interface AssignmentRecord {
  patient_id: string;
  template_id: number;
  template_version_id: number;
  line?: number;
}

/** A record's problem, by its CSV line. */
export interface LineProblem {
  line: number;
  message: string;
}

/** The outcome of the check: the problems, and the patients and versions of good records. */
export interface RecordCheck {
  problems: LineProblem[];
  /** Patient id → template version id, for every record (meaningful when there is no problem). */
  assignments: { patientId: number; versionId: number }[];
  patients: IdentifiedPatient[];
}

/**
 * Checks `records`; a record without `line` is reported on line index + 2 (the header is line 1).
 *
 * @example
 * const { problems } = await checkAssignmentRecords(db, call.scoped.patients, [{ patient_id: '1000001', template_id: 1, template_version_id: 1 }]);
 */
export async function checkAssignmentRecords(
  db: Queryable,
  patients: ScopedCondition<'patients'> | null,
  records: readonly AssignmentRecord[],
  forUpdate = false,
): Promise<RecordCheck> {
  const identified = await findPatientsByIdentifier(db, patients, [...new Set(records.map((record) => record.patient_id))], forUpdate);
  const templates = await findLiveTemplates(db, [...new Set(records.map((record) => record.template_id))]);
  const versions = await findAssignableVersions(db, [...new Set(records.map((record) => record.template_version_id))]);
  const seen = new Set<string>();
  const problems: LineProblem[] = [];
  const assignments: RecordCheck['assignments'] = [];
  const found: IdentifiedPatient[] = [];
  records.forEach((record, index) => {
    const line = record.line ?? index + 2;
    const patient = identified.get(record.patient_id);
    const version = versions.get(record.template_version_id);
    let problem: string | undefined;
    if (!patient) problem = message('assignmentPatientNotFound', { patientId: record.patient_id });
    else if (seen.has(record.patient_id)) problem = message('assignmentDuplicatePatient', { patientId: record.patient_id });
    else if (!templates.has(record.template_id)) problem = message('assignmentTemplateNotFound');
    else if (version?.template_id !== record.template_id) problem = message('assignmentVersionNotFound');
    seen.add(record.patient_id);
    if (problem !== undefined) {
      problems.push({ line, message: problem });
      return;
    }
    if (patient && version) {
      assignments.push({ patientId: patient.id, versionId: version.template_version_id });
      found.push(patient);
    }
  });
  return { problems, assignments, patients: found };
}

/** The refusal text of a file with bad records: each line and its problem (the first 50). */
export function refusalText(problems: readonly LineProblem[]): string {
  const shown = problems.slice(0, 50).map((problem) => message('assignmentCsvLine', { line: problem.line, problem: problem.message }));
  const more = problems.length > shown.length ? ['…'] : [];
  return message('assignmentCsvRefused', { count: problems.length, lines: [...shown, ...more].join('; ') });
}

/** A record as the import sends it: the template and its version by id, or by code or name. */
export interface ImportedAssignmentRecord {
  patient_id: string;
  template_id: number | string;
  template_version_id: number | string;
  line?: number;
}

/**
 * Resolves the templates and versions that `records` name by code (identifier) or name instead of
 * id (issue 27 defect 7: a file written by hand need not know internal ids): a template by its
 * identifier or its name (case ignored), a version by its identifier within that template. Every
 * record that names one that does not exist is a problem of its line; the others come back with ids.
 *
 * @example
 * await resolveAssignmentCodes(db, [{ patient_id: '1000001', template_id: 'KNEE-30', template_version_id: 'KNEE-30-v2', line: 2 }]);
 * // { records: [{ patient_id: '1000001', template_id: 4, template_version_id: 9, line: 2 }], problems: [] }
 */
export async function resolveAssignmentCodes(
  db: Queryable,
  records: readonly ImportedAssignmentRecord[],
): Promise<{ records: AssignmentRecord[]; problems: LineProblem[] }> {
  const templateCodes = [...new Set(records.flatMap((record) => (typeof record.template_id === 'string' ? [record.template_id.trim().toLowerCase()] : [])))];
  const templates = templateCodes.length === 0
    ? []
    : await db.query<{ id: number; identifier: string; name: string }>(
        'select id, identifier, name from rtm_survey_templates where lower(identifier) = any($1::text[]) or lower(name) = any($1::text[]) order by archived, id',
        [templateCodes],
      );
  const versionCodes = [...new Set(records.flatMap((record) => (typeof record.template_version_id === 'string' ? [record.template_version_id.trim().toLowerCase()] : [])))];
  const versions = versionCodes.length === 0
    ? []
    : await db.query<{ id: number; template_id: number; identifier: string }>(
        'select id, rtm_survey_template_id as template_id, identifier from rtm_survey_template_versions where lower(identifier) = any($1::text[]) order by archived, id',
        [versionCodes],
      );
  const problems: LineProblem[] = [];
  const resolved: AssignmentRecord[] = [];
  records.forEach((record, index) => {
    const line = record.line ?? index + 2;
    const templateCode = typeof record.template_id === 'string' ? record.template_id.trim().toLowerCase() : undefined;
    const templateId = templateCode === undefined
      ? record.template_id
      : (templates.find((template) => template.identifier.toLowerCase() === templateCode) ?? templates.find((template) => template.name.toLowerCase() === templateCode))?.id;
    if (typeof templateId !== 'number') {
      problems.push({ line, message: message('assignmentTemplateCodeNotFound', { value: String(record.template_id) }) });
      return;
    }
    const versionCode = typeof record.template_version_id === 'string' ? record.template_version_id.trim().toLowerCase() : undefined;
    const versionId = versionCode === undefined
      ? record.template_version_id
      : versions.find((version) => version.identifier.toLowerCase() === versionCode && version.template_id === templateId)?.id;
    if (typeof versionId !== 'number') {
      problems.push({ line, message: message('assignmentVersionCodeNotFound', { value: String(record.template_version_id) }) });
      return;
    }
    resolved.push({ patient_id: record.patient_id, template_id: templateId, template_version_id: versionId, line });
  });
  return { records: resolved, problems };
}
