import type { CompiledListScreen } from '../../src/generated/compiled-types';
import type { OperationId } from '../../src/generated/operations';
import type { CallParams } from '../api/apiClient';

/**
 * The part of a compiled `kind: list` screen the list screen reads: any list screen of
 * `src/generated/screens/` is one, and tests may write just these fields.
 */
export type ListSpec = Pick<CompiledListScreen, 'route' | 'title' | 'source' | 'filters' | 'columns' | 'empty'> &
  Partial<Pick<CompiledListScreen, 'rowLink' | 'rowActions' | 'mobileLayout' | 'tabs' | 'summary' | 'subtitle' | 'editable' | 'addBar' | 'loadingText' | 'failure' | 'modalForm' | 'panelButtons' | 'createLink' | 'reorder' | 'selection' | 'import' | 'export'>>;

/**
 * Calls a middleware operation by its operationId and resolves with the answer's `data`
 * (`portalApi().callOperation` in the portal, a fake in tests); rejects with the call's error.
 * `params` carries path parameters, e.g. `{ path: { id: 7 } }` for `practice/{id}`.
 */
export type OperationCall = (operationId: OperationId, body?: unknown, params?: CallParams) => Promise<unknown>;
