import { featurePlugin } from '../Feature';
import { createTeamMemberHandlers } from './createTeamMemberHandlers';
import { createTeamGrantHandlers } from './createTeamGrantHandlers';
import { createTeamRoleOptionHandlers } from './createTeamRoleOptionHandlers';
import { createProfilePictureHandlers } from './createProfilePictureHandlers';

/** The team feature: practice team members, their rights, role options and profile pictures. */
export const teamFeature = featurePlugin('team', (deps) => ({
  ...createTeamMemberHandlers(deps.db, deps.files, deps.clock, deps.mailer),
  ...createTeamGrantHandlers(deps.db),
  ...createTeamRoleOptionHandlers(deps.db),
  ...createProfilePictureHandlers(deps.db, deps.files),
}));
