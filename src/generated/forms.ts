// generated from specs/ — do not edit
// The forms of specs/forms, by name (the file name without `.form.yaml`).
import type { FormSpec } from './spec-types';

/** Every form spec by name. */
export const forms: Readonly<Record<string, FormSpec>> = {
  practice: {
    title: 'Practice',
    schema: {
      type: 'object',
      required: ['practice_type_id', 'name', 'address', 'phone_number'],
      properties: {
        practice_type_id: { type: 'integer', title: 'Practice Type' },
        name: { type: 'string', title: 'Practice Name', maxLength: 255 },
        specialty: { type: ['string', 'null'], title: 'Specialty', maxLength: 255 },
        npi: { type: ['string', 'null'], title: 'NPI', maxLength: 10, pattern: '^[0-9]+$' },
        address: {
          type: 'object',
          required: ['line_1', 'city', 'state', 'zip_code'],
          properties: {
            line_1: { type: 'string', title: 'Address', maxLength: 255 },
            city: { type: 'string', title: 'City', maxLength: 255 },
            state: { type: 'string', title: 'State', minLength: 2, maxLength: 2 },
            zip_code: { type: 'string', title: 'Zip', maxLength: 10, pattern: '^[0-9]+$' },
          },
        },
        phone_number: {
          type: 'object',
          required: ['number'],
          properties: { number: { type: 'string', title: 'Office Phone', pattern: '^[0-9]{10}$' } },
        },
        template_url: { type: ['string', 'null'], title: 'Template URL', maxLength: 2048 },
      },
    },
    uiSchema: {
      'ui:order': ['practice_type_id', 'name', 'specialty', 'npi', 'address', 'phone_number', 'template_url'],
      practice_type_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'practiceTypes' } },
      npi: { 'ui:widget': 'digits' },
      address: { state: { 'ui:widget': 'state' }, zip_code: { 'ui:widget': 'zip' } },
      phone_number: { number: { 'ui:widget': 'phone' } },
      template_url: { 'ui:options': { access: { superUser: true } } },
    },
    messages: { 'address.zip_code': { pattern: 'onlyNumbers' } },
    submit: {
      operation: 'createPractice',
      success: 'success',
      access: { permissions: ['editPractice'] },
      denied: 'mustHaveCorrectPermissions',
      onSuccess: { to: '/practices' },
    },
    load: {
      operation: 'getPractice',
      params: { id: 'practiceID' },
      map: { practice_type_id: 'practice_type.id', address: 'address[-1]', phone_number: 'phone_number[-1]' },
    },
    update: {
      operation: 'updatePractice',
      params: { id: 'practiceID' },
      keep: ['address.id', 'phone_number.id'],
      onSuccess: { to: '/practices' },
    },
  },
};
