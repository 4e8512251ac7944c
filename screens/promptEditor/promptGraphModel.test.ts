// The prompt flow as a graph, without React Flow: lanes by group, edges to prompts or End,
// unresolved targets and validation errors marked.
import { describe, expect, it } from 'vitest';
import {
  initialPromptEditorState,
  promptEditorReducer,
  promptEditorView,
  type PromptEditorEvent,
} from '../../domain/promptEditor/promptEditorState';
import { endNodeId, laneWidth, promptGraph } from './promptGraphModel';

const option = (id: number, text: string, target: { id: number; title: string } | null) => ({
  id,
  identifier: `O_${id}`,
  option_text: text,
  text_required: false,
  maps_to_rtm_survey_prompt_id: target?.id ?? null,
  maps_to_rtm_survey_prompt_title: target?.title ?? null,
  // As the server answers it: an option without a target prompt ends the flow.
  maps_to_end: target === null,
});
const loaded = [
  {
    id: 1,
    title: 'Pain',
    group: 1,
    description: 'd',
    additional_prompt_information: null,
    rtm_survey_prompt_options: [option(11, 'Yes', { id: 2, title: 'Where' }), option(12, 'No', null)],
  },
  {
    id: 2,
    title: 'Where',
    group: 2,
    description: 'd',
    additional_prompt_information: null,
    rtm_survey_prompt_options: [option(21, 'Knee', null)],
  },
];
const state = (...events: PromptEditorEvent[]) =>
  events.reduce(
    promptEditorReducer,
    promptEditorReducer(initialPromptEditorState(), { type: 'LOAD', prompts: loaded }),
  );
const graphOf = (...events: PromptEditorEvent[]) => {
  const current = state(...events);
  return promptGraph(current.prompts, promptEditorView(current).issues);
};

describe('promptGraph', () => {
  it('draws prompts in the lane of their group, and each option as an edge to its prompt or to End', () => {
    const { nodes, edges } = graphOf();
    expect(nodes.find((node) => node.id === '1')?.position.x).toBe(0);
    expect(nodes.find((node) => node.id === '2')?.position.x).toBe(laneWidth);
    expect(nodes.filter((node) => node.type === 'lane')).toHaveLength(3);
    expect(edges.map((edge) => [edge.sourceHandle, edge.target, edge.invalid])).toEqual([
      ['11', '2', false],
      ['12', endNodeId, false],
      ['21', endNodeId, false],
    ]);
  });

  it('marks an unresolved target as a node of its own and an option without a target as invalid', () => {
    const { nodes, edges } = graphOf(
      { type: 'SET_MAPS_TO', promptId: '1', optionId: '12', title: 'Ghost' },
      { type: 'SET_MAPS_TO_END', promptId: '2', optionId: '21', checked: false },
    );
    expect(edges.find((edge) => edge.sourceHandle === '12')).toMatchObject({
      target: 'unresolved:Ghost',
      invalid: true,
    });
    expect(nodes.find((node) => node.id === 'unresolved:Ghost')?.position.x).toBe(laneWidth);
    const where = nodes.find((node) => node.id === '2')?.data;
    expect(where).toMatchObject({ kind: 'prompt', invalid: true, options: [{ id: '21', invalid: true }] });
    expect(edges.some((edge) => edge.sourceHandle === '21')).toBe(false);
  });
});
