// Registers the custom screens of this portal under the names `specs/catalog/registry.yaml`
// lists. The runtime resolves them by name and never imports `screens/` itself. Every screen but
// the Welcome screen (the first thing anyone sees) is loaded lazily, so that a screen's code is
// fetched only when opened.
import { lazy } from 'react';
import { patientInformationMachine } from '../machines/patientInformation/patientInformationMachine';
import { registerMachine } from '../runtime/registry/machineRegistry';
import { registerScreen } from '../runtime/registry/screenRegistry';
import { registerWizardStep } from '../runtime/wizard/wizardStepRegistry';
import { teamMemberEditorMachine, teamMemberWizardMachine } from '../machines/teamMember/teamMemberWizardMachine';
// users
import { userWizardMachine } from '../machines/userWizard/userWizardMachine';
import { LoginScreen } from '../screens/login/LoginScreen';

/** Registers every custom screen; call once before the routes are built. */
export function registerCustomScreens(): void {
  registerScreen('login', LoginScreen);
  registerScreen(
    'passwordReset',
    lazy(() =>
      import('../screens/passwordReset/PasswordResetScreen').then((module) => ({
        default: module.PasswordResetScreen,
      })),
    ),
  );
  registerScreen(
    'privacyPolicy',
    lazy(() =>
      import('../screens/privacyPolicy/PrivacyPolicyScreen').then((module) => ({
        default: module.PrivacyPolicyScreen,
      })),
    ),
  );
  // patient information wizard: its machine and its Devices step
  registerMachine('patientInformation', patientInformationMachine);
  registerWizardStep(
    'patientDevices',
    lazy(() =>
      import('../screens/patientDevices/PatientDevicesStep').then((module) => ({
        default: module.PatientDevicesStep,
      })),
    ),
  );
  // team: the team member wizard's machines and steps, and /permissions, /notifications
  registerMachine('teamMemberWizard', teamMemberWizardMachine);
  registerMachine('teamMemberEditor', teamMemberEditorMachine);
  registerWizardStep(
    'permissionSwitches',
    lazy(() => import('../screens/teamMember/PermissionSwitchesStep').then((module) => ({ default: module.PermissionSwitchesStep }))),
  );
  registerWizardStep(
    'notificationSwitches',
    lazy(() => import('../screens/teamMember/NotificationSwitchesStep').then((module) => ({ default: module.NotificationSwitchesStep }))),
  );
  registerScreen(
    'ownTeamMemberSettings',
    lazy(() => import('../screens/teamMember/OwnTeamMemberSettings').then((module) => ({ default: module.OwnTeamMemberSettings }))),
  );
  // users: the user form's machine
  registerMachine('userWizard', userWizardMachine);
}
