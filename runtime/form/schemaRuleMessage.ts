import { message, type MessageKey } from '../../src/generated/catalog';
import { asJsonObject, type JsonObject } from '../api/jsonObject';

/** A validator error as RJSF and Ajv report it: the JSON Schema keyword and its parameters. */
export interface SchemaRuleError {
  name?: string;
  params?: unknown;
}

// A pattern of digits only (`^[0-9]{5}$`, `^[0-9]+$`, `^\d*$`): the spec's 'Only numbers allowed.'
const digitsOnly = /^\^(\[0-9\]|\\d)(\{\d+(,\d*)?\}|[+*])?\$$/;

function limitOf(params: JsonObject): string {
  const limit = params.limit;
  return typeof limit === 'number' || typeof limit === 'string' ? String(limit) : '';
}

/**
 * The catalogue's text for a schema rule a field broke, when its form spec names no message of
 * its own: every keyword has one, so no validator wording ever reaches the user (`must match
 * pattern "^[0-9]{5}$"`). Lengths and ranges name their limit ('Maximum 32 characters').
 *
 * @example
 * schemaRuleMessage({ name: 'maxLength', params: { limit: 32 } }); // 'Maximum 32 characters'
 * schemaRuleMessage({ name: 'pattern', params: { pattern: '^[0-9]{5}$' } }); // 'Only numbers allowed.'
 */
export function schemaRuleMessage(error: SchemaRuleError): string {
  const params = asJsonObject(error.params);
  const limit = { limit: limitOf(params) };
  const key = (name: MessageKey, values?: Record<string, string>) => message(name, values);
  switch (error.name ?? '') {
    case 'required':
      return key('required');
    case 'maxLength':
      return key('maximumCharacters', limit);
    case 'minLength':
      return key('minimumCharacters', limit);
    case 'maxItems':
      return key('maximumEntries', limit);
    case 'minItems':
      return key('minimumEntries', limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return key('valueAtMost', limit);
    case 'minimum':
    case 'exclusiveMinimum':
      return key('valueAtLeast', limit);
    case 'type':
      return /integer|number/.test(String(params.type)) ? key('mustBeNumber') : key('notValidValue');
    case 'format':
      if (params.format === 'email') return key('notValidEmail');
      if (params.format === 'date' || params.format === 'date-time') return key('invalidDate');
      return key('notValidValue');
    case 'pattern':
      return digitsOnly.test(String(params.pattern)) ? key('onlyNumbers') : key('notValidValue');
    default:
      return key('notValidValue');
  }
}
