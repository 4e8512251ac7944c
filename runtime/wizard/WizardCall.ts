import type { OperationId } from '../../src/generated/operations';

/**
 * How a wizard calls the middleware: an operation by id, its body, and its path parameters
 * (`{ path: { id: 42 } }` for `PATCH patient/{id}`); resolves with the answer's `data`.
 */
export type WizardCall = (
  operationId: OperationId,
  body?: unknown,
  params?: { path?: Record<string, string | number> },
) => Promise<unknown>;
