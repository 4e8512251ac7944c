import { message } from '../../../src/generated/catalog';
import {
  flowProblem,
  promptIssues,
  type EditorPrompt,
  type PromptIssueRule,
} from '../../../domain/promptEditor/promptRules';

const issueKeys = {
  'titles-unique': 'promptStoreTitlesUnique',
  'option-ids-unique': 'promptStoreOptionIdsUnique',
  'map-target-later': 'promptStoreMapTargetLater',
  'non-blank': 'promptStoreNonBlank',
  'target-required': 'promptStoreTargetRequired',
} as const satisfies Record<PromptIssueRule, string>;

/**
 * Why Store Prompts refuses `prompts`, as the message to answer (naming the prompt), or null:
 * first the graph rules a played flow needs (one group-1 prompt, no dangling target, no cycle),
 * then the editor's own rules of document 3, section 5, the same module the editor marks its
 * groups red with (domain/promptEditor/promptRules.ts).
 *
 * @example
 * promptStoreProblem([]); // 'A prompt in group 1 is required.'
 */
export function promptStoreProblem(prompts: readonly EditorPrompt[]): string | null {
  const problem = flowProblem(prompts);
  if (problem) {
    switch (problem.kind) {
      case 'noGroup1':
        return message('promptStoreNoGroup1');
      case 'multipleGroup1':
        return message('promptStoreMultipleGroup1', { title: problem.title });
      case 'dangling':
        return message('promptStoreDangling', { title: problem.title, target: problem.target });
      case 'cycle':
        return message('promptStoreCycle', { title: problem.title });
    }
  }
  const [issue] = promptIssues(prompts);
  if (!issue) return null;
  const prompt = prompts.find((candidate) => candidate.id === issue.promptId);
  return message(issueKeys[issue.rule], { title: prompt?.title.trim() ?? '' });
}
