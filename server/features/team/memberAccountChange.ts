import type { Mailer } from '../../adapters/mail/Mailer';
import { changedFieldNames } from '../../audit/changedFieldNames';
import { recordAudit } from '../../audit/recordAudit';
import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';
import type { UserProfile } from '../../session/UserProfile';
import { checkSignInFieldChanges } from '../users/checkSignInFieldChanges';
import { signInDetailsChangedMail } from '../users/signInDetailsChangedMail';

/** The fields of a member's user that a team member update keeps in step with the member. */
export type MemberAccountFields = {
  role_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
};

/** What a team member update does to the member's user: the row before and after, and which fields change. */
export interface MemberAccountChange {
  id: number;
  username: string;
  before: MemberAccountFields;
  after: MemberAccountFields;
  changed: string[];
}

/**
 * What updating a member to `next` changes of its user (null for a member without one), checked
 * before anything is stored: the member's e-mail is its user's, where reset links go, so a new one
 * follows the rule of the user's password (issue 25, finding 1; `checkSignInFieldChanges`).
 * `newEmail` is the member's e-mail when the update changes it, else null: the form sends the
 * e-mail back on every save, and an unchanged one leaves the user's as it is.
 *
 * @example
 * const account = await memberAccountChange(db, profile, member.user_id, { role_id, first_name, last_name }, newEmail);
 */
export async function memberAccountChange(
  db: Queryable,
  caller: UserProfile,
  userId: number | null,
  next: Omit<MemberAccountFields, 'email'>,
  newEmail: string | null,
): Promise<MemberAccountChange | null> {
  if (userId === null) return null;
  const [user] = await db.query<MemberAccountFields & { id: number; username: string }>(
    'select id, username, role_id, first_name, last_name, email from users where id = $1',
    [userId],
  );
  if (!user) return null;
  const before: MemberAccountFields = { role_id: user.role_id, first_name: user.first_name, last_name: user.last_name, email: user.email };
  const after: MemberAccountFields = { ...next, email: newEmail ?? user.email };
  const changed = changedFieldNames(before, after);
  checkSignInFieldChanges(caller.user, { id: user.id, role_id: user.role_id }, changed);
  return { id: user.id, username: user.username, before, after, changed };
}

/**
 * After the update committed: the audit entry naming the user's changed fields and, when its
 * e-mail changed, the notice to the old address.
 */
export async function reportMemberAccountChange(
  deps: { db: Queryable; clock: Clock; mailer: Mailer },
  caller: UserProfile,
  change: MemberAccountChange,
  ip: string,
): Promise<void> {
  if (change.changed.length === 0) return;
  await recordAudit(deps.db, deps.clock, {
    userId: caller.user.id,
    action: 'user.updated',
    detail: { id: change.id, role_id: change.after.role_id, changed: change.changed },
    ip,
  });
  const notice = signInDetailsChangedMail(
    { username: change.username, email: change.before.email },
    { username: change.username, email: change.after.email },
  );
  if (notice) await deps.mailer.send(notice);
}
