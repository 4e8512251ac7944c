// generated from specs/ — do not edit
// The access tables of specs/access.yaml and the evaluators the server and the portal share.

/** Every role by name: its numeric id and label. */
export const roles = {
  superAdmin: { id: 1, label: 'Super Admin' },
  customerService: { id: 2, label: 'Customer Service' },
  sales: { id: 3, label: 'Sales' },
  technology: { id: 4, label: 'Technology' },
  executive: { id: 5, label: 'Executives' },
  billing: { id: 6, label: 'Billing Technician' },
  fieldSpecialist: { id: 7, label: 'Field Specialist' },
  csManager: { id: 8, label: 'Customer Service Manager' },
  csSenior: { id: 9, label: 'Customer Service Senior' },
  csJunior: { id: 10, label: 'Customer Service Junior' },
  reportAccess: { id: 11, label: 'Report Access' },
  serviceAccount: { id: 13, label: 'Service Account' },
  monitoringSpecialist: { id: 14, label: 'Patient Monitoring Specialist' },
  monitoringManager: { id: 15, label: 'Patient Monitoring Manager' },
  monitoringAssistant: { id: 16, label: 'Patient Monitoring Assistant' },
  dme: { id: 20, label: 'DME and Staff' },
  surgicalCenter: { id: 30, label: 'Surgical Center and PT Practice' },
  surgeon: { id: 40, label: 'Surgeon' },
  physicalTherapist: { id: 41, label: 'Physical Therapist' },
  clinicalStaff: { id: 50, label: 'Clinical Staff Member' },
  rtmConfigManager: { id: 60, label: 'RTM Configuration Manager' },
  patient: { id: 99, label: 'Patient' },
} as const;

/** A role name of specs/access.yaml. */
export type RoleName = keyof typeof roles;

/** Every role name, in declaration order. */
export const roleNames = [
  'superAdmin',
  'customerService',
  'sales',
  'technology',
  'executive',
  'billing',
  'fieldSpecialist',
  'csManager',
  'csSenior',
  'csJunior',
  'reportAccess',
  'serviceAccount',
  'monitoringSpecialist',
  'monitoringManager',
  'monitoringAssistant',
  'dme',
  'surgicalCenter',
  'surgeon',
  'physicalTherapist',
  'clinicalStaff',
  'rtmConfigManager',
  'patient',
] as const satisfies readonly RoleName[];

/** The numeric id of each role. */
export const roleIdByName: Readonly<Record<RoleName, number>> = {
  superAdmin: 1,
  customerService: 2,
  sales: 3,
  technology: 4,
  executive: 5,
  billing: 6,
  fieldSpecialist: 7,
  csManager: 8,
  csSenior: 9,
  csJunior: 10,
  reportAccess: 11,
  serviceAccount: 13,
  monitoringSpecialist: 14,
  monitoringManager: 15,
  monitoringAssistant: 16,
  dme: 20,
  surgicalCenter: 30,
  surgeon: 40,
  physicalTherapist: 41,
  clinicalStaff: 50,
  rtmConfigManager: 60,
  patient: 99,
};

/** Every permission by name: its numeric id and label. */
export const permissions = {
  addTeamMember: { id: 2, label: 'Add Team Member' },
  editTeamMember: { id: 3, label: 'Edit Team Member' },
  viewTeamMember: { id: 4, label: 'View Team Member' },
  addStaff: { id: 5, label: 'Add Staff' },
  editStaff: { id: 6, label: 'Edit Staff' },
  viewStaff: { id: 7, label: 'View Staff' },
  addPatient: { id: 8, label: 'Add Patient' },
  editPatient: { id: 9, label: 'Edit Patient' },
  addPlan: { id: 10, label: 'Add Treatment Plan' },
  editPlan: { id: 11, label: 'Edit Treatment Plan' },
  viewPlan: { id: 12, label: 'View Treatment Plan' },
  editAllPermission: { id: 13, label: 'Edit All Permissions' },
  viewAllPatient: { id: 14, label: 'View All Patients' },
  viewAllTeamMember: { id: 15, label: 'View All Team Members' },
  editPractice: { id: 16, label: 'Edit Practice' },
  administrator: { id: 1, label: 'Administrator' },
} as const;

/** A permission name of specs/access.yaml. */
export type PermissionName = keyof typeof permissions;

/** Every permission name, in declaration order. */
export const permissionNames: readonly PermissionName[] = [
  'addTeamMember',
  'editTeamMember',
  'viewTeamMember',
  'addStaff',
  'editStaff',
  'viewStaff',
  'addPatient',
  'editPatient',
  'addPlan',
  'editPlan',
  'viewPlan',
  'editAllPermission',
  'viewAllPatient',
  'viewAllTeamMember',
  'editPractice',
  'administrator',
];

/** The built-in permissions of the roles that have a set (`all` expanded). */
export const permissionSets: Readonly<Partial<Record<RoleName, readonly PermissionName[]>>> = {
  superAdmin: [
    'addTeamMember',
    'editTeamMember',
    'viewTeamMember',
    'addStaff',
    'editStaff',
    'viewStaff',
    'addPatient',
    'editPatient',
    'addPlan',
    'editPlan',
    'viewPlan',
    'editAllPermission',
    'viewAllPatient',
    'viewAllTeamMember',
    'editPractice',
    'administrator',
  ],
  csManager: [
    'addTeamMember',
    'editTeamMember',
    'viewTeamMember',
    'addStaff',
    'editStaff',
    'viewStaff',
    'addPatient',
    'editPatient',
    'addPlan',
    'editPlan',
    'viewPlan',
    'editAllPermission',
    'viewAllPatient',
    'viewAllTeamMember',
    'editPractice',
    'administrator',
  ],
  fieldSpecialist: ['addPatient', 'editPatient', 'addPlan', 'viewAllPatient', 'viewPlan', 'editPlan'],
  monitoringSpecialist: ['addPatient', 'editPatient', 'addPlan', 'viewAllPatient', 'viewPlan', 'editPlan'],
  monitoringAssistant: ['addPatient', 'editPatient', 'addPlan', 'viewAllPatient', 'viewPlan', 'editPlan'],
  rtmConfigManager: ['addPatient', 'editPatient', 'addPlan', 'viewAllPatient', 'viewPlan', 'editPlan'],
  monitoringManager: [
    'addPatient',
    'editPatient',
    'addPlan',
    'viewAllPatient',
    'viewPlan',
    'editPlan',
    'editStaff',
    'editTeamMember',
  ],
  csSenior: [
    'editTeamMember',
    'viewTeamMember',
    'viewStaff',
    'editStaff',
    'editPatient',
    'viewPlan',
    'editPlan',
    'viewAllPatient',
    'viewAllTeamMember',
  ],
  csJunior: ['viewPlan', 'viewAllPatient', 'editPatient', 'viewStaff'],
};

/** Named role facts (`roleGroups`): the role ids of each group, for handlers that must not compare ids. */
export const roleGroups = {
  userAdministrators: [1],
  hiddenFromUserManagers: [1, 13],
  assignsVisibleRoles: [8],
  monitoringTeamManagers: [15],
  monitoringTeam: [14, 16],
  patientAppUsers: [99],
  userPermissionHolders: [13],
  monitorProfileRoles: [14],
  monitoringSpecialists: [14],
  licensedMonitors: [14, 15, 16],
  licenceEditors: [1, 15],
  noteAssistants: [16],
  noteCosigners: [14],
  deviceSettingsRefused: [10],
  licenceEditorsSuperAdminReading: [1],
  surgeons: [40],
  physicalTherapists: [41],
  equipmentSuppliers: [20],
  staffMembers: [50],
  withoutProfilePicture: [20, 41, 50],
  rtmRoomStarters: [1, 16],
  rtmDashboardAdmins: [1],
  rtmFollowUpEditors: [1, 14, 16],
  rtmInteractionCodeEditors: [1, 14, 16, 15],
  videoCallersAlways: [40, 41],
  videoCallersWithTeamMember: [1, 8, 9, 10, 7, 14, 15],
} as const satisfies Readonly<Record<string, readonly number[]>>;

/** A group name of `roleGroups`. */
export type RoleGroup = keyof typeof roleGroups;

/** The role ids whose users are super users. */
export const superUserRoleIds: readonly number[] = [1, 2, 7, 8, 9, 10, 14, 15, 16, 60];

/** The role id given when none is chosen. */
export const defaultRoleId: number = 50;

/** Where a user lands after sign-in: the first rule that holds wins. */
export const landingRules: readonly LandingRule[] = [
  { when: { roles: ['superAdmin', 'csManager'] }, to: '/practices' },
  { when: { roles: ['reportAccess'] }, to: '/admin/reports' },
  {
    when: {
      roles: [
        'fieldSpecialist',
        'monitoringSpecialist',
        'monitoringManager',
        'monitoringAssistant',
        'rtmConfigManager',
        'customerService',
        'csSenior',
        'csJunior',
      ],
    },
    to: '/patients',
  },
  { when: { hasPractice: true }, to: '/patients' },
  { when: { signedIn: true }, to: '/practice/new' },
];

/** A column condition of a data scope: the caller's practice, team member or user id, or role ids. */
export type ScopeValue =
  | 'practice'
  | 'teamMember'
  | 'user'
  | { readonly in: readonly number[] }
  | { readonly notIn: readonly number[] };

/** One case of a data scope: when its condition holds, the caller sees `rows`. */
export interface DataScopeCase {
  readonly when: AccessRule & {
    readonly practiceTypes?: readonly number[];
    readonly teamRoleIds?: readonly number[];
    readonly lacking?: readonly PermissionName[];
  };
  readonly rows: 'all' | 'none' | Readonly<Record<string, ScopeValue>>;
}

/** A resource seen through another: a row is seen exactly when the row of `resource` its `column` names is. */
export interface DataScopeThrough {
  readonly resource: string;
  readonly column: string;
}

/**
 * The data scope of every resource (`dataScope`, role names compiled to ids): `all` rows for
 * whoever the operation's rule lets through, or the table and the cases of which the first that
 * holds decides (none holds: no row).
 */
export const dataScopes = {
  patients: {
    table: 'patients',
    cases: [
      { when: { superUser: true }, rows: 'all' },
      { when: { practiceTypes: [1] }, rows: { dme_id: 'practice' } },
      {
        when: { lacking: ['viewAllPatient'], teamRoleIds: [40] },
        rows: { practice_id: 'practice', surgeon_id: 'teamMember' },
      },
      {
        when: { lacking: ['viewAllPatient'], teamRoleIds: [41] },
        rows: { practice_id: 'practice', physical_therapist_id: 'teamMember' },
      },
      { when: { hasPractice: true }, rows: { practice_id: 'practice' } },
    ],
  },
  practices: {
    table: 'practices',
    cases: [
      { when: { superUser: true }, rows: 'all' },
      { when: { hasPractice: true }, rows: { id: 'practice' } },
    ],
  },
  teamMembers: {
    table: 'practice_team_members',
    cases: [
      { when: { superUser: true }, rows: 'all' },
      { when: { hasPractice: true }, rows: { practice_id: 'practice' } },
    ],
  },
  users: {
    table: 'users',
    cases: [
      { when: { roles: ['superAdmin'] }, rows: { role_id: { notIn: [99] } } },
      { when: { signedIn: true }, rows: { role_id: { notIn: [99, 1, 13] } } },
    ],
  },
  devices: 'all',
  firmware: 'all',
  userGuides: 'all',
  adminRows: 'all',
  licences: 'all',
  selfPayOptions: 'all',
  bugReports: 'all',
  auditLog: 'all',
  reports: {
    table: 'patients',
    cases: [
      { when: { superUser: true }, rows: 'all' },
      { when: { hasPractice: true }, rows: { practice_id: 'practice' } },
      { when: { roles: ['reportAccess'] }, rows: 'all' },
    ],
  },
  treatmentPlans: { table: 'treatment_plans', through: { resource: 'patients', column: 'patient_id' } },
  treatmentPlanTemplates: {
    table: 'treatment_plan_templates',
    through: { resource: 'teamMembers', column: 'practice_team_member_id' },
  },
  templateAssignments: {
    table: 'rtm_patient_template_versions',
    through: { resource: 'patients', column: 'patient_id' },
  },
} as const satisfies Readonly<
  Record<
    string,
    | 'all'
    | { readonly table: string; readonly cases: readonly DataScopeCase[] }
    | { readonly table: string; readonly through: DataScopeThrough }
  >
>;

/** A resource named in `dataScope`. */
export type DataScopeResource = keyof typeof dataScopes;

/** The access rule of every middleware operation, by operationId (deny by default). */
export const operationAccess: Readonly<Record<string, AccessRule>> = {
  login: { public: true },
  loginOkta: { public: true },
  validateOtpCode: { public: true },
  resendOtpCode: { public: true },
  forgotPassword: { public: true },
  emailLoginLink: { public: true },
  resetPassword: { public: true },
  checkToken: { public: true },
  portalInfo: { public: true },
  refreshToken: { signedIn: true },
  apiReference: { signedIn: true },
  logout: { signedIn: true },
  acceptPrivacyPolicy: { signedIn: true },
  generatePassword: { roles: ['superAdmin', 'csManager'] },
  queryUserRoles: { signedIn: true },
  queryPermissions: { signedIn: true },
  queryPracticeTypes: { signedIn: true },
  queryNotifications: { signedIn: true },
  queryPeriodDirections: { signedIn: true },
  queryPeriodTypes: { signedIn: true },
  queryPatientStatusTypes: { signedIn: true },
  queryProcedureLegTypes: { signedIn: true },
  queryProcedureTypes: { signedIn: true },
  queryPatientAppTypes: { signedIn: true },
  queryStudyGroups: { signedIn: true },
  queryPatientStudyGroupStatuses: { signedIn: true },
  queryGeneralForms: { signedIn: true },
  listPatients: { signedIn: true },
  listSurgeons: { signedIn: true },
  listTherapists: { signedIn: true },
  listDmes: { signedIn: true },
  createPractice: { permissions: ['editPractice'] },
  listPractices: { superUser: true },
  getPractice: { permissions: ['editPractice'] },
  updatePractice: { permissions: ['editPractice'] },
  archivePractice: { permissions: ['editPractice'] },
  getPatientDetail: { signedIn: true },
  createPatient: {
    permissions: ['addPatient'],
    denied: 'mustHaveAddPatient',
    deniedTitle: 'patientActionNotAllowed',
  },
  updatePatient: {
    permissions: ['editPatient'],
    denied: 'mustHaveEditPatient',
    deniedTitle: 'patientActionNotAllowed',
  },
  createPatientProcedure: { anyPermission: ['addPatient', 'editPatient'] },
  updatePatientProcedure: { anyPermission: ['addPatient', 'editPatient'] },
  searchProcedureCodes: { signedIn: true },
  listPatientProcedureCodes: { signedIn: true },
  listPatientMonitoringSpecialists: { roles: ['superAdmin', 'monitoringManager', 'monitoringSpecialist'] },
  listTeamMembers: { anyPermission: ['viewTeamMember', 'viewStaff'] },
  queryTeamMembers: { anyPermission: ['viewTeamMember', 'viewStaff'] },
  skinnyLoadTeamMembers: { signedIn: true },
  getTeamMember: { signedIn: true },
  createTeamMember: { anyPermission: ['addTeamMember', 'addStaff'] },
  listTeamRoleOptions: { signedIn: true },
  updateTeamMember: { signedIn: true },
  archiveTeamMember: { anyPermission: ['editTeamMember', 'editStaff'] },
  createProfilePicture: { signedIn: true },
  deleteProfilePicture: { signedIn: true },
  grantTeamMemberPermissions: {
    anyOf: [{ roles: ['superAdmin'] }, { roles: ['csManager'], permissions: ['editAllPermission'] }],
  },
  revokeTeamMemberPermission: {
    anyOf: [{ roles: ['superAdmin'] }, { roles: ['csManager'], permissions: ['editAllPermission'] }],
  },
  listTeamMemberPermissions: { signedIn: true },
  subscribeTeamMemberNotifications: { signedIn: true },
  unsubscribeTeamMemberNotification: { signedIn: true },
  listTeamMemberNotifications: { signedIn: true },
  getPatientStatus: { signedIn: true },
  archivePatient: { superUser: true, permissions: ['addPatient'] },
  setPatientLock: { permissions: ['editPatient'] },
  changePatientStatus: { permissions: ['editPatient'] },
  startPatientViewingLog: { roles: ['monitoringSpecialist', 'monitoringAssistant'] },
  finishPatientViewingLog: { roles: ['monitoringSpecialist', 'monitoringAssistant'] },
  getPatientProgress: { signedIn: true },
  getPatientMonitoring: {
    roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'],
  },
  getRecoveryReport: { signedIn: true },
  getRecoveryReportsForTreatment: { signedIn: true },
  getAllPatientSessions: { signedIn: true },
  getPedalRadiusData: { signedIn: true },
  getO2Data: { signedIn: true },
  getBloodPressureData: { signedIn: true },
  getEcgData: { signedIn: true },
  getRpeData: { signedIn: true },
  searchNpi: { signedIn: true },
  suggestAddresses: { signedIn: true },
  placeDetails: { signedIn: true },
  spoofTeamMember: { superUser: true },
  writeRemoteLog: { signedIn: true },
  listUsers: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
  getUser: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
  createUser: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
  updateUser: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
  archiveUser: { roles: ['superAdmin', 'csManager'] },
  listUserPermissions: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
  saveUserPermissions: { roles: ['superAdmin'] },
  searchAssets: { signedIn: true },
  queryFirmwareTypes: { roles: ['superAdmin'] },
  queryFirmware: { roles: ['superAdmin'] },
  uploadFirmware: { roles: ['superAdmin'] },
  updateFirmware: { roles: ['superAdmin'] },
  queryFirmwareDevices: { roles: ['superAdmin'] },
  getPatientAppVersions: { roles: ['superAdmin'] },
  savePatientAppVersions: { roles: ['superAdmin'] },
  queryUserGuides: { roles: ['superAdmin'] },
  uploadUserGuide: { roles: ['superAdmin'] },
  deleteUserGuide: { roles: ['superAdmin'] },
  getCurrentUserGuide: { signedIn: true },
  listDevices: { superUser: true },
  summarizeDevices: { superUser: true },
  getDevice: { superUser: true },
  lookupDevice: { superUser: true },
  listDeviceSessions: { superUser: true },
  getTabletDeviceInfo: { roles: ['csManager', 'superAdmin'] },
  rebootTablet: { roles: ['superAdmin'] },
  pinTabletKiosk: { roles: ['csManager', 'superAdmin'] },
  installTabletApplication: { roles: ['csManager', 'superAdmin'] },
  setTabletBrightness: { roles: ['csManager', 'superAdmin'] },
  setTabletVolume: { roles: ['csManager', 'superAdmin'] },
  lockTablet: { roles: ['csManager', 'superAdmin'] },
  unlockTablet: { roles: ['csManager', 'superAdmin'] },
  listMaintenance: { roles: ['superAdmin'] },
  createMaintenance: { roles: ['superAdmin'] },
  updateMaintenance: { roles: ['superAdmin'] },
  deleteMaintenance: { roles: ['superAdmin'] },
  createStudyGroup: { roles: ['superAdmin', 'csManager'] },
  deleteStudyGroup: { roles: ['superAdmin'] },
  updateGeneralForm: { roles: ['superAdmin', 'csManager'] },
  getAdminConfig: { roles: ['superAdmin'] },
  updateAdminConfig: { roles: ['superAdmin'] },
  getSelfPayOptions: { roles: ['superAdmin'] },
  createSelfPayOption: { roles: ['superAdmin'] },
  updateSelfPayOption: { roles: ['superAdmin'] },
  deleteSelfPayOption: { roles: ['superAdmin'] },
  listExtensionPrices: { roles: ['superAdmin'] },
  createExtensionPrice: { roles: ['superAdmin'] },
  updateExtensionPrice: { roles: ['superAdmin'] },
  deleteExtensionPrice: { roles: ['superAdmin'] },
  listMonitoringTherapists: {
    roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'],
  },
  listSpecialistsWithLicenses: {
    roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'],
  },
  getCredentialUrl: {
    roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'],
  },
  saveLicense: { roles: ['superAdmin', 'monitoringManager'] },
  deleteLicense: { roles: ['superAdmin', 'monitoringManager'] },
  uploadBugReportAttachments: { signedIn: true },
  createReportBug: { signedIn: true },
  listBugReports: { roles: ['superAdmin'] },
  queryAuditLog: { roles: ['superAdmin'] },
  runReport: { roles: ['superAdmin', 'reportAccess'] },
  dashboardFilters: { roles: ['superAdmin', 'reportAccess'] },
  dashboardStats: { roles: ['superAdmin', 'reportAccess'] },
  dashboardGraphs: { roles: ['superAdmin', 'reportAccess'] },
  listPatientSurveys: {
    roles: [
      'superAdmin',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
      'monitoringAssistant',
      'rtmConfigManager',
    ],
  },
  schedulePatientSurvey: {
    roles: [
      'superAdmin',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
      'monitoringAssistant',
      'rtmConfigManager',
    ],
  },
  submitPatientSurveyResponse: {
    roles: [
      'superAdmin',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
      'monitoringAssistant',
      'rtmConfigManager',
    ],
  },
  deletePatientSurvey: {
    roles: [
      'superAdmin',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
      'monitoringAssistant',
      'rtmConfigManager',
    ],
  },
  getSurvey: { signedIn: true },
  getSurveyOmittedQuestions: { signedIn: true },
  queryPatientTreatmentPlans: { anyPermission: ['viewPlan', 'editPlan'] },
  getAllPatientTreatmentPlans: { anyPermission: ['viewPlan', 'editPlan'] },
  getActiveTreatmentPlanForPatient: { anyPermission: ['viewPlan', 'editPlan'] },
  getTreatmentPlan: { anyPermission: ['viewPlan', 'editPlan'] },
  createPatientTreatmentPlan: { permissions: ['addPlan'] },
  updatePatientTreatmentPlan: { permissions: ['editPlan'] },
  updateTreatmentPlanProtocol: { permissions: ['editPlan'] },
  endTreatmentPlan: { superUser: true },
  revertPatientToPreOp: { superUser: true },
  listTreatmentPlanTemplates: {
    roles: [
      'superAdmin',
      'customerService',
      'sales',
      'technology',
      'executive',
      'billing',
      'csManager',
      'reportAccess',
      'serviceAccount',
      'dme',
      'surgicalCenter',
      'surgeon',
      'physicalTherapist',
    ],
    anyPermission: ['viewPlan', 'editPlan'],
  },
  getTreatmentPlanTemplate: {
    roles: [
      'superAdmin',
      'customerService',
      'sales',
      'technology',
      'executive',
      'billing',
      'csManager',
      'reportAccess',
      'serviceAccount',
      'dme',
      'surgicalCenter',
      'surgeon',
      'physicalTherapist',
    ],
    anyPermission: ['viewPlan', 'editPlan'],
  },
  createTreatmentPlanTemplate: {
    roles: [
      'superAdmin',
      'customerService',
      'sales',
      'technology',
      'executive',
      'billing',
      'csManager',
      'reportAccess',
      'serviceAccount',
      'dme',
      'surgicalCenter',
      'surgeon',
      'physicalTherapist',
    ],
    permissions: ['addPlan'],
  },
  updateTreatmentPlanTemplate: {
    roles: [
      'superAdmin',
      'customerService',
      'sales',
      'technology',
      'executive',
      'billing',
      'csManager',
      'reportAccess',
      'serviceAccount',
      'dme',
      'surgicalCenter',
      'surgeon',
      'physicalTherapist',
    ],
    permissions: ['editPlan'],
  },
  loadTreatmentPlanTemplateOptions: { anyPermission: ['addPlan', 'editPlan'] },
  listPatientNotes: { signedIn: true },
  getPatientNoteAlt: { signedIn: true },
  createPatientNote: { signedIn: true },
  updatePatientNote: { signedIn: true },
  deletePatientNote: { signedIn: true },
  createNotesBySessionId: { signedIn: true },
  authUserIsPatientPms: { signedIn: true },
  cosignPatientNote: { roles: ['monitoringSpecialist'] },
  listUncosignedNotes: { roles: ['monitoringSpecialist'] },
  getPatientPrompts: { superUser: true },
  getTemplateVersionPrompts: { superUser: true },
  submitPatientPromptResponses: { superUser: true },
  storeTemplateVersionPrompts: { roles: ['superAdmin', 'rtmConfigManager'] },
  pushAppNotification: {
    roles: [
      'superAdmin',
      'csManager',
      'fieldSpecialist',
      'csSenior',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  getAppNotification: {
    roles: [
      'superAdmin',
      'csManager',
      'fieldSpecialist',
      'csSenior',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  getPatientAppLogin: {
    roles: [
      'superAdmin',
      'csManager',
      'fieldSpecialist',
      'csSenior',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  getMonitorRoomStatus: { superUser: true },
  createMonitorRoom: {
    roles: ['superAdmin', 'monitoringAssistant', 'monitoringSpecialist', 'monitoringManager'],
  },
  getMonitorRoomTiles: { superUser: true },
  endMonitorRoom: { superUser: true },
  updateMonitorRoomLastSeen: { superUser: true },
  removePatientFromRoom: { superUser: true },
  createPatientInteraction: { superUser: true },
  updatePatientInteractionTimestamp: { superUser: true },
  getTodayCompletedPatients: { superUser: true },
  completePatientSession: { superUser: true },
  recordRtmCallConnected: { superUser: true },
  recordRtmNoteSaved: { superUser: true },
  updateRtmPatientFlags: { superUser: true },
  markRtmPatientEducated: { superUser: true },
  removeRtmConsent: { superUser: true },
  generateFakeRtmPatients: { roles: ['superAdmin'] },
  registerFcmToken: { signedIn: true },
  startVideoRoom: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  listVideoRooms: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  grabTwilioRoomInfo: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  getVideoRoom: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  endVideoRoom: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  uploadVideoRecording: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  sendCallDeviceSettings: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  sendCallScreenClick: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  listPatientVideoRooms: { signedIn: true },
  createVideoComposition: { roles: ['superAdmin', 'csManager'] },
  getVideoCompositionStatus: { roles: ['superAdmin', 'csManager'] },
  getVideoCompositionContent: { roles: ['superAdmin', 'csManager'] },
  listRtmTemplates: { roles: ['superAdmin', 'rtmConfigManager'] },
  getRtmTemplate: { roles: ['superAdmin', 'rtmConfigManager'] },
  createRtmTemplate: { roles: ['superAdmin', 'rtmConfigManager'] },
  updateRtmTemplate: { roles: ['superAdmin', 'rtmConfigManager'] },
  reorderRtmTemplates: { roles: ['superAdmin', 'rtmConfigManager'] },
  archiveRtmTemplate: { roles: ['superAdmin', 'rtmConfigManager'] },
  listRtmTemplateVersions: { roles: ['superAdmin', 'rtmConfigManager'] },
  listVersionsOfRtmTemplate: { roles: ['superAdmin', 'rtmConfigManager'] },
  getRtmTemplateVersion: { roles: ['superAdmin', 'rtmConfigManager'] },
  createRtmTemplateVersion: { roles: ['superAdmin', 'rtmConfigManager'] },
  archiveRtmTemplateVersion: { roles: ['superAdmin', 'rtmConfigManager'] },
  getAutoAssignConfig: { roles: ['superAdmin', 'rtmConfigManager'] },
  updateAutoAssignConfig: { roles: ['superAdmin', 'rtmConfigManager'] },
  listTemplateAssignments: { roles: ['superAdmin', 'rtmConfigManager'] },
  listCompletedTemplatePatients: { roles: ['superAdmin', 'rtmConfigManager'] },
  getPatientTemplateVersions: { roles: ['superAdmin', 'rtmConfigManager'] },
  getBulkAssignJobStatus: { roles: ['superAdmin', 'rtmConfigManager'] },
  assignTemplateVersion: { roles: ['superAdmin', 'rtmConfigManager'] },
  reassignTemplateVersion: { roles: ['superAdmin', 'rtmConfigManager'] },
  removeTemplateAssignment: { roles: ['superAdmin', 'rtmConfigManager'] },
  bulkAssignTemplateVersions: { roles: ['superAdmin', 'rtmConfigManager'] },
  exportActiveAssignations: { roles: ['superAdmin', 'rtmConfigManager'] },
};

/** The operations anyone may call (`public: true`): their handlers get no profile; every other one a signed-in caller's. */
export type PublicOperationId =
  | 'checkToken'
  | 'emailLoginLink'
  | 'forgotPassword'
  | 'login'
  | 'loginOkta'
  | 'portalInfo'
  | 'resendOtpCode'
  | 'resetPassword'
  | 'validateOtpCode';

/** The access rule of every screen, by route. */
export const screenAccess: Readonly<Record<string, AccessRule>> = {
  '/admin/config': { roles: ['superAdmin'] },
  '/api/docs': { signedIn: true },
  '/admin/appVersions': { roles: ['superAdmin'] },
  '/call/{patientID}': {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  '/portableConnect/{deviceID}': { superUser: true },
  '/admin/device': { roles: ['csManager', 'superAdmin'] },
  '/admin/devices': { superUser: true },
  '/admin/eDocumentLinks': { roles: ['superAdmin', 'csManager'] },
  '/firmware': { roles: ['superAdmin'] },
  '/admin/maintenance': { roles: ['superAdmin'] },
  '/admin/monitorTherapistDashboard': {
    roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'],
  },
  '/papertrail': { roles: ['superAdmin'] },
  '/documents/{id}': { signedIn: true },
  '/patientInformation/{patientID}': { signedIn: true },
  '/patientProfile/{id}': { signedIn: true },
  '/uxcam/{patientID}': { superUser: true },
  '/patients': { signedIn: true },
  '/practice/{practiceID}': { signedIn: true },
  '/practices': { superUser: true },
  '/surveyTemplates/{templateId}/versions/{versionId}': { roles: ['superAdmin', 'rtmConfigManager'] },
  '/reportBug': { signedIn: true },
  '/admin/reports': { roles: ['superAdmin', 'reportAccess'] },
  '/romTime/{patientID}': {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  '/admin/rtmDashboard': { superUser: true },
  '/search': { signedIn: true },
  '/admin/selfPayOption': { roles: ['superAdmin'] },
  '/admin/studygroup': { roles: ['superAdmin', 'csManager'] },
  '/surveyTemplates/{templateId}/versions': { roles: ['superAdmin', 'rtmConfigManager'] },
  '/surveyTemplates': { roles: ['superAdmin', 'rtmConfigManager'] },
  '/teamManagement': { anyPermission: ['viewTeamMember', 'viewStaff'] },
  '/addTeamMember/{id}': { anyPermission: ['addTeamMember', 'addStaff'] },
  '/editTeamMember/{teamMemberID}': {
    anyOf: [{ hasPractice: true }, { anyPermission: ['viewTeamMember', 'viewStaff'] }],
  },
  '/notifications': { hasPractice: true },
  '/permissions': { hasPractice: true },
  '/promptAssignment': { roles: ['superAdmin', 'rtmConfigManager'] },
  '/treatmentPlan/{patientID}/{planID}': { permissions: ['viewPlan'] },
  '/treatmentPlanTemplate/{templateID}': {
    roles: [
      'superAdmin',
      'customerService',
      'sales',
      'technology',
      'executive',
      'billing',
      'csManager',
      'reportAccess',
      'serviceAccount',
      'dme',
      'surgicalCenter',
      'surgeon',
      'physicalTherapist',
    ],
    permissions: ['viewPlan'],
  },
  '/treatmentPlanTemplate/new': {
    roles: [
      'superAdmin',
      'customerService',
      'sales',
      'technology',
      'executive',
      'billing',
      'csManager',
      'reportAccess',
      'serviceAccount',
      'dme',
      'surgicalCenter',
      'surgeon',
      'physicalTherapist',
    ],
    permissions: ['addPlan'],
  },
  '/treatmentPlanTemplates': {
    roles: [
      'superAdmin',
      'customerService',
      'sales',
      'technology',
      'executive',
      'billing',
      'csManager',
      'reportAccess',
      'serviceAccount',
      'dme',
      'surgicalCenter',
      'surgeon',
      'physicalTherapist',
    ],
    anyPermission: ['viewPlan', 'editPlan'],
  },
  '/admin/editUserGuide': { roles: ['superAdmin'] },
  '/user/{userID}': { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
  '/users': { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
};

// The tables are emitted with their exact literal types (for callers); the evaluators look names up
// by any string, so they read them through these wider views.
const roleTable: Readonly<Record<string, { readonly id: number; readonly label: string } | undefined>> =
  roles;
const setTable: Readonly<Record<string, readonly string[] | undefined>> = permissionSets;

/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 * Names are role and permission names of specs/access.yaml.
 */
export interface AccessRule {
  /** No session needed. */
  public?: boolean;
  /** Any signed-in user. */
  signedIn?: boolean;
  /** The user's role is one of these. */
  roles?: readonly string[];
  /** The user's role is (or, with `false`, is not) a super user role. */
  superUser?: boolean;
  /** The user has every one of these effective permissions. */
  permissions?: readonly string[];
  /** The user has at least one of these effective permissions. */
  anyPermission?: readonly string[];
  /** The user belongs (or, with `false`, does not belong) to a practice. */
  hasPractice?: boolean;
  /** At least one of these rules holds. */
  anyOf?: readonly AccessRule[];
  /** Operations only: the message key of the 403 answered to a refused caller. */
  denied?: string;
  /** Operations only: the message key of the toast title over `denied`. */
  deniedTitle?: string;
}

/** Who is asking: the signed-in user's role id, effective permission names and practice. */
export interface AccessSubject {
  signedIn: boolean;
  roleId?: number;
  permissions?: readonly string[];
  hasPractice?: boolean;
}

/** Where to land after sign-in when `when` holds. */
export interface LandingRule {
  when: AccessRule;
  to: string;
}

/** The role name of a role id, or undefined for an unknown id. */
export function roleNameOf(roleId: number | undefined): string | undefined {
  return Object.keys(roleTable).find((name) => roleTable[name]?.id === roleId);
}

/** Whether the role id belongs to a super user role (document 1, section 6). */
export function isSuperUserRole(roleId: number | undefined): boolean {
  return roleId !== undefined && superUserRoleIds.includes(roleId);
}

/**
 * Whether the role id is one of the roles of the named group (\`roleGroups\` of specs/access.yaml).
 *
 * @example
 * roleIn('monitoringTeam', 14); // true
 */
export function roleIn(group: keyof typeof roleGroups, roleId: number | undefined): boolean {
  const members: readonly number[] | undefined = roleGroups[group];
  return roleId !== undefined && members !== undefined && members.includes(roleId);
}

/**
 * Whether `subject` satisfies `rule`. Deny by default: a rule that is not `public` refuses a
 * subject that is not signed in, and every condition the rule names must hold.
 *
 * @example
 * isAllowed({ roles: ['superAdmin'] }, { signedIn: true, roleId: 1 }); // true
 * isAllowed({ permissions: ['addPatient'] }, { signedIn: true, roleId: 50, permissions: [] }); // false
 */
export function isAllowed(rule: AccessRule, subject: AccessSubject): boolean {
  if (rule.public === true) return true;
  if (!subject.signedIn) return false;
  const held = new Set(subject.permissions ?? []);
  if (rule.roles !== undefined && !rule.roles.some((name) => roleTable[name]?.id === subject.roleId))
    return false;
  if (rule.superUser !== undefined && isSuperUserRole(subject.roleId) !== rule.superUser) return false;
  if (rule.permissions !== undefined && !rule.permissions.every((name) => held.has(name))) return false;
  if (rule.anyPermission !== undefined && !rule.anyPermission.some((name) => held.has(name))) return false;
  if (rule.hasPractice !== undefined && (subject.hasPractice ?? false) !== rule.hasPractice) return false;
  if (rule.anyOf !== undefined && !rule.anyOf.some((nested) => isAllowed(nested, subject))) return false;
  return true;
}

/**
 * The permission names a user effectively holds: the built-in set of their role when it has one,
 * otherwise the permissions of their team member (unknown names dropped, in declaration order).
 *
 * @example
 * effectivePermissions(10, []); // ['editPatient', 'viewStaff', 'viewPlan', 'viewAllPatient'] (CS junior)
 * effectivePermissions(50, ['addPatient']); // ['addPatient'] (clinical staff: from the team member)
 */
export function effectivePermissions(
  roleId: number | undefined,
  memberPermissions: readonly string[],
): string[] {
  const roleName = roleNameOf(roleId);
  const builtIn = roleName === undefined ? undefined : setTable[roleName];
  const granted = new Set(builtIn ?? memberPermissions);
  return permissionNames.filter((name) => granted.has(name));
}

/**
 * The route a user lands on after sign-in: the first landing rule that holds, or `/` when none
 * does (a subject that is not signed in).
 *
 * @example
 * landingRoute({ signedIn: true, roleId: 1 }); // '/practices'
 */
export function landingRoute(subject: AccessSubject): string {
  return landingRules.find((rule) => isAllowed(rule.when, subject))?.to ?? '/';
}
