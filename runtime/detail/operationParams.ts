import { operations, type OperationId } from '../../src/generated/operations';
import { valueAtPath } from '../core/formFieldPaths';

/** A call of an operation: path parameters and body. */
export interface OperationParams {
  path: Record<string, string | number>;
  body: Record<string, unknown> | undefined;
}

/** The `{name}` parameters of an operation's path, e.g. `['id']` for `/patient/alt/{id}`. */
export function pathParamNames(operationId: string): string[] {
  const operation = (operations as Readonly<Record<string, { path: string } | undefined>>)[
    operationId as OperationId
  ];
  return operation === undefined
    ? []
    : [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
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
  const inPath = pathParamNames(operationId);
  const mapping = params ?? Object.fromEntries(inPath.map((name) => [name, name]));
  const path: Record<string, string | number> = {};
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(mapping)) {
    const value = valueAtPath(source, field);
    if (inPath.includes(name)) {
      if (typeof value === 'string' || typeof value === 'number') path[name] = value;
    } else {
      body[name] = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    }
  }
  return { path, body: Object.keys(body).length > 0 ? body : undefined };
}
