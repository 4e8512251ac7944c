// The prompt flow as a graph (issue 14, section 2): prompts as nodes in three lanes by group,
// options as edges to the prompt they map to or to an End node, unresolved targets as nodes of
// their own, and validation errors marked. Laid out with dagre (top to bottom within a lane),
// each lane's x fixed by its group. Pure: tested without React Flow.
import dagre, { type GraphLabel, type NodeLabel } from '@dagrejs/dagre';
import {
  laterPrompt,
  promptGroups,
  type EditorPrompt,
  type PromptIssue,
} from '../../domain/promptEditor/promptRules';

export const endNodeId = 'end';
const unresolvedPrefix = 'unresolved:';

export interface GraphOption {
  id: string;
  label: string;
  /** No target while it must have one, or another rule broken on it. */
  invalid: boolean;
}

// Type aliases, not interfaces: React Flow takes node data only of a type that has an implicit
// index signature, which an object type alias has and an interface has not.
export type PromptNodeData = {
  kind: 'prompt';
  promptId: string;
  title: string;
  group: number;
  invalid: boolean;
  options: GraphOption[];
};
export type EndNodeData = {
  kind: 'end';
};
export type UnresolvedNodeData = {
  kind: 'unresolved';
  title: string;
};
export type LaneNodeData = {
  kind: 'lane';
  group: number;
};
export type GraphNodeData = PromptNodeData | EndNodeData | UnresolvedNodeData | LaneNodeData;

export interface GraphNode {
  id: string;
  type: GraphNodeData['kind'];
  position: { x: number; y: number };
  data: GraphNodeData;
}

export interface GraphEdge {
  id: string;
  source: string;
  sourceHandle: string;
  target: string;
  /** The target is no prompt of a later group (an unresolved title, or an earlier prompt). */
  invalid: boolean;
  data: { promptId: string; optionId: string };
}

export const laneWidth = 280;
const nodeWidth = 200;
const laneTop = 60;
const optionRowHeight = 24;
const nodeBaseHeight = 56;

const heightOf = (prompt: EditorPrompt) =>
  nodeBaseHeight + optionRowHeight * prompt.rtm_survey_prompt_options.length;

/**
 * The graph of `prompts`, with `issues` marking nodes and option handles red.
 *
 * @example
 * const { nodes, edges } = promptGraph(state.prompts, promptEditorView(state).issues);
 */
export function promptGraph(
  prompts: readonly EditorPrompt[],
  issues: readonly PromptIssue[],
): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const edges: GraphEdge[] = [];
  const unresolved = new Map<string, number>();
  const byTitle = new Map(prompts.map((prompt) => [prompt.title.trim(), prompt]));
  for (const prompt of prompts) {
    for (const option of prompt.rtm_survey_prompt_options) {
      const data = { promptId: prompt.id, optionId: option.id };
      const title = option.maps_to_rtm_survey_prompt_title.trim();
      if (option.maps_to_end) {
        edges.push({
          id: `edge:${option.id}`,
          source: prompt.id,
          sourceHandle: option.id,
          target: endNodeId,
          invalid: false,
          data,
        });
      } else if (title !== '') {
        const target = byTitle.get(title);
        if (target) {
          const later = laterPrompt(prompts, prompt, title) !== undefined;
          edges.push({
            id: `edge:${option.id}`,
            source: prompt.id,
            sourceHandle: option.id,
            target: target.id,
            invalid: !later,
            data,
          });
        } else {
          unresolved.set(title, Math.min(3, Math.max(unresolved.get(title) ?? 0, prompt.group + 1)));
          edges.push({
            id: `edge:${option.id}`,
            source: prompt.id,
            sourceHandle: option.id,
            target: `${unresolvedPrefix}${title}`,
            invalid: true,
            data,
          });
        }
      }
    }
  }

  // dagre orders each lane's nodes to keep edges short; the lane (x) is the prompt's group.
  const graph = new dagre.graphlib.Graph<GraphLabel, NodeLabel>();
  graph.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 80 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const prompt of prompts) graph.setNode(prompt.id, { width: nodeWidth, height: heightOf(prompt) });
  for (const title of unresolved.keys())
    graph.setNode(`${unresolvedPrefix}${title}`, { width: nodeWidth, height: 48 });
  graph.setNode(endNodeId, { width: 120, height: 48 });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  const y = (id: string) => graph.node(id)?.y ?? 0;

  const nodes: GraphNode[] = promptGroups.map((group) => ({
    id: `lane:${group}`,
    type: 'lane' as const,
    position: { x: (group - 1) * laneWidth, y: 0 },
    data: { kind: 'lane' as const, group },
  }));
  const lanes = new Map<number, { id: string; y: number; height: number; data: GraphNodeData }[]>();
  const place = (lane: number, id: string, height: number, data: GraphNodeData) =>
    lanes.set(lane, [...(lanes.get(lane) ?? []), { id, y: y(id), height, data }]);
  for (const prompt of prompts) {
    const invalidOptions = new Set(
      issues.filter((issue) => issue.promptId === prompt.id && issue.optionId).map((issue) => issue.optionId),
    );
    place(prompt.group, prompt.id, heightOf(prompt), {
      kind: 'prompt',
      promptId: prompt.id,
      title: prompt.title,
      group: prompt.group,
      invalid: issues.some((issue) => issue.promptId === prompt.id),
      options: prompt.rtm_survey_prompt_options.map((option) => ({
        id: option.id,
        label: option.option_text.trim() || option.identifier,
        invalid: invalidOptions.has(option.id),
      })),
    });
  }
  for (const [title, lane] of unresolved)
    place(lane, `${unresolvedPrefix}${title}`, 48, { kind: 'unresolved', title });
  // Within a lane, dagre's order, stacked without overlaps.
  for (const [lane, members] of lanes) {
    let top = laneTop;
    for (const member of members.sort((a, b) => a.y - b.y)) {
      nodes.push({
        id: member.id,
        type: member.data.kind,
        position: { x: (lane - 1) * laneWidth, y: top },
        data: member.data,
      });
      top += member.height + 32;
    }
  }
  nodes.push({
    id: endNodeId,
    type: 'end',
    position: { x: 3 * laneWidth, y: laneTop },
    data: { kind: 'end' },
  });
  return { nodes, edges };
}
