import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import type { FormSpec } from '../../src/generated/spec-types';
import { schemaRuleMessage } from './schemaRuleMessage';

/** A compiled form's `messages`: field path → (JSON Schema keyword → message text, compiled from its key). */
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

function ownMessage(error: RJSFValidationError, messages: FormMessages): string | undefined {
  return messages[errorFieldPath(error)]?.[error.name ?? ''];
}

/**
 * An RJSF `transformErrors` that shows the catalog's verbatim messages: the form's own message
 * for the field and keyword when its spec names one (the compiler has put the text in place of
 * the key), else the catalog's text for the
 * keyword ('Required' for a missing field, 'Not a valid email' for a bad e-mail, 'Maximum 32
 * characters'; see schemaRuleMessage), never the validator's own wording.
 *
 * @example
 * <Form transformErrors={formErrorTransformer(forms.practice.messages)} ... />
 */
export function formErrorTransformer(messages: FormMessages = {}): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const text = ownMessage(error, messages) ?? schemaRuleMessage(error);
      const path = errorFieldPath(error);
      return { ...error, message: text, stack: path === '' ? text : `${path}: ${text}` };
    });
}
