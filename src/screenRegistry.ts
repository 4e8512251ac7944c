// Registers the custom screens of this portal under the names `specs/catalog/registry.yaml`
// lists. The runtime resolves them by name and never imports `screens/` itself. Every screen but
// the Welcome screen (the first thing anyone sees) is loaded lazily, so that a screen's code is
// fetched only when opened.
import { lazy } from 'react';
import { patientInformationMachine } from '../machines/patientInformation/patientInformationMachine';
import { registerMachine } from '../runtime/registry/machineRegistry';
import { registerPanel } from '../runtime/registry/panelRegistry';
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
  // patient profile: the header parts and panels of specs/screens/patient-profile.screen.yaml
  registerPanel(
    'patientStatus',
    lazy(() =>
      import('../screens/patientProfile/PatientStatusPart').then((module) => ({
        default: module.PatientStatusPart,
      })),
    ),
  );
  registerPanel(
    'patientLock',
    lazy(() =>
      import('../screens/patientProfile/PatientLockPart').then((module) => ({
        default: module.PatientLockPart,
      })),
    ),
  );
  registerPanel(
    'patientCall',
    lazy(() =>
      import('../screens/patientProfile/PatientCallPart').then((module) => ({
        default: module.PatientCallPart,
      })),
    ),
  );
  registerPanel(
    'patientDocumentLinks',
    lazy(() =>
      import('../screens/patientProfile/DocumentLinksPart').then((module) => ({
        default: module.DocumentLinksPart,
      })),
    ),
  );
  registerPanel(
    'patientDocuments',
    lazy(() =>
      import('../screens/patientProfile/PatientDocumentsPanel').then((module) => ({
        default: module.PatientDocumentsPanel,
      })),
    ),
  );
  // users: the user form's machine
  registerMachine('userWizard', userWizardMachine);
  // licences: Patient Monitoring Licenses
  registerScreen(
    'monitorLicences',
    lazy(() => import('../screens/licences/MonitorLicencesScreen').then((module) => ({ default: module.MonitorLicencesScreen }))),
  );
}
