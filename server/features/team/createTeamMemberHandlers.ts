import { messages } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Mailer } from '../../adapters/mail/Mailer';
import { checkPasswordPolicy } from '../../auth/checkPasswordPolicy';
import { hashPassword } from '../../auth/passwordHashing';
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { listPage } from '../../http/listPage';
import { spendOneTimeTokens } from '../session/oneTimeTokens';
import { checkTeamMemberFields } from './checkTeamMemberFields';
import { listTeamMembersQuery } from './listTeamMembersQuery';
import { memberAccountChange, reportMemberAccountChange } from './memberAccountChange';
import { loadTeamMemberDetail, type TeamMemberDetail } from './loadTeamMemberDetail';
import { requireAnotherAdministrator } from './requireAnotherAdministrator';
import { saveMemberPhones } from './saveMemberPhones';
import { actionNotAllowed, canEditPermissions, canViewTeam, isOwnMember, requireMemberRight } from './teamRights';
import { memberInScope, teamPracticeOf } from './teamPracticeScope';

/** The default staff permissions of the creation mode that grants them: ids 2-12 and 14-16. */
export const defaultStaffPermissionIds: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16];

const textOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/**
 * The practice team member calls of document 1, section 7: the team list (paged, by last name
 * unless asked otherwise), the light load and the query, one member, create (with the member's
 * user account, phones and optional permissions in one transaction), update and archive. Data
 * scope: a super user works on any practice, everyone else on their own; the kind of member
 * decides which right applies; a member may read and update themself; the member's e-mail is its
 * user's and changes only as the user's password would (server/features/users/userRoleRules.ts,
 * canChangeSignInFieldsOf); the last administrator of a practice cannot be archived.
 *
 * @example
 * operations.register(app, 'team', { ...createTeamMemberHandlers(db, files, clock, mailer) });
 */
export function createTeamMemberHandlers(db: Database, files: FileStorage, clock: Clock, mailer: Mailer): OperationHandlers {
  const detail = async (id: number): Promise<TeamMemberDetail> => {
    const member = await loadTeamMemberDetail(db, files, id);
    if (!member) throw new ApiError(404, { message: messages.teamMemberNotFound });
    return member;
  };

  return {
    async listTeamMembers(call) {
      const profile = call.profile;
      const body = call.body;
      const practiceId = teamPracticeOf(call.scoped.teamMembers, profile, body.practice_id ?? body.search?.practice_id);
      const limit = body.limit ?? 20;
      const page = body.page ?? 1;
      const { rows, total } = await listTeamMembersQuery(db, files, {
        practiceId,
        search: body.search,
        orderBy: body.order_by,
        limit,
        offset: (page - 1) * limit,
      });
      return listPage(rows, { page, limit, total });
    },

    async queryTeamMembers(call) {
      const profile = call.profile;
      const body = call.body;
      const practiceId = teamPracticeOf(call.scoped.teamMembers, profile, body.practice_id ?? body.search?.practice_id);
      return (await listTeamMembersQuery(db, files, { practiceId, search: body.search, limit: body.limit ?? 200 })).rows;
    },

    // The light load every practice user may make of their own practice's team, e.g. a clinical
    // staff member choosing the surgeon they work for ([clinical-staff-team-details]).
    async skinnyLoadTeamMembers(call) {
      const profile = call.profile;
      const body = call.body;
      const practiceId = teamPracticeOf(call.scoped.teamMembers, profile, body.practice_id ?? body.search?.practice_id);
      const { rows } = await listTeamMembersQuery(db, files, { practiceId, search: body.search, limit: body.limit ?? 200 });
      return rows.map((row) => ({
        id: row.id,
        name: [row.prefix, row.first_name, row.last_name].filter(Boolean).join(' '),
        role_id: row.role_id,
        practice_id: row.practice_id,
      }));
    },

    async getTeamMember(call) {
      const profile = call.profile;
      const id = call.params.id;
      await memberInScope(call.scoped.teamMembers, id);
      if (!isOwnMember(profile, id) && !canViewTeam(profile)) throw actionNotAllowed();
      return detail(id);
    },

    async createTeamMember(call) {
      const profile = call.profile;
      const body = call.body;
      const practiceId = teamPracticeOf(call.scoped.teamMembers, profile, body.practice_id);
      const roleId = body.user.user_role_id;
      requireMemberRight(profile, 'add', roleId);
      const permissionIds = [...new Set(body.permissions ?? [])];
      if (!canEditPermissions(profile) && permissionIds.some((id) => !defaultStaffPermissionIds.includes(id))) {
        throw actionNotAllowed();
      }
      const username = body.user.username.trim();
      const policy = checkPasswordPolicy(body.user.password, username);
      if (policy) throw ApiError.formError('user.password', policy);
      if (body.user.confirmPassword !== body.user.password) throw ApiError.formError('user.confirmPassword', 'Passwords must match');
      const passwordHash = await hashPassword(body.user.password);
      const id = await db.transaction(async (tx) => {
        const [practice] = await tx.query<{ practice_type_id: number }>(
          'select practice_type_id from practices where id = $1 and not archived',
          [practiceId],
        );
        if (!practice) throw ApiError.formError('practice_id', 'This practice could not be found');
        const fields = await checkTeamMemberFields(tx, { practiceId, practiceTypeId: practice.practice_type_id, roleId }, body);
        const [taken] = await tx.query('select id from users where lower(username) = lower($1)', [username]);
        if (taken) throw ApiError.formError('user.username', messages.usernameTaken);
        const firstName = body.first_name.trim();
        const lastName = body.last_name.trim();
        const [user] = await tx.query<{ id: number }>(
          `insert into users (username, email, first_name, last_name, password_hash, role_id)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [username, body.email, firstName, lastName, passwordHash, roleId],
        );
        const [member] = await tx.query<{ id: number }>(
          `insert into practice_team_members (user_id, practice_id, role_id, prefix, first_name, last_name, npi, email,
                                              hospital_location, dme_id, surgeon_id, physical_therapist_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
          [
            user?.id, practiceId, roleId, textOrNull(body.prefix), firstName, lastName, fields.npi, body.email,
            textOrNull(body.hospital_location), fields.dme_id, fields.surgeon_id, fields.physical_therapist_id,
          ],
        );
        if (!member) throw new Error('insert into practice_team_members returned no row');
        await saveMemberPhones(tx, member.id, body.phone_number);
        if (permissionIds.length > 0) {
          await tx.query(
            `insert into team_member_permissions (team_member_id, permission_id)
             select $1, p.id from permissions p where p.id = any($2::int[]) and p.id < 50
             on conflict do nothing`,
            [member.id, permissionIds],
          );
        }
        return member.id;
      });
      return detail(id);
    },

    async updateTeamMember(call) {
      const profile = call.profile;
      const id = call.params.id;
      const body = call.body;
      const member = await memberInScope(call.scoped.teamMembers, id);
      const roleId = body.user?.user_role_id ?? member.role_id;
      const own = isOwnMember(profile, id);
      // Users may edit themselves ([team-edit-self]), but not give themselves another role.
      if (own && roleId !== member.role_id) throw actionNotAllowed();
      if (!own) {
        requireMemberRight(profile, 'edit', member.role_id);
        if (roleId !== member.role_id) requireMemberRight(profile, 'edit', roleId);
      }
      const current = await detail(id);
      const firstName = body.first_name?.trim() ?? current.first_name;
      const lastName = body.last_name?.trim() ?? current.last_name;
      const email = body.email ?? current.email;
      // The member's e-mail is its user's: a new one follows the rule of the user's password.
      const account = await memberAccountChange(
        db,
        profile,
        member.user_id,
        { role_id: roleId, first_name: firstName, last_name: lastName },
        email === current.email ? null : email,
      );
      await db.transaction(async (tx) => {
        const fields = await checkTeamMemberFields(
          tx,
          { practiceId: member.practice_id, practiceTypeId: current.practice.practice_type_id, roleId, memberId: id },
          {
            npi: body.npi !== undefined ? body.npi : current.npi,
            dme_id: body.dme_id !== undefined ? body.dme_id : current.dme_id,
            surgeon_id: body.surgeon_id !== undefined ? body.surgeon_id : current.surgeon_id,
            physical_therapist_id: body.physical_therapist_id !== undefined ? body.physical_therapist_id : current.physical_therapist_id,
          },
        );
        await tx.query(
          `update practice_team_members set role_id = $2, prefix = $3, first_name = $4, last_name = $5, npi = $6, email = $7,
                  hospital_location = $8, dme_id = $9, surgeon_id = $10, physical_therapist_id = $11
           where id = $1`,
          [
            id, roleId, body.prefix !== undefined ? textOrNull(body.prefix) : current.prefix, firstName, lastName, fields.npi, email,
            body.hospital_location !== undefined ? textOrNull(body.hospital_location) : current.hospital_location,
            fields.dme_id, fields.surgeon_id, fields.physical_therapist_id,
          ],
        );
        if (account) {
          const { after } = account;
          await tx.query('update users set role_id = $2, first_name = $3, last_name = $4, email = $5 where id = $1', [
            account.id, after.role_id, after.first_name, after.last_name, after.email,
          ]);
          // Links mailed to the old address open nothing once the address changed.
          if (account.changed.includes('email')) await spendOneTimeTokens(tx, clock, account.id);
        }
        if (body.phone_number) await saveMemberPhones(tx, id, body.phone_number);
      });
      if (account) await reportMemberAccountChange({ db, clock, mailer }, profile, account, call.ip);
      return detail(id);
    },

    async archiveTeamMember(call) {
      const profile = call.profile;
      const id = call.params.id;
      const member = await memberInScope(call.scoped.teamMembers, id);
      requireMemberRight(profile, 'edit', member.role_id);
      await db.transaction(async (tx) => {
        await requireAnotherAdministrator(tx, member.practice_id, id);
        await tx.query('update practice_team_members set archived = true where id = $1', [id]);
        // The archived member's user can no longer sign in or use a token it holds.
        if (member.user_id !== null) await tx.query('update users set archived = true where id = $1', [member.user_id]);
      });
      return { message: messages.success };
    },
  };
}
