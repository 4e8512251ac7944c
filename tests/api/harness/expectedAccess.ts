// Who may call each middleware operation, written by hand from the spec text (documents 1-3 in
// /work/shared/spec), NOT from specs/access.yaml or the evaluator generated from it: the
// authorization matrix (tests/api/authorization-matrix.test.ts) holds the server's answers
// against this table, so a wrong rule in specs/access.yaml fails the matrix instead of being
// copied into its expectations. Each entry names the passage it comes from; where the spec does
// not say, the entry says "reading:" and why.
import type { OperationId } from '../../../src/generated/operations';

/** Who is asking, as far as the table needs to know: the role name, permissions held, practice. */
export interface ExpectedCaller {
  /** A role name, or `anonymous` for a caller without a session. */
  role: string;
  /** The effective permissions the caller holds (the role's built-in set, or the member's). */
  permissions: readonly string[];
  hasPractice: boolean;
}

/** Who may call: everyone, any signed-in user, some roles, holders of permissions, or a mix. */
export type Who =
  | { anyone: true }
  | { signedIn: true }
  | { roles: readonly string[] }
  | { superUsers: true; permission?: string }
  | { permission: string }
  | { anyPermission: readonly string[] }
  | { anyOf: readonly Who[] }
  | { roles: readonly string[]; permission: string };

export interface Expectation {
  who: Who;
  /** Where the spec says so (document, section, the words). */
  source: string;
}

/**
 * The super users of document 1, section 6: "any internal role among super admin, CS roles,
 * field specialist, monitoring roles and RTM configuration manager".
 */
export const superUserRoles: readonly string[] = [
  'superAdmin',
  'customerService',
  'csManager',
  'csSenior',
  'csJunior',
  'fieldSpecialist',
  'monitoringSpecialist',
  'monitoringManager',
  'monitoringAssistant',
  'rtmConfigManager',
];

const everyPermission = [
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
const clinicalSet = ['addPatient', 'editPatient', 'addPlan', 'viewAllPatient', 'viewPlan', 'editPlan'];

/**
 * The built-in permissions of document 1, section 6 ("Built-in sets"), by role: the table's
 * permission conditions are judged on the permissions the server says a caller holds, so the
 * matrix first holds those against this list.
 */
export const expectedPermissionSets: Readonly<Record<string, readonly string[]>> = {
  superAdmin: everyPermission,
  csManager: everyPermission,
  fieldSpecialist: clinicalSet,
  monitoringSpecialist: clinicalSet,
  monitoringAssistant: clinicalSet,
  rtmConfigManager: clinicalSet,
  monitoringManager: [...clinicalSet, 'editStaff', 'editTeamMember'],
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

const anyone = { anyone: true } as const;
const signedIn = { signedIn: true } as const;
const roles = (...names: string[]): Who => ({ roles: names });
const superAdmin = roles('superAdmin');
const licenceViewers = roles(
  'superAdmin',
  'monitoringSpecialist',
  'monitoringManager',
  'monitoringAssistant',
);
const userManagers = roles('superAdmin', 'csManager', 'monitoringManager');
const tabletControllers = roles('csManager', 'superAdmin');
const permissionEditors: Who = {
  anyOf: [superAdmin, { roles: ['csManager'], permission: 'editAllPermission' }],
};

const d1s4 = 'doc 1 §4 (flows)';
const d1s6 = 'doc 1 §6 Who may do what';
// Surveys: the panel's roles call its operations too (reading).
const surveyPanel = roles(
  'superAdmin',
  'fieldSpecialist',
  'monitoringSpecialist',
  'monitoringManager',
  'monitoringAssistant',
  'rtmConfigManager',
);
const surveyPanelSource =
  'doc 2 §6 "Survey panel: super admin, field specialist, monitoring roles, RTM configuration manager" (reading: its calls too)';
const d1s7 = 'doc 1 §7 (the calls it makes)';
const d3s6 = 'doc 3 §6 Roles and permissions';
// Doc 3 §6 "RTM survey template library and prompt assignment: Super admin and one further role
// (the flag is unnamed)"; reading: the further role is the RTM configuration manager (the only
// role named for RTM configuration).
const templateAssigners = roles('superAdmin', 'rtmConfigManager');
const templateAssignersSource = `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager)`;
const lookupsAfterSignIn = `${d1s4} Session: "lookup lists are loaded" after sign-in, for every user`;

const d2s6 = 'doc 2 §6 Roles and permissions';
// Doc 2 §6: "Template list is blocked (access-denied) for clinical staff, field specialist,
// monitoring roles, RTM configuration manager, CS junior and CS senior, or users lacking
// viewPlan/editPlan": every role of doc 1 §6 but those (and the patient, who uses the app).
const templateBlockedRoles = [
  'clinicalStaff',
  'fieldSpecialist',
  'monitoringSpecialist',
  'monitoringManager',
  'monitoringAssistant',
  'rtmConfigManager',
  'csJunior',
  'csSenior',
  'patient',
];
const templateRoles = [
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
].filter((role) => !templateBlockedRoles.includes(role));
const templateViewers: Who = {
  anyOf: [
    { roles: templateRoles, permission: 'viewPlan' },
    { roles: templateRoles, permission: 'editPlan' },
  ],
};
const rtmTemplateEditors: Who = roles('superAdmin', 'rtmConfigManager');
const planViewers: Who = { anyPermission: ['viewPlan', 'editPlan'] };

/** Every operation of specs/api and who may call it, from the spec text. */
export const expectedAccess: Readonly<Record<OperationId, Expectation>> = {
  // Session (doc 1 §4 "Sign in", §7): reachable before any session exists.
  login: { who: anyone, source: `${d1s7} POST login: sign in` },
  loginOkta: { who: anyone, source: `${d1s7} POST login/okta: single sign-on sign-in` },
  validateOtpCode: { who: anyone, source: `${d1s7} two_factor_auth/validate_otp_code: during sign-in` },
  resendOtpCode: { who: anyone, source: `${d1s7} two_factor_auth/resend_otp_code: during sign-in` },
  forgotPassword: { who: anyone, source: `${d1s7} POST forgot_password: reset mail, signed out` },
  emailLoginLink: { who: anyone, source: `${d1s7} POST user/email_login_link, signed out` },
  resetPassword: { who: anyone, source: `${d1s7} POST reset_password with the mailed token` },
  checkToken: { who: anyone, source: `${d1s7} POST check_token: reset-code validity` },
  portalInfo: {
    who: anyone,
    source: 'doc 3 §2.17: the non-production banner shows before sign-in (reading: version and banner only)',
  },
  refreshToken: {
    who: signedIn,
    source: `${d1s4} Session: "the token is refreshed later and then periodically"`,
  },
  logout: { who: signedIn, source: `${d1s4} Session: logout` },
  apiReference: { who: signedIn, source: 'issue 27: the API reference at /api/docs, behind sign-in (reading: every signed-in user, since it names operations, not data)' },
  acceptPrivacyPolicy: { who: signedIn, source: 'doc 3 §2.17: the consent dialog of a signed-in user' },
  generatePassword: {
    who: roles('superAdmin', 'csManager'),
    source: `${d1s6} "CS manager sees Send Password Reset and Generate Password"; doc 1 §5 "(customer-service manager)"; reading: the super admin, who holds everything, too`,
  },
  // Lookup lists loaded after sign-in (doc 1 §4 Session).
  queryUserRoles: { who: signedIn, source: `${d1s4} Session: "the app loads user roles"` },
  queryPermissions: { who: signedIn, source: lookupsAfterSignIn },
  queryPracticeTypes: { who: signedIn, source: lookupsAfterSignIn },
  queryNotifications: { who: signedIn, source: lookupsAfterSignIn },
  queryPeriodDirections: { who: signedIn, source: lookupsAfterSignIn },
  queryPeriodTypes: { who: signedIn, source: lookupsAfterSignIn },
  queryPatientStatusTypes: { who: signedIn, source: lookupsAfterSignIn },
  queryProcedureLegTypes: { who: signedIn, source: lookupsAfterSignIn },
  queryProcedureTypes: { who: signedIn, source: lookupsAfterSignIn },
  queryPatientAppTypes: { who: signedIn, source: `${lookupsAfterSignIn} (reading: app types with them)` },
  queryStudyGroups: { who: signedIn, source: 'doc 3 §2.9 and the patient form (reading: a lookup list)' },
  queryPatientStudyGroupStatuses: { who: signedIn, source: 'doc 3 §2.9 (reading: a lookup list)' },
  queryGeneralForms: {
    who: signedIn,
    source: 'doc 3 §2.10 (reading: the e-document links are read by every user)',
  },
  // Patients: signed in, limited by the data scope (doc 1 §6 "Data scope").
  listPatients: { who: signedIn, source: `${d1s6} Data scope: everyone sees patients, limited by scope` },
  listSurgeons: { who: signedIn, source: `${lookupsAfterSignIn} (surgeons)` },
  listTherapists: { who: signedIn, source: `${lookupsAfterSignIn} (therapists)` },
  listDmes: { who: signedIn, source: `${lookupsAfterSignIn} (DMEs)` },
  // Practices (doc 1 §5 Practice, §6).
  createPractice: {
    who: { permission: 'editPractice' },
    source: 'doc 1 §5 Practice: "Saving needs editPractice"',
  },
  listPractices: { who: { superUsers: true }, source: `${d1s6} "Practices list: super users only"` },
  getPractice: {
    who: { permission: 'editPractice' },
    source: `${d1s6} "Editing a practice without editPractice redirects to the access-denied view"`,
  },
  updatePractice: {
    who: { permission: 'editPractice' },
    source: `${d1s6} "Edit and Archive need editPractice"`,
  },
  archivePractice: {
    who: { permission: 'editPractice' },
    source: `${d1s6} "Edit and Archive need editPractice"`,
  },
  // Patient information wizard (doc 1 §5 Patient).
  getPatientDetail: {
    who: signedIn,
    source: `${d1s6} Data scope (reading: any user opens a patient of their scope)`,
  },
  createPatient: {
    who: { permission: 'addPatient' },
    source: 'doc 1 §5 Patient: "Saving needs Add Patient (new)"',
  },
  updatePatient: {
    who: { permission: 'editPatient' },
    source: 'doc 1 §5 Patient: "or Edit Patient (existing)"',
  },
  createPatientProcedure: {
    who: { anyPermission: ['addPatient', 'editPatient'] },
    source:
      'doc 1 §5 Patient: a procedure is saved with the patient (Add Patient new, Edit Patient existing)',
  },
  updatePatientProcedure: {
    who: { anyPermission: ['addPatient', 'editPatient'] },
    source:
      'doc 1 §5 Patient: a procedure is saved with the patient (Add Patient new, Edit Patient existing)',
  },
  searchProcedureCodes: {
    who: signedIn,
    source: 'doc 1 §5 Procedure codes (reading: a lookup for any form user)',
  },
  listPatientProcedureCodes: { who: signedIn, source: `${d1s6} Data scope (reading: read with the patient)` },
  listPatientMonitoringSpecialists: {
    who: roles('superAdmin', 'monitoringManager', 'monitoringSpecialist'),
    source: `${d1s6} "Monitoring specialist load ...: super admin, monitoring manager, monitoring specialist"`,
  },
  // Team (doc 1 §6, §7).
  listTeamMembers: {
    who: { anyPermission: ['viewTeamMember', 'viewStaff'] },
    source: `${d1s6} "Team Management visible with viewTeamMember or viewStaff"`,
  },
  queryTeamMembers: {
    who: { anyPermission: ['viewTeamMember', 'viewStaff'] },
    source: `${d1s6} "Team Management visible with viewTeamMember or viewStaff"`,
  },
  skinnyLoadTeamMembers: {
    who: signedIn,
    source: `${d1s6} Data scope: "Clinical staff load their practice's team member details"`,
  },
  getTeamMember: {
    who: signedIn,
    source: `${d1s6} Data scope; doc 3 §2.2 "My Profile for the user's own record" (reading: own record or view rights, decided by the handler)`,
  },
  createTeamMember: {
    who: { anyPermission: ['addTeamMember', 'addStaff'] },
    source: `${d1s6} messages 'Must have Add Staff permission', 'Must have Add Team Member permission'`,
  },
  listTeamRoleOptions: {
    who: signedIn,
    source: 'doc 1 §5 Team member: role required (reading: the options of the form)',
  },
  updateTeamMember: {
    who: signedIn,
    source: `${d1s6} "edit ... need editTeamMember or editStaff"; doc 3 §2.2 My Profile (reading: own record too, decided by the handler)`,
  },
  archiveTeamMember: {
    who: { anyPermission: ['editTeamMember', 'editStaff'] },
    source: `${d1s6} "edit and archive need editTeamMember or editStaff"`,
  },
  createProfilePicture: {
    who: signedIn,
    source: 'doc 1 §5 Profile picture (reading: own picture or edit rights, decided by the handler)',
  },
  deleteProfilePicture: {
    who: signedIn,
    source: 'doc 1 §5 Profile picture (reading: own picture or edit rights, decided by the handler)',
  },
  grantTeamMemberPermissions: {
    who: permissionEditors,
    source: `${d1s6} "Permission switches editable only by super admin or CS manager with editAllPermission"`,
  },
  revokeTeamMemberPermission: {
    who: permissionEditors,
    source: `${d1s6} "Permission switches editable only by super admin or CS manager with editAllPermission"`,
  },
  listTeamMemberPermissions: {
    who: signedIn,
    source: `${d1s6} (reading: the permission tab is read by whoever opens the member)`,
  },
  subscribeTeamMemberNotifications: {
    who: signedIn,
    source: `${d1s6} "the notification form by them or the member"`,
  },
  unsubscribeTeamMemberNotification: {
    who: signedIn,
    source: `${d1s6} "the notification form by them or the member"`,
  },
  listTeamMemberNotifications: {
    who: signedIn,
    source: `${d1s6} "the notification form by them or the member"`,
  },
  // Patient profile (doc 1 §4, §6; doc 2 §6).
  getPatientStatus: { who: signedIn, source: `${d1s6} Data scope (reading: read with the patient)` },
  archivePatient: {
    who: { superUsers: true, permission: 'addPatient' },
    source: `${d1s6} "Patient archive: super users with addPatient"`,
  },
  setPatientLock: {
    who: { permission: 'editPatient' },
    source: `${d1s6} "Lock/unlock: staff with edit rights on the patient"`,
  },
  changePatientStatus: {
    who: { permission: 'editPatient' },
    source: 'doc 1 §5 Patient: changing a patient needs Edit Patient',
  },
  startPatientViewingLog: {
    who: roles('monitoringSpecialist', 'monitoringAssistant'),
    source: 'doc 2 §6: "Patient viewing log started for monitoring specialist or assistant"',
  },
  finishPatientViewingLog: {
    who: roles('monitoringSpecialist', 'monitoringAssistant'),
    source: 'doc 2 §6: "Patient viewing log started for monitoring specialist or assistant"',
  },
  // The patient profile's panels (doc 2 §2, §6).
  getPatientProgress: {
    who: signedIn,
    source: 'doc 2 §2: the profile shows "current progress" (reading: to every viewer of the profile, like the detail)',
  },
  getPatientMonitoring: {
    who: roles('superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'),
    source: `${d2s6}: "Another panel visible to super admin and monitoring specialist, manager, assistant"`,
  },
  // Lookups and acting as (doc 1 §5, §7).
  searchNpi: { who: signedIn, source: 'doc 1 §5 NPI: searches of the practice, team and patient forms' },
  suggestAddresses: { who: signedIn, source: 'doc 3 §7.10 (reading: address fill-in of any form)' },
  placeDetails: { who: signedIn, source: 'doc 3 §7.10 (reading: address fill-in of any form)' },
  spoofTeamMember: {
    who: { superUsers: true },
    source: `${d1s6} Data scope: super users "may pick any practice"; doc 3 §2.2 'Acting as'`,
  },
  writeRemoteLog: { who: signedIn, source: 'doc 3 §7.10 (reading: console output of any signed-in portal)' },
  // Users (doc 1 §4 User wizard, §6 User Management).
  listUsers: {
    who: userManagers,
    source: `${d1s6} "User Management: super admin, CS manager, patient monitoring manager"`,
  },
  getUser: {
    who: userManagers,
    source: `${d1s6} "User Management: super admin, CS manager, patient monitoring manager"`,
  },
  createUser: {
    who: userManagers,
    source: `${d1s6} "User Management: super admin, CS manager, patient monitoring manager"`,
  },
  updateUser: {
    who: userManagers,
    source: `${d1s6} "User Management: super admin, CS manager, patient monitoring manager"`,
  },
  archiveUser: {
    who: roles('superAdmin', 'csManager'),
    source: `${d1s6} "Archive disabled for the monitoring manager"`,
  },
  listUserPermissions: {
    who: userManagers,
    source: `${d1s6} User Management (reading: the Permissions tab is read there)`,
  },
  saveUserPermissions: {
    who: superAdmin,
    source: `${d1s4} User wizard: "Only Super Admin may save user permissions"`,
  },
  searchAssets: {
    who: signedIn,
    source: "doc 1 §5 Search (the Practice option for super users is the handler's)",
  },
  // Firmware, app versions, user guides (doc 3 §2.5, §2.6, §2.8, §6).
  queryFirmwareTypes: {
    who: superAdmin,
    source: `${d3s6} "Firmware and Manage App Versions: Super admin only"`,
  },
  queryFirmware: { who: superAdmin, source: `${d3s6} "Firmware ...: Super admin only"` },
  uploadFirmware: { who: superAdmin, source: `${d3s6} "Firmware ...: Super admin only"` },
  updateFirmware: { who: superAdmin, source: `${d3s6} "Firmware ...: Super admin only"` },
  queryFirmwareDevices: { who: superAdmin, source: `${d3s6} "Firmware ...: Super admin only"` },
  getPatientAppVersions: { who: superAdmin, source: `${d3s6} "Manage App Versions: Super admin only"` },
  savePatientAppVersions: { who: superAdmin, source: `${d3s6} "Manage App Versions: Super admin only"` },
  queryUserGuides: {
    who: superAdmin,
    source: `${d3s6} user-guide management "not shown beyond the super-admin restrictions" (reading: super admin)`,
  },
  uploadUserGuide: { who: superAdmin, source: `${d3s6} user-guide management (reading: super admin)` },
  deleteUserGuide: { who: superAdmin, source: `${d3s6} user-guide management (reading: super admin)` },
  getCurrentUserGuide: {
    who: signedIn,
    source: 'doc 3 §2.2 "User Guide: opens the guide for the user\'s role"',
  },
  // Devices (doc 3 §2.4, §6, §7.2).
  listDevices: {
    who: { superUsers: true },
    source: 'doc 3 §2.4 Devices view in the Admin menu (reading: internal staff, the super users)',
  },
  summarizeDevices: {
    who: { superUsers: true },
    source: 'doc 3 §2.4 summary cards (reading: internal staff)',
  },
  getDevice: { who: { superUsers: true }, source: 'doc 3 §2.4 Device detail (reading: internal staff)' },
  lookupDevice: {
    who: { superUsers: true },
    source: 'doc 3 §2.4 serial-number search (reading: internal staff)',
  },
  listDeviceSessions: { who: { superUsers: true }, source: 'doc 3 §2.4 sessions (reading: internal staff)' },
  getTabletDeviceInfo: {
    who: tabletControllers,
    source: `${d3s6} "Device lock and unlock, reboot: Customer-service manager and super admin" (reading: the device information with them)`,
  },
  rebootTablet: {
    who: superAdmin,
    source: `${d3s6} "Maintenance page, admin configuration items, device reboot: Super admin" (the default of the two readings)`,
  },
  pinTabletKiosk: {
    who: tabletControllers,
    source: `${d3s6} device control (reading: with lock and unlock)`,
  },
  installTabletApplication: {
    who: tabletControllers,
    source: `${d3s6} device control (reading: with lock and unlock)`,
  },
  setTabletBrightness: {
    who: tabletControllers,
    source: `${d3s6} device control (reading: with lock and unlock)`,
  },
  setTabletVolume: {
    who: tabletControllers,
    source: `${d3s6} device control (reading: with lock and unlock)`,
  },
  lockTablet: {
    who: tabletControllers,
    source: `${d3s6} "Device lock and unlock ...: Customer-service manager and super admin"`,
  },
  unlockTablet: {
    who: tabletControllers,
    source: `${d3s6} "Device lock and unlock ...: Customer-service manager and super admin"`,
  },
  // Admin rows (doc 3 §2.3, §2.9, §2.10, §2.15, §6).
  listMaintenance: { who: superAdmin, source: `${d3s6} "Maintenance page ...: Super admin"` },
  createMaintenance: { who: superAdmin, source: `${d3s6} "Maintenance page ...: Super admin"` },
  updateMaintenance: { who: superAdmin, source: `${d3s6} "Maintenance page ...: Super admin"` },
  deleteMaintenance: { who: superAdmin, source: `${d3s6} "Maintenance page ...: Super admin"` },
  createStudyGroup: {
    who: roles('superAdmin', 'csManager'),
    source: `${d3s6} study-group adding "not shown beyond the super-admin restrictions" (reading: the admin screens' super admin and CS manager)`,
  },
  deleteStudyGroup: { who: superAdmin, source: `${d3s6} "Study group deletion: Super admin"` },
  updateGeneralForm: {
    who: roles('superAdmin', 'csManager'),
    source: `${d3s6} "E-Document Links: Customer-service manager and super admin"`,
  },
  getAdminConfig: { who: superAdmin, source: `${d3s6} "admin configuration items: Super admin"` },
  updateAdminConfig: { who: superAdmin, source: `${d3s6} "admin configuration items: Super admin"` },
  // Self pay, licences, bug reports, log viewer (doc 3 §2.11, §2.16, §2.17, §6).
  getSelfPayOptions: {
    who: superAdmin,
    source: `${d3s6} self pay "not shown beyond the super-admin restrictions" (reading: super admin)`,
  },
  createSelfPayOption: { who: superAdmin, source: `${d3s6} self pay (reading: super admin)` },
  updateSelfPayOption: { who: superAdmin, source: `${d3s6} self pay (reading: super admin)` },
  deleteSelfPayOption: { who: superAdmin, source: `${d3s6} self pay (reading: super admin)` },
  listExtensionPrices: {
    who: superAdmin,
    source: `${d3s6} self pay (reading: the same records, super admin)`,
  },
  createExtensionPrice: { who: superAdmin, source: `${d3s6} self pay (reading: super admin)` },
  updateExtensionPrice: { who: superAdmin, source: `${d3s6} self pay (reading: super admin)` },
  deleteExtensionPrice: { who: superAdmin, source: `${d3s6} self pay (reading: super admin)` },
  listMonitoringTherapists: {
    who: licenceViewers,
    source: `${d3s6} "Patient Monitoring Licenses (view): Super admin and patient monitoring specialist, manager, assistant"`,
  },
  listSpecialistsWithLicenses: {
    who: licenceViewers,
    source: `${d3s6} "Patient Monitoring Licenses (view)"`,
  },
  getCredentialUrl: {
    who: licenceViewers,
    source: `${d3s6} "Patient Monitoring Licenses (view)": the licence document`,
  },
  saveLicense: {
    who: roles('superAdmin', 'monitoringManager'),
    source: `${d3s6} "Save or delete licences: Super admin and patient monitoring manager only"`,
  },
  deleteLicense: {
    who: roles('superAdmin', 'monitoringManager'),
    source: `${d3s6} "Save or delete licences: Super admin and patient monitoring manager only"`,
  },
  uploadBugReportAttachments: { who: signedIn, source: 'doc 3 §2.2, §2.17 "Report Bug" in every menu' },
  createReportBug: { who: signedIn, source: 'doc 3 §2.2, §2.17 "Report Bug" in every menu' },
  listBugReports: {
    who: superAdmin,
    source: "doc 3 §7.9 (reading: the demo's stored tickets are the super admin's)",
  },
  queryAuditLog: { who: superAdmin, source: 'doc 3 §2.1 /papertrail log viewer (reading: super admin)' },
  // Reports (doc 3 §2.1 route /admin/reports, §2.7, §6 "Report access landing: report access role
  // goes to /admin/reports", §7.5). Reading: the Admin menu's Reports is the super admin's and the
  // report access role's; the dashboard statistics of §7.5 are drawn on that screen.
  runReport: { who: { roles: ['superAdmin', 'reportAccess'] }, source: 'doc 3 §2.7, §6 report access landing, §7.5 POST admin/reports' },
  dashboardFilters: { who: { roles: ['superAdmin', 'reportAccess'] }, source: 'doc 3 §7.5 GET admin/dashboard_filters (reading: the reports screen\'s users)' },
  dashboardStats: { who: { roles: ['superAdmin', 'reportAccess'] }, source: 'doc 3 §7.5 GET admin/dashboard_stats/{id} (reading: the reports screen\'s users)' },
  dashboardGraphs: { who: { roles: ['superAdmin', 'reportAccess'] }, source: 'doc 3 §7.5 GET admin/dashboard_graphs (reading: the reports screen\'s users)' },
  // Surveys (doc 2 §6 and §7).
  listPatientSurveys: { who: surveyPanel, source: surveyPanelSource },
  schedulePatientSurvey: { who: surveyPanel, source: surveyPanelSource },
  submitPatientSurveyResponse: { who: surveyPanel, source: surveyPanelSource },
  deletePatientSurvey: { who: surveyPanel, source: surveyPanelSource },
  getSurvey: {
    who: signedIn,
    source: 'doc 2 §7 GET survey/{id} (reading: the instrument holds no patient data)',
  },
  getSurveyOmittedQuestions: {
    who: signedIn,
    source: 'doc 2 §7 GET survey/omitted-questions/{id} (reading: as GET survey/{id})',
  },
  // Treatment plans and templates (doc 2 §6, §7).
  queryPatientTreatmentPlans: { who: planViewers, source: `${d2s6} "viewPlan (12)" (reading: or editPlan)` },
  getAllPatientTreatmentPlans: { who: planViewers, source: `${d2s6} "viewPlan (12)": Treatment Information` },
  getActiveTreatmentPlanForPatient: { who: planViewers, source: `${d2s6} "viewPlan (12)": Active Protocol` },
  getTreatmentPlan: { who: planViewers, source: `${d2s6} "viewPlan (12)": the plan editor` },
  createPatientTreatmentPlan: { who: { permission: 'addPlan' }, source: `${d2s6} "addPlan (id 10)"` },
  updatePatientTreatmentPlan: { who: { permission: 'editPlan' }, source: `${d2s6} "editPlan (11)"` },
  updateTreatmentPlanProtocol: { who: { permission: 'editPlan' }, source: `${d2s6} "editPlan (11)"` },
  endTreatmentPlan: {
    who: { superUsers: true },
    source: `${d2s6} "End plan and revert plan: super users only"`,
  },
  revertPatientToPreOp: {
    who: { superUsers: true },
    source: `${d2s6} "End plan and revert plan: super users only"`,
  },
  listTreatmentPlanTemplates: { who: templateViewers, source: `${d2s6} "Template list is blocked ..."` },
  getTreatmentPlanTemplate: {
    who: templateViewers,
    source: `${d2s6} the template editor, reached from the list`,
  },
  createTreatmentPlanTemplate: {
    who: { roles: templateRoles, permission: 'addPlan' },
    source: `${d2s6} "Add New Template needs addPlan" (within the template list's roles)`,
  },
  updateTreatmentPlanTemplate: {
    who: { roles: templateRoles, permission: 'editPlan' },
    source: `${d2s6} "Set as Default needs editPlan" (within the template list's roles)`,
  },
  loadTreatmentPlanTemplateOptions: {
    who: { anyPermission: ['addPlan', 'editPlan'] },
    source: `${d2s6} the plan editor's template dropdown (reading: whoever may add or edit a plan)`,
  },
  // Sessions (doc 2 §2, §3, §7).
  getRecoveryReport: { who: signedIn, source: 'doc 2 §2 Session History and chart tabs on the profile (reading: whoever opens the profile, within the patient data scope)' },
  getRecoveryReportsForTreatment: { who: signedIn, source: 'doc 2 §2 Session History and chart tabs on the profile (reading: whoever opens the profile, within the patient data scope)' },
  getAllPatientSessions: { who: signedIn, source: 'doc 2 §2 Session History and chart tabs on the profile (reading: whoever opens the profile, within the patient data scope)' },
  getPedalRadiusData: { who: signedIn, source: 'doc 2 §2 Session History and chart tabs on the profile (reading: whoever opens the profile, within the patient data scope)' },
  getO2Data: { who: signedIn, source: 'doc 2 §2 Session History and chart tabs on the profile (reading: whoever opens the profile, within the patient data scope)' },
  getBloodPressureData: { who: signedIn, source: 'doc 2 §2 Session History and chart tabs on the profile (reading: whoever opens the profile, within the patient data scope)' },
  getEcgData: { who: signedIn, source: 'doc 2 §2 Session History and chart tabs on the profile (reading: whoever opens the profile, within the patient data scope)' },
  getRpeData: { who: signedIn, source: 'doc 2 §2 Session History and chart tabs on the profile (reading: whoever opens the profile, within the patient data scope)' },
  // Patient notes (doc 2 §2, §4, §6, §7): the notes panel is part of every user's patient profile;
  // the patient's data scope, the creator-only edit and the lock are the handlers' (row rules).
  listPatientNotes: { who: signedIn, source: 'doc 2 §2 "Patient Notes panel" on the patient profile (reading: whoever sees the patient)' },
  getPatientNoteAlt: { who: signedIn, source: 'doc 2 §7 GET patient_note/alt/{id} (reading: one note, whoever sees the patient)' },
  createPatientNote: { who: signedIn, source: 'doc 2 §1 "write, edit, email, delete ... patient notes" (reading: whoever sees the patient)' },
  updatePatientNote: { who: signedIn, source: 'doc 2 §6 "Notes are edited only by their creator" (a row rule)' },
  deletePatientNote: { who: signedIn, source: 'doc 2 §6 "Notes are edited only by their creator" (a row rule)' },
  createNotesBySessionId: { who: signedIn, source: 'doc 2 §7 patient_note/by-session-id (reading: whoever sees the patients)' },
  authUserIsPatientPms: { who: signedIn, source: 'doc 2 §7 patient_note/auth_user_is_patient_pms (reading: whoever sees the patient)' },
  cosignPatientNote: {
    who: roles('monitoringSpecialist'),
    source: 'doc 2 §6 "Cosign button: the monitoring specialist assigned to the patient"',
  },
  listUncosignedNotes: {
    who: roles('monitoringSpecialist'),
    source: 'doc 2 §6 "Cosign Notes list ... loaded for the specialist only"',
  },
  // RTM patient prompts (doc 2 §2 Prompts tab of the RTM dashboard's side panel, §6, §7).
  getPatientPrompts: {
    who: { superUsers: true },
    source: 'doc 2 §6 "RTM Dashboard: super users only" (reading: its Prompts tab\'s calls too)',
  },
  getTemplateVersionPrompts: {
    who: { superUsers: true },
    source: 'doc 2 §6 "RTM Dashboard: super users only"; doc 3 §7.7 (reading: the prompt editor\'s users are super users too)',
  },
  submitPatientPromptResponses: {
    who: { superUsers: true },
    source: 'doc 2 §6 "RTM Dashboard: super users only" (reading: its Prompts tab\'s calls too)',
  },
  storeTemplateVersionPrompts: {
    who: roles('superAdmin', 'rtmConfigManager'),
    source:
      'doc 3 §6 "RTM survey template library and prompt assignment: Super admin and one further role (the flag is unnamed)"; §2.14, §7.7 (reading: that role is the RTM configuration manager, role 60)',
  },
  // Remote login of a patient app (doc 2 §4 "Remote login", §6 refers there).
  pushAppNotification: {
    who: roles('superAdmin', 'csManager', 'fieldSpecialist', 'csSenior', 'monitoringSpecialist', 'monitoringManager'),
    source: 'doc 2 §4 Remote login: "Usable by Super Admin, CS Manager, Field Specialist, CS Senior, Patient Monitoring Specialist and Manager"',
  },
  getAppNotification: {
    who: roles('superAdmin', 'csManager', 'fieldSpecialist', 'csSenior', 'monitoringSpecialist', 'monitoringManager'),
    source: 'doc 2 §4 Remote login: the reply poll of the Sync action (same users)',
  },
  getPatientAppLogin: {
    who: roles('superAdmin', 'csManager', 'fieldSpecialist', 'csSenior', 'monitoringSpecialist', 'monitoringManager'),
    source: 'doc 1 §4 sync button labels (reading: the login state the Sync action of the same users reads)',
  },
  // RTM monitoring room (doc 2 §2, §6, §7): the dashboard's calls are for super users; who may
  // Start Monitoring and which checkbox each role changes are row rules of the handlers.
  getMonitorRoomStatus: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  createMonitorRoom: {
    who: roles('superAdmin', 'monitoringAssistant', 'monitoringSpecialist', 'monitoringManager'),
    source: `${d2s6} "Start Monitoring: observer monitor type (first monitor_type_id 1), super admin, or patient monitoring assistant" (the demo's specialist and manager are observers of monitor type 1)`,
  },
  getMonitorRoomTiles: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only" (ours, issue 25: the tiles reloaded after the live channel was down)` },
  endMonitorRoom: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  updateMonitorRoomLastSeen: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  removePatientFromRoom: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  createPatientInteraction: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  updatePatientInteractionTimestamp: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  getTodayCompletedPatients: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  completePatientSession: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  recordRtmCallConnected: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  recordRtmNoteSaved: { who: { superUsers: true }, source: `${d2s6} "RTM Dashboard: super users only"` },
  updateRtmPatientFlags: { who: { superUsers: true }, source: `${d2s6} "Follow Up Needed ... Interaction 80 and 81 checkboxes" (the roles per field: a handler rule)` },
  markRtmPatientEducated: { who: { superUsers: true }, source: `${d2s6} "'Patient Educated' button: any viewer" (of the dashboard)` },
  removeRtmConsent: { who: { superUsers: true }, source: 'doc 2 §4 "Removing RTM consent" (reading: any viewer of the dashboard)' },
  generateFakeRtmPatients: { who: roles('superAdmin'), source: `${d2s6} "Fake patients and display-all-data: super admin only"` },
  registerFcmToken: { who: signedIn, source: 'doc 2 §7 POST fcmtoken {user_id, fcm_token} (reading: every signed-in user, for their own token)' },
  // RTM Survey Template Library and versions (doc 3 §2.13, §6, §7.7): the super admin and "one
  // further role (the flag is unnamed)", read as the RTM configuration manager (doc 1 §1, §6).
  listRtmTemplates: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 GET rtm_templates/list, the library table` },
  getRtmTemplate: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 GET rtm_templates/{id}, the versions page summary` },
  createRtmTemplate: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 POST rtm_templates, the Create modal` },
  updateRtmTemplate: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 PUT rtm_templates, the Edit modal` },
  reorderRtmTemplates: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 PUT rtm_templates/reorder, drag-to-reorder` },
  archiveRtmTemplate: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 DELETE rtm_templates/{id} (archive)` },
  listRtmTemplateVersions: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 GET rtm_templates_version/list` },
  listVersionsOfRtmTemplate: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 GET rtm_templates_version/{id}/list` },
  getRtmTemplateVersion: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 GET rtm_templates_version/{id}` },
  createRtmTemplateVersion: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 POST rtm_templates_version/create` },
  archiveRtmTemplateVersion: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 DELETE rtm_templates_version/{id} (archive version)` },
  getAutoAssignConfig: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 GET auto_assign_config, the RTM Configuration modal` },
  updateAutoAssignConfig: { who: rtmTemplateEditors, source: `${d3s6} "RTM survey template library and prompt assignment: Super admin and one further role" (reading: RTM configuration manager); §7.7 PUT auto_assign_config` },
  // Video calls (doc 2 §6 "Call ability", §7 "Video"): the call ability's roles (the team member
  // the internal ones need is a handler rule); recordings for the super admin or the CS manager.
  startVideoRoom: { who: roles('surgeon', 'physicalTherapist', 'superAdmin', 'csManager', 'csSenior', 'csJunior', 'fieldSpecialist', 'monitoringSpecialist', 'monitoringManager'), source: `${d2s6} "Call ability: surgeon and physical therapist always; super admin, CS roles (manager, senior, junior), field specialist, monitoring specialist and manager need a team member id"` },
  listVideoRooms: { who: roles('surgeon', 'physicalTherapist', 'superAdmin', 'csManager', 'csSenior', 'csJunior', 'fieldSpecialist', 'monitoringSpecialist', 'monitoringManager'), source: `${d2s6} "Call ability" (reading: the active-room list of those who call)` },
  grabTwilioRoomInfo: { who: roles('surgeon', 'physicalTherapist', 'superAdmin', 'csManager', 'csSenior', 'csJunior', 'fieldSpecialist', 'monitoringSpecialist', 'monitoringManager'), source: `${d2s6} "Call ability" (reading: read when the call page opens)` },
  getVideoRoom: { who: roles('surgeon', 'physicalTherapist', 'superAdmin', 'csManager', 'csSenior', 'csJunior', 'fieldSpecialist', 'monitoringSpecialist', 'monitoringManager'), source: `${d2s6} "Call ability" (reading: a room of those who call)` },
  endVideoRoom: { who: roles('surgeon', 'physicalTherapist', 'superAdmin', 'csManager', 'csSenior', 'csJunior', 'fieldSpecialist', 'monitoringSpecialist', 'monitoringManager'), source: `${d2s6} "Call ability" (reading: the hang-up of those who call)` },
  uploadVideoRecording: { who: roles('surgeon', 'physicalTherapist', 'superAdmin', 'csManager', 'csSenior', 'csJunior', 'fieldSpecialist', 'monitoringSpecialist', 'monitoringManager'), source: `${d2s6} "Call ability" and §4 "Recording" (reading: the built-in call window of those who call uploads the call's audio; the handler keeps it to the room's caller)` },
  sendCallDeviceSettings: { who: roles('surgeon', 'physicalTherapist', 'superAdmin', 'csManager', 'csSenior', 'csJunior', 'fieldSpecialist', 'monitoringSpecialist', 'monitoringManager'), source: `${d2s6} "Call ability" and §9 "Device settings" (reading: the caller commands the patient's app; the CS junior is refused by the handler)` },
  sendCallScreenClick: { who: roles('surgeon', 'physicalTherapist', 'superAdmin', 'csManager', 'csSenior', 'csJunior', 'fieldSpecialist', 'monitoringSpecialist', 'monitoringManager'), source: `${d2s6} "Call ability" and §2 "Patient App ... screen_click" (reading: the caller commands the patient's app)` },
  listPatientVideoRooms: { who: signedIn, source: 'doc 2 §2 "Call recordings list: date, caller username and a recording action" (reading: any viewer of the patient; the patient\'s data scope applies)' },
  createVideoComposition: { who: roles('superAdmin', 'csManager'), source: `${d2s6} "Request and download call recordings: super admin or CS manager"` },
  getVideoCompositionStatus: { who: roles('superAdmin', 'csManager'), source: `${d2s6} "Request and download call recordings: super admin or CS manager"` },
  getVideoCompositionContent: { who: roles('superAdmin', 'csManager'), source: `${d2s6} "Request and download call recordings: super admin or CS manager"` },
  // RTM patient template assignment (doc 3 §2.12, §7.7): the screen's calls.
  listTemplateAssignments: { who: templateAssigners, source: templateAssignersSource },
  listCompletedTemplatePatients: { who: templateAssigners, source: templateAssignersSource },
  getPatientTemplateVersions: { who: templateAssigners, source: templateAssignersSource },
  getBulkAssignJobStatus: { who: templateAssigners, source: templateAssignersSource },
  assignTemplateVersion: { who: templateAssigners, source: templateAssignersSource },
  reassignTemplateVersion: { who: templateAssigners, source: templateAssignersSource },
  removeTemplateAssignment: { who: templateAssigners, source: templateAssignersSource },
  bulkAssignTemplateVersions: { who: templateAssigners, source: templateAssignersSource },
  exportActiveAssignations: { who: templateAssigners, source: templateAssignersSource },
};

/**
 * Whether the table lets `caller` through `who`. Written here, independently of the generated
 * evaluator, so that the matrix compares two readings of the spec.
 *
 * @example
 * allowedBy({ roles: ['superAdmin'] }, { role: 'csManager', permissions: [], hasPractice: false }); // false
 */
export function allowedBy(who: Who, caller: ExpectedCaller): boolean {
  if ('anyone' in who) return true;
  if (caller.role === 'anonymous') return false;
  if ('signedIn' in who) return true;
  if ('anyOf' in who) return who.anyOf.some((option) => allowedBy(option, caller));
  if ('superUsers' in who) {
    return (
      superUserRoles.includes(caller.role) &&
      (who.permission === undefined || caller.permissions.includes(who.permission))
    );
  }
  if ('roles' in who) {
    const permission = 'permission' in who ? who.permission : undefined;
    return (
      who.roles.includes(caller.role) && (permission === undefined || caller.permissions.includes(permission))
    );
  }
  if ('anyPermission' in who) return who.anyPermission.some((name) => caller.permissions.includes(name));
  return caller.permissions.includes(who.permission);
}

