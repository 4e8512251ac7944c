// Who hears of a template assignment written (issue 25, finding 14), over real portal sockets
// (/api/events) of a real server: an assign, a reassign and a bulk job each announce the
// assignment by its own id (version_patient_id, what the assignment list's rows carry), to the
// users who may see the assignment's patient (a clinic user of the patient's practice), and to
// nobody of another practice. Each "nothing" is shown the way tests/api/realtime.test.ts does: the
// outsider's next message is a later write of their own practice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { openTestSocket, type TestSocket } from './harness/testSocket';

type Result = components['schemas']['AssignmentResult'];
type Job = components['schemas']['BulkAssignJob'];

let api: ApiServer;
const token = cachedSignIn(() => api);
let version: { template_id: number; template_version_id: number };
/** The staff user's practice (Northside) and a practice of another clinic user (Lakeview). */
let insidePractice: number;
let outsidePractice: number;

async function practiceId(name: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from practices where name = $1', [name]);
  if (!row) throw new Error(`no practice ${name}`);
  return row.id;
}

/** Live patients of `practice` without an active assignment. */
async function unassignedOf(practice: number, count: number): Promise<{ id: number; identifier: string }[]> {
  const rows = await api.db.query<{ id: number; identifier: string }>(
    `select p.id, p.identifier::text as identifier from patients p where not p.archived and p.practice_id = $1
     and not exists (select 1 from rtm_patient_template_versions a where a.patient_id = p.id and a.removed_at is null)
     order by p.id limit $2`,
    [practice, count],
  );
  if (rows.length < count) throw new Error(`practice ${String(practice)} has fewer than ${String(count)} unassigned patients`);
  return rows;
}

async function listening(username: string): Promise<TestSocket> {
  const socket = await openTestSocket(`${api.baseUrl.replace('http', 'ws')}/api/events`);
  socket.send({ type: 'auth', token: await token(username) });
  expect(await socket.next()).toMatchObject({ type: 'ready' });
  return socket;
}

async function assign(identifier: string): Promise<Result['assignment']> {
  const { status, body } = await api.call<{ data: Result }>('assignTemplateVersion', { patient_id: identifier, ...version }, await token('rtmconfig'));
  expect(status).toBe(200);
  return body.data.assignment;
}

/** Shows that nothing before it reached `outsider`: a write of their own practice must be their next message. */
async function expectNothingBefore(outsider: TestSocket): Promise<void> {
  const [theirs] = await unassignedOf(outsidePractice, 1);
  const assignment = await assign(theirs?.identifier ?? '');
  expect(await outsider.next()).toEqual({ type: 'change', resource: 'templateAssignments', id: assignment.version_patient_id, operationId: 'assignTemplateVersion' });
}

const isAssignmentChange = (message: Record<string, unknown>) => message.type === 'change' && message.resource === 'templateAssignments';

beforeAll(async () => {
  api = await startApiServer({ patients: 80 });
  const [first] = await api.db.query<{ template_id: number; template_version_id: number }>(
    'select rtm_survey_template_id as template_id, id as template_version_id from rtm_survey_template_versions order by id limit 1',
  );
  if (!first) throw new Error('the demo has no template version');
  version = first;
  insidePractice = await practiceId('Northside Orthopaedics');
  outsidePractice = await practiceId('Lakeview Surgical Center');
}, 180_000);
afterAll(async () => {
  await api.close();
});

describe('template assignment change events (x-cadence-changes of specs/api/rtm-assignments.yaml)', () => {
  it('issue 25 finding 14: an assign reaches the users who may see the patient, keyed by the new assignment\'s id, and no other practice', async () => {
    const insider = await listening('staff');
    const outsider = await listening('surgicalcenter');
    const [patient] = await unassignedOf(insidePractice, 1);
    const assignment = await assign(patient?.identifier ?? '');
    // Keyed by the assignment's id, not by the 7-digit Patient ID the call was sent.
    expect(await insider.nextMatching(isAssignmentChange)).toEqual({
      type: 'change',
      resource: 'templateAssignments',
      id: assignment.version_patient_id,
      operationId: 'assignTemplateVersion',
    });
    await expectNothingBefore(outsider);
    insider.close();
    outsider.close();
  });

  it('issue 25 finding 14: a reassign is keyed by the assignment that replaces the old one (the id the list now shows)', async () => {
    const [patient] = await unassignedOf(insidePractice, 1);
    const old = await assign(patient?.identifier ?? '');
    const insider = await listening('staff');
    const outsider = await listening('surgicalcenter');
    const [other] = await api.db.query<{ template_id: number; template_version_id: number }>(
      'select rtm_survey_template_id as template_id, id as template_version_id from rtm_survey_template_versions where id <> $1 order by id limit 1',
      [version.template_version_id],
    );
    const { status, body } = await api.call<{ data: Result }>('reassignTemplateVersion', { version_patient_id: old.version_patient_id, ...other }, await token('rtmconfig'));
    expect(status).toBe(200);
    expect(body.data.assignment.version_patient_id).not.toBe(old.version_patient_id);
    expect(await insider.nextMatching(isAssignmentChange)).toEqual({
      type: 'change',
      resource: 'templateAssignments',
      id: body.data.assignment.version_patient_id,
      operationId: 'reassignTemplateVersion',
    });
    await expectNothingBefore(outsider);
    insider.close();
    outsider.close();
  });

  it('issue 25 finding 14: a bulk job announces each assignment it made to who may see its patient, never by its job id to another practice', async () => {
    const patients = await unassignedOf(insidePractice, 3);
    // The reported fault: the job's id was taken for an assignment's, and the assignment of that
    // id belonged to another practice's patient, whose users heard of the job. Make the job's id
    // such an assignment's id.
    const [foreign] = await api.db.query<{ id: number }>(
      `select a.id from rtm_patient_template_versions a join patients p on p.id = a.patient_id where p.practice_id = $1 order by a.id limit 1`,
      [outsidePractice],
    );
    if (!foreign) throw new Error('no assignment of a Lakeview patient');
    await api.db.query(`select setval(pg_get_serial_sequence('rtm_bulk_assign_jobs', 'id'), $1, false)`, [foreign.id]);

    const insider = await listening('staff');
    const outsider = await listening('surgicalcenter');
    const records = patients.map((patient, index) => ({ patient_id: patient.identifier, ...version, line: index + 2 }));
    const started = await api.call<{ data: { job_id: number } }>('bulkAssignTemplateVersions', { records }, await token('rtmconfig'));
    expect(started.status).toBe(200);
    expect(started.body.data.job_id).toBe(foreign.id);

    const heard: Record<string, unknown>[] = [];
    // The job runs after the call answered: its events follow, one per assignment.
    for (let index = 0; index < patients.length; index++) heard.push(await insider.nextMatching(isAssignmentChange));
    const ids = (await api.db.query<{ id: number }>(
      'select id from rtm_patient_template_versions where removed_at is null and patient_id = any($1::int[]) order by id',
      [patients.map((patient) => patient.id)],
    )).map((row) => row.id);
    expect(ids).toHaveLength(patients.length);
    expect(heard.map((message) => message.id).sort((a, b) => Number(a) - Number(b))).toEqual(ids);
    expect(heard.every((message) => message.operationId === 'bulkAssignTemplateVersions')).toBe(true);
    const job = await api.call<{ data: Job }>('getBulkAssignJobStatus', undefined, await token('rtmconfig'));
    expect(job.body.data).toMatchObject({ job_id: foreign.id, status: 'completed', assigned: patients.length });
    await expectNothingBefore(outsider);
    insider.close();
    outsider.close();
  });
});
