// generated from specs/ — do not edit
// The operations of specs/api by operationId.

/** An HTTP method of an operation, lower case as OpenAPI writes it. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/**
 * Every operation's method and path (relative to the middleware's `/api` root); `multipart`
 * when its request body is multipart/form-data (the client then sends a FormData).
 */
export const operations = {
  acceptPrivacyPolicy: { method: 'post', path: '/accept_privacy_policy' },
  archivePractice: { method: 'delete', path: '/practice/{id}' },
  archiveTeamMember: { method: 'delete', path: '/practice_team_member/{id}' },
  archiveUser: { method: 'delete', path: '/user/{id}' },
  checkToken: { method: 'post', path: '/check_token' },
  createPatient: { method: 'post', path: '/patient' },
  createPatientProcedure: { method: 'post', path: '/patient_procedure' },
  createPractice: { method: 'post', path: '/practice' },
  createProfilePicture: {
    method: 'post',
    path: '/practice_team_member/create_profile_picture',
    multipart: true,
  },
  createTeamMember: { method: 'post', path: '/practice_team_member' },
  createUser: { method: 'post', path: '/user' },
  deleteProfilePicture: { method: 'post', path: '/practice_team_member/delete_profile_picture/{id}' },
  emailLoginLink: { method: 'post', path: '/user/email_login_link' },
  forgotPassword: { method: 'post', path: '/forgot_password' },
  generatePassword: { method: 'get', path: '/generate_password' },
  getPatientDetail: { method: 'get', path: '/patient/alt/{id}' },
  getPractice: { method: 'get', path: '/practice/{id}' },
  getTeamMember: { method: 'get', path: '/practice_team_member/{id}' },
  getUser: { method: 'get', path: '/user/{id}' },
  grantTeamMemberPermissions: { method: 'post', path: '/practice_team_member_permission' },
  listDmes: { method: 'post', path: '/practice/dme' },
  listPatientMonitoringSpecialists: { method: 'post', path: '/patient/monitoring_specialists' },
  listPatientProcedureCodes: { method: 'post', path: '/procedure_codes/patient_codes' },
  listPatients: { method: 'post', path: '/patient/list' },
  listPractices: { method: 'post', path: '/practice/list' },
  listSurgeons: { method: 'post', path: '/practice_team_member/surgeons' },
  listTeamMemberNotifications: { method: 'get', path: '/practice_team_member_notification/all/{id}' },
  listTeamMemberPermissions: { method: 'get', path: '/practice_team_member_permission/all/{id}' },
  listTeamMembers: { method: 'post', path: '/practice_team_member/list' },
  listTherapists: { method: 'post', path: '/practice_team_member/therapists' },
  listUserPermissions: { method: 'get', path: '/user_permission/all/{id}' },
  listUsers: { method: 'post', path: '/user/list' },
  login: { method: 'post', path: '/login' },
  loginOkta: { method: 'post', path: '/login/okta' },
  logout: { method: 'post', path: '/logout' },
  queryGeneralForms: { method: 'post', path: '/general_form/query' },
  queryNotifications: { method: 'post', path: '/notification/query' },
  queryPatientAppTypes: { method: 'post', path: '/patient_app_type/query' },
  queryPatientStatusTypes: { method: 'post', path: '/patient_status_type/query' },
  queryPatientStudyGroupStatuses: { method: 'post', path: '/patient_study_group_status/query' },
  queryPeriodDirections: { method: 'post', path: '/period_direction/query' },
  queryPeriodTypes: { method: 'post', path: '/period_type/query' },
  queryPermissions: { method: 'post', path: '/permission/query' },
  queryPracticeTypes: { method: 'post', path: '/practice_type/query' },
  queryProcedureLegTypes: { method: 'post', path: '/procedure_leg_type/query' },
  queryProcedureTypes: { method: 'post', path: '/procedure_type/query' },
  queryStudyGroups: { method: 'post', path: '/study_group/query' },
  queryTeamMembers: { method: 'post', path: '/practice_team_member/query' },
  queryUserRoles: { method: 'post', path: '/user_role/query' },
  refreshToken: { method: 'post', path: '/refresh' },
  resendOtpCode: { method: 'post', path: '/two_factor_auth/resend_otp_code' },
  resetPassword: { method: 'post', path: '/reset_password' },
  revokeTeamMemberPermission: { method: 'delete', path: '/practice_team_member_permission/{id}' },
  saveUserPermissions: { method: 'post', path: '/user_permission' },
  searchAssets: { method: 'post', path: '/search' },
  searchProcedureCodes: { method: 'post', path: '/procedure_codes/search' },
  skinnyLoadTeamMembers: { method: 'post', path: '/practice_team_member/skinny_load' },
  subscribeTeamMemberNotifications: { method: 'post', path: '/practice_team_member_notification' },
  unsubscribeTeamMemberNotification: { method: 'delete', path: '/practice_team_member_notification/{id}' },
  updatePatient: { method: 'patch', path: '/patient/{id}' },
  updatePatientProcedure: { method: 'patch', path: '/patient_procedure/{id}' },
  updatePractice: { method: 'patch', path: '/practice/{id}' },
  updateTeamMember: { method: 'patch', path: '/practice_team_member/{id}' },
  updateUser: { method: 'patch', path: '/user/{id}' },
  validateOtpCode: { method: 'post', path: '/two_factor_auth/validate_otp_code' },
} as const satisfies Readonly<Record<string, { method: HttpMethod; path: string; multipart?: true }>>;

/** An operationId of specs/api. */
export type OperationId = keyof typeof operations;
