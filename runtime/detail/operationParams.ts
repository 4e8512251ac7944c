import { rowActionCall } from '../core/rowActionCall';
import type { JsonObject } from '../api/jsonObject';

/** A call of an operation: path parameters and body. */
export interface OperationParams {
  path: Record<string, string | number>;
  body: JsonObject | undefined;
}

/**
 * What an operation is called with when a spec maps its parameters (`params`: operation
 * parameter → field of `source`, dotted for nested ones): names in the operation's path fill the
 * path, the others go into the body. Without `params`, each path parameter takes the field of the
 * same name.
 *
 * @example
 * operationParams('archivePatient', { id: 'id' }, { id: 7 }); // { path: { id: 7 }, body: undefined }
 */
export function operationParams(
  operationId: string,
  params: Readonly<Record<string, string>> | undefined,
  source: unknown,
): OperationParams {
  const { path, body } = rowActionCall(operationId, params, source);
  // A detail screen's values may come from its route, as text: an all-digit one is sent as a number.
  const sent = body && Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value]));
  return { path, body: sent };
}
