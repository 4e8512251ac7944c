// generated from specs/ — do not edit
// The compiled screen of specs/screens/team-own-permissions.screen.yaml.
import type { CompiledRedirectScreen } from '../compiled-types';

export const screen: CompiledRedirectScreen = {
  route: '/permissions',
  title: 'Permissions',
  access: { hasPractice: true },
  kind: 'redirect',
  to: '/editTeamMember/{user.practice_team_member.id}?permissions',
};
