import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

export type RtmPrompt = components['schemas']['RtmPrompt'];

interface PromptRow {
  id: number;
  group: number;
  title: string;
  description: string | null;
  additional_information_id: string | null;
  additional_prompt_information: string | null;
}

interface OptionRow {
  id: number;
  prompt_id: number;
  identifier: string | null;
  option_text: string;
  text_required: boolean;
  maps_to_rtm_survey_prompt_id: number | null;
  maps_to_rtm_survey_prompt_title: string | null;
}

/**
 * The prompts of a template version with their options, group 1 first, each option naming the
 * prompt it maps to (id and title) or ending the flow (`maps_to_end`, derived as true when it maps
 * to no prompt, document 3, section 3). No data scope: the caller checks the patient first.
 *
 * @example
 * const prompts = await loadVersionPrompts(db, 3);
 * prompts[0].group; // 1
 */
export async function loadVersionPrompts(db: Queryable, templateVersionId: number): Promise<RtmPrompt[]> {
  const prompts = await db.query<PromptRow>(
    `select id, group_number as "group", title, description, additional_information_id, additional_prompt_information
     from rtm_survey_prompts where template_version_id = $1 order by group_number, sequence, id`,
    [templateVersionId],
  );
  // A mapping to a prompt of another version is no prompt of this flow: it ends it.
  const options = await db.query<OptionRow>(
    `select o.id, o.prompt_id, o.identifier, o.option_text, o.text_required,
            target.id as maps_to_rtm_survey_prompt_id, target.title as maps_to_rtm_survey_prompt_title
     from rtm_survey_prompt_options o
     join rtm_survey_prompts p on p.id = o.prompt_id
     left join rtm_survey_prompts target on target.id = o.maps_to_prompt_id and target.template_version_id = p.template_version_id
     where p.template_version_id = $1 order by o.prompt_id, o.sequence, o.id`,
    [templateVersionId],
  );
  return prompts.map((prompt) => ({
    ...prompt,
    rtm_survey_prompt_options: options
      .filter((option) => option.prompt_id === prompt.id)
      .map(({ prompt_id: _prompt, ...option }) => ({
        ...option,
        maps_to_end: option.maps_to_rtm_survey_prompt_id === null,
      })),
  }));
}
