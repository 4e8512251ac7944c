import { effectivePermissions, isSuperUserRole } from '../../src/generated/access';
import { hashSecret } from '../auth/secretTokens';
import type { Queryable } from '../db/Database';
import { actingProfile, type ActingPermissions } from './actingContext';
import type { PracticeRecord, TeamMemberRecord, UserProfile, UserRecord } from './UserProfile';

/** Who presents a token: the profile calls are judged with, and until when the token answers. */
export interface IdentifiedCaller {
  /** The user's own profile as loadUserProfile loads it, judged as the member acted as (withActingContext). */
  profile: UserProfile;
  expiresAt: Date;
}

interface CallerRow extends UserRecord {
  expires_at: Date | string;
  member: TeamMemberRecord | null;
  practice: PracticeRecord | null;
  member_permissions: string[] | null;
  own_permissions: string[] | null;
  acting_member: TeamMemberRecord | null;
  acting_practice: PracticeRecord | null;
  acting_permissions: string[] | null;
}

// One statement for what took five or six (token → user → team member → practice → permissions →
// acting member): the same rows and conditions as findTokenUser, loadUserProfile and
// withActingContext, so a caller is judged exactly as before.
const callerSql = `
select u.id, u.username, u.email, u.first_name, u.last_name, u.role_id, r.name as role_name,
       u.consented_at is not null as consented, u.password_changed_at, t.expires_at,
       case when m.id is null then null else json_build_object('id', m.id, 'first_name', m.first_name, 'last_name', m.last_name,
            'npi', m.npi, 'practice_id', m.practice_id, 'role_type', m.role_id) end as member,
       case when p.id is null then null else json_build_object('id', p.id, 'name', p.name, 'template_url', p.template_url,
            'practice_type_id', p.practice_type_id) end as practice,
       array(select pe.key from team_member_permissions tp join permissions pe on pe.id = tp.permission_id
             where tp.team_member_id = m.id) as member_permissions,
       array(select pe.key from user_permissions up join permissions pe on pe.id = up.permission_id
             where up.user_id = u.id) as own_permissions,
       case when am.id is null then null else json_build_object('id', am.id, 'first_name', am.first_name, 'last_name', am.last_name,
            'npi', am.npi, 'practice_id', am.practice_id, 'role_type', am.role_id) end as acting_member,
       case when am.id is null then null else json_build_object('id', ap.id, 'name', ap.name, 'template_url', ap.template_url,
            'practice_type_id', ap.practice_type_id) end as acting_practice,
       array(select pe.key from team_member_permissions tp join permissions pe on pe.id = tp.permission_id
             where tp.team_member_id = am.id order by pe.id) as acting_permissions
from access_tokens t
join users u on u.id = t.user_id and not u.archived
join user_roles r on r.id = u.role_id
left join lateral (select * from practice_team_members where user_id = u.id and not archived limit 1) m on true
left join practices p on p.id = m.practice_id and not p.archived
left join practice_team_members am on am.id = t.acting_team_member_id and not am.archived
  and exists (select 1 from practices where id = am.practice_id and not archived)
left join practices ap on ap.id = am.practice_id
where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2`;

/**
 * Identifies the caller presenting `token` in one statement: null when the token is unknown,
 * revoked or expired at `now`, or its user archived.
 *
 * @example
 * const caller = await identifyCaller(db, token, clock.now(), 'own');
 * caller?.profile.permissions; // ['viewStaff', ...]
 */
export async function identifyCaller(db: Queryable, token: string, now: Date, reading: ActingPermissions): Promise<IdentifiedCaller | null> {
  const [row] = await db.query<CallerRow>(callerSql, [hashSecret(token), now]);
  if (!row) return null;
  const { expires_at, member, practice, member_permissions, own_permissions, acting_member, acting_practice, acting_permissions, ...user } = row;
  const memberPermissions = member ? [...(member_permissions ?? [])] : [];
  for (const key of own_permissions ?? []) if (!memberPermissions.includes(key)) memberPermissions.push(key);
  const own: UserProfile = {
    user,
    teamMember: member,
    practice: member ? practice : null,
    permissions: effectivePermissions(user.role_id, memberPermissions),
    isSuperUser: isSuperUserRole(user.role_id),
  };
  const profile =
    own.isSuperUser && acting_member && acting_practice
      ? actingProfile(own, { teamMember: acting_member, practice: acting_practice, memberPermissions: acting_permissions ?? [] }, reading)
      : own;
  return { profile, expiresAt: new Date(expires_at) };
}
