// The patient prompt flow, path by path, without a DOM: the machine with a fake submit actor and
// the view the questionnaire draws from it (document 2, sections 4 "Prompt flow" and 5 "Prompts").
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixturePrompts } from '../../domain/patientPrompt/promptFlowFixture';
import { promptFlowMachine, type SubmitRequest } from './promptFlowMachine';
import { promptFlowView } from '../../domain/patientPrompt/promptFlowView';

function start(submit: (request: SubmitRequest) => Promise<unknown> = () => Promise.resolve({})) {
  const submitResponses = vi.fn(submit);
  const actor = createActor(
    promptFlowMachine.provide({ actors: { submitResponses: fromPromise<unknown, SubmitRequest>(({ input }) => submitResponses(input)) } }),
    { input: { prompts: fixturePrompts, patientVersionId: 42 } },
  ).start();
  const shown = () => actor.getSnapshot().context.steps.map((step) => step.promptId);
  const view = () => {
    const { context } = actor.getSnapshot();
    return promptFlowView(context.prompts, context.steps, context.notice !== null);
  };
  const stepView = (promptId: number) => view().steps.find((step) => step.prompt.id === promptId);
  return { actor, submitResponses, shown, view, stepView };
}

describe('promptFlowMachine', () => {
  it('[rtm-prompt-first] starts at the group-1 prompt, wherever it is listed', () => {
    const { shown, stepView } = start();
    expect(shown()).toEqual([1]);
    expect(stepView(1)?.choosing).toBe(true);
  });

  it('[rtm-prompt-option-next] choosing an option appends the prompt it maps to; an option mapped to the end ends the flow', () => {
    const { actor, shown, view } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 102 });
    expect(shown()).toEqual([1, 3]);
    actor.send({ type: 'CHOOSE', promptId: 3, optionId: 301 });
    expect(shown()).toEqual([1, 3, 5]);
    actor.send({ type: 'CHOOSE', promptId: 5, optionId: 501 });
    expect(shown()).toEqual([1, 3, 5]);
    expect(view().submitEnabled).toBe(true);
  });

  it('[rtm-prompt-option-next] the other branch of the same prompt leads elsewhere; an answered prompt takes no new choice', () => {
    const { actor, shown } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 101 });
    expect(shown()).toEqual([1, 2]);
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 102 });
    expect(shown()).toEqual([1, 2]);
    actor.send({ type: 'CHOOSE', promptId: 2, optionId: 501 });
    expect(actor.getSnapshot().context.steps[1]?.optionId).toBeNull();
  });

  it('[rtm-prompt-groups] a walk goes from group 1 through later groups only', () => {
    const { actor, view } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 101 });
    actor.send({ type: 'CHOOSE', promptId: 2, optionId: 202 });
    actor.send({ type: 'TYPE', promptId: 2, text: 'Stopped early' });
    actor.send({ type: 'SAVE_TEXT', promptId: 2 });
    expect(view().steps.map((step) => step.prompt.group)).toEqual([1, 2, 3]);
  });

  it('[rtm-prompt-text-box] an option that requires text shows the additional-information box; one that does not, none', () => {
    const { actor, stepView } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 103 });
    expect(stepView(1)?.textBox).toBe(true);
    expect(stepView(1)?.textEditable).toBe(true);
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 101 });
    expect(stepView(1)?.textBox).toBe(false);
  });

  it('[rtm-prompt-text-save] the next prompt is appended only once the text is saved, which then shows Saved', () => {
    const { actor, shown, stepView } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 102 });
    actor.send({ type: 'CHOOSE', promptId: 3, optionId: 302 });
    actor.send({ type: 'TYPE', promptId: 3, text: 'Left hip' });
    expect(shown()).toEqual([1, 3]);
    expect(stepView(3)?.savedLabel).toBeNull();
    actor.send({ type: 'SAVE_TEXT', promptId: 3 });
    expect(shown()).toEqual([1, 3, 5]);
    expect(stepView(3)?.savedLabel).toBe('Saved');
    expect(stepView(3)?.textEditable).toBe(false);
    // Typing after the save changes nothing: Edit reopens it.
    actor.send({ type: 'TYPE', promptId: 3, text: 'Right hip' });
    expect(actor.getSnapshot().context.steps[1]?.savedText).toBe('Left hip');
  });

  it('[rtm-prompt-save-disabled] Save is disabled, and saves nothing, for an empty or blank text', () => {
    const { actor, shown, stepView } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 101 });
    actor.send({ type: 'CHOOSE', promptId: 2, optionId: 202 });
    expect(stepView(2)?.saveDisabled).toBe(true);
    actor.send({ type: 'TYPE', promptId: 2, text: '   \n ' });
    expect(stepView(2)?.saveDisabled).toBe(true);
    actor.send({ type: 'SAVE_TEXT', promptId: 2 });
    expect(shown()).toEqual([1, 2]);
    expect(stepView(2)?.savedLabel).toBeNull();
    actor.send({ type: 'TYPE', promptId: 2, text: ' x ' });
    expect(stepView(2)?.saveDisabled).toBe(false);
  });

  it('[rtm-prompt-text-max] the text is capped at 500 characters, counted as n/500 characters', () => {
    const { actor, stepView } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 103 });
    expect(stepView(1)?.counter).toBe('0/500 characters');
    actor.send({ type: 'TYPE', promptId: 1, text: 'Pain' });
    expect(stepView(1)?.counter).toBe('4/500 characters');
    actor.send({ type: 'TYPE', promptId: 1, text: 'x'.repeat(612) });
    expect(actor.getSnapshot().context.steps[0]?.text).toHaveLength(500);
    expect(stepView(1)?.counter).toBe('500/500 characters');
  });

  it('[rtm-prompt-placeholder] the box asks for additional information, max 500 characters', () => {
    const { actor, stepView } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 103 });
    expect(stepView(1)?.placeholder).toBe('Please provide additional information (max 500 characters)');
  });

  it('[rtm-prompt-edit-truncates] Edit on an earlier answer removes the later prompts with their answers and saved texts', () => {
    const { actor, shown, stepView } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 102 });
    actor.send({ type: 'CHOOSE', promptId: 3, optionId: 302 });
    actor.send({ type: 'TYPE', promptId: 3, text: 'Left hip' });
    actor.send({ type: 'SAVE_TEXT', promptId: 3 });
    actor.send({ type: 'CHOOSE', promptId: 5, optionId: 501 });
    expect(shown()).toEqual([1, 3, 5]);
    expect(stepView(1)?.editable).toBe(true);
    actor.send({ type: 'EDIT', promptId: 1 });
    expect(shown()).toEqual([1]);
    expect(stepView(1)?.choosing).toBe(true);
    // Taking the same branch again shows the later prompts fresh: no answer, no saved text.
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 102 });
    expect(actor.getSnapshot().context.steps[1]).toEqual({ promptId: 3, optionId: null, text: '', savedText: null, answered: false });
    actor.send({ type: 'CHOOSE', promptId: 3, optionId: 302 });
    expect(stepView(3)?.savedLabel).toBeNull();
    expect(stepView(3)?.counter).toBe('0/500 characters');
  });

  it('[rtm-prompt-edit-truncates] Edit on a saved text reopens it unsaved; it must be saved again to go on', () => {
    const { actor, shown, stepView, view } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 103 });
    actor.send({ type: 'TYPE', promptId: 1, text: 'Feels dizzy' });
    actor.send({ type: 'SAVE_TEXT', promptId: 1 });
    expect(view().submitEnabled).toBe(true);
    actor.send({ type: 'EDIT', promptId: 1 });
    expect(stepView(1)?.savedLabel).toBeNull();
    expect(stepView(1)?.step.text).toBe('Feels dizzy');
    expect(view().submitEnabled).toBe(false);
    actor.send({ type: 'TYPE', promptId: 1, text: 'Feels dizzy after pedalling' });
    actor.send({ type: 'SAVE_TEXT', promptId: 1 });
    expect(shown()).toEqual([1]);
    expect(view().submitEnabled).toBe(true);
  });

  it('[rtm-prompt-submit-enabled] Submit is enabled only when the flow is complete and every required text saved', () => {
    const { actor, view } = start();
    expect(view().submitEnabled).toBe(false);
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 101 });
    expect(view().submitEnabled).toBe(false);
    actor.send({ type: 'CHOOSE', promptId: 2, optionId: 202 });
    actor.send({ type: 'TYPE', promptId: 2, text: 'Tired' });
    expect(view().submitEnabled).toBe(false);
    actor.send({ type: 'SAVE_TEXT', promptId: 2 });
    expect(view().submitEnabled).toBe(false);
    actor.send({ type: 'CHOOSE', promptId: 4, optionId: 401 });
    expect(view().submitEnabled).toBe(true);
  });

  it('[rtm-prompt-submit-blocked] submitting with a required text unsaved is refused with the message, and nothing is sent', () => {
    const { actor, view, submitResponses } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 103 });
    actor.send({ type: 'TYPE', promptId: 1, text: 'Feels dizzy' });
    expect(view().blocked).toBe('Please save all required text responses before submitting');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('answering')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('rtmPromptTextUnsaved');
    expect(submitResponses).not.toHaveBeenCalled();
    actor.send({ type: 'SAVE_TEXT', promptId: 1 });
    expect(view().blocked).toBeNull();
  });

  it('[rtm-prompt-submit-call] Submit sends the walk with the saved texts for the patient_version_id', async () => {
    const { actor, submitResponses } = start();
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 102 });
    actor.send({ type: 'CHOOSE', promptId: 3, optionId: 302 });
    actor.send({ type: 'TYPE', promptId: 3, text: 'Left hip' });
    actor.send({ type: 'SAVE_TEXT', promptId: 3 });
    actor.send({ type: 'CHOOSE', promptId: 5, optionId: 501 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.hasTag('submitted'));
    expect(submitResponses).toHaveBeenCalledWith({
      patientVersionId: 42,
      responses: [
        { prompt_id: 1, option_id: 102 },
        { prompt_id: 3, option_id: 302, text_response: 'Left hip' },
        { prompt_id: 5, option_id: 501 },
      ],
    });
  });

  it('a refused submit keeps every answer and shows the server’s message; a second try can succeed', async () => {
    let attempts = 0;
    const { actor } = start(() => (++attempts === 1 ? Promise.reject(new Error('Prompt assignment not found.')) : Promise.resolve({})));
    actor.send({ type: 'CHOOSE', promptId: 1, optionId: 101 });
    actor.send({ type: 'CHOOSE', promptId: 2, optionId: 201 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('answering'));
    expect(actor.getSnapshot().context.submitError).toBe('Prompt assignment not found.');
    expect(actor.getSnapshot().context.steps).toHaveLength(2);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('submitted'));
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  it('a version without a group-1 prompt shows nothing and cannot be submitted', () => {
    const actor = createActor(promptFlowMachine, {
      input: { prompts: fixturePrompts.filter((prompt) => prompt.group !== 1), patientVersionId: 1 },
    }).start();
    expect(actor.getSnapshot().context.steps).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('answering')).toBe(true);
  });
});
