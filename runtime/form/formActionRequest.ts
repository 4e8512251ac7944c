import type { FormAction } from '../../src/generated/spec-types';
import { asJsonObject, type JsonObject } from '../api/jsonObject';
import { valueAtPath } from '../core/formFieldPaths';

/**
 * The request body of a form action: each request field of `action.body` takes the value of the
 * form field it names (dotted paths reach into objects).
 *
 * @example
 * formActionBody({ label: 'Send Password Reset', operation: 'forgotPassword', body: { username: 'username' } }, { username: 'pms' });
 * // { username: 'pms' }
 */
export function formActionBody(action: FormAction, data: Readonly<JsonObject>): JsonObject {
  return Object.fromEntries(Object.entries(action.body ?? {}).map(([field, path]) => [field, valueAtPath(data, path)]));
}

/**
 * The form's data after a form action answered: each form field of `action.fill` takes the
 * answer's field it names; the data unchanged when the action fills nothing.
 *
 * @example
 * formActionFill({ label: 'Generate Password', operation: 'generatePassword', fill: { password: 'password' } }, {}, { password: 'x#Y1...' });
 * // { password: 'x#Y1...' }
 */
export function formActionFill(action: FormAction, data: Readonly<JsonObject>, answer: unknown): JsonObject {
  const record = asJsonObject(answer);
  const next: JsonObject = { ...data };
  for (const [field, source] of Object.entries(action.fill ?? {})) next[field] = record[source];
  return next;
}
