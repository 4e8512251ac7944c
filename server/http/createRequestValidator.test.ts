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
    ['a wrong type', { first_name: 7 }, '000F0002', { first_name: ['First name must be of type string.'] }],
    ['a bad format', { first_name: 'Ada', email: 'not-an-email' }, '000F0002', { email: ['Email must be a valid email.'] }],
    ['a value too long', { first_name: 'x'.repeat(33) }, '000F0003', { first_name: ['First name may not be longer than 32 characters.'] }],
    ['a value out of range', { first_name: 'Ada', age: -1 }, '000F0003', { age: ['Age must be at least 0.'] }],
    ['a nested missing field', { first_name: 'Ada', address: {} }, '000F0001', { 'address.zip_code': ['Zip code is required.'] }],
    ['an unknown field', { first_name: 'Ada', role: 'admin' }, '000F0002', { role: ['Role is not an accepted field.'] }],
  ])('maps %s to %s with the field name', (_case, value, code, fields) => {
    const error = failureOf(value);
    expect(error.status).toBe(422);
    expect(error.body).toEqual({ message: 'Validation failed', error_codes: [code], validation_errors: fields });
  });

  it('names the body itself when it is not an object', () => {
    expect(failureOf('text').body.validation_errors).toEqual({ body: ['Body must be of type object.'] });
  });
});
