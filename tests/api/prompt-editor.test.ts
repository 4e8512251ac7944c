// Store Prompts of the prompt editor (document 3, sections 2.14, 5 and 7.7) on a real middleware
// and database: the version's GET with its header, storing a whole flow (kept on reload and played
// by the patient prompt flow machine), the editor's validation and the graph rules refused 422
// naming the prompt, nothing half-stored, answered prompts kept, and who may store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { components } from '../../src/generated/api';
import { fromServer } from '../../domain/promptEditor/promptEditorState';
import type { EditorPrompt } from '../../domain/promptEditor/promptRules';
import { promptFlowMachine, type SubmitRequest } from '../../machines/patientPrompt/promptFlowMachine';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type PromptData = components['schemas']['RtmPromptData'];
type Answer<T> = { status: number; body: { data: T; message?: string } };

let api: ApiServer;
const token = cachedSignIn(() => api);
const call = <T>(
  operationId: Parameters<ApiServer['call']>[0],
  who: string,
  body?: unknown,
  path?: Record<string, number | string>,
) => token(who).then((bearer) => api.call(operationId, body, bearer, path) as Promise<Answer<T>>);

/** A new empty version of the seeded RTM-KNEE template, so each test stores on its own. */
async function newVersion(identifier: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `insert into rtm_survey_template_versions (identifier, rtm_survey_template_id)
     select $1, id from rtm_survey_templates where identifier = 'RTM-KNEE' returning id`,
    [identifier],
  );
  if (!row) throw new Error('no RTM-KNEE template');
  return row.id;
}

const option = (id: string, identifier: string, text: string, to = '', textRequired = false) => ({
  id,
  identifier,
  option_text: text,
  maps_to_rtm_survey_prompt_title: to,
  maps_to_end: to === '',
  text_required: textRequired,
});
const prompt = (
  id: string,
  title: string,
  group: 1 | 2 | 3,
  options: EditorPrompt['rtm_survey_prompt_options'],
): EditorPrompt => ({
  id,
  title,
  group,
  description: `${title}?`,
  additional_information_id: group === 2 ? 'INFO-7' : '',
  additional_prompt_information: '',
  rtm_survey_prompt_options: options,
});

/** Pain → (Yes) Where → (Knee) Severity → end; Pain → (No) end; Where → (Other, with text) end. */
const flow = (): EditorPrompt[] => [
  prompt('new-1', 'Pain', 1, [option('new-2', 'Pain_1', 'Yes', 'Where'), option('new-3', 'Pain_2', 'No')]),
  prompt('new-4', 'Where', 2, [
    option('new-5', 'Where_1', 'Knee', 'Severity'),
    option('new-6', 'Where_2', 'Other', '', true),
  ]),
  prompt('new-7', 'Severity', 3, [option('new-8', 'Severity_1', 'Bad')]),
];

const store = (versionId: number, prompts: unknown, who = 'rtmconfig') =>
  call<PromptData>(
    'storeTemplateVersionPrompts',
    who,
    { template_version_id: versionId, prompts },
    { id: versionId },
  );

beforeAll(async () => {
  api = await startApiServer({ patients: 4 });
});
afterAll(async () => {
  await api.close();
});

describe('loading a version', () => {
  it("[prompt-editor-load] [prompt-editor-header] answers the version's prompts with its template's identifier and name and its own identifier", async () => {
    const [version] = await api.db.query<{ id: number }>(
      "select id from rtm_survey_template_versions where identifier = 'RTM-KNEE-V1'",
    );
    const { status, body } = await call<PromptData>('getTemplateVersionPrompts', 'rtmconfig', undefined, {
      id: version?.id ?? 0,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      template_identifier: 'RTM-KNEE',
      template_name: 'Post-op Knee Check-in',
      version_identifier: 'RTM-KNEE-V1',
    });
    expect(body.data.prompts.filter((candidate) => candidate.group === 1)).toHaveLength(1);
  });
});

describe('Store Prompts', () => {
  it('[prompt-editor-store-call] [prompt-editor-maps-to-end-derived] stores the flow; a reload answers it, and the patient prompt flow walks it', async () => {
    const versionId = await newVersion('PE-STORE');
    const stored = await store(versionId, flow());
    expect(stored.status, stored.body.message).toBe(200);
    const { body } = await call<PromptData>('getTemplateVersionPrompts', 'superadmin', undefined, {
      id: versionId,
    });
    expect(body.data.prompts).toEqual(stored.body.data.prompts);
    expect(
      body.data.prompts.map((candidate) => [
        candidate.title,
        candidate.group,
        candidate.additional_information_id,
      ]),
    ).toEqual([
      ['Pain', 1, null],
      ['Where', 2, 'INFO-7'],
      ['Severity', 3, null],
    ]);
    // The editor reads back what it stored (targets by title, maps_to_end derived).
    const again = fromServer(body.data.prompts);
    expect(
      again.map(({ title, rtm_survey_prompt_options }) => [
        title,
        rtm_survey_prompt_options.map((o) => [
          o.identifier,
          o.maps_to_rtm_survey_prompt_title,
          o.maps_to_end,
          o.text_required,
        ]),
      ]),
    ).toEqual([
      [
        'Pain',
        [
          ['Pain_1', 'Where', false, false],
          ['Pain_2', '', true, false],
        ],
      ],
      [
        'Where',
        [
          ['Where_1', 'Severity', false, false],
          ['Where_2', '', true, true],
        ],
      ],
      ['Severity', [['Severity_1', '', true, false]]],
    ]);
    // The patient prompt flow plays the stored version: Pain → Where → Severity → end.
    const actor = createActor(
      promptFlowMachine.provide({
        actors: { submitResponses: fromPromise<unknown, SubmitRequest>(() => Promise.resolve({})) },
      }),
      {
        input: { prompts: body.data.prompts, patientVersionId: 1 },
      },
    ).start();
    const byTitle = (title: string) => body.data.prompts.find((candidate) => candidate.title === title)!;
    const choose = (title: string, text: string) =>
      actor.send({
        type: 'CHOOSE',
        promptId: byTitle(title).id,
        optionId: byTitle(title).rtm_survey_prompt_options.find((o) => o.option_text === text)!.id,
      });
    choose('Pain', 'Yes');
    choose('Where', 'Knee');
    choose('Severity', 'Bad');
    expect(actor.getSnapshot().context.steps.map((step) => step.promptId)).toEqual(
      ['Pain', 'Where', 'Severity'].map((title) => byTitle(title).id),
    );
    expect(actor.getSnapshot().context.steps.every((step) => step.answered)).toBe(true);
  });

  it('[prompt-editor-client-ids] storing again with the ids the server answered updates in place; new client ids add, left-out ones go', async () => {
    const versionId = await newVersion('PE-UPDATE');
    const first = await store(versionId, flow());
    const edited = fromServer(first.body.data.prompts);
    const pain = edited[0]!;
    pain.title = 'Hurt';
    pain.rtm_survey_prompt_options[1] = option('new-9', 'Hurt_2', 'Not at all');
    const second = await store(versionId, edited);
    expect(second.status, second.body.message).toBe(200);
    const [hurt] = second.body.data.prompts;
    expect(hurt?.id).toBe(first.body.data.prompts[0]?.id);
    expect(hurt?.title).toBe('Hurt');
    expect(hurt?.rtm_survey_prompt_options.map((o) => o.option_text)).toEqual(['Yes', 'Not at all']);
    expect(hurt?.rtm_survey_prompt_options[0]?.id).toBe(
      first.body.data.prompts[0]?.rtm_survey_prompt_options[0]?.id,
    );
    const [{ count } = { count: 0 }] = await api.db.query<{ count: number }>(
      'select count(*)::int as count from rtm_survey_prompt_options where id = $1',
      [first.body.data.prompts[0]?.rtm_survey_prompt_options[1]?.id],
    );
    expect(count).toBe(0);
  });

  const refusals: [string, (prompts: EditorPrompt[]) => EditorPrompt[], string][] = [
    [
      '[prompt-editor-titles-unique]',
      (p) => [...p, prompt('new-10', 'Severity ', 3, [option('new-11', 'Again_1', 'Again')])],
      'Prompt title "Severity" is used by more than one prompt.',
    ],
    [
      '[prompt-editor-option-ids-unique]',
      (p) => ((p[0]!.rtm_survey_prompt_options[1]!.identifier = 'Pain_1'), p),
      'Prompt "Pain" has a response identifier used more than once.',
    ],
    [
      '(a prompt mapping to itself)',
      (p) => ((p[0]!.rtm_survey_prompt_options[1] = option('new-9', 'Pain_2', 'No', 'Pain')), p),
      'Prompt "Pain" leads back to itself.',
    ],
    [
      '[prompt-editor-non-blank]',
      (p) => ((p[1]!.description = '   '), p),
      'Prompt "Where" has a blank title, description, response identifier or response text.',
    ],
    [
      '[prompt-editor-target-required]',
      (p) => (
        (p[1]!.rtm_survey_prompt_options[0]!.maps_to_end = false),
        (p[1]!.rtm_survey_prompt_options[0]!.maps_to_rtm_survey_prompt_title = ''),
        p
      ),
      'A response of prompt "Where" needs a Maps to prompt or Maps to End.',
    ],
    [
      '(a dangling target)',
      (p) => ((p[0]!.rtm_survey_prompt_options[1] = option('new-9', 'Pain_2', 'No', 'Ghost')), p),
      'Prompt "Pain" maps to "Ghost", which is not a prompt of this version.',
    ],
    [
      '(a cycle)',
      (p) => ((p[2]!.rtm_survey_prompt_options[0] = option('new-9', 'Severity_1', 'Bad', 'Where')), p),
      'Prompt "Where" leads back to itself.',
    ],
    ['(no group-1 prompt)', (p) => p.slice(1), 'A prompt in group 1 is required.'],
    [
      '[prompt-editor-map-target-later]',
      (p) => (
        (p[2]!.group = 2),
        (p[1]!.rtm_survey_prompt_options[0]!.maps_to_rtm_survey_prompt_title = 'Severity'),
        p
      ),
      'A response of prompt "Where" maps to a prompt that is not in a later group.',
    ],
  ];
  it.each(refusals)(
    '%s a flow breaking the rules is refused 422 naming the prompt, and nothing is stored',
    async (_rule, change, expected) => {
      const versionId = await newVersion(`PE-BAD-${_rule.replace(/\W+/g, '')}`);
      const { status, body } = await store(versionId, change(flow()));
      expect(status).toBe(422);
      expect(body.message).toBe(expected);
      const read = await call<PromptData>('getTemplateVersionPrompts', 'rtmconfig', undefined, {
        id: versionId,
      });
      expect(read.body.data.prompts).toEqual([]);
    },
  );

  it('refuses a body for another version, an unknown version, and a malformed prompt', async () => {
    const versionId = await newVersion('PE-MISMATCH');
    const other = await call(
      'storeTemplateVersionPrompts',
      'rtmconfig',
      { template_version_id: versionId + 1000, prompts: flow() },
      { id: versionId },
    );
    expect(other.status).toBe(422);
    const unknown = await store(999_999, flow());
    expect(unknown.status).toBe(404);
    const malformed = await store(versionId, [{ ...flow()[0], group: 4 }]);
    expect(malformed.status).toBe(422);
  });

  it('a prompt patients have answered cannot be removed from its version', async () => {
    const versionId = await newVersion('PE-ANSWERED');
    const first = await store(versionId, flow());
    const pain = first.body.data.prompts[0]!;
    const [patient] = await api.db.query<{ id: number }>('select id from patients order by id limit 1');
    const [user] = await api.db.query<{ id: number }>("select id from users where username = 'rtmconfig'");
    const [assignment] = await api.db.query<{ id: number }>(
      `insert into rtm_patient_template_versions (patient_id, template_version_id, removed_at) values ($1, $2, now()) returning id`,
      [patient?.id, versionId],
    );
    await api.db.query(
      `insert into rtm_patient_prompt_responses (patient_version_id, prompt_id, option_id, responded_by, responded_at) values ($1, $2, $3, $4, now())`,
      [assignment?.id, pain.id, pain.rtm_survey_prompt_options[1]?.id, user?.id],
    );
    const without = fromServer(first.body.data.prompts);
    without[0]!.rtm_survey_prompt_options.pop();
    const { status, body } = await store(versionId, without);
    expect(status).toBe(422);
    expect(body.message).toBe('Prompt "Pain" has patient answers and cannot be removed from this version.');
  });

  it('only the survey template library roles may store: super admin and RTM configuration manager', async () => {
    const versionId = await newVersion('PE-WHO');
    expect((await store(versionId, flow(), 'superadmin')).status).toBe(200);
    expect((await store(versionId, flow(), 'pma')).status).toBe(403);
    expect(
      (
        await api.call(
          'storeTemplateVersionPrompts',
          { template_version_id: versionId, prompts: flow() },
          undefined,
          { id: versionId },
        )
      ).status,
    ).toBe(401);
  });
});
