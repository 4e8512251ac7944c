import type { OpenApiDocument } from '../load/mergeOpenApi';
import { httpMethods } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

// The grammar of server/audit/AuditSpec.ts (the generator may not import the server): the kinds,
// and where a patient id is found.
const kinds = new Set(['read', 'search', 'create', 'write', 'delete']);
const knownKeys = new Set(['action', 'kind', 'patient', 'where']);
const actionPattern = /^[a-z][a-z_]*(\.[a-z0-9_]+)+$/;
const responseSource = /^response(\.[A-Za-z_][A-Za-z0-9_]*(\[\])?)+$/;

/**
 * Checks the `x-audit` of every operation of one specs/api file (the operations on patient data,
 * whose calls the server records): `action` names what the call did (`device.list`); `kind` is one of read, search, create, write, delete; each
 * `patient` source is `path.<a path parameter of this operation>`, `body.<a property of its JSON
 * body>` or `response.<field>[]...`; `where` holds plain values.
 *
 * @example
 * auditExtensionProblems(file, openApi.document);
 * // [{ file: 'specs/api/patients.yaml', line: 14, column: 28, message: '`x-audit` patient source `path.patientId` is not a path parameter of getPatient; ...' }]
 */
export function auditExtensionProblems(file: SpecFile, merged: OpenApiDocument): LintProblem[] {
  const problems: LintProblem[] = [];
  const data = record(file.data);
  for (const [path, item] of Object.entries(record(data.paths))) {
    const pathItem = record(item);
    for (const method of httpMethods) {
      const operation = record(pathItem[method]);
      if (operation['x-audit'] === undefined) continue;
      const at: PathSegment[] = ['paths', path, method, 'x-audit'];
      const problem = (segments: PathSegment[], message: string, where: 'key' | 'value' = 'value') =>
        problems.push({ file: file.path, ...positionOf(file, [...at, ...segments], where), message });
      const name = typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${path}`;
      const audit = operation['x-audit'];
      if (typeof audit !== 'object' || audit === null || Array.isArray(audit)) {
        problem([], '`x-audit` must be an object { action, kind, patient, where? }');
        continue;
      }
      const spec = audit as Record<string, unknown>;
      for (const key of Object.keys(spec)) {
        if (!knownKeys.has(key)) problem([key], unknownNameMessage('`x-audit` key', key, knownKeys), 'key');
      }
      if (typeof spec.action !== 'string' || !actionPattern.test(spec.action)) {
        problem(spec.action === undefined ? [] : ['action'], '`x-audit` needs `action`: what the call did, as the audit log names it (`area.verb`, e.g. `device.list`), labelled in specs/catalog/audit-lookups.yaml');
      }
      if (typeof spec.kind !== 'string' || !kinds.has(spec.kind)) {
        problem(['kind'], unknownNameMessage('`x-audit` kind', String(spec.kind), kinds));
      }
      const sources = typeof spec.patient === 'string' ? [spec.patient] : spec.patient;
      if (!Array.isArray(sources) || sources.length === 0) {
        problem(['patient'], '`x-audit` needs `patient`: where the patient id is (path.<parameter>, body.<field> or response.<field>)');
        continue;
      }
      const pathParameters = parametersOf(pathItem, operation, merged);
      const bodyFields = bodyFieldsOf(operation, merged);
      sources.forEach((source, index) => {
        const segments = typeof spec.patient === 'string' ? ['patient'] : ['patient', index];
        if (typeof source !== 'string') {
          problem(segments, '`x-audit` patient source must be text');
          return;
        }
        const [root, field, ...rest] = source.split('.');
        if (root === 'path') {
          if (field === undefined || rest.length > 0 || !pathParameters.has(field)) {
            problem(segments, `\`x-audit\` patient source \`${source}\`: ${unknownNameMessage(`path parameter of ${name}`, field ?? '', pathParameters)}`);
          }
        } else if (root === 'body') {
          if (field === undefined || rest.length > 0 || !bodyFields.has(field)) {
            problem(segments, `\`x-audit\` patient source \`${source}\`: ${unknownNameMessage(`body field of ${name}`, field ?? '', bodyFields)}`);
          }
        } else if (root !== 'response' || !responseSource.test(source)) {
          problem(segments, `\`x-audit\` patient source \`${source}\` must start with path., body. or response.`);
        }
      });
      if (spec.where !== undefined) {
        const where = spec.where;
        const plain = typeof where === 'object' && where !== null && !Array.isArray(where) && Object.values(where).every((value) => ['string', 'number', 'boolean'].includes(typeof value));
        if (!plain) problem(['where'], '`x-audit` where must map answer fields to plain values');
      }
    }
  }
  return problems;
}

/** The names of the path parameters of an operation (its own and its path item's). */
export function parametersOf(
  pathItem: Record<string, unknown>,
  operation: Record<string, unknown>,
  merged: OpenApiDocument,
): Set<string> {
  const names = new Set<string>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    for (const entry of Array.isArray(list) ? list : []) {
      const parameter = resolve(entry, merged);
      if (parameter.in === 'path' && typeof parameter.name === 'string') names.add(parameter.name);
    }
  }
  return names;
}

/** The top-level properties of an operation's JSON (or multipart) request body. */
export function bodyFieldsOf(operation: Record<string, unknown>, merged: OpenApiDocument): Set<string> {
  const content = record(resolve(operation.requestBody, merged).content);
  const names = new Set<string>();
  for (const media of Object.values(content)) collectProperties(record(media).schema, merged, names, 0);
  return names;
}

function collectProperties(schema: unknown, merged: OpenApiDocument, into: Set<string>, depth: number): void {
  if (depth > 8) return;
  const resolved = resolve(schema, merged);
  for (const name of Object.keys(record(resolved.properties))) into.add(name);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const parts = resolved[key];
    if (Array.isArray(parts)) for (const part of parts) collectProperties(part, merged, into, depth + 1);
  }
}

/** Follows a local `$ref` (`#/components/...`) through the merged document. */
function resolve(value: unknown, merged: OpenApiDocument): Record<string, unknown> {
  let current = record(value);
  for (let hops = 0; hops < 8 && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return {};
    let target: unknown = merged;
    for (const part of ref.slice(2).split('/')) target = record(target)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    current = record(target);
  }
  return current;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
