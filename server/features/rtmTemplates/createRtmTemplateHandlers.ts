// The RTM survey template library's operations (document 3, sections 2.13, 3, 5 and 7.7): who may
// call them is specs/access.yaml's rule; the readings (order, reorder, versions, auto-assign) are
// written at the top of specs/api/rtm-templates.yaml.
import { message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { findTemplate, findVersion, loadTemplates, loadVersions, templateNotFound } from './rtmTemplateRows';

interface TemplateFields {
  identifier: string;
  name: string;
  tile_color_hex?: string;
  patient_not_in_session?: boolean;
  pt_assignable: boolean;
  pta_assignable: boolean;
}

const defaultTileColour = '#0899b7';

/** [survey-templates-pt-pta]: assignable to PT or PTA or both; a Template ID no other template has. */
/** A template's stored columns from a create or update body, in the order both statements list them. */
function storedFields(fields: TemplateFields): unknown[] {
  return [
    fields.identifier.trim(),
    fields.name.trim(),
    fields.tile_color_hex ?? defaultTileColour,
    fields.patient_not_in_session ?? false,
    fields.pt_assignable,
    fields.pta_assignable,
  ];
}

async function checkTemplate(db: Queryable, fields: TemplateFields, id: number | null): Promise<void> {
  if (fields.identifier.trim() === '') throw ApiError.formError('identifier', message('required'));
  if (fields.name.trim() === '') throw ApiError.formError('name', message('required'));
  if (!fields.pt_assignable && !fields.pta_assignable) throw ApiError.formError('pt_assignable', message('rtmTemplatePtOrPta'));
  const [taken] = await db.query<{ id: number }>(
    'select id from rtm_survey_templates where identifier = $1 and ($2::int is null or id <> $2)',
    [fields.identifier.trim(), id],
  );
  if (taken) throw ApiError.formError('identifier', message('rtmTemplateIdentifierTaken'));
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** The version identifier after the template's: RTM-KNEE-V2 for its second version. */
async function nextVersionIdentifier(db: Queryable, templateId: number, templateIdentifier: string): Promise<string> {
  const [counted] = await db.query<{ count: number }>(
    'select count(*)::int as count from rtm_survey_template_versions where rtm_survey_template_id = $1',
    [templateId],
  );
  for (let number = (counted?.count ?? 0) + 1; ; number += 1) {
    const identifier = `${templateIdentifier}-V${String(number)}`;
    const [taken] = await db.query<{ id: number }>('select id from rtm_survey_template_versions where identifier = $1', [identifier]);
    if (!taken) return identifier;
  }
}

/** Copies the prompts and options of version `from` into version `to`, mappings kept (by title). */
async function copyPrompts(db: Queryable, from: number, to: number): Promise<void> {
  await db.query(
    `insert into rtm_survey_prompts (template_version_id, title, group_number, description, additional_information_id, additional_prompt_information, sequence)
     select $2, title, group_number, description, additional_information_id, additional_prompt_information, sequence
     from rtm_survey_prompts where template_version_id = $1 order by id`,
    [from, to],
  );
  await db.query(
    `insert into rtm_survey_prompt_options (prompt_id, identifier, option_text, text_required, maps_to_prompt_id, sequence)
     select np.id, o.identifier, o.option_text, o.text_required, nt.id, o.sequence
     from rtm_survey_prompt_options o
     join rtm_survey_prompts op on op.id = o.prompt_id and op.template_version_id = $1
     join rtm_survey_prompts np on np.template_version_id = $2 and np.title = op.title
     left join rtm_survey_prompts ot on ot.id = o.maps_to_prompt_id and ot.template_version_id = $1
     left join rtm_survey_prompts nt on nt.template_version_id = $2 and nt.title = ot.title
     order by o.id`,
    [from, to],
  );
}

/** The auto-assign entries: one per listed template (name: its identifier, label: its name). */
async function loadAutoAssign(db: Queryable) {
  return db.query<{ name: string; label: string; value: number | null }>(
    `select identifier as name, name as label, auto_assign_version_id as value
     from rtm_survey_templates where not archived order by sequence, id`,
  );
}

/**
 * The handlers of specs/api/rtm-templates.yaml.
 *
 * @example
 * const handlers = createRtmTemplateHandlers(db, clock);
 */
export function createRtmTemplateHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    // [survey-templates-library] [survey-templates-fields]
    async listRtmTemplates() {
      return loadTemplates(db);
    },

    async getRtmTemplate(call) {
      return findTemplate(db, call.params.id);
    },

    // [survey-templates-default-colour]: a template without a colour gets #0899b7; it goes last.
    async createRtmTemplate(call) {
      const fields = call.body;
      return db.transaction(async (tx) => {
        await checkTemplate(tx, fields, null);
        try {
          const [created] = await tx.query<{ id: number }>(
            `insert into rtm_survey_templates (identifier, name, tile_color_hex, patient_not_in_session, pt_assignable, pta_assignable, sequence, created_at)
             values ($1, $2, $3, $4, $5, $6, (select coalesce(max(sequence) + 1, 0) from rtm_survey_templates where not archived), $7)
             returning id`,
            [...storedFields(fields), clock.now()],
          );
          return await findTemplate(tx, created?.id ?? 0);
        } catch (error) {
          if (isUniqueViolation(error)) throw ApiError.formError('identifier', message('rtmTemplateIdentifierTaken'));
          throw error;
        }
      });
    },

    async updateRtmTemplate(call) {
      const fields = call.body;
      return db.transaction(async (tx) => {
        await findTemplate(tx, fields.id);
        await checkTemplate(tx, fields, fields.id);
        try {
          await tx.query(
            `update rtm_survey_templates set identifier = $2, name = $3, tile_color_hex = $4, patient_not_in_session = $5,
               pt_assignable = $6, pta_assignable = $7 where id = $1`,
            [fields.id, ...storedFields(fields)],
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw ApiError.formError('identifier', message('rtmTemplateIdentifierTaken'));
          throw error;
        }
        return findTemplate(tx, fields.id);
      });
    },

    // [survey-templates-reorder-call]: every listed template once, each with its own order.
    async reorderRtmTemplates(call) {
      const { templates } = call.body;
      return db.transaction(async (tx) => {
        const listed = await tx.query<{ id: number }>('select id from rtm_survey_templates where not archived for update');
        const ids = new Set(templates.map((template) => template.id));
        const orders = new Set(templates.map((template) => template.order));
        const complete =
          ids.size === templates.length &&
          orders.size === templates.length &&
          listed.length === templates.length &&
          listed.every((row) => ids.has(row.id));
        if (!complete) throw new ApiError(422, { message: message('rtmTemplateReorderIncomplete') });
        await tx.query(
          `update rtm_survey_templates t set sequence = n.sequence
           from unnest($1::int[], $2::int[]) as n (id, sequence) where t.id = n.id`,
          [templates.map((template) => template.id), templates.map((template) => template.order)],
        );
        return loadTemplates(tx);
      });
    },

    // [survey-templates-archive]: the template leaves the library (and its auto-assign choice).
    async archiveRtmTemplate(call) {
      return db.transaction(async (tx) => {
        const template = await findTemplate(tx, call.params.id);
        await tx.query('update rtm_survey_templates set archived = true, auto_assign_version_id = null where id = $1', [template.id]);
        return template;
      });
    },

    async listRtmTemplateVersions() {
      return loadVersions(db);
    },

    async listVersionsOfRtmTemplate(call) {
      const template = await findTemplate(db, call.params.id);
      return template.rtm_survey_template_versions;
    },

    async getRtmTemplateVersion(call) {
      return findVersion(db, call.params.id);
    },

    // [survey-templates-new-version]: the next identifier, a copy of the latest version's prompts.
    async createRtmTemplateVersion(call) {
      return db.transaction(async (tx) => {
        const [template] = await tx.query<{ id: number; identifier: string }>(
          'select id, identifier from rtm_survey_templates where id = $1 and not archived for update',
          [call.body.rtm_survey_template_id],
        );
        if (!template) throw templateNotFound();
        const [latest] = await tx.query<{ id: number }>(
          'select id from rtm_survey_template_versions where rtm_survey_template_id = $1 and not archived order by id desc limit 1',
          [template.id],
        );
        const identifier = await nextVersionIdentifier(tx, template.id, template.identifier);
        const [created] = await tx.query<{ id: number }>(
          'insert into rtm_survey_template_versions (identifier, rtm_survey_template_id, created_at) values ($1, $2, $3) returning id',
          [identifier, template.id, clock.now()],
        );
        const id = created?.id ?? 0;
        if (latest) await copyPrompts(tx, latest.id, id);
        return findVersion(tx, id);
      });
    },

    // [survey-templates-archive-version]: the version leaves every list and every auto-assign choice.
    async archiveRtmTemplateVersion(call) {
      return db.transaction(async (tx) => {
        const version = await findVersion(tx, call.params.id);
        await tx.query('update rtm_survey_template_versions set archived = true where id = $1', [version.id]);
        await tx.query('update rtm_survey_templates set auto_assign_version_id = null where auto_assign_version_id = $1', [version.id]);
        return version;
      });
    },

    // [survey-templates-auto-assign]
    async getAutoAssignConfig() {
      return loadAutoAssign(db);
    },

    async updateAutoAssignConfig(call) {
      const choices = Object.entries(call.body);
      return db.transaction(async (tx) => {
        const templates = await tx.query<{ id: number; identifier: string }>(
          'select id, identifier from rtm_survey_templates where not archived for update',
        );
        const versions = await loadVersions(
          tx,
          templates.map((template) => template.id),
        );
        for (const [name, value] of choices) {
          const template = templates.find((candidate) => candidate.identifier === name);
          if (!template) throw new ApiError(422, { message: message('rtmAutoAssignUnknownTemplate', { name }) });
          if (value !== null && !versions.some((version) => version.id === value && version.rtm_survey_template_id === template.id)) {
            throw new ApiError(422, { message: message('rtmAutoAssignWrongVersion', { name }) });
          }
        }
        for (const [name, value] of choices) {
          await tx.query('update rtm_survey_templates set auto_assign_version_id = $2 where identifier = $1 and not archived', [name, value]);
        }
        return loadAutoAssign(tx);
      });
    },
  };
}
