// The prompt editor's one editing state and its validation, rule by rule, without a DOM
// (document 3, sections 3, 4 "Prompt editor" and 5 "Prompt editor validation").
import { describe, expect, it } from 'vitest';
import { message } from '../../src/generated/catalog';
import {
  canRemovePrompt,
  initialPromptEditorState,
  needsCreatePrompt,
  optionLocks,
  promptEditorReducer,
  promptEditorView,
  type LoadedPrompt,
  type PromptEditorEvent,
  type PromptEditorState,
} from './promptEditorState';
import { flowProblem, promptIssues } from './promptRules';

const option = (
  id: number,
  identifier: string,
  text: string,
  target: { id: number; title: string } | null,
  textRequired = false,
) => ({
  id,
  identifier,
  option_text: text,
  text_required: textRequired,
  maps_to_rtm_survey_prompt_id: target?.id ?? null,
  maps_to_rtm_survey_prompt_title: target?.title ?? null,
  // As the server answers it: an option without a target prompt ends the flow.
  maps_to_end: target === null,
});

/** A stored three-group flow: Pain → Where (group 2) → Severity (group 3). */
const stored: LoadedPrompt[] = [
  {
    id: 1,
    title: 'Pain',
    group: 1,
    description: 'Any pain?',
    additional_prompt_information: null,
    rtm_survey_prompt_options: [
      option(11, 'Pain_1', 'Yes', { id: 2, title: 'Where' }),
      option(12, 'Pain_2', 'No', null),
    ],
  },
  {
    id: 2,
    title: 'Where',
    group: 2,
    description: 'Where?',
    additional_prompt_information: null,
    rtm_survey_prompt_options: [option(21, 'Where_1', 'Knee', { id: 3, title: 'Severity' })],
  },
  {
    id: 3,
    title: 'Severity',
    group: 3,
    description: 'How bad?',
    additional_prompt_information: null,
    rtm_survey_prompt_options: [option(31, 'Severity_1', 'Bad', null)],
  },
];

const run = (...events: PromptEditorEvent[]): PromptEditorState =>
  events.reduce(
    promptEditorReducer,
    promptEditorReducer(initialPromptEditorState(), { type: 'LOAD', prompts: stored }),
  );
const prompt = (state: PromptEditorState, title: string) => {
  const found = state.prompts.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no prompt ${title}`);
  return found;
};
const opt = (state: PromptEditorState, title: string, index: number) => {
  const found = prompt(state, title).rtm_survey_prompt_options[index];
  if (!found) throw new Error(`no option ${index} of ${title}`);
  return found;
};

describe('loading', () => {
  it('[prompt-editor-maps-to-end-derived] maps_to_end is true exactly where the server names no target prompt', () => {
    const state = run();
    expect(opt(state, 'Pain', 0)).toMatchObject({
      maps_to_end: false,
      maps_to_rtm_survey_prompt_title: 'Where',
    });
    expect(opt(state, 'Pain', 1)).toMatchObject({ maps_to_end: true, maps_to_rtm_survey_prompt_title: '' });
    expect(promptEditorView(state).canStore).toBe(true);
  });

  it('[prompt-editor-default-prompt] a version without a group-1 prompt gets the DEF prompt', () => {
    const state = promptEditorReducer(initialPromptEditorState(), { type: 'LOAD', prompts: [] });
    expect(state.prompts).toEqual([
      expect.objectContaining({
        title: 'DEF',
        group: 1,
        description: 'Default prompt',
        rtm_survey_prompt_options: [
          expect.objectContaining({
            identifier: 'DEF_1',
            option_text: 'Default option',
            text_required: false,
          }),
        ],
      }),
    ]);
  });

  it('[prompt-editor-client-ids] new prompts and options get distinct ids made on the client', () => {
    const state = run({ type: 'SELECT_GROUP', group: 2 }, { type: 'ADD_PROMPT' }, { type: 'ADD_PROMPT' });
    const added = state.prompts.slice(-2);
    expect(added.map((candidate) => candidate.id)).toEqual([
      expect.stringMatching(/^new-/),
      expect.stringMatching(/^new-/),
    ]);
    expect(new Set(added.map((candidate) => candidate.id)).size).toBe(2);
    const withOptions = run({ type: 'ADD_RESPONSE', promptId: '1' }, { type: 'ADD_RESPONSE', promptId: '1' });
    const ids = prompt(withOptions, 'Pain').rtm_survey_prompt_options.map((candidate) => candidate.id);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('editing', () => {
  it('[prompt-editor-add-prompt] [prompt-editor-new-prompt] + Add Prompt works in groups 2 and 3 only; a new prompt has an empty title and no options in the current group', () => {
    expect(run({ type: 'ADD_PROMPT' }).prompts).toHaveLength(3);
    const state = run({ type: 'SELECT_GROUP', group: 3 }, { type: 'ADD_PROMPT' });
    expect(state.prompts.at(-1)).toMatchObject({ title: '', group: 3, rtm_survey_prompt_options: [] });
  });

  it('[prompt-editor-add-response] [prompt-editor-option-id-default] + Add Response adds an option identified title_{count + 1}', () => {
    const state = run({ type: 'ADD_RESPONSE', promptId: '1' });
    expect(prompt(state, 'Pain').rtm_survey_prompt_options).toHaveLength(3);
    expect(opt(state, 'Pain', 2).identifier).toBe('Pain_3');
  });

  it("[prompt-editor-remove-response] 'X' removes a response only while the prompt has more than one", () => {
    let state = run({ type: 'REMOVE_RESPONSE', promptId: '1', optionId: '12' });
    expect(prompt(state, 'Pain').rtm_survey_prompt_options.map((candidate) => candidate.id)).toEqual(['11']);
    state = promptEditorReducer(state, { type: 'REMOVE_RESPONSE', promptId: '1', optionId: '11' });
    expect(prompt(state, 'Pain').rtm_survey_prompt_options).toHaveLength(1);
  });

  it('[prompt-editor-group1-remove] the only group-1 prompt cannot be removed; prompts of other groups can', () => {
    const state = run();
    expect(canRemovePrompt(state, '1')).toBe(false);
    expect(run({ type: 'REMOVE_PROMPT', promptId: '1' }).prompts).toHaveLength(3);
    expect(canRemovePrompt(state, '2')).toBe(true);
    expect(run({ type: 'REMOVE_PROMPT', promptId: '2' }).prompts.map((candidate) => candidate.title)).toEqual(
      ['Pain', 'Severity'],
    );
  });

  it('[prompt-editor-create-prompt-button] [prompt-editor-create-prompt] Create Prompt makes the unresolved title a prompt of the next group with one option title_1, and switches there', () => {
    let state = run({ type: 'SET_MAPS_TO', promptId: '1', optionId: '12', title: 'Stiffness' });
    expect(needsCreatePrompt(state, prompt(state, 'Pain'), opt(state, 'Pain', 1))).toBe(true);
    expect(needsCreatePrompt(state, prompt(state, 'Pain'), opt(state, 'Pain', 0))).toBe(false);
    state = promptEditorReducer(state, { type: 'CREATE_PROMPT', promptId: '1', optionId: '12' });
    expect(prompt(state, 'Stiffness')).toMatchObject({
      group: 2,
      rtm_survey_prompt_options: [expect.objectContaining({ identifier: 'Stiffness_1' })],
    });
    expect(state.group).toBe(2);
    expect(needsCreatePrompt(state, prompt(state, 'Pain'), opt(state, 'Pain', 1))).toBe(false);
    // From group 2 the next group is 3, and it stays capped at 3.
    state = promptEditorReducer(state, {
      type: 'SET_MAPS_TO',
      promptId: '2',
      optionId: '21',
      title: 'Swelling',
    });
    state = promptEditorReducer(state, { type: 'CREATE_PROMPT', promptId: '2', optionId: '21' });
    expect(prompt(state, 'Swelling').group).toBe(3);
  });

  it('[prompt-editor-group3-end] an option in group 3 always maps to end, new or changed', () => {
    let state = run(
      { type: 'SET_MAPS_TO_END', promptId: '3', optionId: '31', checked: false },
      { type: 'ADD_RESPONSE', promptId: '3' },
    );
    expect(
      prompt(state, 'Severity').rtm_survey_prompt_options.every((candidate) => candidate.maps_to_end),
    ).toBe(true);
    state = promptEditorReducer(state, { type: 'SET_MAPS_TO', promptId: '3', optionId: '31', title: 'Pain' });
    expect(opt(state, 'Severity', 0)).toMatchObject({
      maps_to_end: true,
      maps_to_rtm_survey_prompt_title: '',
    });
    expect(optionLocks(prompt(state, 'Severity'), opt(state, 'Severity', 0)).mapsToEnd).toBe(true);
  });

  it("[prompt-editor-other-text] typing 'Other' forces maps to end and text required, clears the target, and locks both boxes", () => {
    let state = run({ type: 'SET_OPTION_TEXT', promptId: '1', optionId: '11', value: 'Other' });
    expect(opt(state, 'Pain', 0)).toMatchObject({
      maps_to_end: true,
      text_required: true,
      maps_to_rtm_survey_prompt_title: '',
    });
    expect(optionLocks(prompt(state, 'Pain'), opt(state, 'Pain', 0))).toEqual({
      mapsToEnd: true,
      textRequired: true,
    });
    state = promptEditorReducer(state, {
      type: 'SET_MAPS_TO_END',
      promptId: '1',
      optionId: '11',
      checked: false,
    });
    state = promptEditorReducer(state, {
      type: 'SET_TEXT_REQUIRED',
      promptId: '1',
      optionId: '11',
      checked: false,
    });
    expect(opt(state, 'Pain', 0)).toMatchObject({ maps_to_end: true, text_required: true });
  });

  it('[prompt-editor-maps-to-end-clears] ticking Maps to End clears the map target', () => {
    const state = run({ type: 'SET_MAPS_TO_END', promptId: '1', optionId: '11', checked: true });
    expect(opt(state, 'Pain', 0)).toMatchObject({ maps_to_end: true, maps_to_rtm_survey_prompt_title: '' });
  });

  it('connecting an option to a prompt in the graph sets its Maps to; deleting the edge clears it', () => {
    let state = run({ type: 'CONNECT', promptId: '1', optionId: '12', targetPromptId: '3' });
    expect(opt(state, 'Pain', 1)).toMatchObject({
      maps_to_end: false,
      maps_to_rtm_survey_prompt_title: 'Severity',
    });
    state = promptEditorReducer(state, { type: 'DISCONNECT', promptId: '1', optionId: '12' });
    expect(opt(state, 'Pain', 1)).toMatchObject({ maps_to_end: false, maps_to_rtm_survey_prompt_title: '' });
    expect(promptEditorView(state).redGroups).toEqual(new Set([1]));
  });

  it('opening a prompt from the graph shows its group in the form', () => {
    const state = run({ type: 'OPEN_PROMPT', promptId: '3' });
    expect(state).toMatchObject({ group: 3, focusedPromptId: '3' });
  });
});

describe('validation', () => {
  const rules = (state: PromptEditorState) =>
    promptIssues(state.prompts).map((issue) => [issue.rule, issue.field, issue.group]);

  it('[prompt-editor-titles-unique] duplicate titles are marked on each prompt that has one', () => {
    const state = run({ type: 'SET_PROMPT_FIELD', promptId: '3', field: 'title', value: 'Where ' });
    const issues = promptIssues(state.prompts).filter((issue) => issue.rule === 'titles-unique');
    expect(issues.map((issue) => issue.promptId).sort()).toEqual(['2', '3']);
  });

  it('[prompt-editor-option-ids-unique] option identifiers must be unique within a prompt, not across prompts', () => {
    let state = run({ type: 'SET_IDENTIFIER', promptId: '1', optionId: '12', value: 'Pain_1' });
    expect(rules(state)).toEqual([
      ['option-ids-unique', 'identifier', 1],
      ['option-ids-unique', 'identifier', 1],
    ]);
    state = run({ type: 'SET_IDENTIFIER', promptId: '2', optionId: '21', value: 'Pain_1' });
    expect(rules(state)).toEqual([]);
  });

  it('[prompt-editor-map-target-later] a map target must be empty or a prompt of a later group', () => {
    expect(rules(run({ type: 'SET_MAPS_TO', promptId: '2', optionId: '21', title: 'Pain' }))).toEqual([
      ['map-target-later', 'maps_to', 2],
    ]);
    expect(rules(run({ type: 'SET_MAPS_TO', promptId: '2', optionId: '21', title: 'Nowhere' }))).toEqual([
      ['map-target-later', 'maps_to', 2],
    ]);
    expect(rules(run({ type: 'SET_MAPS_TO', promptId: '1', optionId: '12', title: 'Severity' }))).toEqual([]);
  });

  it('[prompt-editor-non-blank] title, description, identifier and response text must not be blank (whitespace counts as blank)', () => {
    const state = run(
      { type: 'SET_PROMPT_FIELD', promptId: '2', field: 'description', value: '   ' },
      { type: 'SET_IDENTIFIER', promptId: '2', optionId: '21', value: ' ' },
      { type: 'SET_OPTION_TEXT', promptId: '2', optionId: '21', value: '\t' },
    );
    expect(rules(state)).toEqual([
      ['non-blank', 'description', 2],
      ['non-blank', 'identifier', 2],
      ['non-blank', 'option_text', 2],
    ]);
    expect(rules(run({ type: 'SET_PROMPT_FIELD', promptId: '3', field: 'title', value: '' }))).toContainEqual(
      ['non-blank', 'title', 3],
    );
  });

  it('[prompt-editor-target-required] an option needs a target unless it maps to end', () => {
    const state = run({ type: 'SET_MAPS_TO_END', promptId: '1', optionId: '12', checked: false });
    expect(rules(state)).toEqual([['target-required', 'maps_to', 1]]);
  });

  it("[prompt-editor-group-red] [prompt-editor-store-disabled] a group with an error is red and Store Prompts is disabled with the spec's message", () => {
    const state = run({ type: 'SET_OPTION_TEXT', promptId: '3', optionId: '31', value: '' });
    const view = promptEditorView(state);
    expect(view.redGroups).toEqual(new Set([3]));
    expect(view.canStore).toBe(false);
    expect(message('promptEditorStoreBlocked')).toBe(
      'Cannot store prompts. Please fix validation errors in the highlighted groups.',
    );
    const fixed = promptEditorReducer(state, {
      type: 'SET_OPTION_TEXT',
      promptId: '3',
      optionId: '31',
      value: 'Bad',
    });
    expect(promptEditorView(fixed)).toMatchObject({ canStore: true, redGroups: new Set() });
  });
});

describe('graph rules', () => {
  it('names the prompt of a dangling target, a cycle, and refuses a flow without a group-1 prompt', () => {
    const state = run();
    expect(flowProblem(state.prompts)).toBeNull();
    expect(flowProblem(state.prompts.filter((candidate) => candidate.group !== 1))).toEqual({
      kind: 'noGroup1',
    });
    const dangling = run({ type: 'SET_MAPS_TO', promptId: '1', optionId: '12', title: 'Ghost' });
    expect(flowProblem(dangling.prompts)).toEqual({ kind: 'dangling', title: 'Pain', target: 'Ghost' });
    // A cycle can only be sent, not edited (targets must be later): Where → Pain → Where.
    const looped = state.prompts.map((candidate) =>
      candidate.title === 'Where'
        ? {
            ...candidate,
            rtm_survey_prompt_options: [
              { ...candidate.rtm_survey_prompt_options[0]!, maps_to_rtm_survey_prompt_title: 'Pain' },
            ],
          }
        : candidate,
    );
    const problem = flowProblem(looped);
    expect(problem?.kind).toBe('cycle');
    expect(problem?.kind === 'cycle' && ['Pain', 'Where'].includes(problem.title)).toBe(true);
  });
});
