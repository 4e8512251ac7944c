// The `x-cadence-changes` extension of specs/api: which operations write a record of which
// resource, and where the record's id is. The spec linter checks the same grammar
// (generator/lint/changesExtensionProblems.ts).

/** Where the written record's id is: a path parameter, a body field or a field of the answer (at any depth: `response.assignment.version_patient_id`). */
export type IdSource = `path.${string}` | `body.${string}` | `response.${string}`;

/** One operation that writes a resource's record. */
export interface OperationChange {
  operationId: string;
  resource: string;
  id: IdSource;
}

interface OpenApiLike {
  paths: Record<string, Record<string, unknown> | undefined>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A path parameter, a body field, or a field of the answer at any depth. */
const idSourcePattern = /^(?:(?:path|body)\.[A-Za-z_]\w*|response(?:\.[A-Za-z_]\w*)+)$/;

/**
 * The writing operations of an OpenAPI document by Fastify route (`PATCH /api/patient/:id`).
 *
 * @example
 * operationChanges(openapi).get('PATCH /api/patient/:id'); // { operationId: 'updatePatient', resource: 'patient', id: 'path.id' }
 */
export function operationChanges(openapi: OpenApiLike): Map<string, OperationChange> {
  const changes = new Map<string, OperationChange>();
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const method of methods) {
      const operation = item?.[method] as { operationId?: string; 'x-cadence-changes'?: { resource?: unknown; id?: unknown } } | undefined;
      const extension = operation?.['x-cadence-changes'];
      if (!operation?.operationId || !extension) continue;
      const { resource, id } = extension;
      if (typeof resource !== 'string' || typeof id !== 'string' || !idSourcePattern.test(id)) {
        throw new Error(`${operation.operationId}: x-cadence-changes needs { resource, id: path.<name> | body.<name> | response.<name>[.<name>...] }`);
      }
      changes.set(`${method.toUpperCase()} /api${path.replace(/\{([^}]+)\}/g, ':$1')}`, {
        operationId: operation.operationId,
        resource,
        id: id as IdSource,
      });
    }
  }
  return changes;
}

/**
 * The written record's id from the request and the answered payload, or undefined when the
 * source holds no positive integer.
 *
 * @example
 * changedId('path.id', { params: { id: '4' }, body: {}, payload: {} }); // 4
 * changedId('response.assignment.version_patient_id', { params: {}, body: {}, payload: { assignment: { version_patient_id: 7 } } }); // 7
 */
export function changedId(source: IdSource, call: { params: unknown; body: unknown; payload: unknown }): number | undefined {
  const [root, ...fields] = source.split('.');
  const holder = root === 'path' ? call.params : root === 'body' ? call.body : call.payload;
  const raw = fields.reduce<unknown>((value, field) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined), holder);
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}
