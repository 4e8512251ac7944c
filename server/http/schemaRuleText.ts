import type { ErrorObject } from 'ajv';
import { message } from '../../src/generated/catalog';

// A pattern of digits only (`^[0-9]{5}$`, `^[0-9]+$`, `^\d*$`): the spec's 'Only numbers allowed.'
const digitsOnly = /^\^(\[0-9\]|\\d)(\{\d+(,\d*)?\}|[+*])?\$$/;

/**
 * The catalogue's text for a schema rule a request field broke (the same texts the portal's forms
 * show, runtime/form/schemaRuleMessage.ts): 'Maximum 32 characters', 'Must be a Number', 'Only
 * numbers allowed.', ... — never the validator's wording. `required` and `additionalProperties`
 * are answered by the caller, which knows the field's name.
 *
 * @example
 * schemaRuleText({ keyword: 'maxLength', params: { limit: 32 } }); // 'Maximum 32 characters'
 */
export function schemaRuleText(error: Pick<ErrorObject, 'keyword' | 'params'>): string {
  const params = error.params as Record<string, unknown>;
  const limit = { limit: typeof params.limit === 'number' || typeof params.limit === 'string' ? String(params.limit) : '' };
  switch (error.keyword) {
    case 'maxLength':
      return message('maximumCharacters', limit);
    case 'minLength':
      return message('minimumCharacters', limit);
    case 'maxItems':
      return message('maximumEntries', limit);
    case 'minItems':
      return message('minimumEntries', limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return message('valueAtMost', limit);
    case 'minimum':
    case 'exclusiveMinimum':
      return message('valueAtLeast', limit);
    case 'type':
      return /integer|number/.test(String(params.type)) ? message('mustBeNumber') : message('notValidValue');
    case 'format':
      if (params.format === 'email') return message('notValidEmail');
      if (params.format === 'date' || params.format === 'date-time') return message('invalidDate');
      return message('notValidValue');
    case 'pattern':
      return digitsOnly.test(String(params.pattern)) ? message('onlyNumbers') : message('notValidValue');
    default:
      return message('notValidValue');
  }
}
