// The prompt editor's validation (document 3, section 5 "Prompt editor validation") and the
// graph rules the server adds (a dangling target, a cycle, a missing group-1 prompt), pure and
// shared: the editor's state (promptEditorState.ts) marks groups red from it, and POST
// rtm_templates_prompt/version/{id} (server/features/promptEditor) refuses a flow with it.

/** A prompt group: the flow starts in group 1 and ends by group 3 at the latest. */
export type PromptGroup = 1 | 2 | 3;

export const promptGroups: readonly PromptGroup[] = [1, 2, 3];

/** One response (option) of a prompt, as the editor and Store Prompts hold it. */
export interface EditorOption {
  /** Generated on the client ([prompt-editor-client-ids]); a stored option keeps its server id as text. */
  id: string;
  identifier: string;
  option_text: string;
  /** The title of the prompt the option leads to, or '' (document 3, section 3). */
  maps_to_rtm_survey_prompt_title: string;
  maps_to_end: boolean;
  text_required: boolean;
}

/** One prompt of a version, as the editor and Store Prompts hold it. */
export interface EditorPrompt {
  id: string;
  title: string;
  group: PromptGroup;
  description: string;
  additional_information_id: string;
  additional_prompt_information: string;
  rtm_survey_prompt_options: EditorOption[];
}

/** Which rule a validation issue breaks (the rule ids of area prompt-editor). */
export type PromptIssueRule =
  'titles-unique' | 'option-ids-unique' | 'map-target-later' | 'non-blank' | 'target-required';

/** The field an issue marks in red. */
export type PromptIssueField = 'title' | 'description' | 'identifier' | 'option_text' | 'maps_to';

/** One broken rule, on a prompt (and one of its options). */
export interface PromptIssue {
  rule: PromptIssueRule;
  promptId: string;
  optionId?: string;
  field: PromptIssueField;
  group: PromptGroup;
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';
const key = (text: string) => text.trim();

/**
 * Every broken rule of section 5 "Prompt editor validation": titles unique across all prompts
 * ([prompt-editor-titles-unique], each duplicate marked), option identifiers unique within a prompt
 * ([prompt-editor-option-ids-unique]), a map target empty or the title of a later-group prompt
 * ([prompt-editor-map-target-later]), non-blank title, description, identifier and response text
 * ([prompt-editor-non-blank]), a target unless the option maps to end ([prompt-editor-target-required]).
 *
 * @example
 * promptIssues([{ id: 'a', title: ' ', group: 1, ... }]); // [{ rule: 'non-blank', field: 'title', ... }]
 */
export function promptIssues(prompts: readonly EditorPrompt[]): PromptIssue[] {
  const issues: PromptIssue[] = [];
  const titleCounts = new Map<string, number>();
  for (const prompt of prompts) {
    if (!blank(prompt.title))
      titleCounts.set(key(prompt.title), (titleCounts.get(key(prompt.title)) ?? 0) + 1);
  }
  for (const prompt of prompts) {
    const on = { promptId: prompt.id, group: prompt.group };
    if (blank(prompt.title)) issues.push({ rule: 'non-blank', field: 'title', ...on });
    else if ((titleCounts.get(key(prompt.title)) ?? 0) > 1)
      issues.push({ rule: 'titles-unique', field: 'title', ...on });
    if (blank(prompt.description)) issues.push({ rule: 'non-blank', field: 'description', ...on });
    const identifierCounts = new Map<string, number>();
    for (const option of prompt.rtm_survey_prompt_options) {
      if (!blank(option.identifier))
        identifierCounts.set(key(option.identifier), (identifierCounts.get(key(option.identifier)) ?? 0) + 1);
    }
    for (const option of prompt.rtm_survey_prompt_options) {
      const at = { ...on, optionId: option.id };
      if (blank(option.identifier)) issues.push({ rule: 'non-blank', field: 'identifier', ...at });
      else if ((identifierCounts.get(key(option.identifier)) ?? 0) > 1)
        issues.push({ rule: 'option-ids-unique', field: 'identifier', ...at });
      if (blank(option.option_text)) issues.push({ rule: 'non-blank', field: 'option_text', ...at });
      const target = option.maps_to_rtm_survey_prompt_title;
      if (!blank(target)) {
        if (!laterPrompt(prompts, prompt, target))
          issues.push({ rule: 'map-target-later', field: 'maps_to', ...at });
      } else if (!option.maps_to_end) {
        issues.push({ rule: 'target-required', field: 'maps_to', ...at });
      }
    }
  }
  return issues;
}

/** The prompt of a later group than `from` whose title is `title`, if any. */
export function laterPrompt(
  prompts: readonly EditorPrompt[],
  from: EditorPrompt,
  title: string,
): EditorPrompt | undefined {
  return prompts.find(
    (candidate) => candidate.group > from.group && key(candidate.title) === key(title) && !blank(title),
  );
}

/** The groups among 1 to 3 with at least one issue: their buttons turn red ([prompt-editor-group-red]). */
export function groupsWithIssues(issues: readonly PromptIssue[]): Set<PromptGroup> {
  return new Set(issues.map((issue) => issue.group));
}

/** Why a flow cannot be played, naming the prompt: the server's graph rules beside section 5's. */
export type FlowProblem =
  | { kind: 'noGroup1' }
  | { kind: 'multipleGroup1'; title: string }
  | { kind: 'dangling'; title: string; target: string }
  | { kind: 'cycle'; title: string };

/**
 * The graph rules Store Prompts is held to on the server: one group-1 prompt to start from, every
 * map target the title of a prompt of the version (else 'dangling', naming the prompt), and no
 * prompt that leads back to itself ('cycle'). Null when the flow is playable.
 *
 * @example
 * flowProblem([]); // { kind: 'noGroup1' }
 */
export function flowProblem(prompts: readonly EditorPrompt[]): FlowProblem | null {
  const firsts = prompts.filter((prompt) => prompt.group === 1);
  if (firsts.length === 0) return { kind: 'noGroup1' };
  if (firsts.length > 1) return { kind: 'multipleGroup1', title: firsts[1]?.title ?? '' };
  const byTitle = new Map(prompts.map((prompt) => [key(prompt.title), prompt]));
  const next = new Map<string, EditorPrompt[]>();
  for (const prompt of prompts) {
    const targets: EditorPrompt[] = [];
    for (const option of prompt.rtm_survey_prompt_options) {
      const target = option.maps_to_rtm_survey_prompt_title;
      if (option.maps_to_end || blank(target)) continue;
      const found = byTitle.get(key(target));
      if (!found) return { kind: 'dangling', title: prompt.title, target };
      targets.push(found);
    }
    next.set(prompt.id, targets);
  }
  // Depth-first search: a prompt met again on the current path closes a cycle.
  const state = new Map<string, 'open' | 'done'>();
  const visit = (prompt: EditorPrompt): EditorPrompt | null => {
    if (state.get(prompt.id) === 'done') return null;
    if (state.get(prompt.id) === 'open') return prompt;
    state.set(prompt.id, 'open');
    for (const target of next.get(prompt.id) ?? []) {
      const looped = visit(target);
      if (looped) return looped;
    }
    state.set(prompt.id, 'done');
    return null;
  };
  for (const prompt of prompts) {
    const looped = visit(prompt);
    if (looped) return { kind: 'cycle', title: looped.title };
  }
  return null;
}
