import { operations } from '../../src/generated/operations';
import { isOperationId } from './isOperationId';

/**
 * The `{name}` parameters of an operation's path, in order; none for a name that is no operation
 * of specs/api.
 *
 * @example
 * operationPathParams('changePatientStatus'); // ['id', 'status_id']
 */
export function operationPathParams(operationId: string): string[] {
  if (!isOperationId(operationId)) return [];
  return [...operations[operationId].path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/** Whether an operation is a GET (it carries its request in the query, not in a body). */
export function isGetOperation(operationId: string): boolean {
  return isOperationId(operationId) && operations[operationId].method === 'get';
}
