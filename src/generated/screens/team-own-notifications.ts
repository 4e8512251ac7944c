// generated from specs/ — do not edit
// The compiled screen of specs/screens/team-own-notifications.screen.yaml.
import type { CompiledRedirectScreen } from '../compiled-types';

export const screen: CompiledRedirectScreen = {
  route: '/notifications',
  title: 'Notifications',
  access: { hasPractice: true },
  kind: 'redirect',
  to: '/editTeamMember/{user.practice_team_member.id}?notifications',
};
