import { readErrorBody } from '../../errors/errorBody';
import { notifyError } from '../../errors/notifyError';
import type { RowErrors } from './editableRow';
import { isJsonObject } from '../../api/jsonObject';

/**
 * What a failed row call shows: a server field error (`form_error`, or the `validation_errors`
 * of the row's fields) goes under that field of the row and is returned; anything else goes to the
 * error notifier, or with `failure: log` only to the console.
 *
 * @example
 * const errors = rowFailure(error, ['start_date_time', 'message'], 'log');
 */
export function rowFailure(error: unknown, fields: readonly string[], failure: 'notify' | 'log' | undefined): RowErrors | undefined {
  const body = readErrorBody(error);
  if (body.formError !== undefined && fields.includes(body.formError.name)) return { [body.formError.name]: body.formError.message };
  const tree = body.validationErrors;
  if (isJsonObject(tree)) {
    const errors: RowErrors = {};
    for (const [field, messages] of Object.entries(tree)) {
      const first: unknown = Array.isArray(messages) ? (messages as unknown[])[0] : messages;
      if (fields.includes(field) && typeof first === 'string') errors[field] = first;
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  if (failure === 'log') console.error(error);
  else notifyError(error);
  return undefined;
}
