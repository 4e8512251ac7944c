import { message } from '../../../src/generated/catalog';
import type { Mail } from '../../adapters/mail/Mailer';

/** Where an account's mail goes and what it signs in with. */
export interface SignInDetails {
  username: string;
  email: string | null;
}

/**
 * The e-mail that tells an account's old address its e-mail address or username changed (issue
 * 25, finding 1: the owner hears of a takeover attempt), or null when neither changed. It goes to
 * where the account's mail went before: the old e-mail, else the old username.
 *
 * @example
 * const mail = signInDetailsChangedMail({ username: 'pms', email: 'pms@x' }, { username: 'pms', email: 'new@x' });
 * if (mail) await mailer.send(mail);
 */
export function signInDetailsChangedMail(before: SignInDetails, after: SignInDetails): Mail | null {
  const lines: string[] = [];
  if (after.email !== before.email) {
    lines.push(
      after.email === null
        ? message('emailRemovedNotice', { username: before.username })
        : message('emailChangedNotice', { username: before.username, email: after.email }),
    );
  }
  if (after.username !== before.username) {
    lines.push(message('usernameChangedNotice', { username: before.username, newUsername: after.username }));
  }
  if (lines.length === 0) return null;
  return {
    to: before.email ?? before.username,
    subject: message('signInDetailsChangedSubject'),
    body: [...lines, message('signInDetailsChangedWarning')].join('\n\n'),
  };
}
