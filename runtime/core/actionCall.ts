import type { OperationId } from '../../src/generated/operations';
import type { Action } from '../../src/generated/spec-types';
import type { CallParams } from '../api/apiClient';
import type { JsonObject } from '../api/jsonObject';
import { isOperationId } from '../api/isOperationId';
import { isGetOperation } from '../api/operationPathParams';
import { rowActionCall } from './rowActionCall';

/** What an action's call sends: its operation, the JSON body (none for a GET) and its parameters. */
export interface ActionCall {
  operationId: OperationId;
  body: JsonObject | undefined;
  params: CallParams | undefined;
}

/**
 * The call of an action with an `operation` for one record: `params` (operation parameter →
 * record field) fill the path or the body, then the constant `values`, then the value the user
 * entered in the `input` dialog (sent as `input.name`, as typed). A GET sends the body as its
 * query instead.
 *
 * @example
 * actionCall({ label: 'Volume', operation: 'setTabletVolume', params: { id: 'device_uuid' }, input: { name: 'volume_level', label: 'Volume', widget: 'slider' } }, { device_uuid: 'u1' }, 40);
 * // { operationId: 'setTabletVolume', body: { volume_level: 40 }, params: { path: { id: 'u1' } } }
 */
export function actionCall(
  action: Pick<Action, 'operation' | 'params' | 'values' | 'input'> & { operation: string },
  record: unknown,
  entered?: string | number,
): ActionCall {
  const operationId = action.operation;
  // The linter has checked the name against specs/api; an unknown one is a spec the linter never saw.
  if (!isOperationId(operationId)) throw new Error(`unknown operation '${operationId}' in an action`);
  const { body: mapped, path } = rowActionCall(operationId, action.params, record, action.values);
  const body = action.input === undefined ? mapped : { ...mapped, [action.input.name]: entered };
  const inPath = Object.keys(path).length > 0 ? { path } : {};
  if (isGetOperation(operationId)) {
    const query = body === undefined ? {} : { query: body };
    const params = { ...inPath, ...query };
    return { operationId, body: undefined, params: Object.keys(params).length > 0 ? params : undefined };
  }
  return { operationId, body, params: Object.keys(inPath).length > 0 ? inPath : undefined };
}
