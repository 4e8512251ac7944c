// The RTM Survey Template Library's calls (document 3, sections 2.13, 3, 5, 6, 7.7 and 8) on a real
// middleware and database: the library in order, reorder (complete, unique orders, else nothing
// changes), create and edit with the PT/PTA rule, archive, versions (a new one copies the latest
// version's prompts), the auto-assign choices, and who may call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { message } from '../../src/generated/catalog';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type Template = components['schemas']['RtmTemplate'];
type Version = components['schemas']['RtmTemplateVersion'];
type Entry = components['schemas']['AutoAssignConfigEntry'];
interface Answer<T> {
  status: number;
  body: { data: T; message?: string; form_error?: { name: string; message: string }; validation_errors?: Record<string, string[]> };
}

let api: ApiServer;
const token = cachedSignIn(() => api);

async function call<T>(operationId: Parameters<ApiServer['call']>[0], body?: unknown, who = 'rtmconfig', path?: Record<string, number>) {
  return (await api.call(operationId, body, await token(who), path)) as unknown as Answer<T>;
}

const list = async () => (await call<Template[]>('listRtmTemplates')).body.data;
const newTemplate = (identifier: string, extra: Record<string, unknown> = {}) =>
  call<Template>('createRtmTemplate', { identifier, name: `Template ${identifier}`, pt_assignable: true, pta_assignable: false, ...extra });

beforeAll(async () => {
  api = await startApiServer({ patients: 4 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('the library', () => {
  it('[survey-templates-library] [survey-templates-fields] lists the templates by order with identifier, name, colour, PT/PTA, patient_not_in_session, order and versions', async () => {
    const templates = await list();
    expect(templates.map((template) => template.identifier).slice(0, 2)).toEqual(['RTM-KNEE', 'RTM-PAIN']);
    expect(templates[0]).toMatchObject({
      name: 'Post-op Knee Check-in',
      tile_color_hex: '#0899b7',
      pt_assignable: true,
      pta_assignable: true,
      patient_not_in_session: false,
    });
    expect(typeof templates[0]?.order).toBe('number');
    expect(templates[0]?.rtm_survey_template_versions.map(({ identifier, prompt_count }) => ({ identifier, prompt_count }))).toEqual([
      { identifier: 'RTM-KNEE-V1', prompt_count: 5 },
    ]);
  });

  it('[survey-templates-default-colour] a template created without a colour gets #0899b7 and goes last', async () => {
    const { status, body } = await newTemplate('COLOUR-1');
    expect(status, body.message).toBe(200);
    expect(body.data.tile_color_hex).toBe('#0899b7');
    const templates = await list();
    expect(templates.at(-1)?.identifier).toBe('COLOUR-1');
  });

  it('[survey-templates-pt-pta] refuses a template assignable to neither PT nor PTA, on create and on edit', async () => {
    const refused = await newTemplate('NEITHER', { pt_assignable: false, pta_assignable: false });
    expect(refused.status).toBe(422);
    expect(refused.body.form_error).toEqual({ name: 'pt_assignable', message: 'Please assign to PT or PTA or both' });
    const created = await newTemplate('EDIT-ME', { tile_color_hex: '#123abc', patient_not_in_session: true });
    const edit = { id: created.body.data.id, identifier: 'EDIT-ME', name: 'Edited', pt_assignable: false, pta_assignable: false };
    expect((await call('updateRtmTemplate', edit)).body.form_error?.message).toBe(message('rtmTemplatePtOrPta'));
    const saved = await call<Template>('updateRtmTemplate', { ...edit, pta_assignable: true, tile_color_hex: '#abcdef' });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Edited', pt_assignable: false, pta_assignable: true, tile_color_hex: '#abcdef' });
  });

  it('refuses a Template ID another template has, a bad colour and a missing name with field messages', async () => {
    expect((await newTemplate('RTM-KNEE')).body.form_error).toEqual({ name: 'identifier', message: message('rtmTemplateIdentifierTaken') });
    const colour = await newTemplate('BAD-COLOUR', { tile_color_hex: 'blue' });
    expect(colour.status).toBe(422);
    expect(Object.keys(colour.body.validation_errors ?? {})).toContain('tile_color_hex');
    const missing = await call('createRtmTemplate', { identifier: 'NO-NAME', pt_assignable: true, pta_assignable: true });
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors?.name).toEqual(['Name is required.']);
    expect((await newTemplate('   ')).body.form_error).toEqual({ name: 'identifier', message: 'Required' });
  });

  it('[survey-templates-archive] archiving takes the template out of the library; its id is then 404', async () => {
    const created = await newTemplate('ARCHIVE-ME');
    const id = created.body.data.id;
    expect((await call('archiveRtmTemplate', undefined, 'rtmconfig', { id })).status).toBe(200);
    expect((await list()).some((template) => template.id === id)).toBe(false);
    expect((await call('getRtmTemplate', undefined, 'rtmconfig', { id })).status).toBe(404);
    expect((await call('archiveRtmTemplate', undefined, 'rtmconfig', { id })).body.message).toBe(message('rtmTemplateNotFound'));
    expect((await call('getRtmTemplate', undefined, 'rtmconfig', { id: 999_999 })).status).toBe(404);
  });
});

describe('reorder', () => {
  it('[survey-templates-reorder-call] PUT rtm_templates/reorder {templates: [{name, id, order}]} sets the library order', async () => {
    const before = await list();
    const reversed = [...before].reverse().map((template, order) => ({ name: template.name, id: template.id, order }));
    const { status, body } = await call<Template[]>('reorderRtmTemplates', { templates: reversed });
    expect(status, body.message).toBe(200);
    expect(body.data.map((template) => template.id)).toEqual(reversed.map((template) => template.id));
    expect((await list()).map((template) => template.id)).toEqual(reversed.map((template) => template.id));
  });

  it('[survey-templates-reorder-call] refuses an order that leaves a template out, repeats one or repeats an order; nothing changes', async () => {
    const before = (await list()).map((template) => template.id);
    const rows = before.map((id, order) => ({ id, order }));
    const attempts = [
      rows.slice(1),
      [...rows.slice(0, -1), { id: before[0], order: rows.length }],
      rows.map((row) => ({ ...row, order: 1 })),
      [...rows, { id: 999_999, order: 500 }],
    ];
    for (const templates of attempts) {
      const { status, body } = await call('reorderRtmTemplates', { templates });
      expect(status).toBe(422);
      expect(body.message).toBe(message('rtmTemplateReorderIncomplete'));
    }
    expect((await list()).map((template) => template.id)).toEqual(before);
  });
});

describe('versions', () => {
  it('[survey-templates-new-version] a new version is named after the template and copies the latest version\'s prompts and mappings', async () => {
    const knee = (await list()).find((template) => template.identifier === 'RTM-KNEE');
    if (!knee) throw new Error('no knee template');
    const { status, body } = await call<Version>('createRtmTemplateVersion', { rtm_survey_template_id: knee.id });
    expect(status, body.message).toBe(200);
    expect(body.data).toMatchObject({ identifier: 'RTM-KNEE-V2', rtm_survey_template_id: knee.id, prompt_count: 5 });
    const [first, second] = await Promise.all(
      [knee.rtm_survey_template_versions[0]?.id ?? 0, body.data.id].map(async (id) => (await call<{ prompts: { title: string; rtm_survey_prompt_options: { option_text: string; maps_to_rtm_survey_prompt_title: string | null }[] }[] }>('getTemplateVersionPrompts', undefined, 'superadmin', { id })).body.data.prompts),
    );
    const shape = (prompts: typeof first) =>
      prompts?.map((prompt) => [prompt.title, prompt.rtm_survey_prompt_options.map((option) => [option.option_text, option.maps_to_rtm_survey_prompt_title])]);
    expect(shape(second)).toEqual(shape(first));
    const versions = await call<Version[]>('listVersionsOfRtmTemplate', undefined, 'rtmconfig', { id: knee.id });
    expect(versions.body.data.map((version) => version.identifier)).toEqual(['RTM-KNEE-V1', 'RTM-KNEE-V2']);
    expect((await call<Version>('getRtmTemplateVersion', undefined, 'rtmconfig', { id: body.data.id })).body.data.identifier).toBe('RTM-KNEE-V2');
    const all = await call<Version[]>('listRtmTemplateVersions');
    expect(all.body.data.map((version) => version.identifier)).toEqual(expect.arrayContaining(['RTM-KNEE-V1', 'RTM-KNEE-V2', 'RTM-PAIN-V1']));
  });

  it('[survey-templates-new-version] the first version of a new template starts without prompts; an unknown template is 404', async () => {
    const created = await newTemplate('FRESH');
    const { body } = await call<Version>('createRtmTemplateVersion', { rtm_survey_template_id: created.body.data.id });
    expect(body.data).toMatchObject({ identifier: 'FRESH-V1', prompt_count: 0 });
    expect((await call('createRtmTemplateVersion', { rtm_survey_template_id: 999_999 })).status).toBe(404);
  });

  it('[survey-templates-archive-version] an archived version leaves the lists and its id is then 404', async () => {
    const created = await newTemplate('VERSIONS');
    const id = created.body.data.id;
    const first = await call<Version>('createRtmTemplateVersion', { rtm_survey_template_id: id });
    const second = await call<Version>('createRtmTemplateVersion', { rtm_survey_template_id: id });
    expect((await call('archiveRtmTemplateVersion', undefined, 'rtmconfig', { id: first.body.data.id })).status).toBe(200);
    const template = await call<Template>('getRtmTemplate', undefined, 'rtmconfig', { id });
    expect(template.body.data.rtm_survey_template_versions.map((version) => version.identifier)).toEqual([second.body.data.identifier]);
    expect((await call('getRtmTemplateVersion', undefined, 'rtmconfig', { id: first.body.data.id })).status).toBe(404);
    expect((await call('archiveRtmTemplateVersion', undefined, 'rtmconfig', { id: first.body.data.id })).body.message).toBe(
      message('rtmTemplateVersionNotFoundInLibrary'),
    );
  });
});

describe('auto-assign configuration', () => {
  it('[survey-templates-auto-assign] answers one entry per template (name, label, value) and saves a map of name to version id or null', async () => {
    const before = await call<Entry[]>('getAutoAssignConfig');
    expect(before.status).toBe(200);
    expect(before.body.data.find((entry) => entry.name === 'RTM-PAIN')).toEqual({ name: 'RTM-PAIN', label: 'Pain Follow-up', value: null });
    const pain = (await list()).find((template) => template.identifier === 'RTM-PAIN');
    const versionId = pain?.rtm_survey_template_versions[0]?.id ?? 0;
    const saved = await call<Entry[]>('updateAutoAssignConfig', { 'RTM-PAIN': versionId, 'RTM-KNEE': null });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.find((entry) => entry.name === 'RTM-PAIN')?.value).toBe(versionId);
    expect((await call<Entry[]>('getAutoAssignConfig')).body.data.find((entry) => entry.name === 'RTM-PAIN')?.value).toBe(versionId);
    expect((await call<Entry[]>('updateAutoAssignConfig', { 'RTM-PAIN': null })).body.data.find((entry) => entry.name === 'RTM-PAIN')?.value).toBeNull();
  });

  it('[survey-templates-auto-assign] refuses an unknown name or a version of another template, and changes nothing', async () => {
    const templates = await list();
    const knee = templates.find((template) => template.identifier === 'RTM-KNEE');
    const kneeVersion = knee?.rtm_survey_template_versions[0]?.id ?? 0;
    const unknown = await call('updateAutoAssignConfig', { 'NO-SUCH': null });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(message('rtmAutoAssignUnknownTemplate', { name: 'NO-SUCH' }));
    const wrong = await call('updateAutoAssignConfig', { 'RTM-KNEE': kneeVersion, 'RTM-PAIN': kneeVersion });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(message('rtmAutoAssignWrongVersion', { name: 'RTM-PAIN' }));
    expect((await call<Entry[]>('getAutoAssignConfig')).body.data.find((entry) => entry.name === 'RTM-KNEE')?.value).toBeNull();
  });
});

describe('who may', () => {
  it('[survey-templates-access] the super admin and the RTM configuration manager may; a monitoring manager, a CS manager and a surgeon are refused', async () => {
    for (const who of ['superadmin', 'rtmconfig']) expect((await call('listRtmTemplates', undefined, who)).status).toBe(200);
    for (const who of ['pmm', 'csmanager', 'surgeon']) {
      const { status, body } = await call('listRtmTemplates', undefined, who);
      expect(status).toBe(403);
      expect(body.message).toBe('This action is unauthorized.');
      expect((await call('reorderRtmTemplates', { templates: [{ id: 1, order: 0 }] }, who)).status).toBe(403);
      expect((await call('updateAutoAssignConfig', {}, who)).status).toBe(403);
    }
    expect((await api.call('listRtmTemplates', undefined, undefined)).status).toBe(401);
  });
});
