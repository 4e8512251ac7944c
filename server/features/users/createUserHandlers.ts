import type { Mailer } from '../../adapters/mail/Mailer';
import { checkPasswordPolicy } from '../../auth/checkPasswordPolicy';
import { hashPassword } from '../../auth/passwordHashing';
import { changedFieldNames } from '../../audit/changedFieldNames';
import { recordAudit } from '../../audit/recordAudit';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { ScopedRows } from '../../security/scopedRows';
import { callerIn, roleIn } from '../../security/roleFacts';
import { revokeUserTokens } from '../../session/accessTokens';
import type { UserProfile } from '../../session/UserProfile';
import { spendOneTimeTokens } from '../session/oneTimeTokens';
import { checkSignInFieldChanges } from './checkSignInFieldChanges';
import { listUsersQuery } from './listUsersQuery';
import { loadUserDetail, type UserDetail } from './loadUserDetail';
import { loadUserPermissions } from './loadUserPermissions';
import { monitoringSpecialistProblems } from './monitoringSpecialistProblems';
import { userMessages } from './userMessages';
import { signInDetailsChangedMail } from './signInDetailsChangedMail';
import { canAssignRole, canManageUser, signInFields } from './userRoleRules';

const notFound = () => new ApiError(404, { message: userMessages.notFound });

/** The user of the path's id when the caller may see them; 404 otherwise, so hidden users stay unknown. */
async function visibleUser(db: Queryable, users: ScopedRows<'users'>, id: number): Promise<UserDetail> {
  const user = await loadUserDetail(db, id);
  if (!user || !users.contains({ role_id: user.user_role_id })) throw notFound();
  return user;
}

/**
 * The user of the path's id when the caller may manage them ([user-hidden-roles] users stay a
 * 404; a visible user the caller may not manage is a 403), checked before any field of the
 * request is looked at.
 */
async function managedUser(db: Queryable, caller: UserProfile, users: ScopedRows<'users'>, id: number): Promise<UserDetail> {
  const user = await visibleUser(db, users, id);
  if (!canManageUser(caller.user, { id: user.id, role_id: user.user_role_id })) throw ApiError.forbidden();
  return user;
}

/** Refuses a role the caller may not give, with a form error under the role field. */
async function checkAssignable(db: Queryable, caller: UserProfile, roleId: number): Promise<void> {
  const [role] = await db.query('select id from user_roles where id = $1', [roleId]);
  if (!role) throw ApiError.formError('user_role_id', userMessages.unknownRole);
  if (!canAssignRole(caller.user.role_id, roleId)) throw ApiError.formError('user_role_id', userMessages.roleNotAllowed);
}

async function checkUsernameFree(db: Queryable, username: string, exceptId: number | null): Promise<void> {
  const [taken] = await db.query('select id from users where lower(username) = lower($1) and id <> coalesce($2, 0)', [username, exceptId]);
  if (taken) throw ApiError.formError('username', userMessages.usernameTaken);
}

function checkPassword(password: string, username: string, confirmation: string | null | undefined): void {
  const broken = checkPasswordPolicy(password, username);
  if (broken) throw ApiError.formError('password', broken);
  if (confirmation !== null && confirmation !== undefined && confirmation !== password) {
    throw ApiError.formError('confirm_password', userMessages.passwordsMustMatch);
  }
}

function checkRole14(fields: Parameters<typeof monitoringSpecialistProblems>[0]): void {
  const problems = monitoringSpecialistProblems(fields);
  if (Object.keys(problems).length > 0) throw ApiError.validation(['000F0001'], problems);
}

/** Empty text is stored as nothing: a cleared field in the form means "no value". */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * User Management (document 1, sections 3, 5, 6 and 7): list, open, create, edit and archive
 * portal users, and the Service Account's own permissions. The access rules let in the super
 * admin, the customer-service manager and the patient monitoring manager (archive: not the
 * monitoring manager; permissions saved: the super admin only); the handlers hold the rules that
 * depend on the caller (server/features/users/userRoleRules.ts): hidden Super Admin and Service
 * Account users, which users each may manage (every field of an update and an archive need it),
 * whose password, e-mail address and username each may change (the password tools' holders
 * only; the old address is told of a new e-mail or username, and the audit names the fields that
 * changed), the roles each may assign, the monitoring manager's own role, the required fields of
 * role 14 and the password policy.
 *
 * @example
 * operations.register(app, 'users', { ...createUserHandlers(db, clock, mailer) });
 */
export function createUserHandlers(db: Database, clock: Clock, mailer: Mailer): OperationHandlers {
  return {
    async listUsers(call) {
      return listUsersQuery(db, call.body, call.scoped.users);
    },

    async getUser(call) {
      return visibleUser(db, call.scoped.users, call.params.id);
    },

    async createUser(call) {
      const caller = call.profile;
      const body = call.body;
      await checkAssignable(db, caller, body.user_role_id);
      checkRole14(body);
      checkPassword(body.password, body.username, body.confirm_password);
      await checkUsernameFree(db, body.username, null);
      const passwordHash = await hashPassword(body.password);
      const [row] = await db.query<{ id: number }>(
        `insert into users (username, email, first_name, last_name, password_hash, role_id, password_changed_at,
                            user_monitor_type, credentials)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          body.username,
          textOrNull(body.email),
          textOrNull(body.first_name) ?? '',
          textOrNull(body.last_name) ?? '',
          passwordHash,
          body.user_role_id,
          clock.now(),
          body.user_monitor_type ?? null,
          textOrNull(body.credentials),
        ],
      );
      const id = row?.id ?? 0;
      await recordAudit(db, clock, { userId: caller.user.id, action: 'user.created', detail: { id, role_id: body.user_role_id }, ip: call.ip });
      return visibleUser(db, call.scoped.users, id);
    },

    async updateUser(call) {
      const caller = call.profile;
      const body = call.body;
      const current = await managedUser(db, caller, call.scoped.users, call.params.id);
      const roleId = body.user_role_id ?? current.user_role_id;
      if (roleId !== current.user_role_id) {
        // The monitoring manager keeps their own role ([user-monitoring-manager-own-role]).
        if (current.id === caller.user.id && callerIn(caller, 'monitoringTeamManagers')) {
          throw ApiError.formError('user_role_id', userMessages.ownRole);
        }
        await checkAssignable(db, caller, roleId);
      }
      const before = {
        user_role_id: current.user_role_id,
        username: current.username,
        email: current.email,
        first_name: current.first_name,
        last_name: current.last_name,
        user_monitor_type: current.user_monitor_type,
        credentials: current.credentials,
      };
      const next = {
        user_role_id: roleId,
        username: body.username ?? current.username,
        email: body.email === undefined ? current.email : textOrNull(body.email),
        first_name: body.first_name === undefined ? current.first_name : (textOrNull(body.first_name) ?? ''),
        last_name: body.last_name === undefined ? current.last_name : (textOrNull(body.last_name) ?? ''),
        user_monitor_type: body.user_monitor_type === undefined ? current.user_monitor_type : body.user_monitor_type,
        credentials: body.credentials === undefined ? current.credentials : textOrNull(body.credentials),
      };
      checkRole14(next);
      const password = body.password ? body.password : null;
      // Names only: a form sends every field back, so only a value that differs is a change.
      const changed = [...changedFieldNames(before, next), ...(password === null ? [] : ['password'])];
      // The password, the e-mail and the username follow one rule (issue 25, finding 1).
      checkSignInFieldChanges(caller.user, { id: current.id, role_id: current.user_role_id }, changed);
      if (password !== null) checkPassword(password, next.username, body.confirm_password);
      if (next.username.toLowerCase() !== current.username.toLowerCase()) await checkUsernameFree(db, next.username, current.id);
      const passwordHash = password === null ? null : await hashPassword(password);
      const signInChanged = signInFields.some((field) => changed.includes(field));
      await db.transaction(async (tx) => {
        await tx.query(
          `update users set username = $2, email = $3, first_name = $4, last_name = $5, role_id = $6,
                            user_monitor_type = $7, credentials = $8
           where id = $1`,
          [current.id, next.username, next.email, next.first_name, next.last_name, next.user_role_id, next.user_monitor_type, next.credentials],
        );
        if (passwordHash !== null) {
          await tx.query('update users set password_hash = $2, password_changed_at = $3 where id = $1', [current.id, passwordHash, clock.now()]);
          // A new password ends the sessions the old one opened, as a reset does.
          if (current.id !== caller.user.id) await revokeUserTokens(tx, current.id, clock);
        }
        // Links mailed before the change went to the old address, or open the old password's way in.
        if (signInChanged) await spendOneTimeTokens(tx, clock, current.id);
      });
      await recordAudit(db, clock, {
        userId: caller.user.id,
        action: 'user.updated',
        detail: { id: current.id, role_id: next.user_role_id, changed },
        ip: call.ip,
      });
      const notice = signInDetailsChangedMail(before, next);
      if (notice) await mailer.send(notice);
      return visibleUser(db, call.scoped.users, current.id);
    },

    async archiveUser(call) {
      const caller = call.profile;
      const user = await managedUser(db, caller, call.scoped.users, call.params.id);
      if (user.id === caller.user.id) throw new ApiError(422, { message: userMessages.archiveSelf });
      await db.transaction(async (tx) => {
        await tx.query('update users set archived = true where id = $1', [user.id]);
        // An archived user can no longer sign in; their open sessions end now.
        await revokeUserTokens(tx, user.id, clock);
      });
      await recordAudit(db, clock, { userId: caller.user.id, action: 'user.archived', detail: { id: user.id }, ip: call.ip });
      return { id: user.id, archived: true as const };
    },

    async listUserPermissions(call) {
      const user = await visibleUser(db, call.scoped.users, call.params.id);
      return loadUserPermissions(db, user.id);
    },

    async saveUserPermissions(call) {
      const caller = call.profile;
      const body = call.body;
      const user = await visibleUser(db, call.scoped.users, body.user_id);
      // The Permissions tab is for Service Accounts only ([user-permissions-tab-service-account]).
      if (!roleIn('userPermissionHolders', user.user_role_id)) throw new ApiError(422, { message: userMessages.permissionsServiceAccountOnly });
      const ids = [...new Set(body.permission_ids)];
      const known = await db.query<{ id: number }>('select id from permissions where id = any($1::int[])', [ids]);
      if (known.length !== ids.length) throw ApiError.formError('permission_ids', userMessages.unknownPermission);
      await db.transaction(async (tx) => {
        await tx.query('delete from user_permissions where user_id = $1', [user.id]);
        if (ids.length > 0) {
          await tx.query('insert into user_permissions (user_id, permission_id) select $1, unnest($2::int[])', [user.id, ids]);
        }
      });
      await recordAudit(db, clock, { userId: caller.user.id, action: 'user.permissions_saved', detail: { id: user.id, permission_ids: ids }, ip: call.ip });
      return loadUserPermissions(db, user.id);
    },
  };
}
