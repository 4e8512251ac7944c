// generated from specs/ — do not edit
// The compiled screen of specs/screens/team-own-notifications.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/notifications',
  title: 'Notifications',
  access: { hasPractice: true },
  kind: 'custom',
  screen: 'ownTeamMemberSettings',
};
