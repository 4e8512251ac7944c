// generated from specs/ — do not edit
// The catalog of specs/catalog: constants, messages, lookups, enums and registry names.

/** Business constants and limits by name. */
export const constants = {
  versionLabel: '1-release-3.33.00-1',
  mobileBreakpointPx: 1217,
  pagerLinksDesktop: 9,
  pagerLinksMobile: 3,
  defaultListLimit: 20,
  permissionQueryLimit: 50,
  userGuideQueryLimit: 200,
  firmwareQueryLimit: 5000,
  tokenRefreshFirstMs: 120000,
  tokenRefreshEveryMs: 780000,
  initialDataLoadDelayMs: 500,
  initialSessionCheckDelayMs: 700,
  idleTimeoutMs: 840000,
  idleWarningMs: 60000,
  activityDebounceMs: 200,
  otpMinLength: 6,
  otpResendCooldownMs: 30000,
  otpPendingMs: 360000,
  passwordMinLength: 8,
  passwordMaxLength: 64,
  nameMaxLength: 32,
  npiMaxLength: 10,
  npiResultLimit: 100,
  procedureCodesMax: 20,
  procedureDateMax: 4294967295,
  medicareWindowDays: 2,
  patientIdentifierDigits: 7,
  searchDebounceMs: 200,
  pictureMaxBytes: 1048576,
  pictureOutputPx: 220,
  pictureZoomMin: 10,
  pictureZoomMax: 100,
  painRedAbove: 6,
  painGreenBelow: 4,
  adherenceRedAtOrBelow: 70,
  headerPracticeNameMax: 50,
  toastDefaultMs: 5000,
  remoteLogQueueMax: 100000,
  menuFadeMs: 480,
  deviceRereadMs: 5000,
  maintenanceDefaultMinutes: 10,
  patientPolicyMinAge: 16,
  eventStateChanged: 'stateChanged',
  eventReloadCosignedNotes: 'reloadCosignedNotes',
  eventReloadPatientNotes: 'reloadPatientNotes',
  remoteLogBatchMax: 1000,
  remoteLogFlushMs: 10000,
  practiceTypeEquipmentSupplier: 1,
  practiceTypePhysicalTherapy: 2,
  practiceTypeSurgeon: 3,
  practiceRoleTypeId: 4,
} as const;

/** User-visible texts by key, verbatim; `{name}` marks a value filled in at run time. */
export const messages = {
  otpRequired: 'Please enter the one time password code.',
  otpMinLength: 'One time password code must be at least 6 characters long.',
  emailRequired: 'Email is required.',
  newPasswordRequired: 'Please enter a new password.',
  oktaNotAssigned: 'Your okta credentials are not authorized for this site. Please contact your Admin',
  oktaNotAssignedServer: 'User is not assigned to the client application',
  passwordExpiresIn: 'Your password will expire in {n} days.',
  sessionExpired: 'Your session has expired.',
  idleTitle: 'Are you still here?',
  idleStay: "I'm here",
  unauthorized: 'Unauthorized',
  cmsUnavailable: 'CMS server is unavailable. Please try again later.',
  npiNotFound: 'NPI number not found',
  thirdPartyFailed: 'Third-party server failed. Please try again.',
  validationFailed: 'Validation failed - Contact Customer Service. Error Numbers: {codes}',
  fieldRequired: '{field} is required.',
  fieldRequiredInProcedure: '{field} is required in the Procedure.',
  success: 'Success!',
  patientCreated: 'Patient created!',
  patientArchived: 'Patient archived.',
  areYouSure: 'Are you sure?',
  cannotBeUndone: 'This action cannot be undone',
  required: 'Required',
  requiredLabel: '(Required)',
  notValidEmail: 'Not a valid email',
  passwordMin: 'Minimum 8 characters',
  passwordMax: 'Maximum 64 characters',
  passwordLowercase: 'Must include lowercase letter',
  passwordUppercase: 'Must include uppercase letter',
  passwordNumber: 'Must include number',
  passwordSpecial: 'Must include special character',
  passwordNoUsername: 'Cannot contain username',
  passwordsMustMatch: 'Passwords must match',
  onlyNumbers: 'Only numbers allowed.',
  mustHaveCorrectPermissions: 'Must have correct permissions',
  emptyList: 'This list is empty',
  filters: 'Filters',
  invalidDate: 'Invalid Date',
  incorrectFileType: 'Incorrect File Type',
  fileMustBeOfType: 'File must be of type: {types}',
  incorrectFileSize: 'Incorrect File Size',
  fileMustBeLessThan1MB: 'File must be less than 1MB',
  deletePictureConfirm: 'Are you sure you want to delete this profile picture?',
  patientNotFound: 'Patient Not Found',
  loseAccessToPatient: 'You will lose access to this patient profile and all related data.',
  unlockPatientConfirm: 'Are you sure you want to unlock this patient?',
  documentLinks: 'Document Links',
  callNeedsConnectedPatient: 'A call needs a connected patient; the patient is not connected now.',
  npiNeedsFirstAndLastName: 'NPI search requires first and last name',
  npiEmptyForPractice: "Please enter the organization's NPI information",
  npiNotFoundInDatabase: '{label} not found in the {product} database.',
  npiRegistryProduct: 'NPPES',
  noTeamMemberToSpoof: 'Practice has no team member to spoof as',
  actingAs: 'Acting as',
  deselectPractice: 'Deselect Practice',
  prescribe: 'Prescribe',
  choosePrescriptionTemplate: 'Choose a prescription template',
  choosePrescriber: 'Prescriber',
  minimumThreeCharacters: 'Minimum 3 characters.',
  noResultsFound: 'No results were found',
  unsavedBeforePasswordReset: 'Unsaved changes. Save changes before sending password reset.',
  usernameNoSpaces: 'A username cannot contain spaces.',
  passwordResetSent: 'Password reset e-mail sent.',
  patientNameMax: 'Maximum 32 characters',
  patientInvalidDate: 'Invalid Date',
  patientCannotBeUnknown: 'Cannot be Unknown',
  patientPmsEducationPair: 'Select or clear both Patient Monitoring Specialist and RTM Patient Education',
  patientActionNotAllowed: 'Action not allowed.',
  mustHaveAddPatient: 'Must have Add Patient permission',
  mustHaveEditPatient: 'Must have Edit Patient permission',
  patientLookupNotFound: 'This {kind} could not be found',
  procedureMaxCodes: 'Maximum 20 codes',
  procedureDateAfter1970: 'Select date after 1970',
  procedureDateBefore2106: 'Select date before 7 February 2106',
  medicareComplianceTitle: 'Medicare Compliance',
  medicareComplianceMessage:
    'The procedure date is more than 2 days old. Please confirm the Medicare Compliance status.',
  deviceMustBeNumber: 'Must be a Number',
  couldNotFindPortableConnect: 'Could not find PortableConnect',
  couldNotFindAccuAngle: 'Could not find AccuAngle',
  couldNotFindAccumotionThigh: 'Could not find Accumotion Thigh',
  couldNotFindAccumotionCalf: 'Could not find Accumotion Calf',
  leaveUnsaved: 'Leave this page? Unsaved changes will be lost.',
  mustHaveEditStaff: 'Must have Edit Staff permission',
  mustHaveAddStaff: 'Must have Add Staff permission',
  mustHaveEditTeamMember: 'Must have Edit Team Member permission',
  mustHaveAddTeamMember: 'Must have Add Team Member permission',
  teamActionNotAllowed: 'Action not allowed.',
  noPracticeSelected: 'No practice selected.',
  lastAdministrator: 'This practice must have at least one administrator.',
  permissionLeaveConfirm: 'Changes have been made, are you sure you want to cancel?',
  addAnotherTeamMember: 'Add Another Team Member',
  teamMemberNotFound: 'Team member not found.',
  teamRoleNotAvailable: 'The selected role is not available for this practice.',
  specialistRequired: 'A surgeon or physical therapist is required.',
  usernameTaken: 'The username has already been taken.',
  pictureFileType: 'File must be of type: {types}',
  pictureFileTypeTitle: 'Incorrect File Type',
  pictureFileSize: 'File must be less than 1MB',
  pictureFileSizeTitle: 'Incorrect File Size',
  pictureDeleteConfirm: 'Are you sure you want to delete this profile picture?',
} as const;

/** A message key of specs/catalog. */
export type MessageKey = keyof typeof messages;

/** An option of a lookup or an enum. */
export interface LookupOption {
  readonly value: string | number | boolean;
  readonly label: string;
}

/** An option list: loaded from an operation (value and label name the row fields, `where` keeps matching rows) or fixed. */
export type Lookup =
  | {
      readonly operation: string;
      readonly value: string;
      readonly label: string;
      readonly where?: Readonly<Record<string, string | number | boolean>>;
    }
  | { readonly values: readonly LookupOption[] };

/** Option lists by name. */
export const lookups = {
  patientStatuses: { operation: 'queryPatientStatusTypes', value: 'search_value', label: 'name' },
  procedureTypes: { operation: 'queryProcedureTypes', value: 'id', label: 'name' },
  procedureLegTypes: { operation: 'queryProcedureLegTypes', value: 'id', label: 'name' },
  periodTypes: { operation: 'queryPeriodTypes', value: 'id', label: 'name' },
  periodDirections: { operation: 'queryPeriodDirections', value: 'id', label: 'name' },
  practiceTypes: { operation: 'queryPracticeTypes', value: 'id', label: 'name' },
  userRoles: { operation: 'queryUserRoles', value: 'id', label: 'name' },
  practiceRoles: { operation: 'queryUserRoles', value: 'id', label: 'name', where: { user_role_type_id: 4 } },
  permissionTypes: { operation: 'queryPermissions', value: 'id', label: 'name' },
  notificationTypes: { operation: 'queryNotifications', value: 'id', label: 'name' },
  patientAppTypes: { operation: 'queryPatientAppTypes', value: 'id', label: 'name' },
  studyGroups: { operation: 'queryStudyGroups', value: 'id', label: 'name' },
  surgeons: { operation: 'listSurgeons', value: 'id', label: 'name' },
  therapists: { operation: 'listTherapists', value: 'id', label: 'name' },
  dmes: { operation: 'listDmes', value: 'id', label: 'name' },
  installationMethods: {
    values: [
      { value: 1, label: 'Unknown' },
      { value: 2, label: 'Remote Onboarding' },
      { value: 3, label: 'Field Clinician In-Person' },
      { value: 4, label: 'DME' },
      { value: 5, label: 'Automated' },
    ],
  },
  treatmentTemplates: {
    values: [
      { value: 1, label: 'Surgeon Default' },
      { value: 2, label: '30 Day' },
      { value: 3, label: '42 Day' },
      { value: 4, label: '60 Day' },
      { value: 5, label: 'Cardiac' },
    ],
  },
  monitorTypes: {
    values: [
      { value: 1, label: 'RTM' },
      { value: 2, label: 'RPM' },
    ],
  },
  reportTypes: {
    values: [
      { value: 'completedTreatmentPlans', label: 'Completed Treatment Plans' },
      { value: 'selfPay', label: 'Self Pay' },
      { value: 'patientProcedures', label: 'Patient Procedures' },
      { value: 'billingReport', label: 'Billing Report' },
      { value: 'medicareComplianceReport', label: 'Medicare Compliance Report' },
      { value: 'studyGroupPatients', label: 'Study Group Patients' },
      { value: 'koosJrReport', label: 'KOOS JR Report' },
      { value: 'hoosJrReport', label: 'HOOS JR Report' },
      { value: 'customPatients', label: 'Custom Patients' },
      { value: 'deviceGeolocationReport', label: 'Device Geolocation Report' },
      { value: 'orthoPatientsComorbidityReport', label: 'Ortho Patients Comorbidity Report' },
    ],
  },
  monitoringSpecialists: { operation: 'listPatientMonitoringSpecialists', value: 'id', label: 'name' },
  teamRolesEquipmentSupplier: {
    values: [
      { value: 20, label: 'DME and Staff' },
      { value: 50, label: 'Clinical Staff Member' },
    ],
  },
  teamRolesPhysicalTherapy: {
    values: [
      { value: 30, label: 'Surgical Center and PT Practice' },
      { value: 40, label: 'Surgeon' },
      { value: 41, label: 'Physical Therapist' },
      { value: 50, label: 'Clinical Staff Member' },
    ],
  },
  teamRolesSurgeon: {
    values: [
      { value: 30, label: 'Surgical Center and PT Practice' },
      { value: 40, label: 'Surgeon' },
      { value: 41, label: 'Physical Therapist' },
      { value: 50, label: 'Clinical Staff Member' },
    ],
  },
  teamStaffRoles: { values: [{ value: 50, label: 'Clinical Staff Member' }] },
  teamMembers: { operation: 'skinnyLoadTeamMembers', value: 'id', label: 'name' },
  teamRoleOptions: { operation: 'listTeamRoleOptions', value: 'id', label: 'name' },
  teamRoles: {
    values: [
      { value: 20, label: 'DME and Staff' },
      { value: 30, label: 'Surgical Center and PT Practice' },
      { value: 40, label: 'Surgeon' },
      { value: 41, label: 'Physical Therapist' },
      { value: 50, label: 'Clinical Staff Member' },
    ],
  },
  practicePermissionSwitches: {
    values: [
      { value: 'administrator', label: 'Administrator' },
      { value: 'addStaff', label: 'Add Staff' },
      { value: 'viewStaff', label: 'View Staff' },
      { value: 'editStaff', label: 'Edit Staff' },
      { value: 'addTeamMember', label: 'Add Team Member' },
      { value: 'viewTeamMember', label: 'View Team Member' },
      { value: 'editTeamMember', label: 'Edit Team Member' },
      { value: 'addPatient', label: 'Add Patient' },
      { value: 'viewAllPatient', label: 'View All Patients' },
      { value: 'editPatient', label: 'Edit Patient' },
      { value: 'addPlan', label: 'Add Treatment Plan' },
      { value: 'viewPlan', label: 'View Treatment Plan' },
      { value: 'editPlan', label: 'Edit Treatment Plan' },
      { value: 'viewAllTeamMember', label: 'View All Team Members' },
      { value: 'editPractice', label: 'Edit Practice' },
      { value: 'editAllPermission', label: 'Edit All Permissions' },
    ],
  },
  teamPractices: { operation: 'listPractices', value: 'id', label: 'name' },
} as const satisfies Readonly<Record<string, Lookup>>;

/** A lookup name of specs/catalog. */
export type LookupName = keyof typeof lookups;

/** Fixed value sets by name. */
export const enums: Readonly<Record<string, readonly LookupOption[]>> = {};

/** The names the runtime registry must implement. */
export const registryNames = {
  formats: [
    'text',
    'number',
    'unixDate',
    'unixDateTime',
    'phone',
    'painColour',
    'adherence',
    'progress',
    'sessions',
    'alert',
    'status',
    'nameRev',
  ],
  widgets: [
    'codeSearch',
    'radio',
    'search',
    'select',
    'text',
    'email',
    'password',
    'phone',
    'date',
    'state',
    'digits',
    'zip',
    'imageCrop',
    'npi',
    'address',
    'checkboxes',
  ],
  machines: ['patientInformation', 'session', 'userWizard', 'teamMemberWizard', 'teamMemberEditor'],
  screens: [
    'patientDevices',
    'login',
    'passwordReset',
    'privacyPolicy',
    'mailbox',
    'permissionSwitches',
    'notificationSwitches',
    'ownTeamMemberSettings',
  ],
  actions: ['deselectPractice'],
  panels: [
    'patientStatus',
    'patientLock',
    'patientCall',
    'patientDocumentLinks',
    'patientDocuments',
    'patientSync',
    'procedureInformation',
    'currentProgress',
    'patientNotes',
    'monitoringOverview',
    'monitoringPlan',
    'surveys',
    'activeProtocol',
    'treatmentInformation',
    'patientCharts',
  ],
} as const;

/**
 * The text of a message, with each `{name}` replaced by `values[name]` (left as is when no value
 * is given).
 *
 * @example
 * message('passwordExpiresIn', { n: 3 }); // 'Your password will expire in 3 days.'
 */
export function message(key: MessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
