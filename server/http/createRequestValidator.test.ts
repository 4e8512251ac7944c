import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { createRequestValidator } from './createRequestValidator';

const openapi = {
  openapi: '3.1.0',
  paths: {},
  components: {
    schemas: {
      Person: {
        type: 'object',
        additionalProperties: false,
        required: ['first_name'],
        properties: {
          first_name: { type: 'string', maxLength: 32 },
          age: { type: 'integer', minimum: 0 },
          email: { type: 'string', format: 'email' },
          address: { type: 'object', required: ['zip_code'], properties: { zip_code: { type: 'string', pattern: '^[0-9]{5}$' } } },
        },
      },
    },
  },
};

function failureOf(value: unknown): ApiError {
  const check = createRequestValidator(openapi).compile('/components/schemas/Person', 'body');
  try {
    check(value);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('createRequestValidator', () => {
  it('accepts a valid value', () => {
    const check = createRequestValidator(openapi).compile('/components/schemas/Person', 'body');
    expect(() => check({ first_name: 'Ada', age: 36, email: 'ada@example.com' })).not.toThrow();
  });

  it.each([
    ['a missing required field', {}, '000F0001', { first_name: ['First name is required.'] }],
    ['a wrong type', { first_name: 7 }, '000F0002', { first_name: ['Not a valid value'] }],
    ['a bad format', { first_name: 'Ada', email: 'not-an-email' }, '000F0002', { email: ['Not a valid email'] }],
    ['[patient-name-max] a value too long: the spec\'s maximum-length message, as the portal shows it', { first_name: 'x'.repeat(10_000) }, '000F0003', { first_name: ['Maximum 32 characters'] }],
    ['a value out of range', { first_name: 'Ada', age: -1 }, '000F0003', { age: ['Must be at least 0'] }],
    ['a nested missing field', { first_name: 'Ada', address: {} }, '000F0001', { 'address.zip_code': ['Zip code is required.'] }],
    ['a pattern of digits, in the catalogue\'s words', { first_name: 'Ada', address: { zip_code: '12a45' } }, '000F0002', { 'address.zip_code': ['Only numbers allowed.'] }],
    ['an unknown field', { first_name: 'Ada', role: 'admin' }, '000F0002', { role: ['Role is not an accepted field.'] }],
    ['an unknown field named constructor', { first_name: 'Ada', constructor: 1 }, '000F0002', { constructor: ['Constructor is not an accepted field.'] }],
    ['an unknown field named toString', { first_name: 'Ada', toString: 'x' }, '000F0002', { toString: ['To string is not an accepted field.'] }],
    ['an integer past 32 bits (no maximum written)', { first_name: 'Ada', age: 2_147_483_648 }, '000F0003', { age: ['Must be at most 2147483647'] }],
    ['9.2e18 for an integer', { first_name: 'Ada', age: 9.2e18 }, '000F0003', { age: ['Must be at most 2147483647'] }],
  ])('maps %s to %s with the field name', (_case, value, code, fields) => {
    const error = failureOf(value);
    expect(error.status).toBe(422);
    expect(error.body).toEqual({ message: 'Validation failed', error_codes: [code], validation_errors: fields });
  });

  it('names the body itself when it is not an object', () => {
    expect(failureOf('text').body.validation_errors).toEqual({ body: ['Not a valid value'] });
  });

  it('keeps a maximum the schema writes, even past 32 bits, and leaves conditions (not, if/then) as written', () => {
    const document = {
      components: {
        schemas: {
          At: { type: 'integer', minimum: 0, maximum: 253402300799999 },
          NotInteger: { not: { type: 'integer' } },
        },
      },
    };
    const validator = createRequestValidator(document);
    expect(() => validator.compile('/components/schemas/At', 'body')(1_772_445_600_000)).not.toThrow();
    // A bound added inside `not` would let huge integers through it.
    expect(() => validator.compile('/components/schemas/NotInteger', 'body')(9.2e18)).toThrow(ApiError);
  });

  it('names a path or query parameter by its name when its one value is refused', () => {
    const document = {
      paths: { '/thing/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }] } } },
    };
    const check = createRequestValidator(document).compile('/paths/~1thing~1{id}/get/parameters/0/schema', 'params');
    try {
      check(2_147_483_648);
      throw new Error('expected a validation failure');
    } catch (error) {
      expect((error as ApiError).body).toEqual({ message: 'Validation failed', error_codes: ['000F0003'], validation_errors: { id: ['Must be at most 2147483647'] } });
    }
  });
});
