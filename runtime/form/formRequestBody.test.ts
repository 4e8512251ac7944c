import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formRequestBody } from './formRequestBody';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    npi: { type: ['string', 'null'] },
    address: { type: 'object', properties: { line_2: { type: ['string', 'null'] }, city: { type: 'string' } } },
  },
};

describe('formRequestBody', () => {
  it.each([
    { given: { name: 'A' }, want: { name: 'A', npi: null }, case: '[practice-npi-null] an absent nullable field is sent as null' },
    { given: { name: 'A', npi: '' }, want: { name: 'A', npi: null }, case: 'an empty nullable field is sent as null' },
    { given: { name: 'A', npi: '123' }, want: { name: 'A', npi: '123' }, case: 'a filled field is sent as typed' },
    { given: {}, want: { npi: null }, case: 'an empty non-nullable field stays out' },
    {
      given: { address: { city: 'X' } },
      want: { npi: null, address: { city: 'X', line_2: null } },
      case: 'nested objects get their nulls too',
    },
  ])('$case', ({ given, want }) => {
    expect(formRequestBody(schema, given)).toEqual(want);
  });
});
