import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { messages as catalogMessages } from '../../src/generated/catalog';
import type { FormSpec } from '../../src/generated/spec-types';

/** A form spec's `messages`: field path → (JSON Schema keyword → message key). */
export type FormMessages = NonNullable<FormSpec['messages']>;

// The catalog's defaults for keywords every form shares ([required-marker], [email-format]).
const defaultKeys: Readonly<Record<string, string>> = { required: 'required' };
const defaultFormatKeys: Readonly<Record<string, string>> = { email: 'notValidEmail' };

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

function messageKeyFor(error: RJSFValidationError, messages: FormMessages): string | undefined {
  const keyword = error.name ?? '';
  const own = messages[errorFieldPath(error)]?.[keyword];
  if (own !== undefined) return own;
  if (keyword === 'format') {
    const format = (error.params as { format?: unknown } | undefined)?.format;
    return typeof format === 'string' ? defaultFormatKeys[format] : undefined;
  }
  return defaultKeys[keyword];
}

/**
 * An RJSF `transformErrors` that shows the catalog's verbatim messages: the form spec's own
 * message key for the field and keyword when it names one, else the catalog default for the
 * keyword ('Required' for a missing field, 'Not a valid email' for a bad e-mail), else Ajv's text.
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
      const key = messageKeyFor(error, messages);
      const text = key === undefined ? undefined : catalog[key];
      if (text === undefined) return error;
      const path = errorFieldPath(error);
      return { ...error, message: text, stack: path === '' ? text : `${path}: ${text}` };
    });
}
