// Bulk template assignment as a server job (document 3, sections 4 and 7.7; migration 0036): a
// row of rtm_bulk_assign_jobs holds the checked records; the runner applies them in one
// transaction (every record or none), and the status call reads the row. Jobs survive a restart:
// on boot a job left queued or running (its transaction never committed) is run again, up to
// three attempts, then failed with its reason. Once a job commits, each assignment it made is
// announced on the bus (the portal's change event, keyed by the assignment's id: who may see its
// patient refreshes), since the call that started the job answered before any existed.
import { message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import type { EventBus } from '../../realtime/EventBus';
import { checkAssignmentRecords, type AssignmentRecord, type LineProblem } from './checkAssignmentRecords';

/** How many times a job is started before a restart-interrupted job is failed. */
const maxAttempts = 3;

/** The runner of bulk assignment jobs of one server. */
export interface BulkAssignJobRunner {
  /** Stores a job of checked records and starts it; answers its id. */
  start(createdBy: number, records: readonly AssignmentRecord[]): Promise<number>;
  /** Runs again the jobs a restart interrupted (called once on boot). */
  resumeInterrupted(): Promise<void>;
  /** Resolves once every job started by this runner has finished (server close). */
  idle(): Promise<void>;
}

/**
 * The job runner over `db`, announcing the assignments of a finished job on `changes`.
 *
 * @example
 * const jobs = createBulkAssignJobRunner(db, clock, events);
 * const jobId = await jobs.start(userId, records);
 */
export function createBulkAssignJobRunner(
  db: Database,
  clock: Clock,
  changes: Pick<EventBus, 'publish'>,
  log: (error: unknown) => void = () => undefined,
): BulkAssignJobRunner {
  const running = new Set<Promise<void>>();

  async function run(jobId: number): Promise<void> {
    const [job] = await db.query<{ records: AssignmentRecord[]; attempts: number }>(
      `update rtm_bulk_assign_jobs set status = 'running', attempts = attempts + 1, started_at = $2
       where id = $1 and status in ('queued', 'running') returning records, attempts`,
      [jobId, clock.now()],
    );
    if (!job) return;
    try {
      const outcome = await db.transaction(async (tx) => {
        // Checked again: a patient archived or a version archived since the file was accepted
        // fails the whole job rather than half of it.
        const { problems, assignments } = await checkAssignmentRecords(tx, null, job.records, true);
        if (problems.length > 0) return { problems, assigned: [] };
        const now = clock.now();
        const patientIds = assignments.map((assignment) => assignment.patientId);
        await tx.query('update rtm_patient_template_versions set removed_at = $2 where removed_at is null and patient_id = any($1::int[])', [patientIds, now]);
        const assigned = await tx.query<{ id: number }>(
          `insert into rtm_patient_template_versions (patient_id, template_version_id, assigned_at)
           select patient_id, version_id, $3 from unnest($1::int[], $2::int[]) as r (patient_id, version_id) returning id`,
          [patientIds, assignments.map((assignment) => assignment.versionId), now],
        );
        await tx.query(
          `update rtm_bulk_assign_jobs set status = 'completed', assigned = $2, message = $3, errors = '[]'::jsonb, finished_at = $4 where id = $1`,
          [jobId, assignments.length, message('assignmentBulkCompleted', { count: assignments.length }), now],
        );
        return { problems: [] as LineProblem[], assigned: assigned.map((row) => row.id) };
      });
      if (outcome.problems.length > 0) await fail(jobId, outcome.problems);
      await announce(outcome.assigned);
    } catch (error) {
      log(error);
      await fail(jobId, []);
    }
  }

  /** One change event per assignment made; a lost event loses only another tab's refresh. */
  async function announce(assignmentIds: readonly number[]): Promise<void> {
    for (const id of assignmentIds) {
      await changes.publish({ resource: 'templateAssignments', id, operationId: 'bulkAssignTemplateVersions' }).catch(log);
    }
  }

  async function fail(jobId: number, problems: readonly LineProblem[]): Promise<void> {
    await db.query(
      `update rtm_bulk_assign_jobs set status = 'failed', assigned = 0, message = $2, errors = $3::jsonb, finished_at = $4 where id = $1`,
      [jobId, message('assignmentBulkFailed'), JSON.stringify(problems), clock.now()],
    );
  }

  function launch(jobId: number): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => run(jobId))
      .catch(log)
      .finally(() => running.delete(job));
    running.add(job);
  }

  return {
    async start(createdBy, records) {
      const [job] = await db.query<{ id: number }>(
        `insert into rtm_bulk_assign_jobs (created_by, status, records, total, created_at) values ($1, 'queued', $2::jsonb, $3, $4) returning id`,
        [createdBy, JSON.stringify(records), records.length, clock.now()],
      );
      if (!job) throw new Error('the bulk assignment job was not stored');
      launch(job.id);
      return job.id;
    },
    async resumeInterrupted() {
      await db.query(
        `update rtm_bulk_assign_jobs set status = 'failed', assigned = 0, message = $2, finished_at = $3
         where status in ('queued', 'running') and attempts >= $1`,
        [maxAttempts, message('assignmentBulkFailed'), clock.now()],
      );
      const open = await db.query<{ id: number }>(
        `update rtm_bulk_assign_jobs set status = 'queued', message = $1 where status in ('queued', 'running') returning id`,
        [message('assignmentBulkInterrupted')],
      );
      open.sort((a, b) => a.id - b.id);
      for (const job of open) launch(job.id);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
