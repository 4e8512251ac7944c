// The precompiled validators of every form of specs/forms, held to RJSF's compiling validator,
// which the forms used before (issue 25): for any data, a user sees the same errors with the same
// catalogue messages, and RJSF resolves the same conditions while drawing the form. Data are drawn
// from each form's whole schema (valid values, some fields hostile: wrong types, boundaries), so
// they also hold fields the user's view leaves out. Fixed seed, bounded count.
import { createSchemaUtils } from '@rjsf/utils';
import compilingValidator from '@rjsf/validator-ajv8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccessRule } from '../../src/generated/access';
import { forms } from '../../src/generated/forms';
import { schemaArbitraries } from '../../tests/api/harness/schemaArbitraries';
import { formCustomValidate } from './formCustomValidate';
import { formErrorTransformer } from './formErrorTransformer';
import { formValidatorFunctions } from './formValidatorFunctions';
import { formView } from './formView';
import { formViewValidator } from './formViewValidator';

const { mixed } = schemaArbitraries({ paths: {} });

const views: { who: string; can: (rule: AccessRule) => boolean; editing: boolean }[] = [
  { who: 'a user who may see every field', can: () => true, editing: false },
  { who: 'a user who may see no guarded field', can: () => false, editing: false },
  { who: 'a user who may see no guarded field, editing a saved record', can: () => false, editing: true },
];

describe.each(Object.entries(forms))('the precompiled validators of the form %s', (_name, form) => {
  // Views that leave the same fields out are one case.
  const schemaOf = ({ can, editing }: (typeof views)[number]) => JSON.stringify(formView(form, can, editing).schema);
  const distinct = views.filter((view, index) => views.findIndex((other) => schemaOf(other) === schemaOf(view)) === index);
  it.each(distinct)('[email-format] give $who the errors and messages RJSF’s compiling validator gave', async ({ can, editing }) => {
    const view = formView(form, can, editing);
    const precompiled = formViewValidator(await formValidatorFunctions(form.schema), form.schema, view.schema);
    const transformErrors = formErrorTransformer(form.messages);
    const customValidate = formCustomValidate(view.uiSchema, () => new Date(2026, 0, 15));
    const validation = (validator: typeof precompiled, data: unknown) => ({
      result: validator.validateFormData(data, view.schema, customValidate, transformErrors, view.uiSchema),
      drawn: createSchemaUtils(validator, view.schema).retrieveSchema(view.schema, data),
    });
    fc.assert(
      fc.property(fc.oneof(mixed(form.schema), fc.constant({})), (data) => {
        expect(validation(precompiled, data)).toEqual(validation(compilingValidator, data));
      }),
      { numRuns: 12, seed: 25 },
    );
  });
});

describe('formViewValidator', () => {
  const form = forms.practice;
  const required = ['practice_type_id', 'name', 'address', 'phone_number'].map((field) => [field, 'Required']);

  it.each([
    { who: 'a super user', can: () => true, want: [...required, ['.template_url', 'Maximum 2048 characters']] },
    { who: 'another user', can: () => false, want: required },
  ])('[practice-template-url-visibility] reports the broken rules of the fields $who sees, and only those', async ({ can, want }) => {
    if (form === undefined) throw new Error('the practice form is gone');
    const view = formView(form, can);
    const precompiled = formViewValidator(await formValidatorFunctions(form.schema), form.schema, view.schema);
    const { errors } = precompiled.validateFormData({ template_url: 'x'.repeat(3000) }, view.schema, undefined, formErrorTransformer(form.messages));
    expect(errors.map((error) => [error.property, error.message])).toEqual(want);
  });
});
