import { landingRoute } from '../../../src/generated/access';
import type { components } from '../../../src/generated/api';
import type { ServerDeps } from '../../ServerDeps';
import { issueAccessToken } from '../../session/accessTokens';
import { accessSubjectOf } from '../../session/accessSubjectOf';
import type { UserProfile } from '../../session/UserProfile';
import { maintenanceMessages } from './maintenanceMessages';
import { passwordExpiresInDays } from './passwordAge';

export type LoginResult = components['schemas']['SessionLoginResult'];

/**
 * Issues an access token for a user who has proven who they are and assembles the login
 * response of ARCHITECTURE.md (`LoginResult`).
 *
 * @example
 * return buildLoginResult(deps, profile);
 */
export async function buildLoginResult(deps: ServerDeps, profile: UserProfile): Promise<LoginResult> {
  const { db, clock, config } = deps;
  const token = await issueAccessToken(db, profile.user.id, clock);
  const maintenance = await maintenanceMessages(db, clock);
  const { user, teamMember, practice } = profile;
  return {
    access_token: token.access_token,
    expires_in: token.expires_in,
    two_factor_required: false,
    redirect: landingRoute(accessSubjectOf(profile)),
    middleware_version: config.version,
    mfg_api: config.mfgApi,
    ongoing_maintenance_messages: maintenance.ongoing,
    upcoming_maintenance_messages: maintenance.upcoming,
    practice: practice && {
      id: practice.id,
      name: practice.name,
      template_url: practice.template_url,
      practice_type_id: practice.practice_type_id,
    },
    user: {
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      role_id: user.role_id,
      user_role: { id: user.role_id, name: user.role_name },
      permissions: profile.permissions,
      is_super_user: profile.isSuperUser,
      consented: user.consented,
      password_expires_days: passwordExpiresInDays(user.password_changed_at, clock.now()),
      practice_team_member: teamMember && { ...teamMember },
    },
  };
}
