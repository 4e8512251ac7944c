import { effectivePermissions } from '../../src/generated/access';
import { hashSecret } from '../auth/secretTokens';
import type { Queryable } from '../db/Database';
import type { PracticeRecord, TeamMemberRecord, UserProfile } from './UserProfile';

/**
 * Whose permissions hold while a super user acts as a practice's member (ACTING_PERMISSIONS; the
 * two readings of documents 1 and 3 written down in specs/access.yaml at `permissionSets`):
 * `own` (the default) — acting lends the member's practice and record, never the member's grants:
 * every role keeps its built-in set, and a role without one (Customer Service) its own team
 * member's list; `member` — a role without a built-in set takes the acting member's list.
 */
export type ActingPermissions = 'own' | 'member';

/** A practice's team member a super user acts as, with what the member may do. */
export interface ActingMember {
  teamMember: TeamMemberRecord;
  practice: PracticeRecord;
  /** The member's own permission names (before the role's built-in set applies). */
  memberPermissions: string[];
}

/**
 * Loads a team member (not archived, in a practice that is not archived) with the member's
 * practice and permission list, or null.
 *
 * @example
 * const acting = await loadActingMember(db, 12);
 */
export async function loadActingMember(db: Queryable, teamMemberId: number): Promise<ActingMember | null> {
  const [row] = await db.query<TeamMemberRecord & { practice_name: string; template_url: string | null; practice_type_id: number }>(
    `select m.id, m.first_name, m.last_name, m.npi, m.practice_id, m.role_id as role_type,
            p.name as practice_name, p.template_url, p.practice_type_id
     from practice_team_members m join practices p on p.id = m.practice_id
     where m.id = $1 and not m.archived and not p.archived`,
    [teamMemberId],
  );
  if (!row) return null;
  const permissions = await db.query<{ key: string }>(
    `select p.key from team_member_permissions tp join permissions p on p.id = tp.permission_id
     where tp.team_member_id = $1 order by p.id`,
    [teamMemberId],
  );
  const { practice_name, template_url, practice_type_id, ...teamMember } = row;
  return {
    teamMember,
    practice: { id: row.practice_id, name: practice_name, template_url, practice_type_id },
    memberPermissions: permissions.map((permission) => permission.key),
  };
}

/**
 * The profile of a super user acting as `acting` ([practice-spoof]): the member's practice and
 * record replace the user's own; the permissions stay the user's own (`own`), or, with `member`,
 * are computed for the user's role from the member's list (a role with a built-in set keeps it;
 * Customer Service, which has none, takes the member's).
 *
 * @example
 * actingProfile(customerService, administrator, 'own').permissions; // [] — nothing of the administrator's
 */
export function actingProfile(profile: UserProfile, acting: ActingMember, reading: ActingPermissions): UserProfile {
  return {
    ...profile,
    teamMember: acting.teamMember,
    practice: acting.practice,
    permissions: reading === 'member' ? effectivePermissions(profile.user.role_id, acting.memberPermissions) : profile.permissions,
    acting: true,
  };
}

/**
 * The profile a call is judged with: a super user's session that acts as a team member (set by
 * practice_team_member/spoof on the access token) gets the member's practice and record, and the
 * permissions `reading` says (see actingProfile); everyone else, and a session not acting, keeps
 * their own.
 *
 * @example
 * const judged = await withActingContext(db, profile, token, 'own');
 */
export async function withActingContext(db: Queryable, profile: UserProfile, token: string | null, reading: ActingPermissions): Promise<UserProfile> {
  if (!profile.isSuperUser || token === null) return profile;
  const [row] = await db.query<{ acting_team_member_id: number | null }>(
    'select acting_team_member_id from access_tokens where token_hash = $1',
    [hashSecret(token)],
  );
  if (!row?.acting_team_member_id) return profile;
  const acting = await loadActingMember(db, row.acting_team_member_id);
  return acting ? actingProfile(profile, acting, reading) : profile;
}

/**
 * Sets (or, with null, clears) the team member a session acts as.
 *
 * @example
 * await setActingMember(db, token, member.id);
 */
export async function setActingMember(db: Queryable, token: string, teamMemberId: number | null): Promise<void> {
  await db.query('update access_tokens set acting_team_member_id = $2 where token_hash = $1', [hashSecret(token), teamMemberId]);
}
