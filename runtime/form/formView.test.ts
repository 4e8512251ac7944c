import { describe, expect, it } from 'vitest';
import type { AccessRule } from '../../src/generated/access';
import type { FormSpec } from '../../src/generated/spec-types';
import { formView } from './formView';

const form: Pick<FormSpec, 'schema' | 'uiSchema'> = {
  schema: {
    type: 'object',
    required: ['name', 'address'],
    properties: {
      name: { type: 'string', title: 'Practice Name' },
      npi: { type: ['string', 'null'], title: 'NPI' },
      address: {
        type: 'object',
        required: ['city'],
        properties: { city: { type: 'string', title: 'City' }, line_2: { type: 'string', title: 'Line 2' } },
      },
      template_url: { type: ['string', 'null'], title: 'Template URL' },
    },
  },
  uiSchema: {
    npi: { 'ui:widget': 'digits' },
    template_url: { 'ui:options': { access: { superUser: true }, placeholder: 'https://' } },
  },
};

const superUser = (rule: AccessRule) => rule.superUser === true;
const nobody = () => false;

describe('formView', () => {
  it('[required-marker] labels required fields "(Required)", in objects too, and drops the asterisk', () => {
    const { uiSchema } = formView(form, superUser);
    expect(uiSchema.name).toEqual({ 'ui:title': 'Practice Name (Required)', 'ui:options': { withAsterisk: false } });
    expect(uiSchema.npi).toEqual({ 'ui:widget': 'digits' });
    expect((uiSchema.address as Record<string, unknown>).city).toEqual({ 'ui:title': 'City (Required)', 'ui:options': { withAsterisk: false } });
    expect((uiSchema.address as Record<string, unknown>)['ui:label']).toBe(false);
  });

  it('[practice-template-url-visibility] keeps a field with an access rule only for users it allows, without the rule', () => {
    expect(formView(form, superUser).uiSchema.template_url).toEqual({ 'ui:options': { placeholder: 'https://' } });
    expect(Object.keys(formView(form, superUser).schema.properties ?? {})).toContain('template_url');
    const hidden = formView(form, nobody);
    expect(Object.keys(hidden.schema.properties ?? {})).toEqual(['name', 'npi', 'address']);
    expect(hidden.uiSchema.template_url).toBeUndefined();
  });

  it('keeps a field with an editAccess rule when creating, and while editing only for users it allows', () => {
    const passwordForm: Pick<FormSpec, 'schema' | 'uiSchema'> = {
      schema: { type: 'object', properties: { username: { type: 'string' }, password: { type: ['string', 'null'] } } },
      uiSchema: { password: { 'ui:widget': 'password', 'ui:options': { editAccess: { superUser: true } } } },
    };
    expect(Object.keys(formView(passwordForm, nobody).schema.properties ?? {})).toEqual(['username', 'password']);
    expect(Object.keys(formView(passwordForm, nobody, true).schema.properties ?? {})).toEqual(['username']);
    const allowed = formView(passwordForm, superUser, true);
    expect(Object.keys(allowed.schema.properties ?? {})).toEqual(['username', 'password']);
    expect(allowed.uiSchema.password).toEqual({ 'ui:widget': 'password' });
  });

  it('issue 25 finding 1: shows a field whose editAccess the user fails read-only while editing, with editDenied: readonly', () => {
    const accountForm: Pick<FormSpec, 'schema' | 'uiSchema'> = {
      schema: { type: 'object', properties: { email: { type: ['string', 'null'] } } },
      uiSchema: { email: { 'ui:widget': 'email', 'ui:options': { editAccess: { superUser: true }, editDenied: 'readonly' } } },
    };
    expect(formView(accountForm, nobody).uiSchema.email).toEqual({ 'ui:widget': 'email' });
    const refused = formView(accountForm, nobody, true);
    expect(Object.keys(refused.schema.properties ?? {})).toEqual(['email']);
    expect(refused.uiSchema.email).toEqual({ 'ui:widget': 'email', 'ui:readonly': true });
    expect(formView(accountForm, superUser, true).uiSchema.email).toEqual({ 'ui:widget': 'email' });
  });

  it('leaves the spec itself untouched', () => {
    const before = JSON.stringify(form);
    formView(form, nobody);
    expect(JSON.stringify(form)).toBe(before);
  });
});
