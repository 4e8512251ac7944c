// What the real-time channel carries: one record of a resource was written. The payload is the
// same on the bus between middleware processes and on the portal's socket.

/** One successful write of a resource's record, named by the operation that made it. */
export interface ChangeEvent {
  /** The resource of `x-cadence-changes` in specs/api, named as in `dataScope` of specs/access.yaml: `patients`, `practices`. */
  resource: string;
  id: number;
  operationId: string;
}

/**
 * Reads a change event from untrusted JSON (a NOTIFY payload), or undefined when it is not one.
 *
 * @example
 * readChangeEvent('{"resource":"patients","id":4,"operationId":"updatePatient"}'); // { resource: 'patients', id: 4, ... }
 */
export function readChangeEvent(json: string): ChangeEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { resource, id, operationId } = value as Record<string, unknown>;
  if (typeof resource !== 'string' || typeof operationId !== 'string' || typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  return { resource, id, operationId };
}
