import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../src/generated/catalog';
import { errorMessage } from '../../domain/session/errorMessage';
import {
  canSubmit,
  chooseOption,
  editStep,
  firstSteps,
  responsesOf,
  saveText,
  typeText,
  type FlowPrompt,
  type FlowStep,
  type PromptResponse,
} from '../../domain/patientPrompt/promptFlowSteps';

export interface PromptFlowInput {
  /** Every prompt of the patient's template version. */
  prompts: readonly FlowPrompt[];
  /** The patient's assignment: the submit call's {id}. */
  patientVersionId: number;
}

export interface PromptFlowContext extends PromptFlowInput {
  /** The prompts shown, in order, with their answers. */
  steps: FlowStep[];
  /** A refusal to show ('Please save all required text responses before submitting'), until the next change. */
  notice: MessageKey | null;
  /** The failed submit's message, until the next try. */
  submitError: string | null;
}

export type PromptFlowEvent =
  | { type: 'CHOOSE'; promptId: number; optionId: number }
  | { type: 'TYPE'; promptId: number; text: string }
  | { type: 'SAVE_TEXT'; promptId: number }
  | { type: 'EDIT'; promptId: number }
  | { type: 'SUBMIT' };

/** What the submit actor is asked: POST rtm_templates_prompt/patient_version/{id} {responses}. */
export interface SubmitRequest {
  patientVersionId: number;
  responses: PromptResponse[];
}

/**
 * The 'Patient Prompt' questionnaire (document 2, section 4 "Prompt flow"): it starts at the
 * group-1 prompt ([rtm-prompt-first]); choosing an option appends the prompt it maps to or ends
 * the flow ([rtm-prompt-option-next]); an option that requires text waits until the text is saved
 * ([rtm-prompt-text-box], [rtm-prompt-text-save]); Edit on an earlier answer truncates the later
 * prompts ([rtm-prompt-edit-truncates]); SUBMIT sends the answers through the injected
 * `submitResponses` actor only when the flow is complete with every required text saved
 * ([rtm-prompt-submit-enabled], [rtm-prompt-submit-call]), and otherwise shows 'Please save all
 * required text responses before submitting' ([rtm-prompt-submit-blocked]). Tags: `answering`,
 * `submitting`, `submitted` (the questionnaire then reads 'Completed Patient Prompt').
 *
 * @example
 * const actor = createActor(promptFlowMachine.provide({ actors: { submitResponses: fromPromise(({ input }) => post(input)) } }), {
 *   input: { prompts, patientVersionId: 4 },
 * }).start();
 * actor.send({ type: 'CHOOSE', promptId: 11, optionId: 111 });
 */
export const promptFlowMachine = setup({
  types: {
    context: {} as PromptFlowContext,
    events: {} as PromptFlowEvent,
    input: {} as PromptFlowInput,
  },
  actors: {
    submitResponses: fromPromise<unknown, SubmitRequest>(() =>
      Promise.reject(new Error('The prompt flow\'s "submitResponses" actor was not provided')),
    ),
  },
  guards: {
    submittable: ({ context }) => canSubmit(context.prompts, context.steps),
  },
  actions: {
    choose: assign(({ context, event }) =>
      event.type === 'CHOOSE' ? { steps: chooseOption(context.prompts, context.steps, event.promptId, event.optionId), notice: null } : {},
    ),
    type: assign(({ context, event }) =>
      event.type === 'TYPE' ? { steps: typeText(context.prompts, context.steps, event.promptId, event.text), notice: null } : {},
    ),
    save: assign(({ context, event }) =>
      event.type === 'SAVE_TEXT' ? { steps: saveText(context.prompts, context.steps, event.promptId), notice: null } : {},
    ),
    edit: assign(({ context, event }) =>
      event.type === 'EDIT' ? { steps: editStep(context.steps, event.promptId), notice: null } : {},
    ),
    refuseSubmit: assign({ notice: 'rtmPromptTextUnsaved' as const }),
  },
}).createMachine({
  id: 'promptFlow',
  context: ({ input }) => ({ ...input, steps: firstSteps(input.prompts), notice: null, submitError: null }),
  initial: 'answering',
  states: {
    answering: {
      tags: ['answering'],
      on: {
        CHOOSE: { actions: 'choose' },
        TYPE: { actions: 'type' },
        SAVE_TEXT: { actions: 'save' },
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'submittable', target: 'submitting' }, { actions: 'refuseSubmit' }],
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: assign({ submitError: null, notice: null }),
      invoke: {
        src: 'submitResponses',
        input: ({ context }) => ({
          patientVersionId: context.patientVersionId,
          responses: responsesOf(context.prompts, context.steps),
        }),
        onDone: 'submitted',
        onError: { target: 'answering', actions: assign({ submitError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    submitted: { tags: ['submitted'] },
  },
});
