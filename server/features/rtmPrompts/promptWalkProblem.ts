import type { MessageKey } from '../../../src/generated/catalog';
import type { RtmPrompt } from './loadVersionPrompts';

/** One submitted answer: the prompt, the chosen option and its optional text. */
export interface PromptAnswer {
  prompt_id: number;
  option_id: number;
  text_response?: string | null;
}

/**
 * Why `answers` are not one walk of the version's prompt flow (document 2, section 4 "Prompt
 * flow"), as a catalogue key, or null when they are: every prompt and option belongs to the
 * version (`rtmPromptUnknownAnswer`), the first answer is to the group-1 prompt
 * (`rtmPromptWalkStart`), each next answer is to the prompt the previous option maps to
 * (`rtmPromptWalkNext`), the last option ends the flow (`rtmPromptWalkEnd`), and an option that
 * requires text has a non-blank one (`rtmPromptTextUnsaved`). The portal's flow machine
 * (machines/patientPrompt) only ever sends such a walk; this is the server's own check.
 *
 * @example
 * promptWalkProblem(prompts, [{ prompt_id: 1, option_id: 3 }]); // null when option 3 ends the flow
 */
export function promptWalkProblem(prompts: readonly RtmPrompt[], answers: readonly PromptAnswer[]): MessageKey | null {
  const byId = new Map(prompts.map((prompt) => [prompt.id, prompt]));
  const chosen = answers.map((answer) => {
    const prompt = byId.get(answer.prompt_id);
    const option = prompt?.rtm_survey_prompt_options.find((candidate) => candidate.id === answer.option_id);
    return prompt && option ? { prompt, option, text: answer.text_response ?? '' } : undefined;
  });
  if (chosen.some((step) => step === undefined)) return 'rtmPromptUnknownAnswer';
  let expected = prompts.find((prompt) => prompt.group === 1);
  for (const [index, step] of chosen.entries()) {
    if (step === undefined) return 'rtmPromptUnknownAnswer';
    if (expected === undefined) return 'rtmPromptWalkNext';
    if (step.prompt.id !== expected.id) return index === 0 ? 'rtmPromptWalkStart' : 'rtmPromptWalkNext';
    if (step.option.text_required && step.text.trim() === '') return 'rtmPromptTextUnsaved';
    const next = step.option.maps_to_rtm_survey_prompt_id;
    expected = next === null ? undefined : byId.get(next);
  }
  return expected === undefined ? null : 'rtmPromptWalkEnd';
}
