import { hashForSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { forms } from '../../src/generated/forms';
import { formValidatorFunctions } from './formValidatorFunctions';

describe('formValidatorFunctions', () => {
  it('loads a form’s precompiled validators, then gives them at once', async () => {
    const schema = forms.selfPayOption?.schema ?? {};
    // A promise the first time in this worker (files share their modules), the validators after.
    const validators = await formValidatorFunctions(schema);
    expect(formValidatorFunctions(schema)).toBe(validators);
    // The same schema compiled again (another object) finds the same validators.
    expect(formValidatorFunctions(structuredClone(schema))).toBe(validators);
    expect(validators[hashForSchema(schema)]?.({})).toBe(false);
  });

  it('has validators for every form of specs/forms', async () => {
    for (const [name, form] of Object.entries(forms)) {
      const validators = await formValidatorFunctions(form.schema);
      expect(validators[hashForSchema(form.schema)], name).toBeTypeOf('function');
    }
  });

  it('refuses a schema no form of specs/forms has, rather than compile it in the browser', () => {
    expect(() => formValidatorFunctions({ type: 'object', properties: { made: { type: 'string' } } })).toThrow(
      /No precompiled validators for this form schema .*npm run generate/,
    );
  });
});
