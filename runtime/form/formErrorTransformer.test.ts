import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { errorFieldPath, formErrorTransformer } from './formErrorTransformer';

const error = (property: string, name: string, params: Record<string, unknown> = {}): RJSFValidationError => ({
  property,
  name,
  params,
  message: `ajv says ${name}`,
  stack: `${property} ajv says ${name}`,
  schemaPath: '',
});

describe('formErrorTransformer', () => {
  // A compiled form's messages: texts, no longer keys.
  const transform = formErrorTransformer({ 'address.zip_code': { pattern: 'Only numbers allowed.' }, name: { required: 'Practice Name is required.' } });

  it.each([
    { given: error('.city', 'required', { missingProperty: 'city' }), want: 'Required', rule: '[required-marker]' },
    { given: error('.address.line_1', 'required'), want: 'Required', rule: '[required-marker] nested' },
    { given: error('.email', 'format', { format: 'email' }), want: 'Not a valid email', rule: '[email-format]' },
    { given: error('.address.zip_code', 'pattern', { pattern: '^[0-9]+$' }), want: 'Only numbers allowed.', rule: '[practice-zip-numeric]' },
    { given: error('.name', 'required'), want: 'Practice Name is required.', rule: "the spec's own message wins over the default" },
    { given: error('.npi', 'maxLength', { limit: 10 }), want: 'Maximum 10 characters', rule: 'no own message: the catalogue, never Ajv' },
    { given: error('.website', 'format', { format: 'uri' }), want: 'Not a valid value', rule: 'a format without its own text' },
    { given: error('.zip', 'pattern', { pattern: '^[0-9]{5}$' }), want: 'Only numbers allowed.', rule: 'a digits pattern with no own message' },
  ])('$rule: $given.property $given.name → $want', ({ given, want }) => {
    const [out] = transform([given]);
    expect(out?.message).toBe(want);
  });

  it('[required-marker] rewrites the stack too, so an error list shows the same text', () => {
    expect(transform([error('.city', 'required')])[0]?.stack).toBe('city: Required');
  });

  it('reads the field path of nested and bracketed properties', () => {
    expect(errorFieldPath({ property: '.address.zip_code' })).toBe('address.zip_code');
    expect(errorFieldPath({ property: "['first name']" })).toBe('first name');
    expect(errorFieldPath({ property: '.codes[2]' })).toBe('codes.2');
  });
});
