import { message, type MessageKey } from '../../../src/generated/catalog';
import { ApiError } from '../../http/ApiError';
import { canChangeSignInFieldsOf, signInFields, type ManagedUser, type SignInField } from './userRoleRules';

/** The refusal under each sign-in field: for another user's record, and for one's own. */
const refusals: Record<SignInField, { others: MessageKey; own: MessageKey }> = {
  password: { others: 'passwordNotYours', own: 'ownPasswordByReset' },
  email: { others: 'emailNotYours', own: 'ownEmailByManager' },
  username: { others: 'usernameNotYours', own: 'ownUsernameByManager' },
};

/**
 * Refuses, with a form error under the field, a change of `target`'s password, e-mail address or
 * username (the fields of `changed` among `signInFields`) that `caller` may not make
 * (`canChangeSignInFieldsOf`): checked before anything is stored, by every call that writes them
 * (User Management's update and the team member update, which writes the member's e-mail to its
 * user).
 *
 * @example
 * checkSignInFieldChanges(caller.user, { id: 30, role_id: 14 }, ['email', 'first_name']);
 * // throws 422 { form_error: { name: 'email', ... } } for the monitoring manager
 */
export function checkSignInFieldChanges(caller: ManagedUser, target: ManagedUser, changed: readonly string[]): void {
  const refused = signInFields.find((field) => changed.includes(field));
  if (refused === undefined || canChangeSignInFieldsOf(caller, target)) return;
  const { others, own } = refusals[refused];
  throw ApiError.formError(refused, message(caller.id === target.id ? own : others));
}
