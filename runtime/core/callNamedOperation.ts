import type { CallParams } from '../api/apiClient';
import { isOperationId } from '../api/isOperationId';
import type { OperationCall } from './listSpec';

/**
 * Calls an operation named where the compiler cannot type the name: a widget's `ui:options`
 * (react-jsonschema-form's free-form uiSchema), a catalog lookup, a visit log's `start`/`finish`.
 * The linter has checked each such name against specs/api; one that is not an operationId is
 * refused here (the call rejects) rather than cast to one.
 *
 * @example
 * callNamedOperation(call, options.upload.operation, { file });
 */
export function callNamedOperation(call: OperationCall, name: string, ...request: [body?: unknown, params?: CallParams]): Promise<unknown> {
  if (!isOperationId(name)) return Promise.reject(new Error(`${name} is not an operation of specs/api`));
  // Passed on as given: a call without parameters stays one.
  return call(name, ...request);
}
