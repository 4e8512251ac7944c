// The RTM prompt calls of document 2 (sections 3, 4 "Prompt flow", 6 and 7) on a real middleware
// and database: the seeded templates' branching flows, a patient's assignment, storing an answered
// flow and refusing anything that is not a walk of it, who may call them, the patient data scope
// and the audit. The demo seed assigns the first demo patients to the two templates in turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { message } from '../../src/generated/catalog';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type PromptData = components['schemas']['RtmPromptData'];
type Prompt = components['schemas']['RtmPrompt'];
type Submission = components['schemas']['RtmPromptSubmission'];
type Answer<T> = { status: number; body: { data: T; message?: string } };
interface Response {
  prompt_id: number;
  option_id: number;
  text_response?: string | null;
}

let api: ApiServer;
const token = cachedSignIn(() => api);

const call = <T>(
  operationId: Parameters<ApiServer['call']>[0],
  who: string,
  body?: unknown,
  path?: Record<string, number | string>,
) => token(who).then((bearer) => api.call(operationId, body, bearer, path) as Promise<Answer<T>>);

/** The first assigned patient of the template `identifier`, with its assignment's prompts. */
async function assignedPatient(identifier: string): Promise<{ patientId: number; data: PromptData }> {
  const [row] = await api.db.query<{ patient_id: number }>(
    `select a.patient_id from rtm_patient_template_versions a
     join rtm_survey_template_versions v on v.id = a.template_version_id
     join rtm_survey_templates t on t.id = v.rtm_survey_template_id
     where t.identifier = $1 and a.removed_at is null order by a.patient_id limit 1`,
    [identifier],
  );
  if (!row) throw new Error(`no patient assigned to ${identifier}`);
  const { status, body } = await call<PromptData>('getPatientPrompts', 'pma', undefined, { id: row.patient_id });
  expect(status, body.message).toBe(200);
  return { patientId: row.patient_id, data: body.data };
}

/** The answers of a walk that chooses the options with these texts, in turn, from the group-1 prompt. */
function walk(prompts: readonly Prompt[], choices: readonly (string | [string, string])[]): Response[] {
  let prompt = prompts.find((candidate) => candidate.group === 1);
  return choices.map((choice) => {
    const [text, textResponse] = typeof choice === 'string' ? [choice, undefined] : choice;
    const option = prompt?.rtm_survey_prompt_options.find((candidate) => candidate.option_text === text);
    if (!prompt || !option) throw new Error(`no option ${text} on ${prompt?.title ?? 'the end'}`);
    const answer = { prompt_id: prompt.id, option_id: option.id, ...(textResponse === undefined ? {} : { text_response: textResponse }) };
    prompt = prompts.find((candidate) => candidate.id === option.maps_to_rtm_survey_prompt_id);
    return answer;
  });
}

const submit = (patientVersionId: number, responses: Response[], who = 'pma') =>
  call<Submission>('submitPatientPromptResponses', who, { responses }, { id: patientVersionId });

beforeAll(async () => {
  api = await startApiServer({ patients: 40 });
});
afterAll(async () => {
  await api.close();
});

describe("a patient's prompts", () => {
  it('[rtm-prompt-groups] answers the assigned version: prompts in groups 1 to 3, one group-1 prompt to start from, options mapping to a later prompt or to the end', async () => {
    for (const identifier of ['RTM-KNEE', 'RTM-PAIN']) {
      const { data } = await assignedPatient(identifier);
      expect(data.patient_version_id).toEqual(expect.any(Number));
      const groups = data.prompts.map((prompt) => prompt.group);
      expect(new Set(groups)).toEqual(new Set([1, 2, 3]));
      expect(groups.filter((group) => group === 1)).toHaveLength(1);
      const options = data.prompts.flatMap((prompt) => prompt.rtm_survey_prompt_options.map((option) => ({ prompt, option })));
      expect(options.some(({ option }) => option.text_required)).toBe(true);
      expect(options.some(({ option }) => option.maps_to_end)).toBe(true);
      for (const { prompt, option } of options) {
        const target = data.prompts.find((candidate) => candidate.id === option.maps_to_rtm_survey_prompt_id);
        expect(option.maps_to_end).toBe(target === undefined);
        expect(option.maps_to_rtm_survey_prompt_title).toBe(target?.title ?? null);
        if (target) expect(target.group).toBeGreaterThan(prompt.group);
      }
    }
  });

  it('a branch: the group-1 prompt leads to different group-2 prompts by option', async () => {
    const { data } = await assignedPatient('RTM-KNEE');
    const first = data.prompts.find((prompt) => prompt.group === 1);
    const targets = new Set(first?.rtm_survey_prompt_options.map((option) => option.maps_to_rtm_survey_prompt_title));
    expect(targets).toEqual(new Set(['SESSION_GOAL', 'PAIN_LOCATION', null]));
  });

  it('the two templates have distinct tile colours', async () => {
    const rows = await api.db.query<{ tile_color_hex: string }>('select distinct tile_color_hex from rtm_survey_templates');
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('answers no prompts and no patient_version_id for a patient without an assignment', async () => {
    const [row] = await api.db.query<{ id: number }>(
      `select id from patients p where not archived
       and not exists (select 1 from rtm_patient_template_versions a where a.patient_id = p.id and a.removed_at is null) order by id limit 1`,
    );
    const { status, body } = await call<PromptData>('getPatientPrompts', 'pms', undefined, { id: row?.id ?? 0 });
    expect(status).toBe(200);
    expect(body.data).toEqual({ prompts: [], patient_version_id: null, template_version_id: null });
  });
});

describe("a version's prompts", () => {
  it("answers the same prompts as a patient's assignment to that version, with no patient_version_id", async () => {
    const { data } = await assignedPatient('RTM-PAIN');
    const { status, body } = await call<PromptData>('getTemplateVersionPrompts', 'rtmconfig', undefined, {
      id: data.template_version_id ?? 0,
    });
    expect(status).toBe(200);
    // The prompt editor's header comes with a version's prompts (document 3, section 2.14).
    expect(body.data).toEqual({
      ...data,
      patient_version_id: null,
      template_id: expect.any(Number) as number,
      template_identifier: 'RTM-PAIN',
      template_name: 'Pain Follow-up',
      version_identifier: 'RTM-PAIN-V1',
    });
    const missing = await call('getTemplateVersionPrompts', 'pma', undefined, { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(message('rtmPromptVersionNotFound'));
  });
});

describe('submitting an answered flow', () => {
  it('[rtm-prompt-submit-call] stores the answers of a walk with branch and required text under the patient_version_id, by whom and when', async () => {
    const { patientId, data } = await assignedPatient('RTM-KNEE');
    const responses = walk(data.prompts, ['Some pain or discomfort', ['Elsewhere', 'The left hip aches after pedalling.'], 'Continue the treatment plan']);
    const { status, body } = await submit(data.patient_version_id ?? 0, responses);
    expect(status, body.message).toBe(200);
    expect(body.data.patient_version_id).toBe(data.patient_version_id);
    expect(body.data.patient_id).toBe(patientId);
    expect(body.data.responses.map(({ prompt_id, option_id, text_response }) => ({ prompt_id, option_id, text_response }))).toEqual(
      responses.map((response) => ({ text_response: null, ...response })),
    );
    expect(body.data.responses.every((row) => row.responded_at === '2026-03-02T10:00:00.000Z')).toBe(true);
    const stored = await api.db.query<{ username: string; text_response: string | null }>(
      `select u.username, r.text_response from rtm_patient_prompt_responses r join users u on u.id = r.responded_by
       where r.patient_version_id = $1 order by r.id`,
      [data.patient_version_id],
    );
    expect(stored.map((row) => row.username)).toEqual(['pma', 'pma', 'pma']);
    expect(stored[1]?.text_response).toBe('The left hip aches after pedalling.');
  });

  it('stores a flow that ends at its first prompt, and the same flow again after a later interaction', async () => {
    const { data } = await assignedPatient('RTM-PAIN');
    const responses = walk(data.prompts, ['Lower than before the session']);
    expect((await submit(data.patient_version_id ?? 0, responses)).status).toBe(200);
    expect((await submit(data.patient_version_id ?? 0, responses, 'superadmin')).status).toBe(200);
  });

  it('refuses answers that are not a walk of the flow, saying why, and stores none of them', async () => {
    const { data } = await assignedPatient('RTM-KNEE');
    const id = data.patient_version_id ?? 0;
    const good = walk(data.prompts, ['Doing well', ['No', 'Stopped after ten minutes.'], 'Call again tomorrow']);
    const [first, second, third] = good;
    if (!first || !second || !third) throw new Error('walk too short');
    const other = await assignedPatient('RTM-PAIN');
    const foreign = walk(other.data.prompts, ['Lower than before the session']);
    const refusals: [Response[], string][] = [
      [[second, third], message('rtmPromptWalkStart')],
      [[first, third], message('rtmPromptWalkNext')],
      [[first, second], message('rtmPromptWalkEnd')],
      [[...good, third], message('rtmPromptWalkNext')],
      [[{ ...first, option_id: third.option_id }, second, third], message('rtmPromptUnknownAnswer')],
      [foreign, message('rtmPromptUnknownAnswer')],
      [[first, { ...second, text_response: '   ' }, third], message('rtmPromptTextUnsaved')],
      [[first, { prompt_id: second.prompt_id, option_id: second.option_id }, third], message('rtmPromptTextUnsaved')],
    ];
    const [before] = await api.db.query<{ count: number }>('select count(*)::int as count from rtm_patient_prompt_responses');
    for (const [responses, expected] of refusals) {
      const { status, body } = await submit(id, responses);
      expect(status, JSON.stringify(responses)).toBe(422);
      expect(body.message).toBe(expected);
    }
    const tooLong = await submit(id, [first, { ...second, text_response: 'x'.repeat(501) }, third]);
    expect(tooLong.status).toBe(422);
    const [after] = await api.db.query<{ count: number }>('select count(*)::int as count from rtm_patient_prompt_responses');
    expect(after?.count).toBe(before?.count);
    expect((await submit(id, good)).status).toBe(200);
  });
});

describe('who and which patients', () => {
  it('refuses users who are not super users (the RTM dashboard is theirs)', async () => {
    const { patientId, data } = await assignedPatient('RTM-KNEE');
    expect((await call('getPatientPrompts', 'surgeon', undefined, { id: patientId })).status).toBe(403);
    expect((await call('getTemplateVersionPrompts', 'staff', undefined, { id: data.template_version_id ?? 0 })).status).toBe(403);
    const responses = walk(data.prompts, ['Doing well', 'Yes']);
    expect((await submit(data.patient_version_id ?? 0, responses, 'surgeon')).status).toBe(403);
  });

  it('answers an out-of-scope (archived) or unknown patient and its assignment 404, like a missing one', async () => {
    const [row] = await api.db.query<{ patient_id: number; id: number }>(
      `select patient_id, id from rtm_patient_template_versions where removed_at is null order by patient_id desc limit 1`,
    );
    const patientId = row?.patient_id ?? 0;
    const { body } = await call<PromptData>('getPatientPrompts', 'pms', undefined, { id: patientId });
    const responses = walk(body.data.prompts, [body.data.prompts[0]?.rtm_survey_prompt_options.find((option) => option.maps_to_end && !option.text_required)?.option_text ?? '']);
    await api.db.query('update patients set archived = true where id = $1', [patientId]);
    try {
      const read = await call('getPatientPrompts', 'pms', undefined, { id: patientId });
      expect(read.status).toBe(404);
      expect(read.body.message).toBe(message('patientNotFound'));
      const write = await submit(row?.id ?? 0, responses, 'pms');
      expect(write.status).toBe(404);
      expect(write.body.message).toBe(message('rtmPromptAssignmentNotFound'));
      expect((await call('getPatientPrompts', 'pms', undefined, { id: 999_999 })).status).toBe(404);
      expect((await submit(999_999, responses, 'pms')).status).toBe(404);
    } finally {
      await api.db.query('update patients set archived = false where id = $1', [patientId]);
    }
  });

  it("audits reading a patient's prompts and storing the answers, with the patient", async () => {
    const { patientId, data } = await assignedPatient('RTM-PAIN');
    await submit(data.patient_version_id ?? 0, walk(data.prompts, ['Lower than before the session']), 'pmm');
    const rows = await api.db.query<{ operation: string; patient_id: string }>(
      `select operation, patient_id::text from audit_log
       where operation in ('getPatientPrompts', 'submitPatientPromptResponses') and patient_id = $1 order by id`,
      [patientId],
    );
    expect(rows.map((row) => row.operation)).toEqual(expect.arrayContaining(['getPatientPrompts', 'submitPatientPromptResponses']));
  });
});
