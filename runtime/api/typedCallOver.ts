import type { OperationData, TypedOperationId } from '../../src/generated/operationTypes';
import type { OperationId } from '../../src/generated/operations';
import type { CallParams } from './apiClient';
import type { OperationArgs, TypedCall } from './operationQueries';

/**
 * A call port of the generic runtime (`OperationCall`): it sends an operation that a spec names
 * and answers whatever the spec's fields read.
 */
export type SpecCall = (operationId: OperationId, body?: unknown, params?: CallParams) => Promise<unknown>;

/**
 * The typed view of a call port that a screen, panel or widget was given: the same transport
 * (the portal's client, or a test's fake), with the body, path parameters and answer of each
 * operation typed by the OpenAPI description, as {@link callTyped} types them.
 *
 * @example
 * const typed = typedCallOver(call); // `call` from PanelProps
 * const statuses = await typed('queryPatientStatusTypes', {}); // statuses[0].name is a string
 * await typed('changePatientStatus', undefined, { id: 7, status_id: 3 }); // sends { path: { id, status_id } }
 */
export function typedCallOver(call: SpecCall): TypedCall {
  return <Op extends TypedOperationId>(operationId: Op, ...[body, path]: OperationArgs<Op>) =>
    // The port answers the payload of this very operation: the one place it meets its type, as
    // in the client's own typed call (apiClient.ts).
    (path === undefined ? call(operationId, body) : call(operationId, body, { path })) as Promise<OperationData<Op>>;
}
