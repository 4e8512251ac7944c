import type { Action } from '../../src/generated/spec-types';
import type { JsonObject } from '../api/jsonObject';
import { operationPathParams } from '../api/operationPathParams';
import { valueAtPath } from './formFieldPaths';

/** The call a row action makes: its operation, body (if any) and path parameters. */
export interface RowActionCall {
  operationId: string;
  body: JsonObject | undefined;
  path: Record<string, string | number>;
}

/**
 * The call of a row action declared as `operation` with `params` (operation parameter → row
 * field): names in the operation's path fill the path, the others go into the body. Without
 * `params`, each path parameter takes the row field of the same name (`id` → `row.id`). The
 * action's constant `values` are added to the body.
 *
 * @example
 * rowActionCall('archivePractice', { id: 'id' }, { id: 7 }); // { operationId: 'archivePractice', body: undefined, path: { id: 7 } }
 */
export function rowActionCall(
  operationId: string,
  params: Readonly<Record<string, string>> | undefined,
  row: unknown,
  values: Readonly<NonNullable<Action['values']>> = {},
): RowActionCall {
  const inPath = operationPathParams(operationId);
  const mapping = params ?? Object.fromEntries(inPath.map((name) => [name, name]));
  const path: Record<string, string | number> = {};
  const body: JsonObject = {};
  for (const [name, field] of Object.entries(mapping)) {
    const value = valueAtPath(row, field);
    if (inPath.includes(name)) {
      if (typeof value === 'string' || typeof value === 'number') path[name] = value;
    } else {
      body[name] = value;
    }
  }
  // Constant body fields of the action (`values`, e.g. a firmware version's flags) come last.
  Object.assign(body, values);
  return { operationId, body: Object.keys(body).length > 0 ? body : undefined, path };
}
