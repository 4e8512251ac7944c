// The portal's one registry: the runtime's generic implementations plus every domain one from
// screens/ and machines/, under the names `specs/catalog/registry.yaml` lists. main.tsx provides
// it to every screen by context; the runtime never imports screens/ and keeps no registry of its
// own. Every screen but the Welcome screen (the first thing anyone sees) is loaded lazily, so that
// a screen's code is fetched only when opened.
import { lazy } from 'react';
import type { CardPartComponent } from '../runtime/registry/cardPartComponent';
import type { ChartComponent } from '../runtime/registry/chartComponent';
import type { PanelComponent } from '../runtime/registry/panelComponent';
import { createRuntimeRegistry } from '../runtime/registry/RuntimeRegistry';
import type { CardPartName, ChartName, PanelName } from './generated/catalog';
import { deviceCellFormats } from '../screens/devices/deviceCellFormats';
import { LicenceGrid } from '../screens/licences/LicenceGrid';
import { monitorTypeFormat } from '../screens/licences/monitorTypeFormat';
import { LoginScreen } from '../screens/login/LoginScreen';
import { patientFormats } from '../screens/patients/patientFormats';
import { deselectPracticeAction } from '../screens/practices/deselectPracticeAction';
import { practiceMenuSublabels } from '../screens/practices/practiceMenuSublabels';
import { monitoringStatusFormat } from '../screens/rtmDashboard/monitoringStatusFormat';
import { recordingActionFormat } from '../screens/videoCall/recordingActionFormat';
import { progressionScoreFormat } from '../screens/surveys/progressionScoreFormat';
import { surveyTemplateFormats } from '../screens/surveyTemplates/templateFormats';
import { specialistWidgets } from '../screens/specialists/specialistWidgets';

export const appRegistry = createRuntimeRegistry({
  formats: { ...patientFormats, ...deviceCellFormats, monitoringStatus: monitoringStatusFormat, recordingAction: recordingActionFormat, progressionScore: progressionScoreFormat, monitorType: monitorTypeFormat, ...surveyTemplateFormats },
  formWidgets: specialistWidgets,
  screens: {
    login: LoginScreen,
    passwordReset: lazy(() =>
      import('../screens/passwordReset/PasswordResetScreen').then((module) => ({ default: module.PasswordResetScreen })),
    ),
    privacyPolicy: lazy(() =>
      import('../screens/privacyPolicy/PrivacyPolicyScreen').then((module) => ({ default: module.PrivacyPolicyScreen })),
    ),
    // reports: the report types, the filter builder, results and download, the dashboard statistics
    reports: lazy(() => import('../screens/reports/ReportsScreen').then((module) => ({ default: module.ReportsScreen }))),
    // the API reference at /api/docs (Scalar, loaded only there)
    apiReference: lazy(() => import('../screens/apiReference/ApiReferenceScreen').then((module) => ({ default: module.ApiReferenceScreen }))),
    // plans: the treatment plan and template editors
    treatmentPlanEditor: lazy(() =>
      import('../screens/treatmentPlan/TreatmentPlanEditorScreens').then((module) => ({ default: module.TreatmentPlanEditorScreen })),
    ),
    treatmentPlanTemplateEditor: lazy(() =>
      import('../screens/treatmentPlan/TreatmentPlanEditorScreens').then((module) => ({ default: module.TreatmentPlanTemplateEditorScreen })),
    ),
    // remote monitoring: the RTM dashboard
    rtmDashboard: lazy(() => import('../screens/rtmDashboard/RtmDashboardScreen').then((module) => ({ default: module.RtmDashboardScreen }))),
    // RTM configuration: the prompt editor (its React Flow graph is a further chunk of its own)
    promptEditor: lazy(() => import('../screens/promptEditor/PromptEditorScreen').then((module) => ({ default: module.PromptEditorScreen }))),
    // video calls: the call window's chunk loads only when a call window opens
    callWindow: lazy(() => import('../screens/videoCall/CallWindowScreen').then((module) => ({ default: module.CallWindowScreen }))),
    romTimeView: lazy(() => import('../screens/videoCall/RomTimeScreen').then((module) => ({ default: module.RomTimeScreen }))),
  },
  // Each wizard's machine loads with the wizard.
  machines: {
    patientInformation: () =>
      import('../machines/patientInformation/patientInformationMachine').then((module) => module.patientInformationMachine),
    teamMemberWizard: () => import('../machines/teamMember/teamMemberWizardMachine').then((module) => module.teamMemberWizardMachine),
    teamMemberEditor: () => import('../machines/teamMember/teamMemberWizardMachine').then((module) => module.teamMemberEditorMachine),
    userWizard: () => import('../machines/userWizard/userWizardMachine').then((module) => module.userWizardMachine),
  },
  wizardSteps: {
    // the patient information wizard's Devices step
    patientDevices: lazy(() =>
      import('../screens/patientDevices/PatientDevicesStep').then((module) => ({ default: module.PatientDevicesStep })),
    ),
    // the team member wizard's steps
    permissionSwitches: lazy(() =>
      import('../screens/teamMember/PermissionSwitchesStep').then((module) => ({ default: module.PermissionSwitchesStep })),
    ),
    notificationSwitches: lazy(() =>
      import('../screens/teamMember/NotificationSwitchesStep').then((module) => ({ default: module.NotificationSwitchesStep })),
    ),
  },
  // patient profile: the hand-written header parts and panels of specs/screens/patient-profile.screen.yaml.
  // Exactly the panel names of specs/catalog: a name without an implementation fails the typecheck
  // here and `npm run generate` at the catalog's line (generator/lint/registryImplementationProblems.ts).
  panels: {
    // RTM template assignment: the list's 'New Assignment' popup (/promptAssignment)
    assignmentPopup: lazy(() =>
      import('../screens/templateAssignment/AssignmentPopupPanel').then((module) => ({ default: module.AssignmentPopupPanel })),
    ),
    patientStatus: lazy(() =>
      import('../screens/patientProfile/PatientStatusPart').then((module) => ({ default: module.PatientStatusPart })),
    ),
    patientLock: lazy(() =>
      import('../screens/patientProfile/PatientLockPart').then((module) => ({ default: module.PatientLockPart })),
    ),
    patientCall: lazy(() =>
      import('../screens/patientProfile/PatientCallPart').then((module) => ({ default: module.PatientCallPart })),
    ),
    // remote login: the Sync action of a patient app
    patientSync: lazy(() =>
      import('../screens/patientProfile/PatientSyncPart').then((module) => ({ default: module.PatientSyncPart })),
    ),
    patientDocumentLinks: lazy(() =>
      import('../screens/patientProfile/DocumentLinksPart').then((module) => ({ default: module.DocumentLinksPart })),
    ),
    // surveys: the KOOS, JR. / HOOS, JR. panel
    surveys: lazy(() => import('../screens/surveys/SurveysPanel').then((module) => ({ default: module.SurveysPanel }))),
    // treatment plans: Treatment Information and Active Protocol
    activeProtocol: lazy(() =>
      import('../screens/treatmentPlans/ActiveProtocolPanel').then((module) => ({ default: module.ActiveProtocolPanel })),
    ),
    // sessions: the chart tabs (Plotly loads lazily inside them) and Session History
    patientCharts: lazy(() =>
      import('../screens/sessions/PatientChartsPanel').then((module) => ({ default: module.PatientChartsPanel })),
    ),
    sessionHistory: lazy(() =>
      import('../screens/sessions/SessionHistoryPanel').then((module) => ({ default: module.SessionHistoryPanel })),
    ),
    // survey templates: the library's Create/Edit modal and RTM Configuration modal
    rtmTemplateEdit: lazy(() => import('../screens/surveyTemplates/TemplateEditPanel').then((module) => ({ default: module.TemplateEditPanel }))),
    rtmAutoAssignConfig: lazy(() =>
      import('../screens/surveyTemplates/AutoAssignConfigPanel').then((module) => ({ default: module.AutoAssignConfigPanel })),
    ),
    // notes: the Patient Notes panel
    patientNotes: lazy(() =>
      import('../screens/patientNotes/PatientNotesPanel').then((module) => ({ default: module.PatientNotesPanel })),
    ),
  } satisfies Record<PanelName, PanelComponent>,
  // The charts a region of a detail screen draws (`chart.component`), exactly the catalog's.
  charts: {
    // treatment plans: the profile's Monitoring Plan
    planProtocols: lazy(() =>
      import('../screens/treatmentPlans/PlanProtocolsChart').then((module) => ({ default: module.PlanProtocolsChart })),
    ),
  } satisfies Record<ChartName, ChartComponent>,
  // The parts of cards drawn by code (`cards.parts[].part`), exactly the catalog's.
  cardParts: {
    // licences: a therapist's state grid on Patient Monitoring Licenses (small, and drawn with its
    // card at once rather than a moment after it: not lazy)
    licenceGrid: LicenceGrid,
  } satisfies Record<CardPartName, CardPartComponent>,
  rowActions: { deselectPractice: deselectPracticeAction },
  // The signed-in frame's own pieces load with it, not with the Welcome screen.
  shell: {
    headerActions: [
      lazy(() => import('../screens/shell/PrescribeButton').then((module) => ({ default: module.PrescribeButton }))),
      lazy(() => import('../screens/patients/AddPatientButton').then((module) => ({ default: module.AddPatientButton }))),
    ],
    menuHeader: [
      lazy(() => import('../screens/practices/PracticeSwitcher').then((module) => ({ default: module.PracticeSwitcher }))),
    ],
    menuSublabels: practiceMenuSublabels,
  },
});
