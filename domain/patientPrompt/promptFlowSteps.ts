// The answers of a patient prompt flow as a list of steps, one per prompt shown, and the pure
// rules that change them (document 2, section 4 "Prompt flow"; section 5 "Prompts"). The flow
// machine (promptFlowMachine.ts) applies them; the panel only draws what they hold.
import { constants } from '../../src/generated/catalog';
import type { OperationBody, OperationData } from '../../src/generated/operationTypes';

/** A prompt of a template version, as rtm_templates_prompt/patient/{id} answers it. */
export type FlowPrompt = OperationData<'getPatientPrompts'>['prompts'][number];
/** One option of a prompt. */
export type FlowOption = FlowPrompt['rtm_survey_prompt_options'][number];
/** One answer as POST rtm_templates_prompt/patient_version/{id} takes it. */
export type PromptResponse = OperationBody<'submitPatientPromptResponses'>['responses'][number];

/** A prompt shown in the flow and its answer so far. */
export interface FlowStep {
  promptId: number;
  /** The chosen option, or null before one is chosen. */
  optionId: number | null;
  /** The additional-information text typed for an option that requires text. */
  text: string;
  /** The text as saved (shown as 'Saved'), or null while it is not saved. */
  savedText: string | null;
  /** Given: an option chosen and, when it requires text, the text saved; only then does the flow go on. */
  answered: boolean;
}

/** The free-text cap of a prompt answer ([rtm-prompt-text-max]). */
export const promptTextMax: number = constants.promptTextMax;

const openStep = (promptId: number): FlowStep => ({ promptId, optionId: null, text: '', savedText: null, answered: false });

/**
 * The first step of a flow: the prompt in group 1 ([rtm-prompt-first]); none when the version
 * has no group-1 prompt.
 *
 * @example
 * firstSteps(prompts); // [{ promptId: 11, optionId: null, text: '', savedText: null, answered: false }]
 */
export function firstSteps(prompts: readonly FlowPrompt[]): FlowStep[] {
  const first = prompts.find((prompt) => prompt.group === constants.promptGroupFirst);
  return first ? [openStep(first.id)] : [];
}

/**
 * The prompt of a step.
 *
 * @example
 * promptOf(prompts, steps[0])?.title; // 'FEELING'
 */
export function promptOf(prompts: readonly FlowPrompt[], step: FlowStep): FlowPrompt | undefined {
  return prompts.find((prompt) => prompt.id === step.promptId);
}

/**
 * The option chosen at a step, if any.
 *
 * @example
 * chosenOption(prompts, steps[0])?.text_required; // true for an option that asks for text
 */
export function chosenOption(prompts: readonly FlowPrompt[], step: FlowStep): FlowOption | undefined {
  return promptOf(prompts, step)?.rtm_survey_prompt_options.find((option) => option.id === step.optionId);
}

/** The prompt an option leads to, or undefined when it ends the flow ([rtm-prompt-option-next]). */
function nextPrompt(prompts: readonly FlowPrompt[], option: FlowOption): FlowPrompt | undefined {
  if (option.maps_to_end) return undefined;
  return prompts.find((prompt) => prompt.id === option.maps_to_rtm_survey_prompt_id);
}

/** `steps` with the answer of its last step given, and the prompt its option maps to appended. */
function answerLast(prompts: readonly FlowPrompt[], steps: readonly FlowStep[], answered: FlowStep): FlowStep[] {
  const option = chosenOption(prompts, answered);
  const next = option ? nextPrompt(prompts, option) : undefined;
  return [...steps.slice(0, -1), answered, ...(next ? [openStep(next.id)] : [])];
}

/** The step still to answer: the last one, while it is not answered. */
function openIndex(steps: readonly FlowStep[], promptId: number): number {
  const index = steps.length - 1;
  const last = steps[index];
  return last && !last.answered && last.promptId === promptId ? index : -1;
}

/**
 * Chooses an option of the open prompt: an option without required text answers it and appends
 * the prompt it maps to, or ends the flow ([rtm-prompt-option-next]); one that requires text
 * waits for the text to be saved ([rtm-prompt-text-box], [rtm-prompt-text-save]). Anything but
 * an option of the open prompt changes nothing.
 *
 * @example
 * chooseOption(prompts, steps, 11, 111);
 */
export function chooseOption(prompts: readonly FlowPrompt[], steps: readonly FlowStep[], promptId: number, optionId: number): FlowStep[] {
  const index = openIndex(steps, promptId);
  const step = steps[index];
  const option = prompts.find((prompt) => prompt.id === promptId)?.rtm_survey_prompt_options.find((candidate) => candidate.id === optionId);
  if (!step || !option) return [...steps];
  const chosen: FlowStep = { ...step, optionId, text: step.optionId === optionId ? step.text : '', savedText: null };
  if (option.text_required) return [...steps.slice(0, index), chosen];
  return answerLast(prompts, steps, { ...chosen, text: '', answered: true });
}

/**
 * Types the additional information of the open prompt's text-requiring option, cut at 500
 * characters ([rtm-prompt-text-max]).
 *
 * @example
 * typeText(prompts, steps, 11, 'Pain in the left hip');
 */
export function typeText(prompts: readonly FlowPrompt[], steps: readonly FlowStep[], promptId: number, text: string): FlowStep[] {
  const index = openIndex(steps, promptId);
  const step = steps[index];
  if (!step || chosenOption(prompts, step)?.text_required !== true) return [...steps];
  return steps.map((candidate, at) => (at === index ? { ...candidate, text: text.slice(0, promptTextMax) } : candidate));
}

/** Whether Save may be pressed: a text that is not empty or blank ([rtm-prompt-save-disabled]). */
export function canSaveText(text: string): boolean {
  return text.trim() !== '';
}

/**
 * Saves the open prompt's text: it is then shown as Saved and the prompt its option maps to is
 * appended ([rtm-prompt-text-save]). An empty or blank text is not saved.
 *
 * @example
 * saveText(prompts, steps, 11);
 */
export function saveText(prompts: readonly FlowPrompt[], steps: readonly FlowStep[], promptId: number): FlowStep[] {
  const index = openIndex(steps, promptId);
  const step = steps[index];
  if (!step || chosenOption(prompts, step)?.text_required !== true || !canSaveText(step.text)) return [...steps];
  return answerLast(prompts, steps, { ...step, savedText: step.text, answered: true });
}

/**
 * Reopens an answered prompt: the prompts after it are removed with their answers and saved
 * texts ([rtm-prompt-edit-truncates]); its own option stays chosen and its text stays typed, but
 * unsaved, until it is answered again.
 *
 * @example
 * editStep(steps, 11);
 */
export function editStep(steps: readonly FlowStep[], promptId: number): FlowStep[] {
  const index = steps.findIndex((step) => step.promptId === promptId);
  const step = steps[index];
  if (!step?.answered) return [...steps];
  return [...steps.slice(0, index), { ...step, savedText: null, answered: false }];
}

/** Whether the flow has reached its end: the last prompt's chosen option ends it. */
export function reachedEnd(prompts: readonly FlowPrompt[], steps: readonly FlowStep[]): boolean {
  const last = steps[steps.length - 1];
  return last !== undefined && chosenOption(prompts, last)?.maps_to_end === true;
}

/** Whether every chosen option that requires text has its text saved. */
export function requiredTextsSaved(prompts: readonly FlowPrompt[], steps: readonly FlowStep[]): boolean {
  return steps.every((step) => chosenOption(prompts, step)?.text_required !== true || step.savedText !== null);
}

/**
 * Whether the flow may be submitted: complete (ended, every prompt answered) and every required
 * text saved ([rtm-prompt-submit-enabled]).
 *
 * @example
 * canSubmit(prompts, steps); // false until an option that ends the flow is answered
 */
export function canSubmit(prompts: readonly FlowPrompt[], steps: readonly FlowStep[]): boolean {
  return reachedEnd(prompts, steps) && steps.every((step) => step.answered) && requiredTextsSaved(prompts, steps);
}

/**
 * The answers to send ([rtm-prompt-submit-call]): each shown prompt with its option, and its
 * saved text where the option requires one.
 *
 * @example
 * responsesOf(prompts, steps); // [{ prompt_id: 11, option_id: 112 }, { prompt_id: 13, option_id: 131, text_response: 'Left hip' }]
 */
export function responsesOf(prompts: readonly FlowPrompt[], steps: readonly FlowStep[]): PromptResponse[] {
  return steps.flatMap((step) => {
    const option = chosenOption(prompts, step);
    if (!option) return [];
    return [
      {
        prompt_id: step.promptId,
        option_id: option.id,
        ...(option.text_required && step.savedText !== null ? { text_response: step.savedText } : {}),
      },
    ];
  });
}
