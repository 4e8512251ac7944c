import { posix } from 'node:path';
import { nearestName } from '../lint/nearestName';
import type { SpecFile } from '../load/SpecFile';

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form field's reference to a schema of specs/api, written as an editor follows it from
 * specs/forms: `../api/<file>.yaml#<JSON pointer>`, e.g.
 * `../api/practices-create.yaml#/components/schemas/PracticeCreateRequest/properties/name`.
 */
const apiReference = /^\.\.\/api\/([^#/]+)#(\/.*)?$/;

/** Whether a `$ref` points into specs/api (rather than into the form itself). */
export function isApiReference(ref: unknown): boolean {
  return typeof ref === 'string' && apiReference.test(ref);
}

/** The schema an API reference names, or why it names none (with the nearest existing name). */
export type ApiReferenceTarget = { schema: Data } | { problem: string };

/**
 * Follows `../api/<file>.yaml#<pointer>` to its schema among the files of specs/api.
 *
 * @example
 * apiReferenceTarget('../api/practices-create.yaml#/components/schemas/PracticeCreateRequest/properties/nmae', tree.api);
 * // { problem: '`$ref` target `…/properties/nmae` does not exist; did you mean `name`?' }
 */
export function apiReferenceTarget(ref: string, apiFiles: readonly SpecFile[]): ApiReferenceTarget {
  const [, fileName = '', pointer = ''] = apiReference.exec(ref) ?? [];
  const names = apiFiles.map((file) => posix.basename(file.path));
  const file = apiFiles.find((candidate) => posix.basename(candidate.path) === fileName);
  if (file === undefined) return { problem: missing(`\`$ref\` file \`../api/${fileName}\` does not exist`, fileName, names) };
  let node: unknown = file.data;
  for (const segment of pointerSegments(pointer)) {
    if (isRecord(node) && Object.hasOwn(node, segment)) {
      node = node[segment];
      continue;
    }
    return { problem: missing(`\`$ref\` target \`${ref}\` does not exist`, segment, isRecord(node) ? Object.keys(node) : []) };
  }
  if (!isRecord(node)) return { problem: `\`$ref\` target \`${ref}\` is not a schema` };
  return { schema: node };
}

// The keywords a form takes from the schema it references: the rules and the shape. Annotations
// stay behind (the OpenAPI description's `description` would show under the field as help text),
// and so does anything else a YAML slip may have left in the description.
const ruleKeywords = new Set([
  'type', 'enum', 'const', 'format', 'pattern', 'minLength', 'maxLength',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'items', 'minItems', 'maxItems', 'uniqueItems', 'properties', 'required', 'additionalProperties',
  'allOf', 'anyOf', 'oneOf', 'not',
]);

/**
 * A form's `schema` with every API reference replaced by its target's rules (its local `$ref`s
 * followed in the merged OpenAPI description, its rules kept and its descriptions dropped), and the
 * form's own keywords beside the `$ref` laid over them: a field rule (`pattern`, `maxLength`,
 * `minimum`, `enum`, `format`) is written once, in specs/api, and the form adds its `title`.
 * A reference that leads nowhere is left as written (the linter reports it).
 *
 * @example
 * resolveApiReferences({ type: 'object', properties: { name: { $ref: '../api/practices-create.yaml#/…/name', title: 'Practice Name' } } }, tree.api, openApi);
 * // { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S', title: 'Practice Name' } } }
 */
export function resolveApiReferences(schema: unknown, apiFiles: readonly SpecFile[], openApi: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolveApiReferences(item, apiFiles, openApi));
  if (!isRecord(schema)) return schema;
  const { $ref: ref, ...own } = schema;
  const resolvedOwn = Object.fromEntries(Object.entries(own).map(([key, value]) => [key, resolveApiReferences(value, apiFiles, openApi)]));
  if (typeof ref !== 'string' || !isApiReference(ref)) return ref === undefined ? resolvedOwn : { $ref: ref, ...resolvedOwn };
  const target = apiReferenceTarget(ref, apiFiles);
  if ('problem' in target) return schema;
  const rules = rulesOf(inlineLocalReferences(target.schema, openApi, 0));
  return { ...(isRecord(rules) ? rules : {}), ...resolvedOwn };
}

function inlineLocalReferences(node: unknown, openApi: unknown, depth: number): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineLocalReferences(item, openApi, depth));
  if (!isRecord(node)) return node;
  const { $ref: ref, ...own } = node;
  const inlined = Object.fromEntries(Object.entries(own).map(([key, value]) => [key, inlineLocalReferences(value, openApi, depth)]));
  if (typeof ref !== 'string' || !ref.startsWith('#') || depth > 20) return node;
  let target: unknown = openApi;
  for (const segment of pointerSegments(ref.slice(1))) target = isRecord(target) ? target[segment] : undefined;
  const followed = inlineLocalReferences(target, openApi, depth + 1);
  return { ...(isRecord(followed) ? followed : {}), ...inlined };
}

function rulesOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rulesOf);
  if (!isRecord(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => ruleKeywords.has(key))
      .map(([key, value]) => [key, key === 'properties' && isRecord(value) ? mapValues(value, rulesOf) : ['enum', 'const', 'required'].includes(key) ? value : rulesOf(value)]),
  );
}

const mapValues = (record: Data, map: (value: unknown) => unknown): Data =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'));
}

function missing(base: string, name: string, known: readonly string[]): string {
  const suggestion = nearestName(name, known);
  return suggestion === undefined ? base : `${base}; did you mean \`${suggestion}\`?`;
}
