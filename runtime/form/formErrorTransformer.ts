import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { messages as catalogMessages } from '../../src/generated/catalog';
import type { FormSpec } from '../../src/generated/spec-types';
import { schemaRuleMessage } from './schemaRuleMessage';

/** A form spec's `messages`: field path → (JSON Schema keyword → message key). */
export type FormMessages = NonNullable<FormSpec['messages']>;


/**
 * The path of the field an error belongs to, as form specs write it: `name`, or
 * `address.zip_code` inside an object (RJSF reports `.address.zip_code`).
 *
 * @example
 * errorFieldPath({ property: '.address.zip_code' }); // 'address.zip_code'
 */
export function errorFieldPath(error: Pick<RJSFValidationError, 'property'>): string {
  return (error.property ?? '')
    .replace(/\['([^']*)'\]/g, '.$1')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

function ownMessageKey(error: RJSFValidationError, messages: FormMessages): string | undefined {
  return messages[errorFieldPath(error)]?.[error.name ?? ''];
}

/**
 * An RJSF `transformErrors` that shows the catalog's verbatim messages: the form spec's own
 * message key for the field and keyword when it names one, else the catalog's text for the
 * keyword ('Required' for a missing field, 'Not a valid email' for a bad e-mail, 'Maximum 32
 * characters'; see schemaRuleMessage), never the validator's own wording.
 *
 * @example
 * <Form transformErrors={formErrorTransformer({ 'address.zip_code': { pattern: 'onlyNumbers' } })} ... />
 */
export function formErrorTransformer(
  messages: FormMessages = {},
  catalog: Readonly<Record<string, string>> = catalogMessages,
): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const key = ownMessageKey(error, messages);
      const text = (key === undefined ? undefined : catalog[key]) ?? schemaRuleMessage(error);
      const path = errorFieldPath(error);
      return { ...error, message: text, stack: path === '' ? text : `${path}: ${text}` };
    });
}
