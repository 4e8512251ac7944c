import type { OpenApiDocument } from '../load/mergeOpenApi';
import { httpMethods } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { bodyFieldsOf, parametersOf } from './auditExtensionProblems';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

// The grammar of server/realtime/operationChanges.ts (the generator may not import the server).
const knownKeys = new Set(['resource', 'id']);
const resourceName = /^[a-z][a-zA-Z]*$/;

/**
 * Checks the real-time extensions of one specs/api file: `x-cadence-changes: { resource, id }`
 * on an operation that writes a record (`id` is `path.<a path parameter>`, `body.<a body field>`
 * or `response.<field>[.<field>...]`), and `x-cadence-reads: [resource, ...]` on one whose answer shows
 * records. A resource written but read nowhere (or read but never written) is a typo, since
 * nothing would refresh.
 *
 * @example
 * changesExtensionProblems(file, openApi.document);
 * // [{ file: 'specs/api/patients.yaml', line: 14, column: 40, message: '`x-cadence-changes`: unknown read resource `patiens`; did you mean `patients`? ...' }]
 */
export function changesExtensionProblems(file: SpecFile, merged: OpenApiDocument): LintProblem[] {
  const problems: LintProblem[] = [];
  const { written, read } = resourcesOf(merged);
  for (const [path, item] of Object.entries(record(record(file.data).paths))) {
    const pathItem = record(item);
    for (const method of httpMethods) {
      const operation = record(pathItem[method]);
      const name = typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${path}`;
      const problem = (segments: PathSegment[], message: string, where: 'key' | 'value' = 'value') =>
        problems.push({ file: file.path, ...positionOf(file, ['paths', path, method, ...segments], where), message });
      const changes = operation['x-cadence-changes'];
      if (changes !== undefined) {
        const spec = record(changes);
        if (spec !== changes) problem(['x-cadence-changes'], '`x-cadence-changes` must be an object { resource, id }');
        for (const key of Object.keys(spec)) {
          if (!knownKeys.has(key)) problem(['x-cadence-changes', key], unknownNameMessage('`x-cadence-changes` key', key, knownKeys), 'key');
        }
        if (typeof spec.resource !== 'string' || !resourceName.test(spec.resource)) {
          problem(['x-cadence-changes', 'resource'], '`x-cadence-changes` needs `resource`: a resource name of `dataScope` in specs/access.yaml such as patients');
        } else if (!read.has(spec.resource)) {
          problem(['x-cadence-changes', 'resource'], `\`x-cadence-changes\`: ${unknownNameMessage('read resource', spec.resource, read)} (no operation's x-cadence-reads names it)`);
        }
        const idProblem = idSourceProblem(spec.id, name, parametersOf(pathItem, operation, merged), bodyFieldsOf(operation, merged));
        if (idProblem) problem(['x-cadence-changes', 'id'], idProblem);
      }
      const reads = operation['x-cadence-reads'];
      if (reads === undefined) continue;
      if (!Array.isArray(reads) || reads.length === 0) {
        problem(['x-cadence-reads'], '`x-cadence-reads` must be a list of resource names');
        continue;
      }
      reads.forEach((resource, index) => {
        if (typeof resource !== 'string' || !written.has(resource)) {
          problem(['x-cadence-reads', index], `\`x-cadence-reads\`: ${unknownNameMessage('written resource', String(resource), written)}`);
        }
      });
    }
  }
  return problems;
}

/** What is wrong with an `id` source, or undefined. */
function idSourceProblem(id: unknown, name: string, pathParameters: Set<string>, bodyFields: Set<string>): string | undefined {
  if (typeof id !== 'string') return '`x-cadence-changes` needs `id`: path.<parameter>, body.<field> or response.<field>[.<field>...]';
  const [root, field, ...rest] = id.split('.');
  if (field === undefined || (rest.length > 0 && root !== 'response')) return `\`x-cadence-changes\` id \`${id}\` must be path.<parameter>, body.<field> or response.<field>[.<field>...]`;
  if (root === 'path' && !pathParameters.has(field)) return `\`x-cadence-changes\` id \`${id}\`: ${unknownNameMessage(`path parameter of ${name}`, field, pathParameters)}`;
  if (root === 'body' && !bodyFields.has(field)) return `\`x-cadence-changes\` id \`${id}\`: ${unknownNameMessage(`body field of ${name}`, field, bodyFields)}`;
  if (root !== 'path' && root !== 'body' && (root !== 'response' || ![field, ...rest].every((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name)))) {
    return `\`x-cadence-changes\` id \`${id}\` must start with path., body. or response.`;
  }
  return undefined;
}

/** The resources that some operation of the merged document writes, and those some operation reads. */
function resourcesOf(merged: OpenApiDocument): { written: Set<string>; read: Set<string> } {
  const written = new Set<string>();
  const read = new Set<string>();
  for (const item of Object.values(record(merged.paths))) {
    for (const method of httpMethods) {
      const operation = record(record(item)[method]);
      const resource = record(operation['x-cadence-changes']).resource;
      if (typeof resource === 'string') written.add(resource);
      const reads = operation['x-cadence-reads'];
      if (Array.isArray(reads)) for (const name of reads) if (typeof name === 'string') read.add(name);
    }
  }
  return { written, read };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
