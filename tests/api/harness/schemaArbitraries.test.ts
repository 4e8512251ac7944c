// The derivation of fuzz requests from OpenAPI schemas (schemaArbitraries), on a small document.
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzOperations, schemaArbitraries, type OpenApiDocument, type Schema } from './schemaArbitraries';

const document: OpenApiDocument = {
  paths: {
    '/thing/{id}': {
      patch: {
        operationId: 'updateThing',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
        },
      },
    },
    '/thing/upload': {
      post: {
        operationId: 'uploadThing',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { id: { type: 'integer' }, file: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['name', 'kind'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 10 },
          kind: { type: 'string', enum: ['a', 'b'] },
          count: { type: ['integer', 'null'], minimum: 0, maximum: 50 },
          born: { type: 'string', format: 'date' },
          tags: { type: 'array', maxItems: 3, items: { type: 'string', pattern: '^[a-z]{2}$' } },
        },
        additionalProperties: false,
      },
    },
  },
};

const thing = { $ref: '#/components/schemas/Thing' } satisfies Schema;
const arbitraries = schemaArbitraries(document);
const ajv = new Ajv2020({ strict: false });
ajv.addSchema({ ...document, $id: 'urn:cadence:fuzz-test' });
const validThing = ajv.compile({ $ref: 'urn:cadence:fuzz-test#/components/schemas/Thing' });

describe('schemaArbitraries', () => {
  it('lists each operation with its path parameters and body kind', () => {
    expect(
      fuzzOperations(document).map(({ operationId, method, pathParameters, body }) => [
        operationId,
        method,
        pathParameters.map((p) => p.name),
        body?.kind,
      ]),
    ).toEqual([
      ['updateThing', 'patch', ['id'], 'json'],
      ['uploadThing', 'post', [], 'multipart'],
    ]);
  });

  it('valid values satisfy the schema they come from (refs, enums, bounds, formats, patterns)', () => {
    for (const value of fc.sample(arbitraries.valid(thing), { seed: 1, numRuns: 200 })) {
      expect(validThing(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('hostile values include what broke the server: NUL, numbers past 32 bits, __proto__ keys', () => {
    const values = fc.sample(arbitraries.hostile({ type: 'integer', minimum: 1, maximum: 50 }), {
      seed: 2,
      numRuns: 2_000,
    });
    const texts = values.map((value) => JSON.stringify(value) ?? '');
    expect(values).toContain(2_147_483_648);
    expect(values).toContain(9.2e18);
    expect(values).toContain(51);
    expect(texts.some((text) => text.includes('\\u0000'))).toBe(true);
    expect(texts.some((text) => text.startsWith('{"__proto__"'))).toBe(true);
  });

  it('requests fill the path, send JSON or multipart as the operation declares, with the token, same seed same requests', () => {
    const [update, upload] = fuzzOperations(document);
    const requests = fc.sample(arbitraries.request(update!, 'secret'), { seed: 3, numRuns: 50 });
    expect(
      requests.every(
        (request) =>
          request.method === 'PATCH' &&
          request.url.startsWith('/api/thing/') &&
          !request.url.includes('{id}'),
      ),
    ).toBe(true);
    expect(requests.every((request) => request.headers.authorization === 'Bearer secret')).toBe(true);
    expect(
      requests.filter((request) => request.headers['content-type'] === 'application/json').length,
    ).toBeGreaterThan(25);
    expect(
      requests.some(
        (request) =>
          /^\/api\/thing\/\d+$/.test(request.url) && validThing(JSON.parse(request.body ?? 'null')),
      ),
    ).toBe(true);
    const uploads = fc.sample(arbitraries.request(upload!), { seed: 4, numRuns: 30 });
    expect(
      uploads.some(
        (request) =>
          request.headers['content-type']?.startsWith('multipart/form-data; boundary=') &&
          request.body?.includes('name="file"; filename='),
      ),
    ).toBe(true);
    expect(uploads.every((request) => request.headers.authorization === undefined)).toBe(true);
    expect(fc.sample(arbitraries.request(update!), { seed: 3, numRuns: 20 })).toEqual(
      fc.sample(arbitraries.request(update!), { seed: 3, numRuns: 20 }),
    );
  });
});
