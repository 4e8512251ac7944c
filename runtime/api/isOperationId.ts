import { operations, type OperationId } from '../../src/generated/operations';

/**
 * True when `name` is an operationId of specs/api: a name read from a spec or the catalog (which
 * the linter already checked) becomes an {@link OperationId} without a cast.
 *
 * @example
 * isOperationId('listPractices'); // true
 * isOperationId('listPractise'); // false
 */
export function isOperationId(name: string): name is OperationId {
  return Object.hasOwn(operations, name);
}
