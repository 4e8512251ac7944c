import { patientSteps } from '../patientInformation/patientSteps';
import { teamMemberSteps } from '../teamMember/teamMemberSteps';
import { userSteps } from '../userWizard/userSteps';

/**
 * The step ids of every wizard machine, by its name in specs/catalog (`machines`): the tabs the
 * machine shows, which the machine itself builds from the same arrays. The spec generator reads
 * this module (it imports nothing but the arrays, so no XState and no React) and refuses a
 * `kind: wizard` screen whose machine is not listed here, or whose `steps` name an id its machine
 * does not know or leave one of its steps out; src/appRegistry.test.ts checks that each machine
 * the app registers under a name shows exactly these tabs.
 *
 * @example
 * wizardStepIds.userWizard; // ['user', 'permissions']
 */
export const wizardStepIds: Readonly<Record<string, readonly string[]>> = {
  patientInformation: patientSteps,
  teamMemberWizard: teamMemberSteps,
  teamMemberEditor: teamMemberSteps,
  userWizard: userSteps,
};
