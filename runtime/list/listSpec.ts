import type { ListScreenSpec } from '../../src/generated/spec-types';

/**
 * The part of a `kind: list` screen spec the list screen reads: any `ListScreenSpec` of
 * `src/generated/screens.ts` is one, and tests may write just these fields.
 */
export type ListSpec = Pick<ListScreenSpec, 'route' | 'title' | 'source' | 'filters' | 'columns' | 'empty'>;

/**
 * Calls a middleware operation by its operationId and resolves with the answer's `data`
 * (`portalApi().callOperation` in the portal, a fake in tests); rejects with the call's error.
 */
export type OperationCall = (operationId: string, body?: unknown) => Promise<unknown>;
