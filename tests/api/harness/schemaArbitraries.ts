// fast-check arbitraries derived from the OpenAPI description (src/generated/openapi.json): for
// every operation, HTTP requests whose path, query and body are drawn from the operation's own
// schemas: valid values (so that calls reach the handlers), boundary values, wrong types, numbers
// beyond 32 bits, NUL bytes, `__proto__`/`constructor` keys, very long and unicode strings, and
// malformed bodies (bad JSON, a multipart body without its boundary, the wrong content type).
// Shared by the fuzz test of the suite (tests/api/fuzz.test.ts) and the longer bench run.
import fc from 'fast-check';

/** A JSON Schema node of the OpenAPI document (only the keywords the generator reads). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}

/** The parts of the OpenAPI document the arbitraries read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
}

/** One operation of the document, as the fuzzer sees it. */
export interface FuzzOperation {
  operationId: string;
  method: string;
  /** The OpenAPI path, e.g. `/patient/alt/{id}` (without the `/api` prefix). */
  path: string;
  pathParameters: { name: string; schema: Schema }[];
  queryParameters: { name: string; required: boolean; schema: Schema }[];
  body: { kind: 'json' | 'multipart'; required: boolean; schema: Schema } | null;
}

/** One request, ready for `fetch(baseUrl + url, { method, headers, body })`. */
export interface FuzzRequest {
  operationId: string;
  method: string;
  /** Path and query, already encoded (or deliberately mis-encoded), starting with `/api/`. */
  url: string;
  /** The values of the path parameters as sent (encoded), for callers that must avoid some. */
  pathValues: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Every operation of the document with its parameters and body schema, in document order.
 *
 * @example
 * fuzzOperations(openapi).find((operation) => operation.operationId === 'login');
 */
export function fuzzOperations(openapi: OpenApiDocument): FuzzOperation[] {
  const found: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const method of httpMethods) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation?.operationId) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = content['multipart/form-data']?.schema;
      const required = operation.requestBody?.required === true;
      found.push({
        operationId: operation.operationId,
        method,
        path,
        pathParameters: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParameters: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        body: json
          ? { kind: 'json', required, schema: json }
          : multipart
            ? { kind: 'multipart', required, schema: multipart }
            : null,
      });
    }
  }
  return found;
}

const int32Max = 2_147_483_647;
const int32Min = -2_147_483_648;
const maxDepth = 6;

/** Scalars that break naive servers: wrong types, numbers past 32 and 53 bits, text that is code. */
const hostileScalars: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  int32Max,
  int32Max + 1,
  int32Min - 1,
  9.2e18,
  -9.2e18,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '9.2e18',
  'NaN',
  'a\u0000',
  '\u0000',
  '%00',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202e\u0301\u200b',
  '😀🏥',
  '\ud800',
  'null',
  '{}',
  '1970-13-45',
  '2026-02-30',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '2026-02-30T25:61:00Z',
];

/** An object whose own enumerable key is `key` (so that JSON.stringify writes it, even `__proto__`). */
function objectWithKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

const hostileContainers: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant([]),
  fc.constant({}),
  fc.constant(objectWithKey('__proto__', { isAdmin: true })),
  fc.constant(objectWithKey('constructor', { prototype: { isAdmin: true } })),
  fc.constant({ constructor: 1, toString: 'x', hasOwnProperty: null, valueOf: [] }),
  fc.constant(nested(2_000)),
  fc.array(fc.constantFrom(...hostileScalars), { maxLength: 4 }),
);

const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 10 }).map((text) => `${text}\u0000${text}`),
  fc.integer({ min: 256, max: 20_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 65, max: 300 }).map((length) => '😀'.repeat(length)),
);

/** Values just outside the schema's own bounds (one past a maximum, a string one too long). */
function boundaryValues(schema: Schema): unknown[] {
  const values: unknown[] = [];
  if (schema.minimum !== undefined) values.push(schema.minimum, schema.minimum - 1);
  if (schema.maximum !== undefined) values.push(schema.maximum, schema.maximum + 1);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
  if (schema.maxLength !== undefined) values.push('y'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined && schema.minLength > 0) values.push('y'.repeat(schema.minLength - 1));
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => 1));
  return values;
}

/**
 * Derives arbitraries from one OpenAPI document: `valid` draws values the schema accepts (as far as
 * JSON Schema can be sampled: `not` and cross-field rules are not honoured), `hostile` values that a
 * server must refuse politely, `mixed` valid values with some fields hostile, and `request` whole
 * HTTP requests for one operation.
 *
 * @example
 * const arbitraries = schemaArbitraries(openapi);
 * fc.sample(arbitraries.valid({ type: 'integer', minimum: 1 }), { seed: 1, numRuns: 3 });
 */
export function schemaArbitraries(openapi: OpenApiDocument) {
  const resolve = (schema: Schema): Schema => {
    let current = schema;
    for (let hops = 0; current.$ref !== undefined && hops < 10; hops += 1) {
      const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
      const target = name === undefined ? undefined : openapi.components?.schemas?.[name];
      if (!target) return {};
      current = { ...target, ...withoutRef(current) };
    }
    return current;
  };

  const withoutRef = (schema: Schema): Schema => {
    const { $ref: _ref, ...rest } = schema;
    return rest;
  };

  /** allOf merged into one schema: properties and required lists joined, other keywords overlaid. */
  const flatten = (schema: Schema): Schema => {
    const resolved = resolve(schema);
    if (!resolved.allOf) return resolved;
    let merged: Schema = { ...resolved, allOf: undefined };
    for (const part of resolved.allOf.map(flatten)) {
      merged = {
        ...part,
        ...merged,
        properties: { ...part.properties, ...merged.properties },
        required: [...(part.required ?? []), ...(merged.required ?? [])],
      };
    }
    return merged;
  };

  const types = (schema: Schema): string[] => {
    if (Array.isArray(schema.type)) return schema.type;
    if (schema.type) return [schema.type];
    if (schema.properties) return ['object'];
    if (schema.items) return ['array'];
    return ['string', 'integer', 'boolean', 'null'];
  };

  const validString = (schema: Schema): fc.Arbitrary<string> => {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
    if (schema.format === 'date') {
      return fc
        .date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    }
    if (schema.format === 'date-time') {
      return fc
        .date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString());
    }
    if (schema.format === 'email')
      return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
    if (schema.pattern !== undefined) {
      try {
        const pattern = new RegExp(schema.pattern, 'u');
        return fc
          .stringMatching(pattern)
          .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
      } catch {
        // a pattern fast-check cannot sample: fall back to plain text
      }
    }
    return fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
  };

  const validNumber = (schema: Schema, integer: boolean): fc.Arbitrary<number> => {
    const lower =
      schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : schema.minimum;
    const upper =
      schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : schema.maximum;
    if (integer) {
      const min = Math.max(lower ?? int32Min, int32Min);
      const max = Math.min(upper ?? int32Max, int32Max);
      // Small values are ids that exist in the demo data; the full range reaches the edges.
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({
            min: Math.max(min, Math.min(max, 0)),
            max: Math.min(max, Math.max(min, 40)),
          }),
        },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
      );
    }
    return fc.double({ min: lower ?? -1e9, max: upper ?? 1e9, noNaN: true, noDefaultInfinity: true });
  };

  const valid = (schema: Schema, depth = 0): fc.Arbitrary<unknown> => {
    const flat = flatten(schema);
    if (flat.const !== undefined) return fc.constant(flat.const);
    if (flat.enum) return fc.constantFrom(...flat.enum);
    const branches = flat.oneOf ?? flat.anyOf;
    if (branches && branches.length > 0) {
      const base = withoutBranches(flat);
      return fc.oneof(...branches.map((branch) => valid({ ...base, ...flatten(branch) }, depth + 1)));
    }
    if (depth > maxDepth) return fc.constant(null);
    return fc.oneof(...types(flat).map((type) => validOfType(flat, type, depth)));
  };

  const withoutBranches = (schema: Schema): Schema => {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    return rest;
  };

  const validOfType = (schema: Schema, type: string, depth: number): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return validNumber(schema, true);
      case 'number':
        return validNumber(schema, false);
      case 'string':
        return validString(schema);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
        return fc.array(valid(schema.items ?? {}, depth + 1), { minLength, maxLength });
      }
      case 'object': {
        const properties = schema.properties ?? {};
        const model = Object.fromEntries(
          Object.entries(properties).map(([name, child]) => [name, valid(child, depth + 1)]),
        );
        const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
        return fc.record(model, { requiredKeys });
      }
      default:
        return fc.constant(null);
    }
  };

  /** A value the schema does not describe: another type, a boundary, a hostile string or key. */
  const hostile = (schema: Schema): fc.Arbitrary<unknown> => {
    const flat = flatten(schema);
    const edges = boundaryValues(flat);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...hostileScalars) },
      { weight: 2, arbitrary: hostileStrings },
      { weight: 1, arbitrary: hostileContainers },
      {
        weight: edges.length > 0 ? 2 : 0,
        arbitrary: edges.length > 0 ? fc.constantFrom(...edges) : fc.constant(null),
      },
    );
  };

  /** A valid value where each field, at any depth, is sometimes replaced by a hostile one. */
  const mixed = (schema: Schema, depth = 0): fc.Arbitrary<unknown> => {
    const flat = flatten(schema);
    const isObject =
      types(flat).includes('object') && flat.properties !== undefined && !flat.oneOf && !flat.anyOf;
    if (!isObject || depth > maxDepth) {
      return fc.oneof({ weight: 3, arbitrary: valid(flat, depth) }, { weight: 1, arbitrary: hostile(flat) });
    }
    const properties = flat.properties ?? {};
    const model = Object.fromEntries(
      Object.entries(properties).map(([name, child]) => [name, mixed(child, depth + 1)]),
    );
    const requiredKeys = (flat.required ?? []).filter((name) => name in properties);
    const extra = rarely(
      fc.tuple(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a\u0000b', 'x'.repeat(300)),
        fc.constantFrom(...hostileScalars),
      ),
    );
    return fc.tuple(fc.record(model, { requiredKeys }), extra).map(([record, added]) => {
      if (!added) return record;
      const copy = { ...record };
      Object.defineProperty(copy, added[0], {
        value: added[1],
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    });
  };

  /** The text of one path or query value: valid mostly, hostile (mis-encoded, huge, NUL) sometimes. */
  const parameterText = (schema: Schema): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 4, arbitrary: valid(schema).map((value) => encodeText(String(value))) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '2147483648',
          '-2147483649',
          '9223372036854775808',
          '9.2e18',
          '1e3',
          '1.5',
          '-1',
          '0',
          '00000000001',
          '0x10',
          '%00',
          '1%00',
          '%',
          '%zz',
          '%C0%AE',
          '%E2%80%AE',
          '..%2F..%2Fetc%2Fpasswd',
          '__proto__',
          'constructor',
          'null',
          'x'.repeat(101),
          '1'.repeat(300),
          encodeURIComponent('😀'),
          encodeURIComponent("' OR 1=1 --"),
        ),
      },
      {
        weight: 1,
        arbitrary: hostile(schema).map((value) =>
          encodeText(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
        ),
      },
    );

  /**
   * A valid object with exactly one field (at the top, or one level down) replaced by a hostile
   * value: the request most likely to carry a bad value past everything else into a handler.
   */
  const oneFieldHostile = (schema: Schema): fc.Arbitrary<unknown> => {
    const flat = flatten(schema);
    const fields = Object.entries(flat.properties ?? {}).flatMap(([name, child]): [string[], Schema][] => {
      const nested = flatten(child).properties ?? {};
      return [
        [[name], child],
        ...Object.entries(nested).map(([inner, grandchild]): [string[], Schema] => [
          [name, inner],
          grandchild,
        ]),
      ];
    });
    if (fields.length === 0 || !types(flat).includes('object')) return mixed(flat);
    return fc.constantFrom(...fields).chain(([path, child]) =>
      fc.tuple(valid(flat), hostile(child)).map(([value, bad]) => {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
        const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
        const [first, second] = path as [string, string | undefined];
        if (second === undefined) copy[first] = bad;
        else {
          const inner = copy[first];
          copy[first] = {
            ...(inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? inner : {}),
            [second]: bad,
          };
        }
        return copy;
      }),
    );
  };

  const jsonBody = (schema: Schema): fc.Arbitrary<string | undefined> =>
    fc.oneof(
      { weight: 3, arbitrary: valid(schema).map((value) => JSON.stringify(value)) },
      { weight: 3, arbitrary: oneFieldHostile(schema).map((value) => JSON.stringify(value)) },
      { weight: 2, arbitrary: mixed(schema).map((value) => JSON.stringify(value)) },
      { weight: 2, arbitrary: hostile(schema).map((value) => JSON.stringify(value)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          undefined,
          '',
          '   ',
          '{',
          '{"a":}',
          'nul',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '{"constructor":1}',
          '{"a":1,"a":2}',
          '"\\u0000"',
          '{"x":"\\ud800"}',
          '['.repeat(5_000) + ']'.repeat(5_000),
          `"${'z'.repeat(1_100_000)}"`,
        ),
      },
    );

  const multipartBody = (schema: Schema): fc.Arbitrary<{ contentType: string; body: string }> => {
    const flat = flatten(schema);
    const fieldText = (child: Schema): fc.Arbitrary<string> =>
      fc.oneof(
        {
          weight: 3,
          arbitrary: valid(child).map((value) =>
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ),
        },
        {
          weight: 1,
          arbitrary: hostile(child).map((value) =>
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ),
        },
      );
    const parts = Object.entries(flat.properties ?? {}).map(([name, child]) =>
      flatten(child).format === 'binary'
        ? fc.record({
            name: fc.constant(name),
            filename: fc.constantFrom(
              'file.zip',
              'guide.pdf',
              'a\u0000.png',
              '../../x.bin',
              '😀.png',
              'x'.repeat(300),
            ),
            type: fc.constantFrom(
              'application/zip',
              'application/pdf',
              'image/png',
              'application/octet-stream',
              'text/html',
            ),
            content: fc.oneof(
              fc.constant('PK\u0003\u0004'),
              fc.constant('%PDF-1.4\n'),
              fc.string({ unit: 'binary-ascii', maxLength: 64 }),
            ),
          })
        : fieldText(child).map((value) => ({ name, value })),
    );
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const wellFormed = fc.tuple(...parts).map((built) => {
      const lines: string[] = [];
      for (const part of built as (
        { name: string; value: string } | { name: string; filename: string; type: string; content: string }
      )[]) {
        lines.push(`--${boundary}`);
        if ('filename' in part) {
          lines.push(
            `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"`,
            `Content-Type: ${part.type}`,
            '',
            part.content,
          );
        } else {
          lines.push(`Content-Disposition: form-data; name="${part.name}"`, '', part.value);
        }
      }
      lines.push(`--${boundary}--`, '');
      return { contentType: `multipart/form-data; boundary=${boundary}`, body: lines.join('\r\n') };
    });
    return fc.oneof({ weight: 4, arbitrary: wellFormed }, { weight: 1, arbitrary: malformedMultipart });
  };

  /**
   * One HTTP request for `operation`: path and query parameters, a body of the operation's kind
   * (or, sometimes, of the wrong kind), optionally the caller's bearer token.
   */
  const request = (operation: FuzzOperation, token?: string): fc.Arbitrary<FuzzRequest> => {
    const pathValues = fc.record(
      Object.fromEntries(operation.pathParameters.map((p) => [p.name, parameterText(p.schema)])),
    );
    const query = fc.tuple(
      fc.record(Object.fromEntries(operation.queryParameters.map((p) => [p.name, parameterText(p.schema)])), {
        requiredKeys: operation.queryParameters.filter((p) => p.required).map((p) => p.name),
      }),
      rarely(fc.constantFrom('__proto__=1', 'constructor=x', 'a=%00', 'page=9.2e18', 'limit[]=1&limit[]=2')),
    );
    const body: fc.Arbitrary<{ contentType?: string; body?: string }> = operation.body
      ? operation.body.kind === 'json'
        ? fc.oneof(
            {
              weight: 8,
              arbitrary: jsonBody(operation.body.schema).map((text) => ({
                contentType: text === undefined ? undefined : 'application/json',
                body: text,
              })),
            },
            { weight: 1, arbitrary: wrongKindBody },
          )
        : fc.oneof(
            { weight: 8, arbitrary: multipartBody(operation.body.schema) },
            { weight: 1, arbitrary: wrongKindBody },
          )
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: wrongKindBody },
          {
            weight: 1,
            arbitrary: jsonBody({}).map((text) => ({ contentType: 'application/json', body: text })),
          },
        );
    return fc.tuple(pathValues, query, body).map(([values, [queryValues, extraQuery], sent]) => {
      const path = operation.path.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => values[name] ?? '');
      const pairs = Object.entries(queryValues).map(
        ([name, value]) => `${encodeURIComponent(name)}=${value}`,
      );
      if (extraQuery) pairs.push(extraQuery);
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      const sendsBody = operation.method !== 'get' && sent.body !== undefined;
      if (sendsBody && sent.contentType) headers['content-type'] = sent.contentType;
      return {
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        url: `/api${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`,
        pathValues: values,
        headers,
        body: sendsBody ? sent.body : undefined,
      };
    });
  };

  return { valid, hostile, mixed, request };
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) is sent as the bytes of one
 * in UTF-8 (`%ED%A0%80`), which are not valid UTF-8: another thing a server must survive.
 */
function encodeText(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^]/g, (character) =>
    character.length === 1 && character >= '\ud800' && character <= '\udfff'
      ? '%ED%A0%80'
      : encodeURIComponent(character),
  );
}

/** `arbitrary`'s value one time in five, otherwise null. */
function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** A multipart body the parser cannot read: no boundary, an empty or 300-character one, cut short. */
const malformedMultipart: fc.Arbitrary<{ contentType: string; body: string }> = fc.constantFrom(
  {
    contentType: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { contentType: 'multipart/form-data; boundary=', body: '----\r\n' },
  { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: `--${'b'.repeat(300)}\r\n` },
  {
    contentType: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK',
  },
  { contentType: 'multipart/form-data; boundary=abc', body: 'no boundary at all' },
  { contentType: 'multipart/form-data; boundary=abc', body: '--abc\r\nno headers\r\n\r\n--abc--\r\n' },
  {
    contentType: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--abc--\r\n',
  },
);

/** A body of the wrong kind for the operation: multipart where JSON is expected, XML, a form. */
const wrongKindBody: fc.Arbitrary<{ contentType?: string; body?: string }> = fc.oneof(
  malformedMultipart,
  fc.constantFrom(
    { contentType: 'text/plain', body: 'hello' },
    { contentType: 'application/xml', body: '<a/>' },
    { contentType: 'application/x-www-form-urlencoded', body: 'a=1&__proto__=2' },
    { contentType: 'application/json; charset=utf-16', body: '{}' },
    { contentType: 'application/json; charset=latin1', body: '{"a":"\u00e9"}' },
    { contentType: '', body: '{}' },
    { contentType: 'application/json', body: '\u0000' },
  ),
);
