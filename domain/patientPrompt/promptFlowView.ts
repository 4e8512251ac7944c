import { message } from '../../src/generated/catalog';
import { canSaveText, canSubmit, chosenOption, promptOf, promptTextMax, reachedEnd, requiredTextsSaved, type FlowOption, type FlowPrompt, type FlowStep } from './promptFlowSteps';

/** What the questionnaire draws for one shown prompt. */
export interface PromptStepView {
  prompt: FlowPrompt;
  step: FlowStep;
  /** The chosen option, if any. */
  chosen: FlowOption | undefined;
  /** Options may be chosen: the prompt is the open one. */
  choosing: boolean;
  /** The additional-information box shows: the chosen option requires text ([rtm-prompt-text-box]). */
  textBox: boolean;
  /** The box may be typed in and saved (not yet saved). */
  textEditable: boolean;
  /** 'Please provide additional information (max 500 characters)' ([rtm-prompt-placeholder]). */
  placeholder: string;
  /** 'n/500 characters' ([rtm-prompt-text-max]). */
  counter: string;
  /** Save is disabled for an empty or blank text ([rtm-prompt-save-disabled]). */
  saveDisabled: boolean;
  /** 'Saved' once the text is saved ([rtm-prompt-text-save]), else null. */
  savedLabel: string | null;
  /** Edit shows on an answered prompt ([rtm-prompt-edit-truncates]). */
  editable: boolean;
}

/** What the questionnaire draws below its prompts. */
export interface PromptFlowView {
  steps: PromptStepView[];
  /** Submit is enabled only when complete with every required text saved ([rtm-prompt-submit-enabled]). */
  submitEnabled: boolean;
  /** Why Submit is refused, when the flow reached its end with a required text unsaved ([rtm-prompt-submit-blocked]). */
  blocked: string | null;
}

/**
 * The questionnaire's view of a flow: per shown prompt its options, text box, counter, Save,
 * 'Saved' and Edit, and whether Submit is enabled. Pure, so the rules are tested without a DOM.
 *
 * @example
 * promptFlowView(snapshot.context.prompts, snapshot.context.steps, snapshot.context.notice !== null).submitEnabled;
 */
export function promptFlowView(prompts: readonly FlowPrompt[], steps: readonly FlowStep[], refused = false): PromptFlowView {
  const views = steps.flatMap((step): PromptStepView[] => {
    const prompt = promptOf(prompts, step);
    if (!prompt) return [];
    const chosen = chosenOption(prompts, step);
    const textBox = chosen?.text_required === true;
    return [
      {
        prompt,
        step,
        chosen,
        choosing: !step.answered,
        textBox,
        textEditable: textBox && !step.answered,
        placeholder: message('rtmPromptTextPlaceholder'),
        counter: message('rtmPromptTextCounter', { count: step.text.length, max: promptTextMax }),
        saveDisabled: !canSaveText(step.text),
        savedLabel: textBox && step.savedText !== null ? message('rtmPromptSaved') : null,
        editable: step.answered,
      },
    ];
  });
  const unsaved = !requiredTextsSaved(prompts, steps);
  return {
    steps: views,
    submitEnabled: canSubmit(prompts, steps),
    blocked: refused || (reachedEnd(prompts, steps) && unsaved) ? message('rtmPromptTextUnsaved') : null,
  };
}
