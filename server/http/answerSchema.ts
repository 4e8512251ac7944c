// The schema of an operation's 200 answer, as Fastify's response schema takes it: read from the
// OpenAPI description and resolved (every `$ref` inlined), so that fast-json-stringify needs no
// schema store and Ajv checks the very schema the serializer uses.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part of an OpenAPI document that answer schemas are read from. */
export interface AnswerSchemaSource {
  paths: Record<string, unknown>;
}

/**
 * The resolved JSON schema of the `status` answer (200 unless named) of `method path`, or
 * undefined when the operation does not answer that status with JSON (a file, a redirect).
 *
 * @throws Error when a `$ref` points nowhere or refers back to itself (the serializer needs a finite schema).
 * @example
 * answerSchema(openapi, '/portal_info', 'get'); // { type: 'object', required: ['data'], properties: { data: {...} } }
 */
export function answerSchema(
  document: AnswerSchemaSource,
  path: string,
  method: string,
  status = '200',
): Json | undefined {
  const item = document.paths[path];
  const operation = isObject(item) ? item[method] : undefined;
  const responses = isObject(operation) ? operation.responses : undefined;
  const answer = resolveRef(document, isObject(responses) ? responses[status] : undefined);
  const content = isObject(answer) ? answer.content : undefined;
  const json = isObject(content) ? content['application/json'] : undefined;
  const schema = isObject(json) ? json.schema : undefined;
  return isObject(schema) ? inlineRefs(document, schema, []) : undefined;
}

/**
 * The resolved JSON schema of `components.schemas[name]` (every `$ref` inlined).
 *
 * @throws Error when the document has no such schema.
 * @example
 * componentSchema(openapi, 'TabletDeviceInformation'); // { type: 'object', required: [...], properties: {...} }
 */
export function componentSchema(document: AnswerSchemaSource, name: string): Json {
  return inlineRefs(
    document,
    pointerTarget(document, `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`),
    [],
  );
}

function resolveRef(document: AnswerSchemaSource, node: unknown): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string') return node;
  return resolveRef(document, pointerTarget(document, node.$ref));
}

function pointerTarget(document: AnswerSchemaSource, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`answer schemas take only local references, not ${ref}`);
  let node: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    node = isObject(node) ? node[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  if (node === undefined) throw new Error(`${ref} points nowhere`);
  return node;
}

function inlineRefs(document: AnswerSchemaSource, node: unknown, trail: readonly string[]): Json {
  const resolved = inlineValue(document, node, trail);
  if (!isObject(resolved)) throw new Error('an answer schema must be an object');
  return resolved;
}

function inlineValue(document: AnswerSchemaSource, node: unknown, trail: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineValue(document, item, trail));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (trail.includes(ref)) throw new Error(`${ref} refers back to itself: an answer schema must be finite`);
    const { $ref: _ref, ...siblings } = node;
    const target = inlineValue(document, pointerTarget(document, ref), [...trail, ref]);
    return isObject(target) ? { ...target, ...inlineEntries(document, siblings, trail) } : target;
  }
  return inlineEntries(document, node, trail);
}

function inlineEntries(document: AnswerSchemaSource, node: Json, trail: readonly string[]): Json {
  const result: Json = {};
  for (const [key, value] of Object.entries(node)) {
    // `examples`, `example` and `x-*` are documentation: the serializer and Ajv have no use for them.
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    if (key === 'enum' || key === 'const' || key === 'default') result[key] = value;
    // Keys of `properties` are field names, never keywords: each value is a schema.
    else if (key === 'properties' && isObject(value))
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, inlineValue(document, schema, trail)]),
      );
    else result[key] = inlineValue(document, value, trail);
  }
  return result;
}
