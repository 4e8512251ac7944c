import type { CallParams } from './apiClient';
import { isOperationId } from './isOperationId';
import { portalApi } from './portalApi';

/**
 * The portal's call port for the generic runtime: sends an operation that a spec names, by the
 * name the spec gives. The linter has checked every such name against specs/api, so a name that
 * is not an operationId is refused here (the call rejects) rather than cast to one.
 *
 * @example
 * <AppShellLayout screens={screens} call={callSpecOperation}>…</AppShellLayout>
 */
export function callSpecOperation(operationId: string, body?: unknown, params?: CallParams): Promise<unknown> {
  if (!isOperationId(operationId)) return Promise.reject(new Error(`${operationId} is not an operation of specs/api`));
  return portalApi().callOperation(operationId, body, params);
}
