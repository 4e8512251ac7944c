import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { forms } from '../../src/generated/forms';
import type { FormSpec } from '../../src/generated/spec-types';
import { formCustomValidate } from './formCustomValidate';
import { errorFieldPath, formErrorTransformer } from './formErrorTransformer';

const now = () => new Date('2026-03-10T15:00:00Z');

/** Validates like a rendered form does on save: the schema and the uiSchema's rules in one pass. */
function errorsOf(form: FormSpec, data: Record<string, unknown>): Record<string, string[]> {
  const result = validator.validateFormData(
    data,
    form.schema,
    formCustomValidate(form.uiSchema, now),
    formErrorTransformer(form.messages),
    form.uiSchema,
  );
  const byField: Record<string, string[]> = {};
  for (const error of result.errors) (byField[errorFieldPath(error)] ??= []).push(error.message ?? '');
  return byField;
}

function formNamed(name: string): FormSpec {
  const form = forms[name];
  if (form === undefined) throw new Error(`no form ${name}`);
  return form;
}

describe('all of a form\'s rules show at once', () => {
  it('[patient-name-max] a future date of birth shows beside the missing required fields, not after them', () => {
    const errors = errorsOf(formNamed('patientInformation'), { date_of_birth: Date.UTC(2026, 5, 1) / 1000, first_name: 'x'.repeat(33) });
    expect(errors.date_of_birth).toEqual(['Invalid Date']);
    expect(errors.first_name).toEqual(['Maximum 32 characters']);
    expect(errors.last_name).toEqual(['Required']);
    expect(errors.mobile_phone).toEqual(['Required']);
  });

  it("'Passwords must match' shows with the user form's other errors", () => {
    const errors = errorsOf(formNamed('user'), { password: 'Cadence#2026', confirm_password: 'Cadence#2027' });
    expect(errors.confirm_password).toContain('Passwords must match');
    expect(Object.keys(errors).length).toBeGreaterThan(1);
  });

  it("'Passwords must match' compares the team member's confirmation with the password beside it", () => {
    const errors = errorsOf(formNamed('teamMember'), { user: { password: 'Cadence#2026', confirmPassword: 'other' } });
    expect(errors['user.confirmPassword']).toEqual(['Passwords must match']);
    expect(errors.first_name).toEqual(['Required']);
  });

  it('a matching confirmation is no error, and a confirmation is not held to the password policy', () => {
    const errors = errorsOf(formNamed('teamMember'), { user: { password: 'Cadence#2026', confirmPassword: 'Cadence#2026' } });
    expect(errors['user.confirmPassword']).toBeUndefined();
    expect(errors['user.password']).toBeUndefined();
  });

  it('no message is the validator\'s own wording', () => {
    const errors = errorsOf(formNamed('patientInformation'), { address: { zip_code: '12a', state: 'IL' }, home_phone: '12' });
    for (const texts of Object.values(errors)) for (const text of texts) expect(text).not.toMatch(/must (match|be|have)/);
  });
});
