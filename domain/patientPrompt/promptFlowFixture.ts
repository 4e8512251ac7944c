// A branching prompt flow for the tests of the flow machine and the questionnaire (listed with
// group 2 first, so that the flow must find its group-1 prompt):
//   FEELING (1): Doing well → GOAL; Some pain → PAIN; Other (text) → end
//   GOAL (2): Yes → end; No (text) → FOLLOW_UP
//   PAIN (2): Knee → PLAN; Elsewhere (text) → PLAN
//   FOLLOW_UP (3): Call tomorrow → end
//   PLAN (3): Continue → end; Other (text) → end
import type { FlowOption, FlowPrompt } from './promptFlowSteps';

const option = (id: number, option_text: string, to: FlowPrompt | undefined, text_required = false): FlowOption => ({
  id,
  identifier: null,
  option_text,
  text_required,
  maps_to_rtm_survey_prompt_id: to?.id ?? null,
  maps_to_rtm_survey_prompt_title: to?.title ?? null,
  maps_to_end: to === undefined,
});

const prompt = (id: number, group: number, title: string, options: FlowOption[]): FlowPrompt => ({
  id,
  group,
  title,
  description: `${title} description`,
  additional_prompt_information: null,
  rtm_survey_prompt_options: options,
});

const followUp = prompt(4, 3, 'FOLLOW_UP', [option(401, 'Call tomorrow', undefined)]);
const plan = prompt(5, 3, 'PLAN', [option(501, 'Continue', undefined), option(502, 'Other', undefined, true)]);
const goal = prompt(2, 2, 'GOAL', [option(201, 'Yes', undefined), option(202, 'No', followUp, true)]);
const pain = prompt(3, 2, 'PAIN', [option(301, 'Knee', plan), option(302, 'Elsewhere', plan, true)]);
const feeling = prompt(1, 1, 'FEELING', [
  option(101, 'Doing well', goal),
  option(102, 'Some pain', pain),
  option(103, 'Other', undefined, true),
]);

/** The flow's prompts, group 2 listed first. */
export const fixturePrompts: readonly FlowPrompt[] = [goal, pain, feeling, followUp, plan];
