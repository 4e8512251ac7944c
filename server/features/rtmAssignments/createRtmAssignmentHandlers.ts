// RTM patient template assignment (document 3, sections 2.12, 3, 4, 5, 7.7 and 9). Who may call is
// specs/access.yaml's rule (super admin and the RTM configuration manager); which patients is the
// patients' data scope, applied to every call: lists and export through throughScopeSql, a patient
// by Patient ID through findPatientsByIdentifier, an assignment through findThroughScope (out of
// scope, removed and unknown answer alike, 404).
import { Readable } from 'node:stream';
import { constants, message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { csvRows } from '../../http/csvRows';
import type { OperationHandlers } from '../../http/OperationHandler';
import { StreamedAnswer } from '../../http/StreamedAnswer';
import type { ScopedCondition, ScopedRows } from '../../security/scopedRows';
import {
  assignmentColumns,
  assignmentJoins,
  findAssignableVersions,
  findLiveTemplates,
  findPatientsByIdentifier,
  likeLiteral,
  loadAssignment,
  type TemplateAssignment,
} from './assignmentQueries';
import type { BulkAssignJobRunner } from './bulkAssignJobs';
import { checkAssignmentRecords, refusalText, resolveAssignmentCodes } from './checkAssignmentRecords';

const defaultLimit = Number(constants.assignmentPageLimit);

const notFound = () => new ApiError(404, { message: message('assignmentNotFound') });
const refused = (text: string) => new ApiError(422, { message: text });

interface PageQuery {
  page?: number;
  limit?: number;
  search?: string;
}

/** One page of assignments (active, or completed) within the caller's scope. */
async function assignmentPage(db: Queryable, assignments: ScopedCondition<'templateAssignments'>, query: PageQuery, completed: boolean) {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  const params: unknown[] = [];
  const conditions = [
    completed ? 'a.completed_at is not null' : 'a.removed_at is null',
    assignments.where('a', params),
  ];
  const search = (query.search ?? '').trim();
  if (search !== '') {
    params.push(`%${likeLiteral(search)}%`);
    const at = `$${String(params.length)}`;
    conditions.push(`(p.identifier like ${at} or (p.first_name || ' ' || p.last_name) ilike ${at})`);
  }
  const where = conditions.join(' and ');
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${assignmentJoins} where ${where}`, params);
  const total = count?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const order = completed ? 'a.completed_at desc, a.id desc' : 'a.assigned_at desc, a.id desc';
  const rows = await db.query<TemplateAssignment>(
    `select ${assignmentColumns} ${assignmentJoins} where ${where} order by ${order}
     limit ${String(limit)} offset ${String((page - 1) * limit)}`,
    params,
  );
  return { data: rows, current_page: page, last_page: lastPage, total };
}

/** The active assignment `id` the caller may see, locked for a change. */
async function activeAssignment(tx: Queryable, assignments: ScopedRows<'templateAssignments'>, id: number) {
  const row = await assignments.find<{ id: number; patient_id: number; template_version_id: number; removed_at: string | null }>(id, {
    columns: 'r.id, r.patient_id, r.template_version_id, r.removed_at',
    forUpdate: true,
    db: tx,
  });
  if (!row || row.removed_at !== null) throw notFound();
  return row;
}

/** The version `versionId` of template `templateId` when it may be assigned, else a refusal. */
async function assignableVersion(db: Queryable, templateId: number, versionId: number) {
  if (!(await findLiveTemplates(db, [templateId])).has(templateId)) throw new ApiError(404, { message: message('assignmentTemplateNotFound') });
  const version = (await findAssignableVersions(db, [versionId])).get(versionId);
  if (version?.template_id !== templateId) throw refused(message('assignmentVersionNotFound'));
  return version;
}

async function loaded(db: Queryable, id: number): Promise<TemplateAssignment> {
  const assignment = await loadAssignment(db, id);
  if (!assignment) throw notFound();
  return assignment;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** CSV columns of the export: the import's three first (a file exported imports again). */
const exportFields = [
  'patient_id',
  'template_id',
  'template_version_id',
  'version_patient_id',
  'patient_identifier',
  'patient_name',
  'template_identifier',
  'template_name',
  'template_version_identifier',
  'assigned_at',
] as const;

/**
 * The handlers of the template assignment operations.
 *
 * @example
 * const handlers = createRtmAssignmentHandlers(db, clock, jobs);
 */
export function createRtmAssignmentHandlers(db: Database, clock: Clock, jobs: BulkAssignJobRunner): OperationHandlers {
  return {
    // [assignment-paged-list]
    listTemplateAssignments: (call) => assignmentPage(db, call.scoped.templateAssignments, call.query, false),
    listCompletedTemplatePatients: (call) => assignmentPage(db, call.scoped.templateAssignments, call.query, true),

    async getPatientTemplateVersions(call) {
      const patient = (await findPatientsByIdentifier(db, call.scoped.patients, [call.params.id])).get(call.params.id);
      if (!patient) throw new ApiError(404, { message: message('assignmentPatientNotFound', { patientId: call.params.id }) });
      const [active] = await db.query<{ id: number }>('select id from rtm_patient_template_versions where patient_id = $1 and removed_at is null', [patient.id]);
      const templates = await db.query<{ id: number; identifier: string; name: string; versions: { id: number; identifier: string }[] }>(
        `select t.id, t.identifier, t.name,
           coalesce((select json_agg(json_build_object('id', v.id, 'identifier', v.identifier) order by v.id)
                     from rtm_survey_template_versions v where v.rtm_survey_template_id = t.id and not v.archived), '[]'::json) as versions
         from rtm_survey_templates t where not t.archived order by t.sequence, t.id`,
      );
      return { patient, assignment: active ? await loaded(db, active.id) : null, templates };
    },

    // [assignment-popup-modes] assign mode; [assignment-success-server-message]
    async assignTemplateVersion(call) {
      const { patient_id: identifier, template_id: templateId, template_version_id: versionId } = call.body;
      try {
        return await db.transaction(async (tx) => {
          const patient = (await findPatientsByIdentifier(tx, call.scoped.patients, [identifier], true)).get(identifier);
          if (!patient) throw new ApiError(404, { message: message('assignmentPatientNotFound', { patientId: identifier }) });
          const version = await assignableVersion(tx, templateId, versionId);
          const [active] = await tx.query('select id from rtm_patient_template_versions where patient_id = $1 and removed_at is null', [patient.id]);
          if (active) throw refused(message('assignmentAlreadyAssigned', { patientId: identifier }));
          const [row] = await tx.query<{ id: number }>(
            'insert into rtm_patient_template_versions (patient_id, template_version_id, assigned_at) values ($1, $2, $3) returning id',
            [patient.id, versionId, clock.now()],
          );
          return {
            message: message('assignmentAssigned', { version: version.template_version_identifier, patientId: identifier }),
            assignment: await loaded(tx, row?.id ?? 0),
          };
        });
      } catch (error) {
        // Two assigns of one patient at once: the second meets the one-active-assignment index.
        if (isUniqueViolation(error)) throw refused(message('assignmentAlreadyAssigned', { patientId: identifier }));
        throw error;
      }
    },

    // [assignment-popup-modes] reassign (edit) mode
    async reassignTemplateVersion(call) {
      const { version_patient_id: id, template_id: templateId, template_version_id: versionId } = call.body;
      return db.transaction(async (tx) => {
        const current = await activeAssignment(tx, call.scoped.templateAssignments, id);
        const version = await assignableVersion(tx, templateId, versionId);
        let assignmentId = current.id;
        if (current.template_version_id !== versionId) {
          const now = clock.now();
          await tx.query('update rtm_patient_template_versions set removed_at = $2 where id = $1', [current.id, now]);
          const [row] = await tx.query<{ id: number }>(
            'insert into rtm_patient_template_versions (patient_id, template_version_id, assigned_at) values ($1, $2, $3) returning id',
            [current.patient_id, versionId, now],
          );
          assignmentId = row?.id ?? 0;
        }
        const assignment = await loaded(tx, assignmentId);
        return {
          message: message('assignmentReassigned', { patientId: assignment.patient_identifier, version: version.template_version_identifier }),
          assignment,
        };
      });
    },

    // [assignment-remove-call]
    async removeTemplateAssignment(call) {
      return db.transaction(async (tx) => {
        const current = await activeAssignment(tx, call.scoped.templateAssignments, call.params.id);
        const assignment = await loaded(tx, current.id);
        await tx.query('update rtm_patient_template_versions set removed_at = $2 where id = $1', [current.id, clock.now()]);
        return {
          message: message('assignmentRemoved', { patientId: assignment.patient_identifier }),
          version_patient_id: current.id,
          patient_id: current.patient_id,
        };
      });
    },

    // [assignment-bulk-job] every record checked first; a bad file is refused whole with its lines
    async bulkAssignTemplateVersions(call) {
      const profile = call.profile;
      // Templates and versions named by code or name are resolved first; every bad line of
      // either step is reported, by line (issue 27 defect 7).
      const resolution = await resolveAssignmentCodes(db, call.body.records);
      const records = resolution.records;
      const checked = await checkAssignmentRecords(db, call.scoped.patients, records);
      const problems = [...resolution.problems, ...checked.problems].sort((a, b) => a.line - b.line);
      const patients = checked.patients;
      if (problems.length > 0) throw refused(refusalText(problems));
      const jobId = await jobs.start(profile.user.id, records);
      return {
        message: message('assignmentBulkStarted', { count: records.length }),
        job_id: jobId,
        status: 'queued' as const,
        patients: patients.map((patient) => ({ id: patient.id })),
      };
    },

    async getBulkAssignJobStatus(call) {
      const profile = call.profile;
      const params: unknown[] = [profile.user.id];
      let where = 'created_by = $1';
      if (call.query.job_id !== undefined) {
        params.push(call.query.job_id);
        where += ' and id = $2';
      }
      const [job] = await db.query<{
        job_id: number;
        status: 'queued' | 'running' | 'completed' | 'failed';
        total: number;
        assigned: number;
        message: string | null;
        errors: { line: number; message: string }[];
        created_at: string;
        finished_at: string | null;
      }>(
        `select id as job_id, status, total, assigned, message, errors,
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
           to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as finished_at
         from rtm_bulk_assign_jobs where ${where} order by id desc limit 1`,
        params,
      );
      if (!job) throw new ApiError(404, { message: message('assignmentJobNotFound') });
      return job;
    },

    // [assignment-export] the active assignments as a streamed CSV download (the reports' path):
    // read in batches, formula-like cells neutralised; the audit names every patient in the file.
    async exportActiveAssignations(call) {
      const params: unknown[] = [];
      const scope = call.scoped.templateAssignments.where('a', params);
      const where = `${assignmentJoins} where a.removed_at is null and ${scope}`;
      const patients = await db.query<{ id: number }>(`select distinct a.patient_id as id ${where}`, params);
      // a.id breaks ties so that the batches page a stable order.
      const rows = csvRows<TemplateAssignment>(db, { sql: `select ${assignmentColumns} ${where} order by p.identifier, a.id`, params }, exportFields, (row) => [
        row.patient_identifier,
        row.template_id,
        row.template_version_id,
        row.version_patient_id,
        row.patient_identifier,
        row.patient_name,
        row.template_identifier,
        row.template_name,
        row.template_version_identifier,
        row.assigned_at,
      ]);
      return new StreamedAnswer('text/csv; charset=utf-8', String(constants.assignmentExportFilename), Readable.from(rows), {
        patients: patients.map((row) => ({ id: Number(row.id) })),
      });
    },
  };
}
