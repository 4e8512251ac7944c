import type { OperationId } from '../../src/generated/operations';
import type { CallParams } from './apiClient';
import { portalApi } from './portalApi';

/**
 * The portal's call port for the generic runtime: sends an operation that a compiled screen or
 * form names. The compiler types every such name `OperationId` (src/generated/compiled-types.ts),
 * so nothing is checked here; a name from a free-form place (a widget's `ui:options`) goes
 * through `callNamedOperation` first.
 *
 * @example
 * <AppShellLayout screens={screens} call={callSpecOperation}>…</AppShellLayout>
 */
export function callSpecOperation(operationId: OperationId, body?: unknown, params?: CallParams): Promise<unknown> {
  return portalApi().callOperation(operationId, body, params);
}
