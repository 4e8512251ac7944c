// Store Prompts of the prompt editor (document 3, sections 2.14, 5 and 7.7): POST
// rtm_templates_prompt/version/{id} {template_version_id, prompts} replaces a version's prompt
// flow in one transaction, after the same validation the editor shows (promptStoreProblem).
// Who may call it is specs/access.yaml's rule (the survey template library's roles).
import { message } from '../../../src/generated/catalog';
import type { EditorPrompt } from '../../../domain/promptEditor/promptRules';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { loadVersionPrompts } from '../rtmPrompts/loadVersionPrompts';
import { promptStoreProblem } from './promptStoreProblem';

const refuse = (text: string) => new ApiError(422, { message: text });

/** The stored ids of a version: prompts (with titles) and options. */
async function storedIds(tx: Queryable, versionId: number) {
  const prompts = await tx.query<{ id: number; title: string }>(
    'select id, title from rtm_survey_prompts where template_version_id = $1',
    [versionId],
  );
  const options = await tx.query<{ id: number; prompt_id: number }>(
    'select o.id, o.prompt_id from rtm_survey_prompt_options o join rtm_survey_prompts p on p.id = o.prompt_id where p.template_version_id = $1',
    [versionId],
  );
  return { prompts, options };
}

/**
 * Store `prompts` as version `versionId`'s flow: stored prompts and options whose id the client
 * kept are updated, others inserted, stored ones left out deleted (refused when patients have
 * answered them), and each option's Maps to title resolved to its prompt's id.
 */
async function storeFlow(tx: Queryable, versionId: number, prompts: readonly EditorPrompt[]): Promise<void> {
  const stored = await storedIds(tx, versionId);
  const storedPromptIds = new Set(stored.prompts.map((prompt) => String(prompt.id)));
  const storedOptions = new Map(stored.options.map((option) => [String(option.id), option.prompt_id]));
  const keptPrompts = new Set(prompts.map((prompt) => prompt.id).filter((id) => storedPromptIds.has(id)));
  const keptOptions = new Set(
    prompts.flatMap((prompt) =>
      keptPrompts.has(prompt.id)
        ? prompt.rtm_survey_prompt_options
            .filter((option) => storedOptions.get(option.id) === Number(prompt.id))
            .map((option) => option.id)
        : [],
    ),
  );
  const removedPrompts = stored.prompts.filter((prompt) => !keptPrompts.has(String(prompt.id)));
  const removedOptions = stored.options.filter((option) => !keptOptions.has(String(option.id)));
  const [answered] = await tx.query<{ prompt_id: number }>(
    `select r.prompt_id from rtm_patient_prompt_responses r
     where r.prompt_id = any($1::int[]) or r.option_id = any($2::int[]) limit 1`,
    [removedPrompts.map((prompt) => prompt.id), removedOptions.map((option) => option.id)],
  );
  if (answered) {
    const title = stored.prompts.find((prompt) => prompt.id === answered.prompt_id)?.title ?? '';
    throw refuse(message('promptStoreAnswered', { title }));
  }
  await tx.query('delete from rtm_survey_prompt_options where id = any($1::int[])', [
    removedOptions.map((option) => option.id),
  ]);
  await tx.query('delete from rtm_survey_prompts where id = any($1::int[])', [
    removedPrompts.map((prompt) => prompt.id),
  ]);
  // Titles are unique per version: move the kept ones aside first, so that two prompts may swap titles.
  await tx.query(`update rtm_survey_prompts set title = chr(1) || id::text where template_version_id = $1`, [
    versionId,
  ]);
  const idByTitle = new Map<string, number>();
  const promptIds: number[] = [];
  for (const [sequence, prompt] of prompts.entries()) {
    const values = [
      prompt.title.trim(),
      prompt.group,
      prompt.description,
      prompt.additional_information_id.trim() || null,
      prompt.additional_prompt_information.trim() || null,
      sequence,
    ];
    const [row] = keptPrompts.has(prompt.id)
      ? await tx.query<{ id: number }>(
          `update rtm_survey_prompts set title = $1, group_number = $2, description = $3, additional_information_id = $4,
             additional_prompt_information = $5, sequence = $6 where id = $7 returning id`,
          [...values, Number(prompt.id)],
        )
      : await tx.query<{ id: number }>(
          `insert into rtm_survey_prompts (title, group_number, description, additional_information_id, additional_prompt_information, sequence, template_version_id)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [...values, versionId],
        );
    if (!row) throw new Error('a prompt was not stored');
    idByTitle.set(prompt.title.trim(), row.id);
    promptIds.push(row.id);
  }
  for (const [index, prompt] of prompts.entries()) {
    for (const [sequence, option] of prompt.rtm_survey_prompt_options.entries()) {
      const target = option.maps_to_end
        ? null
        : (idByTitle.get(option.maps_to_rtm_survey_prompt_title.trim()) ?? null);
      const values = [
        promptIds[index],
        option.identifier.trim(),
        option.option_text.trim(),
        option.text_required,
        target,
        sequence,
      ];
      if (keptOptions.has(option.id)) {
        await tx.query(
          `update rtm_survey_prompt_options set prompt_id = $1, identifier = $2, option_text = $3, text_required = $4,
             maps_to_prompt_id = $5, sequence = $6 where id = $7`,
          [...values, Number(option.id)],
        );
      } else {
        await tx.query(
          `insert into rtm_survey_prompt_options (prompt_id, identifier, option_text, text_required, maps_to_prompt_id, sequence)
           values ($1, $2, $3, $4, $5, $6)`,
          values,
        );
      }
    }
  }
}

/** A version's header: its template's identifier and name and its own identifier. */
export async function versionHeader(db: Queryable, versionId: number) {
  const [version] = await db.query<{
    id: number;
    template_id: number;
    template_identifier: string;
    template_name: string;
    version_identifier: string;
  }>(
    `select v.id, t.id as template_id, t.identifier as template_identifier, t.name as template_name, v.identifier as version_identifier
     from rtm_survey_template_versions v join rtm_survey_templates t on t.id = v.rtm_survey_template_id where v.id = $1`,
    [versionId],
  );
  return version;
}

/**
 * The handlers of the prompt editor's operations.
 *
 * @example
 * const handlers = createPromptEditorHandlers(db);
 */
export function createPromptEditorHandlers(db: Database): OperationHandlers {
  return {
    // [prompt-editor-store-call]
    async storeTemplateVersionPrompts(call) {
      const versionId = call.params.id;
      const { template_version_id: bodyVersionId, prompts } = call.body;
      return db.transaction(async (tx) => {
        const [version] = await tx.query<{ id: number }>(
          'select id from rtm_survey_template_versions where id = $1 for update',
          [versionId],
        );
        if (!version) throw new ApiError(404, { message: message('rtmPromptVersionNotFound') });
        if (bodyVersionId !== versionId) throw refuse(message('promptStoreVersionMismatch'));
        const problem = promptStoreProblem(prompts);
        if (problem) throw refuse(problem);
        await storeFlow(tx, versionId, prompts);
        const header = await versionHeader(tx, versionId);
        return {
          prompts: await loadVersionPrompts(tx, versionId),
          patient_version_id: null,
          template_version_id: versionId,
          ...(header
            ? {
                template_id: header.template_id,
                template_identifier: header.template_identifier,
                template_name: header.template_name,
                version_identifier: header.version_identifier,
              }
            : {}),
        };
      });
    },
  };
}
