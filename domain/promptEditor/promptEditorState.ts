// The prompt editor's one editing state (document 3, sections 2.14, 3, 4 "Prompt editor" and 5
// "Prompt editor validation"): a pure reducer that the form and the graph both send their edits
// to, tested without a DOM (promptEditorState.test.ts).
import type { OperationData } from '../../src/generated/operationTypes';
import {
  laterPrompt,
  promptIssues,
  type EditorOption,
  type EditorPrompt,
  type PromptGroup,
  type PromptIssue,
} from './promptRules';

export interface PromptEditorState {
  prompts: EditorPrompt[];
  /** The group whose prompts the form shows ('Prompt 1..3'). */
  group: PromptGroup;
  /** The prompt last opened from the graph (scrolled to in the form), if any. */
  focusedPromptId: string | null;
  /** The next client id's number ([prompt-editor-client-ids]). */
  nextId: number;
}

/** A prompt as GET rtm_templates_prompt/version/{id} answers it (ids from the server). */
export type LoadedPrompt = OperationData<'getTemplateVersionPrompts'>['prompts'][number];

export type PromptField =
  'title' | 'description' | 'additional_information_id' | 'additional_prompt_information';

export type PromptEditorEvent =
  | { type: 'LOAD'; prompts: readonly LoadedPrompt[] }
  | { type: 'IMPORT'; prompts: readonly EditorPrompt[] }
  | { type: 'SELECT_GROUP'; group: PromptGroup }
  | { type: 'OPEN_PROMPT'; promptId: string }
  | { type: 'ADD_PROMPT' }
  | { type: 'REMOVE_PROMPT'; promptId: string }
  | { type: 'SET_PROMPT_FIELD'; promptId: string; field: PromptField; value: string }
  | { type: 'ADD_RESPONSE'; promptId: string }
  | { type: 'REMOVE_RESPONSE'; promptId: string; optionId: string }
  | { type: 'SET_IDENTIFIER'; promptId: string; optionId: string; value: string }
  | { type: 'SET_OPTION_TEXT'; promptId: string; optionId: string; value: string }
  | { type: 'SET_MAPS_TO'; promptId: string; optionId: string; title: string }
  | { type: 'SET_MAPS_TO_END'; promptId: string; optionId: string; checked: boolean }
  | { type: 'SET_TEXT_REQUIRED'; promptId: string; optionId: string; checked: boolean }
  | { type: 'CREATE_PROMPT'; promptId: string; optionId: string }
  | { type: 'CONNECT'; promptId: string; optionId: string; targetPromptId: string }
  | { type: 'DISCONNECT'; promptId: string; optionId: string };

/** The option text that forces maps-to-end and text-required ([prompt-editor-other-text]). */
export const otherText = 'Other';

const isOther = (option: EditorOption) => option.option_text.trim() === otherText;

/** Whether an option's Maps to End and Text Required boxes are locked (an 'Other' option; group 3's Maps to End). */
export function optionLocks(
  prompt: EditorPrompt,
  option: EditorOption,
): { mapsToEnd: boolean; textRequired: boolean } {
  return { mapsToEnd: isOther(option) || prompt.group === 3, textRequired: isOther(option) };
}

/**
 * The default prompt when a version has no group-1 prompt ([prompt-editor-default-prompt]).
 *
 * @example
 * defaultPrompt('p1', 'o1').title; // 'DEF'
 */
export function defaultPrompt(promptId: string, optionId: string): EditorPrompt {
  return {
    id: promptId,
    title: 'DEF',
    group: 1,
    description: 'Default prompt',
    additional_information_id: '',
    additional_prompt_information: '',
    rtm_survey_prompt_options: [
      {
        id: optionId,
        identifier: 'DEF_1',
        option_text: 'Default option',
        maps_to_rtm_survey_prompt_title: '',
        maps_to_end: true,
        text_required: false,
      },
    ],
  };
}

const asGroup = (group: number): PromptGroup => (group <= 1 ? 1 : group >= 3 ? 3 : 2);

/**
 * Group 3 always maps to end ([prompt-editor-group3-end]); 'Other' maps to end and requires text
 * ([prompt-editor-other-text]); mapping to end clears the target ([prompt-editor-maps-to-end-clears]).
 */
function normalizeOption(prompt: EditorPrompt, option: EditorOption): EditorOption {
  const other = isOther(option);
  const mapsToEnd = other || prompt.group === 3 ? true : option.maps_to_end;
  return {
    ...option,
    maps_to_end: mapsToEnd,
    maps_to_rtm_survey_prompt_title: mapsToEnd ? '' : option.maps_to_rtm_survey_prompt_title,
    text_required: other ? true : option.text_required,
  };
}

function normalize(prompts: readonly EditorPrompt[]): EditorPrompt[] {
  return prompts.map((prompt) => ({
    ...prompt,
    rtm_survey_prompt_options: prompt.rtm_survey_prompt_options.map((option) =>
      normalizeOption(prompt, option),
    ),
  }));
}

/** A state whose prompts include a group-1 prompt (the default one when there is none). */
function withGroupOne(state: PromptEditorState, prompts: EditorPrompt[]): PromptEditorState {
  if (prompts.some((prompt) => prompt.group === 1)) return { ...state, prompts: normalize(prompts) };
  const [promptId, optionId, nextId] = [`new-${state.nextId}`, `new-${state.nextId + 1}`, state.nextId + 2];
  return { ...state, nextId, prompts: normalize([defaultPrompt(promptId, optionId), ...prompts]) };
}

/**
 * The editor's prompts from the server's: ids kept as text, maps_to_end derived as true when the
 * server names no target prompt ([prompt-editor-maps-to-end-derived]).
 */
export function fromServer(prompts: readonly LoadedPrompt[]): EditorPrompt[] {
  return prompts.map((prompt) => ({
    id: String(prompt.id),
    title: prompt.title,
    group: asGroup(prompt.group),
    description: prompt.description ?? '',
    additional_information_id: prompt.additional_information_id ?? '',
    additional_prompt_information: prompt.additional_prompt_information ?? '',
    rtm_survey_prompt_options: prompt.rtm_survey_prompt_options.map((option) => ({
      id: String(option.id),
      identifier: option.identifier ?? '',
      option_text: option.option_text,
      maps_to_rtm_survey_prompt_title:
        option.maps_to_rtm_survey_prompt_id === null ? '' : (option.maps_to_rtm_survey_prompt_title ?? ''),
      maps_to_end: option.maps_to_rtm_survey_prompt_id === null,
      text_required: option.text_required,
    })),
  }));
}

/** The state before the version's prompts load. */
export function initialPromptEditorState(): PromptEditorState {
  return { prompts: [], group: 1, focusedPromptId: null, nextId: 1 };
}

const updatePrompt = (
  state: PromptEditorState,
  promptId: string,
  change: (prompt: EditorPrompt) => EditorPrompt,
): PromptEditorState => ({
  ...state,
  prompts: normalize(state.prompts.map((prompt) => (prompt.id === promptId ? change(prompt) : prompt))),
});

const updateOption = (
  state: PromptEditorState,
  promptId: string,
  optionId: string,
  change: (option: EditorOption, prompt: EditorPrompt) => EditorOption,
): PromptEditorState =>
  updatePrompt(state, promptId, (prompt) => ({
    ...prompt,
    rtm_survey_prompt_options: prompt.rtm_survey_prompt_options.map((option) =>
      option.id === optionId ? change(option, prompt) : option,
    ),
  }));

/** Whether 'Remove Prompt' may remove the prompt: not the group-1 prompt when it is the only one in view ([prompt-editor-group1-remove]). */
export function canRemovePrompt(state: PromptEditorState, promptId: string): boolean {
  const prompt = state.prompts.find((candidate) => candidate.id === promptId);
  if (!prompt) return false;
  if (prompt.group !== 1) return true;
  return state.prompts.filter((candidate) => candidate.group === 1).length > 1;
}

/** Whether 'Create Prompt' shows beside an option: its Maps to title matches no later-group prompt ([prompt-editor-create-prompt-button]). */
export function needsCreatePrompt(
  state: PromptEditorState,
  prompt: EditorPrompt,
  option: EditorOption,
): boolean {
  const title = option.maps_to_rtm_survey_prompt_title;
  return !option.maps_to_end && title.trim() !== '' && !laterPrompt(state.prompts, prompt, title);
}

/**
 * Apply one edit to the editor's state.
 *
 * @example
 * let state = promptEditorReducer(initialPromptEditorState(), { type: 'LOAD', prompts });
 * state = promptEditorReducer(state, { type: 'SELECT_GROUP', group: 2 });
 */
export function promptEditorReducer(state: PromptEditorState, event: PromptEditorEvent): PromptEditorState {
  switch (event.type) {
    case 'LOAD':
      return withGroupOne({ ...state, group: 1, focusedPromptId: null }, fromServer(event.prompts));
    case 'IMPORT': {
      const prompts = event.prompts.map((prompt) => ({
        ...prompt,
        id: `new-${state.nextId}-${prompt.id}`,
        rtm_survey_prompt_options: prompt.rtm_survey_prompt_options.map((option) => ({
          ...option,
          id: `new-${state.nextId}-${option.id}`,
        })),
      }));
      return withGroupOne({ ...state, group: 1, focusedPromptId: null, nextId: state.nextId + 1 }, prompts);
    }
    case 'SELECT_GROUP':
      return { ...state, group: event.group, focusedPromptId: null };
    case 'OPEN_PROMPT': {
      const prompt = state.prompts.find((candidate) => candidate.id === event.promptId);
      return prompt ? { ...state, group: prompt.group, focusedPromptId: prompt.id } : state;
    }
    case 'ADD_PROMPT': {
      // [prompt-editor-add-prompt], [prompt-editor-new-prompt]: groups 2 and 3 only, empty title, no options.
      if (state.group === 1) return state;
      const prompt: EditorPrompt = {
        id: `new-${state.nextId}`,
        title: '',
        group: state.group,
        description: '',
        additional_information_id: '',
        additional_prompt_information: '',
        rtm_survey_prompt_options: [],
      };
      return {
        ...state,
        nextId: state.nextId + 1,
        prompts: [...state.prompts, prompt],
        focusedPromptId: prompt.id,
      };
    }
    case 'REMOVE_PROMPT':
      if (!canRemovePrompt(state, event.promptId)) return state;
      return {
        ...state,
        prompts: state.prompts.filter((prompt) => prompt.id !== event.promptId),
        focusedPromptId: state.focusedPromptId === event.promptId ? null : state.focusedPromptId,
      };
    case 'SET_PROMPT_FIELD':
      return updatePrompt(state, event.promptId, (prompt) => ({ ...prompt, [event.field]: event.value }));
    case 'ADD_RESPONSE': {
      // [prompt-editor-add-response], [prompt-editor-option-id-default]: title_{count + 1}.
      const id = `new-${state.nextId}`;
      return {
        ...updatePrompt(state, event.promptId, (prompt) => ({
          ...prompt,
          rtm_survey_prompt_options: [
            ...prompt.rtm_survey_prompt_options,
            {
              id,
              identifier: `${prompt.title}_${prompt.rtm_survey_prompt_options.length + 1}`,
              option_text: '',
              maps_to_rtm_survey_prompt_title: '',
              maps_to_end: false,
              text_required: false,
            },
          ],
        })),
        nextId: state.nextId + 1,
      };
    }
    case 'REMOVE_RESPONSE':
      // [prompt-editor-remove-response]: only while the prompt has more than one response.
      return updatePrompt(state, event.promptId, (prompt) =>
        prompt.rtm_survey_prompt_options.length > 1
          ? {
              ...prompt,
              rtm_survey_prompt_options: prompt.rtm_survey_prompt_options.filter(
                (option) => option.id !== event.optionId,
              ),
            }
          : prompt,
      );
    case 'SET_IDENTIFIER':
      return updateOption(state, event.promptId, event.optionId, (option) => ({
        ...option,
        identifier: event.value,
      }));
    case 'SET_OPTION_TEXT':
      return updateOption(state, event.promptId, event.optionId, (option) => ({
        ...option,
        option_text: event.value,
      }));
    case 'SET_MAPS_TO':
      return updateOption(state, event.promptId, event.optionId, (option, prompt) =>
        optionLocks(prompt, option).mapsToEnd
          ? option
          : { ...option, maps_to_rtm_survey_prompt_title: event.title, maps_to_end: false },
      );
    case 'SET_MAPS_TO_END':
      return updateOption(state, event.promptId, event.optionId, (option, prompt) =>
        optionLocks(prompt, option).mapsToEnd ? option : { ...option, maps_to_end: event.checked },
      );
    case 'SET_TEXT_REQUIRED':
      return updateOption(state, event.promptId, event.optionId, (option, prompt) =>
        optionLocks(prompt, option).textRequired ? option : { ...option, text_required: event.checked },
      );
    case 'CREATE_PROMPT': {
      // [prompt-editor-create-prompt]: the target title as a prompt of the next group (at most 3), one option title_1.
      const prompt = state.prompts.find((candidate) => candidate.id === event.promptId);
      const option = prompt?.rtm_survey_prompt_options.find((candidate) => candidate.id === event.optionId);
      if (!prompt || !option || !needsCreatePrompt(state, prompt, option)) return state;
      const title = option.maps_to_rtm_survey_prompt_title.trim();
      const group = asGroup(prompt.group + 1);
      const created: EditorPrompt = {
        id: `new-${state.nextId}`,
        title,
        group,
        description: '',
        additional_information_id: '',
        additional_prompt_information: '',
        rtm_survey_prompt_options: [
          {
            id: `new-${state.nextId + 1}`,
            identifier: `${title}_1`,
            option_text: '',
            maps_to_rtm_survey_prompt_title: '',
            maps_to_end: false,
            text_required: false,
          },
        ],
      };
      return {
        ...state,
        nextId: state.nextId + 2,
        group,
        focusedPromptId: created.id,
        prompts: normalize([...state.prompts, created]),
      };
    }
    case 'CONNECT': {
      // The graph: an option's handle dragged onto a prompt sets its Maps to.
      const target = state.prompts.find((candidate) => candidate.id === event.targetPromptId);
      if (!target) return state;
      return promptEditorReducer(state, {
        type: 'SET_MAPS_TO',
        promptId: event.promptId,
        optionId: event.optionId,
        title: target.title,
      });
    }
    case 'DISCONNECT':
      // The graph: deleting an option's edge clears its Maps to (and Maps to End, where it may).
      return updateOption(state, event.promptId, event.optionId, (option, prompt) =>
        optionLocks(prompt, option).mapsToEnd
          ? option
          : { ...option, maps_to_rtm_survey_prompt_title: '', maps_to_end: false },
      );
  }
}

/** What the form and the graph draw from the state: the issues, the red groups, whether Store Prompts is enabled. */
export interface PromptEditorView {
  issues: PromptIssue[];
  redGroups: Set<PromptGroup>;
  /** [prompt-editor-store-disabled]: false when any group 1 to 3 has an error. */
  canStore: boolean;
}

/**
 * The view of a state.
 *
 * @example
 * promptEditorView(state).canStore; // true when no group has an error
 */
export function promptEditorView(state: PromptEditorState): PromptEditorView {
  const issues = promptIssues(state.prompts);
  const redGroups = new Set(issues.map((issue) => issue.group));
  return { issues, redGroups, canStore: redGroups.size === 0 };
}
