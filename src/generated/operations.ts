// generated from specs/ — do not edit
// The operations of specs/api by operationId.

/** An HTTP method of an operation, lower case as OpenAPI writes it. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** Every operation's method and path (relative to the middleware's `/api` root). */
export const operations = {
  acceptPrivacyPolicy: { method: 'post', path: '/accept_privacy_policy' },
  archivePractice: { method: 'delete', path: '/practice/{id}' },
  checkToken: { method: 'post', path: '/check_token' },
  createPatient: { method: 'post', path: '/patient' },
  createPatientProcedure: { method: 'post', path: '/patient_procedure' },
  createPractice: { method: 'post', path: '/practice' },
  emailLoginLink: { method: 'post', path: '/user/email_login_link' },
  forgotPassword: { method: 'post', path: '/forgot_password' },
  generatePassword: { method: 'get', path: '/generate_password' },
  getPatientDetail: { method: 'get', path: '/patient/alt/{id}' },
  getPractice: { method: 'get', path: '/practice/{id}' },
  listDmes: { method: 'post', path: '/practice/dme' },
  listPatientMonitoringSpecialists: { method: 'post', path: '/patient/monitoring_specialists' },
  listPatientProcedureCodes: { method: 'post', path: '/procedure_codes/patient_codes' },
  listPatients: { method: 'post', path: '/patient/list' },
  listPractices: { method: 'post', path: '/practice/list' },
  listSurgeons: { method: 'post', path: '/practice_team_member/surgeons' },
  listTherapists: { method: 'post', path: '/practice_team_member/therapists' },
  login: { method: 'post', path: '/login' },
  loginOkta: { method: 'post', path: '/login/okta' },
  logout: { method: 'post', path: '/logout' },
  placeDetails: { method: 'post', path: '/google/place_details' },
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
  queryUserRoles: { method: 'post', path: '/user_role/query' },
  refreshToken: { method: 'post', path: '/refresh' },
  resendOtpCode: { method: 'post', path: '/two_factor_auth/resend_otp_code' },
  resetPassword: { method: 'post', path: '/reset_password' },
  searchNpi: { method: 'post', path: '/npi/search' },
  searchProcedureCodes: { method: 'post', path: '/procedure_codes/search' },
  spoofTeamMember: { method: 'post', path: '/practice_team_member/spoof' },
  suggestAddresses: { method: 'post', path: '/google/place_autocomplete' },
  updatePatient: { method: 'patch', path: '/patient/{id}' },
  updatePatientProcedure: { method: 'patch', path: '/patient_procedure/{id}' },
  updatePractice: { method: 'patch', path: '/practice/{id}' },
  validateOtpCode: { method: 'post', path: '/two_factor_auth/validate_otp_code' },
  writeRemoteLog: { method: 'post', path: '/remote_log' },
} as const satisfies Readonly<Record<string, { method: HttpMethod; path: string }>>;

/** An operationId of specs/api. */
export type OperationId = keyof typeof operations;
