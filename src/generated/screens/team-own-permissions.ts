// generated from specs/ — do not edit
// The compiled screen of specs/screens/team-own-permissions.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/permissions',
  title: 'Permissions',
  access: { hasPractice: true },
  kind: 'custom',
  screen: 'ownTeamMemberSettings',
};
