// The prompt flow drawn beside the form with React Flow (@xyflow/react). Loaded lazily by the
// prompt editor, so React Flow and dagre stay out of every other route's bundle.
import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  applyEdgeChanges,
  applyNodeChanges,
  useUpdateNodeInternals,
  type Connection,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { PromptEditorEvent } from '../../domain/promptEditor/promptEditorState';
import type { EditorPrompt, PromptIssue } from '../../domain/promptEditor/promptRules';
import { constants, message } from '../../src/generated/catalog';
import {
  endNodeId,
  laneWidth,
  promptGraph,
  type EndNodeData,
  type GraphEdge,
  type LaneNodeData,
  type PromptNodeData,
  type UnresolvedNodeData,
} from './promptGraphModel';

export interface PromptGraphProps {
  prompts: readonly EditorPrompt[];
  issues: readonly PromptIssue[];
  send: (event: PromptEditorEvent) => void;
}

const red = 'var(--mantine-color-red-6)';

function PromptNode({ id, data, selected }: NodeProps<Node<PromptNodeData>>) {
  const updateNodeInternals = useUpdateNodeInternals();
  const handles = data.options.map((option) => option.id).join(',');
  useEffect(() => updateNodeInternals(id), [id, handles, updateNodeInternals]);
  return (
    <div
      data-testid={`prompt-node-${data.title}`}
      style={{
        width: 200,
        background: 'white',
        border: `2px solid ${data.invalid ? red : selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)'}`,
        borderRadius: 6,
        fontSize: 12,
      }}
    >
      <Handle type="target" position={Position.Left} id="in" style={{ width: 12, height: 12 }} />
      <div style={{ padding: '6px 8px', fontWeight: 600, color: data.invalid ? red : undefined }}>
        {data.title.trim() === '' ? message('promptEditorUntitled') : data.title}
      </div>
      {data.options.map((option) => (
        <div
          key={option.id}
          style={{
            position: 'relative',
            padding: '2px 16px 2px 8px',
            height: 24,
            color: option.invalid ? red : undefined,
            borderTop: '1px solid #eee',
          }}
        >
          <span
            style={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {option.label}
          </span>
          <Handle
            type="source"
            position={Position.Right}
            id={option.id}
            data-testid={`option-handle-${option.id}`}
            // A handle is a plain element with no role, on which ARIA names are prohibited: the
            // option's label is its tooltip instead (issue 27, defect 10).
            title={option.label}
            style={{ width: 12, height: 12, background: option.invalid ? red : undefined }}
          />
        </div>
      ))}
    </div>
  );
}

function EndNode(_props: NodeProps<Node<EndNodeData>>) {
  return (
    <div
      data-testid="end-node"
      style={{
        padding: '10px 24px',
        background: 'var(--mantine-color-gray-1)',
        border: '2px solid var(--mantine-color-gray-5)',
        borderRadius: 24,
      }}
    >
      <Handle type="target" position={Position.Left} id="in" />
      {message('promptEditorGraphEnd')}
    </div>
  );
}

function UnresolvedNode({ data }: NodeProps<Node<UnresolvedNodeData>>) {
  return (
    <div
      style={{
        width: 200,
        padding: '10px 8px',
        border: `2px dashed ${red}`,
        borderRadius: 6,
        color: red,
        background: 'white',
        fontSize: 12,
      }}
    >
      <Handle type="target" position={Position.Left} id="in" isConnectable={false} />
      {message('promptEditorGraphUnresolved', { title: data.title })}
    </div>
  );
}

function LaneNode({ data }: NodeProps<Node<LaneNodeData>>) {
  return (
    <div style={{ width: laneWidth - 40, fontWeight: 700, color: 'var(--mantine-color-gray-7)' }}>
      {message('promptEditorGroup', { group: data.group })}
    </div>
  );
}

const nodeTypes = { prompt: PromptNode, end: EndNode, unresolved: UnresolvedNode, lane: LaneNode };

/** Fitting never shrinks the graph below a readable zoom; a large flow is panned instead. */
const fitViewOptions = { minZoom: constants.promptGraphFitMinZoom };

/** React Flow's nodes of the model: prompts focusable and labelled; lanes, End and unresolved targets fixed. */
function flowNodes(prompts: readonly EditorPrompt[], issues: readonly PromptIssue[]): Node[] {
  return promptGraph(prompts, issues).nodes.map((node) => ({
    ...node,
    deletable: false,
    draggable: node.type === 'prompt',
    selectable: node.type === 'prompt',
    focusable: node.type === 'prompt',
    connectable: node.type === 'prompt' || node.type === 'end',
    ...(node.data.kind === 'prompt'
      ? { ariaLabel: node.data.title.trim() || message('promptEditorUntitled') }
      : {}),
  }));
}

function flowEdges(edges: readonly GraphEdge[]): Edge[] {
  return edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    sourceHandle: edge.sourceHandle,
    target: edge.target,
    targetHandle: 'in',
    data: edge.data,
    animated: edge.invalid,
    style: edge.invalid ? { stroke: red, strokeDasharray: '6 4' } : undefined,
  }));
}

/**
 * The flow as a graph: dragging an option's handle onto a prompt sets its Maps to (onto End, Maps
 * to End); deleting an edge (select it, Delete or Backspace) clears it; clicking a prompt, or
 * Enter on a focused one, opens it in the form.
 *
 * @example
 * <PromptGraph prompts={state.prompts} issues={view.issues} send={dispatch} />
 */
export default function PromptGraph({ prompts, issues, send }: PromptGraphProps) {
  const model = useMemo(() => promptGraph(prompts, issues), [prompts, issues]);
  const [nodes, setNodes] = useState<Node[]>(() => flowNodes(prompts, issues));
  const [edges, setEdges] = useState<Edge[]>(() => flowEdges(model.edges));
  // A change of the flow lays it out again; the selection is kept.
  useEffect(() => {
    setNodes((previous) => {
      const selected = new Set(previous.filter((node) => node.selected).map((node) => node.id));
      return flowNodes(prompts, issues).map((node) => ({ ...node, selected: selected.has(node.id) }));
    });
    setEdges(flowEdges(model.edges));
  }, [model, prompts, issues]);

  const onConnect = (connection: Connection) => {
    const source = prompts.find((prompt) => prompt.id === connection.source);
    const optionId = connection.sourceHandle;
    if (!source || !optionId) return;
    if (connection.target === endNodeId)
      send({ type: 'SET_MAPS_TO_END', promptId: source.id, optionId, checked: true });
    else send({ type: 'CONNECT', promptId: source.id, optionId, targetPromptId: connection.target });
  };
  const onEdgesDelete = (deleted: Edge[]) => {
    for (const edge of deleted) {
      const data = edge.data as GraphEdge['data'] | undefined;
      if (data) send({ type: 'DISCONNECT', promptId: data.promptId, optionId: data.optionId });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    const element = (event.target as HTMLElement).closest<HTMLElement>('.react-flow__node');
    const id = element?.dataset.id;
    if (id && prompts.some((prompt) => prompt.id === id)) send({ type: 'OPEN_PROMPT', promptId: id });
  };

  return (
    <div
      style={{ width: '100%', height: '100%', minHeight: 480 }}
      onKeyDown={onKeyDown}
      aria-label={message('promptEditorGraph')}
      role="region"
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={(changes: NodeChange[]) => setNodes((current) => applyNodeChanges(changes, current))}
        onEdgesChange={(changes: EdgeChange[]) => setEdges((current) => applyEdgeChanges(changes, current))}
        onConnect={onConnect}
        onEdgesDelete={onEdgesDelete}
        onNodeClick={(_event, node) => {
          if (node.type === 'prompt') send({ type: 'OPEN_PROMPT', promptId: node.id });
        }}
        deleteKeyCode={['Backspace', 'Delete']}
        fitView
        fitViewOptions={fitViewOptions}
        minZoom={0.2}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
