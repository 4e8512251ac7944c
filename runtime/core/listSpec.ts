import type { ListScreenSpec } from '../../src/generated/spec-types';
import type { CallParams } from '../api/apiClient';

/**
 * The part of a `kind: list` screen spec the list screen reads: any `ListScreenSpec` of
 * `src/generated/screens.ts` is one, and tests may write just these fields.
 */
export type ListSpec = Pick<ListScreenSpec, 'route' | 'title' | 'source' | 'filters' | 'columns' | 'empty'> &
  Partial<Pick<ListScreenSpec, 'rowLink' | 'rowActions' | 'mobileLayout' | 'tabs' | 'summary' | 'subtitle' | 'editable' | 'addBar' | 'loadingText' | 'failures' | 'modalForm'>>;

/**
 * Calls a middleware operation by its operationId and resolves with the answer's `data`
 * (`portalApi().callOperation` in the portal, a fake in tests); rejects with the call's error.
 * `params` carries path parameters, e.g. `{ path: { id: 7 } }` for `practice/{id}`.
 */
export type OperationCall = (operationId: string, body?: unknown, params?: CallParams) => Promise<unknown>;
