// generated from specs/ — do not edit
// What each operation of specs/api takes and answers: for the middleware's handlers
// (OperationTypes) and for the portal's callers (OperationBody, OperationData, OperationPathParams).
// Types only, so the pure machines may import them too.
import type { operations as ApiOperations } from './api';
import type { OperationId } from './operations';

/** The JSON body after validation (an absent optional body arrives as `{}`). */
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : Record<string, never>;

/**
 * A multipart body by field name: each part is a text field or an uploaded file, read with
 * `multipartText` / `multipartFile` (server/http/multipartParts.ts).
 */
type MultipartFields<Name extends string> = { readonly [K in Name]?: unknown };

/**
 * Path or query parameters by name, as their schemas type them: the registrar coerces the text they
 * arrive as (an `integer` is a number, a `boolean` true or false, an array an array) and
 * validates it before the handler runs.
 */
type ParametersIn<Op, Where extends 'path' | 'query'> = Op extends {
  parameters: { [W in Where]?: infer Parameters };
}
  ? [NonNullable<Parameters>] extends [never]
    ? Record<string, never>
    : Readonly<NonNullable<Parameters>>
  : Record<string, never>;

/** The `data` of the operation's 200 answer (sent as `{data}`). */
type ResponseData<Op> = Op extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } };
}
  ? Data
  : never;

/** An operationId that the generated types describe (every one of specs/api). */
export type TypedOperationId = OperationId & keyof ApiOperations;

/**
 * What the portal sends an operation: its JSON body, its multipart fields (any of them may be a
 * file: openapi-typescript types `format: binary` as a string) or a FormData, or nothing.
 */
export type OperationBody<Op extends TypedOperationId> = ApiOperations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : ApiOperations[Op] extends { requestBody?: { content: { 'multipart/form-data': infer Fields } } }
    ? { [K in keyof Fields]: Fields[K] | Blob } | FormData
    : undefined;

/** What the portal receives from an operation: the payload of its 200 answer, its `data` when enveloped. */
export type OperationData<Op extends TypedOperationId> = ApiOperations[Op] extends {
  responses: { 200: { content: { 'application/json': infer Answer } } };
}
  ? Answer extends { data: infer Data }
    ? Data
    : Answer
  : unknown;

/** The path parameters the portal fills, by name (`{ id: 7 }` for `practice/{id}`); undefined when the path has none. */
export type OperationPathParams<Op extends TypedOperationId> = ApiOperations[Op] extends {
  parameters: { path: infer Path };
}
  ? [NonNullable<Path>] extends [never]
    ? undefined
    : { [K in keyof NonNullable<Path>]: string | number }
  : undefined;

/**
 * What each operation's handler receives (body, params, query) and answers (response), by
 * operationId, and the data-scoped resources its `x-cadence-scope` declares (`scope`: the
 * registrar hands the handler each one already scoped to the caller).
 */
export interface OperationTypes {
  /** POST /accept_privacy_policy — Record that the signed-in user accepted the privacy policy */
  acceptPrivacyPolicy: {
    body: JsonBody<ApiOperations['acceptPrivacyPolicy']>;
    params: ParametersIn<ApiOperations['acceptPrivacyPolicy'], 'path'>;
    query: ParametersIn<ApiOperations['acceptPrivacyPolicy'], 'query'>;
    response: ResponseData<ApiOperations['acceptPrivacyPolicy']>;
    scope: never;
  };
  /** GET /api_reference — The merged OpenAPI description of the middleware, for the API reference page */
  apiReference: {
    body: JsonBody<ApiOperations['apiReference']>;
    params: ParametersIn<ApiOperations['apiReference'], 'path'>;
    query: ParametersIn<ApiOperations['apiReference'], 'query'>;
    response: ResponseData<ApiOperations['apiReference']>;
    scope: never;
  };
  /** DELETE /patient/{id} — Archive a patient; refused for a patient with no status or status id 2 (Active) */
  archivePatient: {
    body: JsonBody<ApiOperations['archivePatient']>;
    params: ParametersIn<ApiOperations['archivePatient'], 'path'>;
    query: ParametersIn<ApiOperations['archivePatient'], 'query'>;
    response: ResponseData<ApiOperations['archivePatient']>;
    scope: 'patients';
  };
  /** DELETE /practice/{id} — Archive a practice (it leaves the practice list; its records stay) */
  archivePractice: {
    body: JsonBody<ApiOperations['archivePractice']>;
    params: ParametersIn<ApiOperations['archivePractice'], 'path'>;
    query: ParametersIn<ApiOperations['archivePractice'], 'query'>;
    response: ResponseData<ApiOperations['archivePractice']>;
    scope: 'practices';
  };
  /** DELETE /rtm_templates/{id} — Archive a template (it leaves the library) */
  archiveRtmTemplate: {
    body: JsonBody<ApiOperations['archiveRtmTemplate']>;
    params: ParametersIn<ApiOperations['archiveRtmTemplate'], 'path'>;
    query: ParametersIn<ApiOperations['archiveRtmTemplate'], 'query'>;
    response: ResponseData<ApiOperations['archiveRtmTemplate']>;
    scope: never;
  };
  /** DELETE /rtm_templates_version/{id} — Archive a version (it leaves every list) */
  archiveRtmTemplateVersion: {
    body: JsonBody<ApiOperations['archiveRtmTemplateVersion']>;
    params: ParametersIn<ApiOperations['archiveRtmTemplateVersion'], 'path'>;
    query: ParametersIn<ApiOperations['archiveRtmTemplateVersion'], 'query'>;
    response: ResponseData<ApiOperations['archiveRtmTemplateVersion']>;
    scope: never;
  };
  /** DELETE /practice_team_member/{id} — Archive a team member (and sign their user out of the portal) */
  archiveTeamMember: {
    body: JsonBody<ApiOperations['archiveTeamMember']>;
    params: ParametersIn<ApiOperations['archiveTeamMember'], 'path'>;
    query: ParametersIn<ApiOperations['archiveTeamMember'], 'query'>;
    response: ResponseData<ApiOperations['archiveTeamMember']>;
    scope: 'teamMembers';
  };
  /** DELETE /user/{id} — Archive a user (they can no longer sign in and leave the list) */
  archiveUser: {
    body: JsonBody<ApiOperations['archiveUser']>;
    params: ParametersIn<ApiOperations['archiveUser'], 'path'>;
    query: ParametersIn<ApiOperations['archiveUser'], 'query'>;
    response: ResponseData<ApiOperations['archiveUser']>;
    scope: 'users';
  };
  /** POST /rtm_templates_version/assign — Assign a template version to a patient without an active assignment */
  assignTemplateVersion: {
    body: JsonBody<ApiOperations['assignTemplateVersion']>;
    params: ParametersIn<ApiOperations['assignTemplateVersion'], 'path'>;
    query: ParametersIn<ApiOperations['assignTemplateVersion'], 'query'>;
    response: ResponseData<ApiOperations['assignTemplateVersion']>;
    scope: 'patients';
  };
  /** POST /patient_note/auth_user_is_patient_pms — Whether user_id is the patient's monitoring specialist */
  authUserIsPatientPms: {
    body: JsonBody<ApiOperations['authUserIsPatientPms']>;
    params: ParametersIn<ApiOperations['authUserIsPatientPms'], 'path'>;
    query: ParametersIn<ApiOperations['authUserIsPatientPms'], 'query'>;
    response: ResponseData<ApiOperations['authUserIsPatientPms']>;
    scope: 'patients';
  };
  /** POST /rtm_templates_version/bulk_assign — Check every record, then start a job assigning them all (or refuse the whole file) */
  bulkAssignTemplateVersions: {
    body: JsonBody<ApiOperations['bulkAssignTemplateVersions']>;
    params: ParametersIn<ApiOperations['bulkAssignTemplateVersions'], 'path'>;
    query: ParametersIn<ApiOperations['bulkAssignTemplateVersions'], 'query'>;
    response: ResponseData<ApiOperations['bulkAssignTemplateVersions']>;
    scope: 'patients';
  };
  /** PUT /patient/status/{id}/{status_id} — Change a patient's status (PUT patient/status/{a}/{b}; a is the patient, b the status id) */
  changePatientStatus: {
    body: JsonBody<ApiOperations['changePatientStatus']>;
    params: ParametersIn<ApiOperations['changePatientStatus'], 'path'>;
    query: ParametersIn<ApiOperations['changePatientStatus'], 'query'>;
    response: ResponseData<ApiOperations['changePatientStatus']>;
    scope: 'patients';
  };
  /** POST /check_token — Whether a password reset code is still valid */
  checkToken: {
    body: JsonBody<ApiOperations['checkToken']>;
    params: ParametersIn<ApiOperations['checkToken'], 'path'>;
    query: ParametersIn<ApiOperations['checkToken'], 'query'>;
    response: ResponseData<ApiOperations['checkToken']>;
    scope: never;
  };
  /** POST /rtm_live_patient/{id}/complete_session — Complete patient {id}'s monitored session; the tile leaves every dashboard */
  completePatientSession: {
    body: JsonBody<ApiOperations['completePatientSession']>;
    params: ParametersIn<ApiOperations['completePatientSession'], 'path'>;
    query: ParametersIn<ApiOperations['completePatientSession'], 'query'>;
    response: ResponseData<ApiOperations['completePatientSession']>;
    scope: 'patients';
  };
  /** POST /patient_note/cosign_note/{id} — The patient's monitoring specialist cosigns an assistant's unsigned note */
  cosignPatientNote: {
    body: JsonBody<ApiOperations['cosignPatientNote']>;
    params: ParametersIn<ApiOperations['cosignPatientNote'], 'path'>;
    query: ParametersIn<ApiOperations['cosignPatientNote'], 'query'>;
    response: ResponseData<ApiOperations['cosignPatientNote']>;
    scope: 'patients';
  };
  /** POST /patient_treatment_plan_extension_price — Create an extension price (the same record and rules as createSelfPayOption) */
  createExtensionPrice: {
    body: JsonBody<ApiOperations['createExtensionPrice']>;
    params: ParametersIn<ApiOperations['createExtensionPrice'], 'path'>;
    query: ParametersIn<ApiOperations['createExtensionPrice'], 'query'>;
    response: ResponseData<ApiOperations['createExtensionPrice']>;
    scope: never;
  };
  /** POST /maintenance — Create a notice; its start may not be in the past */
  createMaintenance: {
    body: JsonBody<ApiOperations['createMaintenance']>;
    params: ParametersIn<ApiOperations['createMaintenance'], 'path'>;
    query: ParametersIn<ApiOperations['createMaintenance'], 'query'>;
    response: ResponseData<ApiOperations['createMaintenance']>;
    scope: never;
  };
  /** GET /remote_monitor_log/create_room — Start Monitoring: open a room for the caller and answer the live tiles and the templates' colours */
  createMonitorRoom: {
    body: JsonBody<ApiOperations['createMonitorRoom']>;
    params: ParametersIn<ApiOperations['createMonitorRoom'], 'path'>;
    query: ParametersIn<ApiOperations['createMonitorRoom'], 'query'>;
    response: ResponseData<ApiOperations['createMonitorRoom']>;
    scope: 'patients';
  };
  /** POST /patient_note/by-session-id — Whether a note was written for each (patient, session) pair */
  createNotesBySessionId: {
    body: JsonBody<ApiOperations['createNotesBySessionId']>;
    params: ParametersIn<ApiOperations['createNotesBySessionId'], 'path'>;
    query: ParametersIn<ApiOperations['createNotesBySessionId'], 'query'>;
    response: ResponseData<ApiOperations['createNotesBySessionId']>;
    scope: 'patients';
  };
  /** POST /patient — Create a patient in the surgeon's practice */
  createPatient: {
    body: JsonBody<ApiOperations['createPatient']>;
    params: ParametersIn<ApiOperations['createPatient'], 'path'>;
    query: ParametersIn<ApiOperations['createPatient'], 'query'>;
    response: ResponseData<ApiOperations['createPatient']>;
    scope: never;
  };
  /** POST /patient_interaction — Record the caller's interaction with a patient who has a tile (1 request, 2 required) */
  createPatientInteraction: {
    body: JsonBody<ApiOperations['createPatientInteraction']>;
    params: ParametersIn<ApiOperations['createPatientInteraction'], 'path'>;
    query: ParametersIn<ApiOperations['createPatientInteraction'], 'query'>;
    response: ResponseData<ApiOperations['createPatientInteraction']>;
    scope: 'patients';
  };
  /** POST /patient_note — Write a note on a patient; with an address a CSN note is also e-mailed */
  createPatientNote: {
    body: JsonBody<ApiOperations['createPatientNote']>;
    params: ParametersIn<ApiOperations['createPatientNote'], 'path'>;
    query: ParametersIn<ApiOperations['createPatientNote'], 'query'>;
    response: ResponseData<ApiOperations['createPatientNote']>;
    scope: 'patients';
  };
  /** POST /patient_procedure — Save a patient's procedure (the active one) with its codes */
  createPatientProcedure: {
    body: JsonBody<ApiOperations['createPatientProcedure']>;
    params: ParametersIn<ApiOperations['createPatientProcedure'], 'path'>;
    query: ParametersIn<ApiOperations['createPatientProcedure'], 'query'>;
    response: ResponseData<ApiOperations['createPatientProcedure']>;
    scope: 'patients';
  };
  /** POST /patient_treatment_plan — A new plan for a patient, starting on treatment_start_date (today when absent), with its protocols and periods; saved active while another plan of its kind runs, that plan ends on the new plan's start day (it is then Complete), and only when replaces_plan_id names it (409 otherwise: a running plan is never replaced silently) */
  createPatientTreatmentPlan: {
    body: JsonBody<ApiOperations['createPatientTreatmentPlan']>;
    params: ParametersIn<ApiOperations['createPatientTreatmentPlan'], 'path'>;
    query: ParametersIn<ApiOperations['createPatientTreatmentPlan'], 'query'>;
    response: ResponseData<ApiOperations['createPatientTreatmentPlan']>;
    scope: 'patients';
  };
  /** POST /practice — Create a practice with its address and office phone */
  createPractice: {
    body: JsonBody<ApiOperations['createPractice']>;
    params: ParametersIn<ApiOperations['createPractice'], 'path'>;
    query: ParametersIn<ApiOperations['createPractice'], 'query'>;
    response: ResponseData<ApiOperations['createPractice']>;
    scope: never;
  };
  /** POST /practice_team_member/create_profile_picture — Store a member's profile picture (multipart id and profile_picture, PNG or JPEG under 1 MB) */
  createProfilePicture: {
    body: MultipartFields<'id' | 'profile_picture'>;
    params: ParametersIn<ApiOperations['createProfilePicture'], 'path'>;
    query: ParametersIn<ApiOperations['createProfilePicture'], 'query'>;
    response: ResponseData<ApiOperations['createProfilePicture']>;
    scope: 'teamMembers';
  };
  /** POST /bug_report — File a bug report ticket */
  createReportBug: {
    body: JsonBody<ApiOperations['createReportBug']>;
    params: ParametersIn<ApiOperations['createReportBug'], 'path'>;
    query: ParametersIn<ApiOperations['createReportBug'], 'query'>;
    response: ResponseData<ApiOperations['createReportBug']>;
    scope: never;
  };
  /** POST /rtm_templates — Create a template (last in the library) */
  createRtmTemplate: {
    body: JsonBody<ApiOperations['createRtmTemplate']>;
    params: ParametersIn<ApiOperations['createRtmTemplate'], 'path'>;
    query: ParametersIn<ApiOperations['createRtmTemplate'], 'query'>;
    response: ResponseData<ApiOperations['createRtmTemplate']>;
    scope: never;
  };
  /** POST /rtm_templates_version/create — Create a version of a template, copying the prompts of its latest version */
  createRtmTemplateVersion: {
    body: JsonBody<ApiOperations['createRtmTemplateVersion']>;
    params: ParametersIn<ApiOperations['createRtmTemplateVersion'], 'path'>;
    query: ParametersIn<ApiOperations['createRtmTemplateVersion'], 'query'>;
    response: ResponseData<ApiOperations['createRtmTemplateVersion']>;
    scope: never;
  };
  /** POST /self_pay_option — Create a self-pay option (daily_price in cents) */
  createSelfPayOption: {
    body: JsonBody<ApiOperations['createSelfPayOption']>;
    params: ParametersIn<ApiOperations['createSelfPayOption'], 'path'>;
    query: ParametersIn<ApiOperations['createSelfPayOption'], 'query'>;
    response: ResponseData<ApiOperations['createSelfPayOption']>;
    scope: never;
  };
  /** POST /study_group — Add a study group (it cannot be edited afterwards) */
  createStudyGroup: {
    body: JsonBody<ApiOperations['createStudyGroup']>;
    params: ParametersIn<ApiOperations['createStudyGroup'], 'path'>;
    query: ParametersIn<ApiOperations['createStudyGroup'], 'query'>;
    response: ResponseData<ApiOperations['createStudyGroup']>;
    scope: never;
  };
  /** POST /practice_team_member — Create a team member and the member's user account */
  createTeamMember: {
    body: JsonBody<ApiOperations['createTeamMember']>;
    params: ParametersIn<ApiOperations['createTeamMember'], 'path'>;
    query: ParametersIn<ApiOperations['createTeamMember'], 'query'>;
    response: ResponseData<ApiOperations['createTeamMember']>;
    scope: 'teamMembers';
  };
  /** POST /practice_team_member_treatment_plan — A new template of a team member (the caller's own unless practice_team_member_id names one the caller may see); the team member's first template becomes its default */
  createTreatmentPlanTemplate: {
    body: JsonBody<ApiOperations['createTreatmentPlanTemplate']>;
    params: ParametersIn<ApiOperations['createTreatmentPlanTemplate'], 'path'>;
    query: ParametersIn<ApiOperations['createTreatmentPlanTemplate'], 'query'>;
    response: ResponseData<ApiOperations['createTreatmentPlanTemplate']>;
    scope: 'teamMembers';
  };
  /** POST /user — Create a user with a role the caller may assign */
  createUser: {
    body: JsonBody<ApiOperations['createUser']>;
    params: ParametersIn<ApiOperations['createUser'], 'path'>;
    query: ParametersIn<ApiOperations['createUser'], 'query'>;
    response: ResponseData<ApiOperations['createUser']>;
    scope: 'users';
  };
  /** GET /create_composition/{id} — Request Recording: ask for the audio of ended video room {id} (status enqueued) */
  createVideoComposition: {
    body: JsonBody<ApiOperations['createVideoComposition']>;
    params: ParametersIn<ApiOperations['createVideoComposition'], 'path'>;
    query: ParametersIn<ApiOperations['createVideoComposition'], 'query'>;
    response: ResponseData<ApiOperations['createVideoComposition']>;
    scope: 'patients';
  };
  /** GET /admin/dashboard_filters — The periods the dashboard statistics can be read for */
  dashboardFilters: {
    body: JsonBody<ApiOperations['dashboardFilters']>;
    params: ParametersIn<ApiOperations['dashboardFilters'], 'path'>;
    query: ParametersIn<ApiOperations['dashboardFilters'], 'query'>;
    response: ResponseData<ApiOperations['dashboardFilters']>;
    scope: never;
  };
  /** GET /admin/dashboard_graphs — The dashboard graphs (daily series of the last 30 days) */
  dashboardGraphs: {
    body: JsonBody<ApiOperations['dashboardGraphs']>;
    params: ParametersIn<ApiOperations['dashboardGraphs'], 'path'>;
    query: ParametersIn<ApiOperations['dashboardGraphs'], 'query'>;
    response: ResponseData<ApiOperations['dashboardGraphs']>;
    scope: 'reports';
  };
  /** GET /admin/dashboard_stats/{id} — The dashboard statistics for one filter (period) of dashboard_filters */
  dashboardStats: {
    body: JsonBody<ApiOperations['dashboardStats']>;
    params: ParametersIn<ApiOperations['dashboardStats'], 'path'>;
    query: ParametersIn<ApiOperations['dashboardStats'], 'query'>;
    response: ResponseData<ApiOperations['dashboardStats']>;
    scope: 'reports';
  };
  /** DELETE /patient_treatment_plan_extension_price/{id} — Delete an extension price */
  deleteExtensionPrice: {
    body: JsonBody<ApiOperations['deleteExtensionPrice']>;
    params: ParametersIn<ApiOperations['deleteExtensionPrice'], 'path'>;
    query: ParametersIn<ApiOperations['deleteExtensionPrice'], 'query'>;
    response: ResponseData<ApiOperations['deleteExtensionPrice']>;
    scope: never;
  };
  /** DELETE /license/{id} — Delete a licence and its document */
  deleteLicense: {
    body: JsonBody<ApiOperations['deleteLicense']>;
    params: ParametersIn<ApiOperations['deleteLicense'], 'path'>;
    query: ParametersIn<ApiOperations['deleteLicense'], 'query'>;
    response: ResponseData<ApiOperations['deleteLicense']>;
    scope: never;
  };
  /** DELETE /maintenance/{id} — Delete a notice */
  deleteMaintenance: {
    body: JsonBody<ApiOperations['deleteMaintenance']>;
    params: ParametersIn<ApiOperations['deleteMaintenance'], 'path'>;
    query: ParametersIn<ApiOperations['deleteMaintenance'], 'query'>;
    response: ResponseData<ApiOperations['deleteMaintenance']>;
    scope: never;
  };
  /** DELETE /patient_note/{id} — Delete a note (its creator only, while it is not locked) */
  deletePatientNote: {
    body: JsonBody<ApiOperations['deletePatientNote']>;
    params: ParametersIn<ApiOperations['deletePatientNote'], 'path'>;
    query: ParametersIn<ApiOperations['deletePatientNote'], 'query'>;
    response: ResponseData<ApiOperations['deletePatientNote']>;
    scope: 'patients';
  };
  /** DELETE /patient_survey/{id} — Delete a survey that is not answered yet (an answered one is read-only) */
  deletePatientSurvey: {
    body: JsonBody<ApiOperations['deletePatientSurvey']>;
    params: ParametersIn<ApiOperations['deletePatientSurvey'], 'path'>;
    query: ParametersIn<ApiOperations['deletePatientSurvey'], 'query'>;
    response: ResponseData<ApiOperations['deletePatientSurvey']>;
    scope: 'patients';
  };
  /** POST /practice_team_member/delete_profile_picture/{id} — Remove a member's profile picture */
  deleteProfilePicture: {
    body: JsonBody<ApiOperations['deleteProfilePicture']>;
    params: ParametersIn<ApiOperations['deleteProfilePicture'], 'path'>;
    query: ParametersIn<ApiOperations['deleteProfilePicture'], 'query'>;
    response: ResponseData<ApiOperations['deleteProfilePicture']>;
    scope: 'teamMembers';
  };
  /** DELETE /self_pay_option/{id} — Delete a self-pay option */
  deleteSelfPayOption: {
    body: JsonBody<ApiOperations['deleteSelfPayOption']>;
    params: ParametersIn<ApiOperations['deleteSelfPayOption'], 'path'>;
    query: ParametersIn<ApiOperations['deleteSelfPayOption'], 'query'>;
    response: ResponseData<ApiOperations['deleteSelfPayOption']>;
    scope: never;
  };
  /** DELETE /study_group/{id} — Delete a study group (super admin only) */
  deleteStudyGroup: {
    body: JsonBody<ApiOperations['deleteStudyGroup']>;
    params: ParametersIn<ApiOperations['deleteStudyGroup'], 'path'>;
    query: ParametersIn<ApiOperations['deleteStudyGroup'], 'query'>;
    response: ResponseData<ApiOperations['deleteStudyGroup']>;
    scope: never;
  };
  /** POST /delete_user_guide/{id} — Delete a user guide and its file */
  deleteUserGuide: {
    body: JsonBody<ApiOperations['deleteUserGuide']>;
    params: ParametersIn<ApiOperations['deleteUserGuide'], 'path'>;
    query: ParametersIn<ApiOperations['deleteUserGuide'], 'query'>;
    response: ResponseData<ApiOperations['deleteUserGuide']>;
    scope: never;
  };
  /** POST /user/email_login_link — E-mail a one-time sign-in link, which replaces any earlier one */
  emailLoginLink: {
    body: JsonBody<ApiOperations['emailLoginLink']>;
    params: ParametersIn<ApiOperations['emailLoginLink'], 'path'>;
    query: ParametersIn<ApiOperations['emailLoginLink'], 'query'>;
    response: ResponseData<ApiOperations['emailLoginLink']>;
    scope: never;
  };
  /** POST /end_room — Close the caller's room (refused while a patient whose call the caller connected needs a note) */
  endMonitorRoom: {
    body: JsonBody<ApiOperations['endMonitorRoom']>;
    params: ParametersIn<ApiOperations['endMonitorRoom'], 'path'>;
    query: ParametersIn<ApiOperations['endMonitorRoom'], 'query'>;
    response: ResponseData<ApiOperations['endMonitorRoom']>;
    scope: never;
  };
  /** POST /patient_treatment_plan/end_treatment_plan/{id} — End an active pre-operative plan (super users); it cannot be undone */
  endTreatmentPlan: {
    body: JsonBody<ApiOperations['endTreatmentPlan']>;
    params: ParametersIn<ApiOperations['endTreatmentPlan'], 'path'>;
    query: ParametersIn<ApiOperations['endTreatmentPlan'], 'query'>;
    response: ResponseData<ApiOperations['endTreatmentPlan']>;
    scope: 'treatmentPlans';
  };
  /** DELETE /twilio_room/end/{id} — Hang up: end video room {id} (its caller only; an ended room is answered as it is) */
  endVideoRoom: {
    body: JsonBody<ApiOperations['endVideoRoom']>;
    params: ParametersIn<ApiOperations['endVideoRoom'], 'path'>;
    query: ParametersIn<ApiOperations['endVideoRoom'], 'query'>;
    response: ResponseData<ApiOperations['endVideoRoom']>;
    scope: 'patients';
  };
  /** POST /rtm_templates_version/export_active_assignations — The active assignments as CSV (rtm_template_assignments.csv) */
  exportActiveAssignations: {
    body: JsonBody<ApiOperations['exportActiveAssignations']>;
    params: ParametersIn<ApiOperations['exportActiveAssignations'], 'path'>;
    query: ParametersIn<ApiOperations['exportActiveAssignations'], 'query'>;
    response: ResponseData<ApiOperations['exportActiveAssignations']>;
    scope: 'templateAssignments';
  };
  /** POST /rtm_patient_viewing_logs/finish — Finish one of the caller's own viewing logs (finishing it twice keeps the first time) */
  finishPatientViewingLog: {
    body: JsonBody<ApiOperations['finishPatientViewingLog']>;
    params: ParametersIn<ApiOperations['finishPatientViewingLog'], 'path'>;
    query: ParametersIn<ApiOperations['finishPatientViewingLog'], 'query'>;
    response: ResponseData<ApiOperations['finishPatientViewingLog']>;
    scope: never;
  };
  /** POST /forgot_password — E-mail a password reset link, which replaces any earlier one (the answer is the same whether or not the user exists) */
  forgotPassword: {
    body: JsonBody<ApiOperations['forgotPassword']>;
    params: ParametersIn<ApiOperations['forgotPassword'], 'path'>;
    query: ParametersIn<ApiOperations['forgotPassword'], 'query'>;
    response: ResponseData<ApiOperations['forgotPassword']>;
    scope: never;
  };
  /** POST /remote_monitor_log/fake_patients — Generate Fake Patients (super admin): the 100 fake patients' simulated tablets join through the patient-app gateway while the caller's monitoring room is open (409 without one); a press while they run starts nothing more */
  generateFakeRtmPatients: {
    body: JsonBody<ApiOperations['generateFakeRtmPatients']>;
    params: ParametersIn<ApiOperations['generateFakeRtmPatients'], 'path'>;
    query: ParametersIn<ApiOperations['generateFakeRtmPatients'], 'query'>;
    response: ResponseData<ApiOperations['generateFakeRtmPatients']>;
    scope: 'patients';
  };
  /** GET /generate_password — A random password that satisfies the password policy */
  generatePassword: {
    body: JsonBody<ApiOperations['generatePassword']>;
    params: ParametersIn<ApiOperations['generatePassword'], 'path'>;
    query: ParametersIn<ApiOperations['generatePassword'], 'query'>;
    response: ResponseData<ApiOperations['generatePassword']>;
    scope: never;
  };
  /** GET /patient_treatment_plan/active/{patientId} — The patient's active plan (the latest active one whose status is Active), or null */
  getActiveTreatmentPlanForPatient: {
    body: JsonBody<ApiOperations['getActiveTreatmentPlanForPatient']>;
    params: ParametersIn<ApiOperations['getActiveTreatmentPlanForPatient'], 'path'>;
    query: ParametersIn<ApiOperations['getActiveTreatmentPlanForPatient'], 'query'>;
    response: ResponseData<ApiOperations['getActiveTreatmentPlanForPatient']>;
    scope: 'patients';
  };
  /** GET /admin_config — Every configuration entry, by key */
  getAdminConfig: {
    body: JsonBody<ApiOperations['getAdminConfig']>;
    params: ParametersIn<ApiOperations['getAdminConfig'], 'path'>;
    query: ParametersIn<ApiOperations['getAdminConfig'], 'query'>;
    response: ResponseData<ApiOperations['getAdminConfig']>;
    scope: never;
  };
  /** GET /all_patient_sessions/{id} — Every session of a patient, newest first, with the fields of section 3 "Session" */
  getAllPatientSessions: {
    body: JsonBody<ApiOperations['getAllPatientSessions']>;
    params: ParametersIn<ApiOperations['getAllPatientSessions'], 'path'>;
    query: ParametersIn<ApiOperations['getAllPatientSessions'], 'query'>;
    response: ResponseData<ApiOperations['getAllPatientSessions']>;
    scope: 'patients';
  };
  /** GET /patient_treatment_plan/patient/{patientId} — Every plan of the patient, ordered by name, with protocols, periods and status */
  getAllPatientTreatmentPlans: {
    body: JsonBody<ApiOperations['getAllPatientTreatmentPlans']>;
    params: ParametersIn<ApiOperations['getAllPatientTreatmentPlans'], 'path'>;
    query: ParametersIn<ApiOperations['getAllPatientTreatmentPlans'], 'query'>;
    response: ResponseData<ApiOperations['getAllPatientTreatmentPlans']>;
    scope: 'patients';
  };
  /** GET /fcm_notification/{id} — A sent notification and the patient app's reaction (null until it replies; 1 accepted, 2 declined, other failed) */
  getAppNotification: {
    body: JsonBody<ApiOperations['getAppNotification']>;
    params: ParametersIn<ApiOperations['getAppNotification'], 'path'>;
    query: ParametersIn<ApiOperations['getAppNotification'], 'query'>;
    response: ResponseData<ApiOperations['getAppNotification']>;
    scope: 'patients';
  };
  /** GET /auto_assign_config — The auto-assignment choice of every template (the RTM Configuration modal) */
  getAutoAssignConfig: {
    body: JsonBody<ApiOperations['getAutoAssignConfig']>;
    params: ParametersIn<ApiOperations['getAutoAssignConfig'], 'path'>;
    query: ParametersIn<ApiOperations['getAutoAssignConfig'], 'query'>;
    response: ResponseData<ApiOperations['getAutoAssignConfig']>;
    scope: never;
  };
  /** GET /bp-data/{id} — The blood pressure readings of one session */
  getBloodPressureData: {
    body: JsonBody<ApiOperations['getBloodPressureData']>;
    params: ParametersIn<ApiOperations['getBloodPressureData'], 'path'>;
    query: ParametersIn<ApiOperations['getBloodPressureData'], 'query'>;
    response: ResponseData<ApiOperations['getBloodPressureData']>;
    scope: 'patients';
  };
  /** GET /rtm_templates_version/bulk_assign_job_status — The status of a bulk assignment job (the caller's latest without job_id) */
  getBulkAssignJobStatus: {
    body: JsonBody<ApiOperations['getBulkAssignJobStatus']>;
    params: ParametersIn<ApiOperations['getBulkAssignJobStatus'], 'path'>;
    query: ParametersIn<ApiOperations['getBulkAssignJobStatus'], 'query'>;
    response: ResponseData<ApiOperations['getBulkAssignJobStatus']>;
    scope: never;
  };
  /** POST /get_credential_url — The address a licence document is shown at */
  getCredentialUrl: {
    body: JsonBody<ApiOperations['getCredentialUrl']>;
    params: ParametersIn<ApiOperations['getCredentialUrl'], 'path'>;
    query: ParametersIn<ApiOperations['getCredentialUrl'], 'query'>;
    response: ResponseData<ApiOperations['getCredentialUrl']>;
    scope: never;
  };
  /** POST /get_current_user_guide — The address of the newest guide for a role (the caller's own, else 422; the super admin may name any) */
  getCurrentUserGuide: {
    body: JsonBody<ApiOperations['getCurrentUserGuide']>;
    params: ParametersIn<ApiOperations['getCurrentUserGuide'], 'path'>;
    query: ParametersIn<ApiOperations['getCurrentUserGuide'], 'query'>;
    response: ResponseData<ApiOperations['getCurrentUserGuide']>;
    scope: never;
  };
  /** GET /device/{deviceID} — One device with its sessions and the patients who used it */
  getDevice: {
    body: JsonBody<ApiOperations['getDevice']>;
    params: ParametersIn<ApiOperations['getDevice'], 'path'>;
    query: ParametersIn<ApiOperations['getDevice'], 'query'>;
    response: ResponseData<ApiOperations['getDevice']>;
    scope: never;
  };
  /** GET /ecg-data/{id} — The ECG strips of one session */
  getEcgData: {
    body: JsonBody<ApiOperations['getEcgData']>;
    params: ParametersIn<ApiOperations['getEcgData'], 'path'>;
    query: ParametersIn<ApiOperations['getEcgData'], 'query'>;
    response: ResponseData<ApiOperations['getEcgData']>;
    scope: 'patients';
  };
  /** GET /remote_monitor_log/status — Whether the caller may start monitoring (observer monitor type 1, super admin or monitoring assistant) and the room the caller has open */
  getMonitorRoomStatus: {
    body: JsonBody<ApiOperations['getMonitorRoomStatus']>;
    params: ParametersIn<ApiOperations['getMonitorRoomStatus'], 'path'>;
    query: ParametersIn<ApiOperations['getMonitorRoomStatus'], 'query'>;
    response: ResponseData<ApiOperations['getMonitorRoomStatus']>;
    scope: never;
  };
  /** GET /remote_monitor_log/room/{room_id}/tiles — The live tiles of the caller's open room, to reload after the real-time channel was down */
  getMonitorRoomTiles: {
    body: JsonBody<ApiOperations['getMonitorRoomTiles']>;
    params: ParametersIn<ApiOperations['getMonitorRoomTiles'], 'path'>;
    query: ParametersIn<ApiOperations['getMonitorRoomTiles'], 'query'>;
    response: ResponseData<ApiOperations['getMonitorRoomTiles']>;
    scope: 'patients';
  };
  /** GET /o2-data/{id} — The O2 readings of one session */
  getO2Data: {
    body: JsonBody<ApiOperations['getO2Data']>;
    params: ParametersIn<ApiOperations['getO2Data'], 'path'>;
    query: ParametersIn<ApiOperations['getO2Data'], 'query'>;
    response: ResponseData<ApiOperations['getO2Data']>;
    scope: 'patients';
  };
  /** GET /patient_app_login/{id} — Whether the patient's app is logged in on its PortableConnect, and what the Sync action may do */
  getPatientAppLogin: {
    body: JsonBody<ApiOperations['getPatientAppLogin']>;
    params: ParametersIn<ApiOperations['getPatientAppLogin'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientAppLogin'], 'query'>;
    response: ResponseData<ApiOperations['getPatientAppLogin']>;
    scope: 'patients';
  };
  /** GET /patient_app_versions/{id} — The settings of one patient app type (id is the type), or null when it has none */
  getPatientAppVersions: {
    body: JsonBody<ApiOperations['getPatientAppVersions']>;
    params: ParametersIn<ApiOperations['getPatientAppVersions'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientAppVersions'], 'query'>;
    response: ResponseData<ApiOperations['getPatientAppVersions']>;
    scope: never;
  };
  /** GET /patient/alt/{id} — One patient with address, phones, people, devices and procedure */
  getPatientDetail: {
    body: JsonBody<ApiOperations['getPatientDetail']>;
    params: ParametersIn<ApiOperations['getPatientDetail'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientDetail'], 'query'>;
    response: ResponseData<ApiOperations['getPatientDetail']>;
    scope: 'patients';
  };
  /** GET /rtm_patient/{id}/monitoring — The patient's remote monitoring state for the profile's monitoring panel */
  getPatientMonitoring: {
    body: JsonBody<ApiOperations['getPatientMonitoring']>;
    params: ParametersIn<ApiOperations['getPatientMonitoring'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientMonitoring'], 'query'>;
    response: ResponseData<ApiOperations['getPatientMonitoring']>;
    scope: 'patients';
  };
  /** GET /patient_note/alt/{id} — One note by its id */
  getPatientNoteAlt: {
    body: JsonBody<ApiOperations['getPatientNoteAlt']>;
    params: ParametersIn<ApiOperations['getPatientNoteAlt'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientNoteAlt'], 'query'>;
    response: ResponseData<ApiOperations['getPatientNoteAlt']>;
    scope: 'patients';
  };
  /** GET /patient/progress/{id} — The patient's current progress, as the patient list shows it */
  getPatientProgress: {
    body: JsonBody<ApiOperations['getPatientProgress']>;
    params: ParametersIn<ApiOperations['getPatientProgress'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientProgress'], 'query'>;
    response: ResponseData<ApiOperations['getPatientProgress']>;
    scope: 'patients';
  };
  /** GET /rtm_templates_prompt/patient/{id} — The prompts of the template version a patient is assigned to, with the assignment's id */
  getPatientPrompts: {
    body: JsonBody<ApiOperations['getPatientPrompts']>;
    params: ParametersIn<ApiOperations['getPatientPrompts'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientPrompts'], 'query'>;
    response: ResponseData<ApiOperations['getPatientPrompts']>;
    scope: 'patients';
  };
  /** GET /patient_status/{id} — One patient status of the server list */
  getPatientStatus: {
    body: JsonBody<ApiOperations['getPatientStatus']>;
    params: ParametersIn<ApiOperations['getPatientStatus'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientStatus'], 'query'>;
    response: ResponseData<ApiOperations['getPatientStatus']>;
    scope: never;
  };
  /** GET /rtm_templates_version/patient/{id} — A patient (by Patient ID), their active assignment and the versions that may be assigned */
  getPatientTemplateVersions: {
    body: JsonBody<ApiOperations['getPatientTemplateVersions']>;
    params: ParametersIn<ApiOperations['getPatientTemplateVersions'], 'path'>;
    query: ParametersIn<ApiOperations['getPatientTemplateVersions'], 'query'>;
    response: ResponseData<ApiOperations['getPatientTemplateVersions']>;
    scope: 'patients';
  };
  /** GET /pedal-radius-data/{id} — The pedal radius adjustments of one session */
  getPedalRadiusData: {
    body: JsonBody<ApiOperations['getPedalRadiusData']>;
    params: ParametersIn<ApiOperations['getPedalRadiusData'], 'path'>;
    query: ParametersIn<ApiOperations['getPedalRadiusData'], 'query'>;
    response: ResponseData<ApiOperations['getPedalRadiusData']>;
    scope: 'patients';
  };
  /** GET /practice/{id} — One practice with its addresses and phone numbers */
  getPractice: {
    body: JsonBody<ApiOperations['getPractice']>;
    params: ParametersIn<ApiOperations['getPractice'], 'path'>;
    query: ParametersIn<ApiOperations['getPractice'], 'query'>;
    response: ResponseData<ApiOperations['getPractice']>;
    scope: 'practices';
  };
  /** GET /patient_treatment_plan/recovery_report/{patientId}/{utcOffsetMinutes} — The patient's sessions by the user's calendar day, with every day of the treatment */
  getRecoveryReport: {
    body: JsonBody<ApiOperations['getRecoveryReport']>;
    params: ParametersIn<ApiOperations['getRecoveryReport'], 'path'>;
    query: ParametersIn<ApiOperations['getRecoveryReport'], 'query'>;
    response: ResponseData<ApiOperations['getRecoveryReport']>;
    scope: 'patients';
  };
  /** GET /patient_treatment_plan/recovery_report_for_treatment/{treatmentId}/{utcOffsetMinutes} — The recovery report of one treatment plan (only the sessions done under it) */
  getRecoveryReportsForTreatment: {
    body: JsonBody<ApiOperations['getRecoveryReportsForTreatment']>;
    params: ParametersIn<ApiOperations['getRecoveryReportsForTreatment'], 'path'>;
    query: ParametersIn<ApiOperations['getRecoveryReportsForTreatment'], 'query'>;
    response: ResponseData<ApiOperations['getRecoveryReportsForTreatment']>;
    scope: 'patients';
  };
  /** GET /rpe-data/{id} — The RPE (rate of perceived exertion) answers of one session */
  getRpeData: {
    body: JsonBody<ApiOperations['getRpeData']>;
    params: ParametersIn<ApiOperations['getRpeData'], 'path'>;
    query: ParametersIn<ApiOperations['getRpeData'], 'query'>;
    response: ResponseData<ApiOperations['getRpeData']>;
    scope: 'patients';
  };
  /** GET /rtm_templates/{id} — One template with its versions (the versions page's summary and table) */
  getRtmTemplate: {
    body: JsonBody<ApiOperations['getRtmTemplate']>;
    params: ParametersIn<ApiOperations['getRtmTemplate'], 'path'>;
    query: ParametersIn<ApiOperations['getRtmTemplate'], 'query'>;
    response: ResponseData<ApiOperations['getRtmTemplate']>;
    scope: never;
  };
  /** GET /rtm_templates_version/{id} — One unarchived version */
  getRtmTemplateVersion: {
    body: JsonBody<ApiOperations['getRtmTemplateVersion']>;
    params: ParametersIn<ApiOperations['getRtmTemplateVersion'], 'path'>;
    query: ParametersIn<ApiOperations['getRtmTemplateVersion'], 'query'>;
    response: ResponseData<ApiOperations['getRtmTemplateVersion']>;
    scope: never;
  };
  /** POST /self_pay_option/query — One page of self-pay options, by number of days */
  getSelfPayOptions: {
    body: JsonBody<ApiOperations['getSelfPayOptions']>;
    params: ParametersIn<ApiOperations['getSelfPayOptions'], 'path'>;
    query: ParametersIn<ApiOperations['getSelfPayOptions'], 'query'>;
    response: ResponseData<ApiOperations['getSelfPayOptions']>;
    scope: never;
  };
  /** GET /survey/{id} — One instrument with its questions and their answers */
  getSurvey: {
    body: JsonBody<ApiOperations['getSurvey']>;
    params: ParametersIn<ApiOperations['getSurvey'], 'path'>;
    query: ParametersIn<ApiOperations['getSurvey'], 'query'>;
    response: ResponseData<ApiOperations['getSurvey']>;
    scope: never;
  };
  /** GET /survey/omitted-questions/{id} — The questions a survey leaves out of its dialog */
  getSurveyOmittedQuestions: {
    body: JsonBody<ApiOperations['getSurveyOmittedQuestions']>;
    params: ParametersIn<ApiOperations['getSurveyOmittedQuestions'], 'path'>;
    query: ParametersIn<ApiOperations['getSurveyOmittedQuestions'], 'query'>;
    response: ResponseData<ApiOperations['getSurveyOmittedQuestions']>;
    scope: never;
  };
  /** POST /admin/tablet/get_device_info — What the device-management service reports about a tablet, found by IMEI or serial number */
  getTabletDeviceInfo: {
    body: JsonBody<ApiOperations['getTabletDeviceInfo']>;
    params: ParametersIn<ApiOperations['getTabletDeviceInfo'], 'path'>;
    query: ParametersIn<ApiOperations['getTabletDeviceInfo'], 'query'>;
    response: ResponseData<ApiOperations['getTabletDeviceInfo']>;
    scope: never;
  };
  /** GET /practice_team_member/{id} — One team member with phones, permissions and notifications */
  getTeamMember: {
    body: JsonBody<ApiOperations['getTeamMember']>;
    params: ParametersIn<ApiOperations['getTeamMember'], 'path'>;
    query: ParametersIn<ApiOperations['getTeamMember'], 'query'>;
    response: ResponseData<ApiOperations['getTeamMember']>;
    scope: 'teamMembers';
  };
  /** GET /rtm_templates_prompt/version/{id} — The prompts of one template version */
  getTemplateVersionPrompts: {
    body: JsonBody<ApiOperations['getTemplateVersionPrompts']>;
    params: ParametersIn<ApiOperations['getTemplateVersionPrompts'], 'path'>;
    query: ParametersIn<ApiOperations['getTemplateVersionPrompts'], 'query'>;
    response: ResponseData<ApiOperations['getTemplateVersionPrompts']>;
    scope: never;
  };
  /** GET /remote_monitor_log/completed_today — The patients who completed a session today (the caller's time zone, UTC when absent) */
  getTodayCompletedPatients: {
    body: JsonBody<ApiOperations['getTodayCompletedPatients']>;
    params: ParametersIn<ApiOperations['getTodayCompletedPatients'], 'path'>;
    query: ParametersIn<ApiOperations['getTodayCompletedPatients'], 'query'>;
    response: ResponseData<ApiOperations['getTodayCompletedPatients']>;
    scope: 'patients';
  };
  /** GET /patient_treatment_plan/{id} — One plan with its protocols and periods */
  getTreatmentPlan: {
    body: JsonBody<ApiOperations['getTreatmentPlan']>;
    params: ParametersIn<ApiOperations['getTreatmentPlan'], 'path'>;
    query: ParametersIn<ApiOperations['getTreatmentPlan'], 'query'>;
    response: ResponseData<ApiOperations['getTreatmentPlan']>;
    scope: 'treatmentPlans';
  };
  /** GET /practice_team_member_treatment_plan/{id} — One template with its protocols and periods */
  getTreatmentPlanTemplate: {
    body: JsonBody<ApiOperations['getTreatmentPlanTemplate']>;
    params: ParametersIn<ApiOperations['getTreatmentPlanTemplate'], 'path'>;
    query: ParametersIn<ApiOperations['getTreatmentPlanTemplate'], 'query'>;
    response: ResponseData<ApiOperations['getTreatmentPlanTemplate']>;
    scope: 'treatmentPlanTemplates';
  };
  /** GET /user/{id} — One user the caller may see */
  getUser: {
    body: JsonBody<ApiOperations['getUser']>;
    params: ParametersIn<ApiOperations['getUser'], 'path'>;
    query: ParametersIn<ApiOperations['getUser'], 'query'>;
    response: ResponseData<ApiOperations['getUser']>;
    scope: 'users';
  };
  /** GET /get_content/{id} — Download Recording: a short-lived address of video room {id}'s audio.mp3 (redirect_to) */
  getVideoCompositionContent: {
    body: JsonBody<ApiOperations['getVideoCompositionContent']>;
    params: ParametersIn<ApiOperations['getVideoCompositionContent'], 'path'>;
    query: ParametersIn<ApiOperations['getVideoCompositionContent'], 'query'>;
    response: ResponseData<ApiOperations['getVideoCompositionContent']>;
    scope: 'patients';
  };
  /** GET /composition_status/{id} — The status of video room {id}'s recording (enqueued or completed) */
  getVideoCompositionStatus: {
    body: JsonBody<ApiOperations['getVideoCompositionStatus']>;
    params: ParametersIn<ApiOperations['getVideoCompositionStatus'], 'path'>;
    query: ParametersIn<ApiOperations['getVideoCompositionStatus'], 'query'>;
    response: ResponseData<ApiOperations['getVideoCompositionStatus']>;
    scope: 'patients';
  };
  /** GET /twilio_room/{id} — Video room {id} */
  getVideoRoom: {
    body: JsonBody<ApiOperations['getVideoRoom']>;
    params: ParametersIn<ApiOperations['getVideoRoom'], 'path'>;
    query: ParametersIn<ApiOperations['getVideoRoom'], 'query'>;
    response: ResponseData<ApiOperations['getVideoRoom']>;
    scope: 'patients';
  };
  /** GET /twilio_room/info/{id} — Who is in patient {id}'s open video room (caller_user_id) and a fresh token when it is the caller's own (refreshToken) */
  grabTwilioRoomInfo: {
    body: JsonBody<ApiOperations['grabTwilioRoomInfo']>;
    params: ParametersIn<ApiOperations['grabTwilioRoomInfo'], 'path'>;
    query: ParametersIn<ApiOperations['grabTwilioRoomInfo'], 'query'>;
    response: ResponseData<ApiOperations['grabTwilioRoomInfo']>;
    scope: 'patients';
  };
  /** POST /practice_team_member_permission — Grant one or more permissions to a team member */
  grantTeamMemberPermissions: {
    body: JsonBody<ApiOperations['grantTeamMemberPermissions']>;
    params: ParametersIn<ApiOperations['grantTeamMemberPermissions'], 'path'>;
    query: ParametersIn<ApiOperations['grantTeamMemberPermissions'], 'query'>;
    response: ResponseData<ApiOperations['grantTeamMemberPermissions']>;
    scope: 'teamMembers';
  };
  /** GET /admin/tablet/install/{id} — Installs the latest patient application on the tablet */
  installTabletApplication: {
    body: JsonBody<ApiOperations['installTabletApplication']>;
    params: ParametersIn<ApiOperations['installTabletApplication'], 'path'>;
    query: ParametersIn<ApiOperations['installTabletApplication'], 'query'>;
    response: ResponseData<ApiOperations['installTabletApplication']>;
    scope: never;
  };
  /** POST /bug_report/list — The tickets the embedded feedback service holds, newest first (the demo's store) */
  listBugReports: {
    body: JsonBody<ApiOperations['listBugReports']>;
    params: ParametersIn<ApiOperations['listBugReports'], 'path'>;
    query: ParametersIn<ApiOperations['listBugReports'], 'query'>;
    response: ResponseData<ApiOperations['listBugReports']>;
    scope: never;
  };
  /** GET /rtm_templates_version/completed_patients — The paged assignments a patient has completed */
  listCompletedTemplatePatients: {
    body: JsonBody<ApiOperations['listCompletedTemplatePatients']>;
    params: ParametersIn<ApiOperations['listCompletedTemplatePatients'], 'path'>;
    query: ParametersIn<ApiOperations['listCompletedTemplatePatients'], 'query'>;
    response: ResponseData<ApiOperations['listCompletedTemplatePatients']>;
    scope: 'templateAssignments';
  };
  /** POST /device_session/list — One page of a patient's device sessions, optionally on one date */
  listDeviceSessions: {
    body: JsonBody<ApiOperations['listDeviceSessions']>;
    params: ParametersIn<ApiOperations['listDeviceSessions'], 'path'>;
    query: ParametersIn<ApiOperations['listDeviceSessions'], 'query'>;
    response: ResponseData<ApiOperations['listDeviceSessions']>;
    scope: never;
  };
  /** POST /device/list — One page of devices, by type, variant, status and assignment */
  listDevices: {
    body: JsonBody<ApiOperations['listDevices']>;
    params: ParametersIn<ApiOperations['listDevices'], 'path'>;
    query: ParametersIn<ApiOperations['listDevices'], 'query'>;
    response: ResponseData<ApiOperations['listDevices']>;
    scope: never;
  };
  /** POST /practice/dme — Equipment suppliers (DME practices, practice type 1) */
  listDmes: {
    body: JsonBody<ApiOperations['listDmes']>;
    params: ParametersIn<ApiOperations['listDmes'], 'path'>;
    query: ParametersIn<ApiOperations['listDmes'], 'query'>;
    response: ResponseData<ApiOperations['listDmes']>;
    scope: never;
  };
  /** GET /patient_treatment_plan_extension_price — Every extension price (Cadence reads this related resource as the self-pay options themselves) */
  listExtensionPrices: {
    body: JsonBody<ApiOperations['listExtensionPrices']>;
    params: ParametersIn<ApiOperations['listExtensionPrices'], 'path'>;
    query: ParametersIn<ApiOperations['listExtensionPrices'], 'query'>;
    response: ResponseData<ApiOperations['listExtensionPrices']>;
    scope: never;
  };
  /** GET /maintenance/list — Every maintenance notice, the latest start first */
  listMaintenance: {
    body: JsonBody<ApiOperations['listMaintenance']>;
    params: ParametersIn<ApiOperations['listMaintenance'], 'path'>;
    query: ParametersIn<ApiOperations['listMaintenance'], 'query'>;
    response: ResponseData<ApiOperations['listMaintenance']>;
    scope: never;
  };
  /** GET /monitoring_therapist/list — The monitoring therapists (id, username, monitor_type_id 1 RTM or 2 RPM) */
  listMonitoringTherapists: {
    body: JsonBody<ApiOperations['listMonitoringTherapists']>;
    params: ParametersIn<ApiOperations['listMonitoringTherapists'], 'path'>;
    query: ParametersIn<ApiOperations['listMonitoringTherapists'], 'query'>;
    response: ResponseData<ApiOperations['listMonitoringTherapists']>;
    scope: never;
  };
  /** POST /patient/monitoring_specialists — The patient monitoring specialists a patient may be given (users of role 14) */
  listPatientMonitoringSpecialists: {
    body: JsonBody<ApiOperations['listPatientMonitoringSpecialists']>;
    params: ParametersIn<ApiOperations['listPatientMonitoringSpecialists'], 'path'>;
    query: ParametersIn<ApiOperations['listPatientMonitoringSpecialists'], 'query'>;
    response: ResponseData<ApiOperations['listPatientMonitoringSpecialists']>;
    scope: never;
  };
  /** GET /patient_note/list/{id} — The notes of patient {id}, newest first */
  listPatientNotes: {
    body: JsonBody<ApiOperations['listPatientNotes']>;
    params: ParametersIn<ApiOperations['listPatientNotes'], 'path'>;
    query: ParametersIn<ApiOperations['listPatientNotes'], 'query'>;
    response: ResponseData<ApiOperations['listPatientNotes']>;
    scope: 'patients';
  };
  /** POST /procedure_codes/patient_codes — The codes of a patient's active procedure, by type */
  listPatientProcedureCodes: {
    body: JsonBody<ApiOperations['listPatientProcedureCodes']>;
    params: ParametersIn<ApiOperations['listPatientProcedureCodes'], 'path'>;
    query: ParametersIn<ApiOperations['listPatientProcedureCodes'], 'query'>;
    response: ResponseData<ApiOperations['listPatientProcedureCodes']>;
    scope: 'patients';
  };
  /** GET /patient_survey/list/{patient_id}/{survey_id} — A patient's surveys of one instrument, with the treatment's first and last day */
  listPatientSurveys: {
    body: JsonBody<ApiOperations['listPatientSurveys']>;
    params: ParametersIn<ApiOperations['listPatientSurveys'], 'path'>;
    query: ParametersIn<ApiOperations['listPatientSurveys'], 'query'>;
    response: ResponseData<ApiOperations['listPatientSurveys']>;
    scope: 'patients';
  };
  /** GET /twilio_room/patient/{id} — The video-room records of patient {id}, newest first (the call recordings list) */
  listPatientVideoRooms: {
    body: JsonBody<ApiOperations['listPatientVideoRooms']>;
    params: ParametersIn<ApiOperations['listPatientVideoRooms'], 'path'>;
    query: ParametersIn<ApiOperations['listPatientVideoRooms'], 'query'>;
    response: ResponseData<ApiOperations['listPatientVideoRooms']>;
    scope: 'patients';
  };
  /** POST /patient/list — One page of the patient list */
  listPatients: {
    body: JsonBody<ApiOperations['listPatients']>;
    params: ParametersIn<ApiOperations['listPatients'], 'path'>;
    query: ParametersIn<ApiOperations['listPatients'], 'query'>;
    response: ResponseData<ApiOperations['listPatients']>;
    scope: 'patients';
  };
  /** POST /practice/list — One page of the practice list */
  listPractices: {
    body: JsonBody<ApiOperations['listPractices']>;
    params: ParametersIn<ApiOperations['listPractices'], 'path'>;
    query: ParametersIn<ApiOperations['listPractices'], 'query'>;
    response: ResponseData<ApiOperations['listPractices']>;
    scope: 'practices';
  };
  /** GET /rtm_templates_version/list — Every unarchived version of the library's templates */
  listRtmTemplateVersions: {
    body: JsonBody<ApiOperations['listRtmTemplateVersions']>;
    params: ParametersIn<ApiOperations['listRtmTemplateVersions'], 'path'>;
    query: ParametersIn<ApiOperations['listRtmTemplateVersions'], 'query'>;
    response: ResponseData<ApiOperations['listRtmTemplateVersions']>;
    scope: never;
  };
  /** GET /rtm_templates/list — The template library, by order */
  listRtmTemplates: {
    body: JsonBody<ApiOperations['listRtmTemplates']>;
    params: ParametersIn<ApiOperations['listRtmTemplates'], 'path'>;
    query: ParametersIn<ApiOperations['listRtmTemplates'], 'query'>;
    response: ResponseData<ApiOperations['listRtmTemplates']>;
    scope: never;
  };
  /** GET /list_specialists_with_licenses — The monitoring therapists with their licences (monitor_licenses), and whether the caller may save */
  listSpecialistsWithLicenses: {
    body: JsonBody<ApiOperations['listSpecialistsWithLicenses']>;
    params: ParametersIn<ApiOperations['listSpecialistsWithLicenses'], 'path'>;
    query: ParametersIn<ApiOperations['listSpecialistsWithLicenses'], 'query'>;
    response: ResponseData<ApiOperations['listSpecialistsWithLicenses']>;
    scope: never;
  };
  /** POST /practice_team_member/surgeons — Surgeons (team members with the surgeon role) */
  listSurgeons: {
    body: JsonBody<ApiOperations['listSurgeons']>;
    params: ParametersIn<ApiOperations['listSurgeons'], 'path'>;
    query: ParametersIn<ApiOperations['listSurgeons'], 'query'>;
    response: ResponseData<ApiOperations['listSurgeons']>;
    scope: 'teamMembers';
  };
  /** GET /practice_team_member_notification/all/{id} — The notification subscriptions of a team member (id is the member's) */
  listTeamMemberNotifications: {
    body: JsonBody<ApiOperations['listTeamMemberNotifications']>;
    params: ParametersIn<ApiOperations['listTeamMemberNotifications'], 'path'>;
    query: ParametersIn<ApiOperations['listTeamMemberNotifications'], 'query'>;
    response: ResponseData<ApiOperations['listTeamMemberNotifications']>;
    scope: 'teamMembers';
  };
  /** GET /practice_team_member_permission/all/{id} — The permission grants of a team member (id is the member's) */
  listTeamMemberPermissions: {
    body: JsonBody<ApiOperations['listTeamMemberPermissions']>;
    params: ParametersIn<ApiOperations['listTeamMemberPermissions'], 'path'>;
    query: ParametersIn<ApiOperations['listTeamMemberPermissions'], 'query'>;
    response: ResponseData<ApiOperations['listTeamMemberPermissions']>;
    scope: 'teamMembers';
  };
  /** POST /practice_team_member/list — One page of the team of a practice (by last name unless asked otherwise) */
  listTeamMembers: {
    body: JsonBody<ApiOperations['listTeamMembers']>;
    params: ParametersIn<ApiOperations['listTeamMembers'], 'path'>;
    query: ParametersIn<ApiOperations['listTeamMembers'], 'query'>;
    response: ResponseData<ApiOperations['listTeamMembers']>;
    scope: 'teamMembers';
  };
  /** POST /practice_team_member/role_options — The roles the caller may give a new member of their practice (or of the practice a super user names) */
  listTeamRoleOptions: {
    body: JsonBody<ApiOperations['listTeamRoleOptions']>;
    params: ParametersIn<ApiOperations['listTeamRoleOptions'], 'path'>;
    query: ParametersIn<ApiOperations['listTeamRoleOptions'], 'query'>;
    response: ResponseData<ApiOperations['listTeamRoleOptions']>;
    scope: never;
  };
  /** GET /rtm_templates_version/patient — The paged active assignments, searchable by Patient ID or patient name */
  listTemplateAssignments: {
    body: JsonBody<ApiOperations['listTemplateAssignments']>;
    params: ParametersIn<ApiOperations['listTemplateAssignments'], 'path'>;
    query: ParametersIn<ApiOperations['listTemplateAssignments'], 'query'>;
    response: ResponseData<ApiOperations['listTemplateAssignments']>;
    scope: 'templateAssignments';
  };
  /** POST /practice_team_member/therapists — Physical therapists (team members with the physical therapist role) */
  listTherapists: {
    body: JsonBody<ApiOperations['listTherapists']>;
    params: ParametersIn<ApiOperations['listTherapists'], 'path'>;
    query: ParametersIn<ApiOperations['listTherapists'], 'query'>;
    response: ResponseData<ApiOperations['listTherapists']>;
    scope: 'teamMembers';
  };
  /** POST /practice_team_member_treatment_plan/list — The templates the caller may see, by practice and team member, ordered by name unless order_by says otherwise */
  listTreatmentPlanTemplates: {
    body: JsonBody<ApiOperations['listTreatmentPlanTemplates']>;
    params: ParametersIn<ApiOperations['listTreatmentPlanTemplates'], 'path'>;
    query: ParametersIn<ApiOperations['listTreatmentPlanTemplates'], 'query'>;
    response: ResponseData<ApiOperations['listTreatmentPlanTemplates']>;
    scope: 'treatmentPlanTemplates';
  };
  /** GET /patient_note/uncosigned_notes/{id} — The patients with assistants' notes waiting for the cosign of specialist {id} (the caller) */
  listUncosignedNotes: {
    body: JsonBody<ApiOperations['listUncosignedNotes']>;
    params: ParametersIn<ApiOperations['listUncosignedNotes'], 'path'>;
    query: ParametersIn<ApiOperations['listUncosignedNotes'], 'query'>;
    response: ResponseData<ApiOperations['listUncosignedNotes']>;
    scope: 'patients';
  };
  /** GET /user_permission/all/{id} — The permissions a user holds in their own right */
  listUserPermissions: {
    body: JsonBody<ApiOperations['listUserPermissions']>;
    params: ParametersIn<ApiOperations['listUserPermissions'], 'path'>;
    query: ParametersIn<ApiOperations['listUserPermissions'], 'query'>;
    response: ResponseData<ApiOperations['listUserPermissions']>;
    scope: 'users';
  };
  /** POST /user/list — One page of the users the caller may see, ordered by username unless asked otherwise */
  listUsers: {
    body: JsonBody<ApiOperations['listUsers']>;
    params: ParametersIn<ApiOperations['listUsers'], 'path'>;
    query: ParametersIn<ApiOperations['listUsers'], 'query'>;
    response: ResponseData<ApiOperations['listUsers']>;
    scope: 'users';
  };
  /** GET /rtm_templates_version/{id}/list — The unarchived versions of one template */
  listVersionsOfRtmTemplate: {
    body: JsonBody<ApiOperations['listVersionsOfRtmTemplate']>;
    params: ParametersIn<ApiOperations['listVersionsOfRtmTemplate'], 'path'>;
    query: ParametersIn<ApiOperations['listVersionsOfRtmTemplate'], 'query'>;
    response: ResponseData<ApiOperations['listVersionsOfRtmTemplate']>;
    scope: never;
  };
  /** POST /twilio_room/list — The open video rooms of the patients the caller sees (the active-room list, getActiveTwilioRoomList) */
  listVideoRooms: {
    body: JsonBody<ApiOperations['listVideoRooms']>;
    params: ParametersIn<ApiOperations['listVideoRooms'], 'path'>;
    query: ParametersIn<ApiOperations['listVideoRooms'], 'query'>;
    response: ResponseData<ApiOperations['listVideoRooms']>;
    scope: 'patients';
  };
  /** POST /practice_team_member_treatment_plan/skinny_load — The plan editor's dropdown: the active templates of the patient's practice's team members (the patient's surgeon's and therapist's first), each with its protocols and periods */
  loadTreatmentPlanTemplateOptions: {
    body: JsonBody<ApiOperations['loadTreatmentPlanTemplateOptions']>;
    params: ParametersIn<ApiOperations['loadTreatmentPlanTemplateOptions'], 'path'>;
    query: ParametersIn<ApiOperations['loadTreatmentPlanTemplateOptions'], 'query'>;
    response: ResponseData<ApiOperations['loadTreatmentPlanTemplateOptions']>;
    scope: 'patients';
  };
  /** POST /admin/tablet/lock/{id} — Locks the tablet down, showing the message on it (a message is required) */
  lockTablet: {
    body: JsonBody<ApiOperations['lockTablet']>;
    params: ParametersIn<ApiOperations['lockTablet'], 'path'>;
    query: ParametersIn<ApiOperations['lockTablet'], 'query'>;
    response: ResponseData<ApiOperations['lockTablet']>;
    scope: never;
  };
  /** POST /login — Sign in with a username and password (or a one-time login link token) */
  login: {
    body: JsonBody<ApiOperations['login']>;
    params: ParametersIn<ApiOperations['login'], 'path'>;
    query: ParametersIn<ApiOperations['login'], 'query'>;
    response: ResponseData<ApiOperations['login']>;
    scope: never;
  };
  /** POST /login/okta — Sign in with a token from the single sign-on identity provider (each token once) */
  loginOkta: {
    body: JsonBody<ApiOperations['loginOkta']>;
    params: ParametersIn<ApiOperations['loginOkta'], 'path'>;
    query: ParametersIn<ApiOperations['loginOkta'], 'query'>;
    response: ResponseData<ApiOperations['loginOkta']>;
    scope: never;
  };
  /** POST /logout — End the session (every token of it is revoked, the one refreshed away in its last 30 seconds too) */
  logout: {
    body: JsonBody<ApiOperations['logout']>;
    params: ParametersIn<ApiOperations['logout'], 'path'>;
    query: ParametersIn<ApiOperations['logout'], 'query'>;
    response: ResponseData<ApiOperations['logout']>;
    scope: never;
  };
  /** POST /device_lookup — A device of one type by its serial number ('Could not find AccuAngle' and the like when none) */
  lookupDevice: {
    body: JsonBody<ApiOperations['lookupDevice']>;
    params: ParametersIn<ApiOperations['lookupDevice'], 'path'>;
    query: ParametersIn<ApiOperations['lookupDevice'], 'query'>;
    response: ResponseData<ApiOperations['lookupDevice']>;
    scope: never;
  };
  /** POST /rtm_patient/{id}/educated — Patient Educated, and the caller becomes the patient's monitoring specialist */
  markRtmPatientEducated: {
    body: JsonBody<ApiOperations['markRtmPatientEducated']>;
    params: ParametersIn<ApiOperations['markRtmPatientEducated'], 'path'>;
    query: ParametersIn<ApiOperations['markRtmPatientEducated'], 'query'>;
    response: ResponseData<ApiOperations['markRtmPatientEducated']>;
    scope: 'patients';
  };
  /** GET /admin/tablet/pin/{id} — Pins the kiosk application on the tablet */
  pinTabletKiosk: {
    body: JsonBody<ApiOperations['pinTabletKiosk']>;
    params: ParametersIn<ApiOperations['pinTabletKiosk'], 'path'>;
    query: ParametersIn<ApiOperations['pinTabletKiosk'], 'query'>;
    response: ResponseData<ApiOperations['pinTabletKiosk']>;
    scope: never;
  };
  /** POST /google/place_details — The address parts of a suggestion */
  placeDetails: {
    body: JsonBody<ApiOperations['placeDetails']>;
    params: ParametersIn<ApiOperations['placeDetails'], 'path'>;
    query: ParametersIn<ApiOperations['placeDetails'], 'query'>;
    response: ResponseData<ApiOperations['placeDetails']>;
    scope: never;
  };
  /** GET /portal_info — Whether the middleware runs in demo mode, and its version */
  portalInfo: {
    body: JsonBody<ApiOperations['portalInfo']>;
    params: ParametersIn<ApiOperations['portalInfo'], 'path'>;
    query: ParametersIn<ApiOperations['portalInfo'], 'query'>;
    response: ResponseData<ApiOperations['portalInfo']>;
    scope: never;
  };
  /** POST /push_notification — Send a remote login (remoteLogin) or remote logout (remoteCancelLogin) to a patient's app */
  pushAppNotification: {
    body: JsonBody<ApiOperations['pushAppNotification']>;
    params: ParametersIn<ApiOperations['pushAppNotification'], 'path'>;
    query: ParametersIn<ApiOperations['pushAppNotification'], 'query'>;
    response: ResponseData<ApiOperations['pushAppNotification']>;
    scope: 'patients';
  };
  /** POST /audit_log/query — One page of audit log entries of a period, newest first */
  queryAuditLog: {
    body: JsonBody<ApiOperations['queryAuditLog']>;
    params: ParametersIn<ApiOperations['queryAuditLog'], 'path'>;
    query: ParametersIn<ApiOperations['queryAuditLog'], 'query'>;
    response: ResponseData<ApiOperations['queryAuditLog']>;
    scope: never;
  };
  /** POST /firmware/query — The firmware versions (not archived when search.archived is 0), active first, then by version number with the dots removed, highest first */
  queryFirmware: {
    body: JsonBody<ApiOperations['queryFirmware']>;
    params: ParametersIn<ApiOperations['queryFirmware'], 'path'>;
    query: ParametersIn<ApiOperations['queryFirmware'], 'query'>;
    response: ResponseData<ApiOperations['queryFirmware']>;
    scope: never;
  };
  /** POST /firmware_type/{id}/devices — The devices of a firmware type with their firmware version and status ('Updated' or 'Needs update') */
  queryFirmwareDevices: {
    body: JsonBody<ApiOperations['queryFirmwareDevices']>;
    params: ParametersIn<ApiOperations['queryFirmwareDevices'], 'path'>;
    query: ParametersIn<ApiOperations['queryFirmwareDevices'], 'query'>;
    response: ResponseData<ApiOperations['queryFirmwareDevices']>;
    scope: never;
  };
  /** POST /firmware_type/alt/query — Every firmware type with its updated and needs-update device counts */
  queryFirmwareTypes: {
    body: JsonBody<ApiOperations['queryFirmwareTypes']>;
    params: ParametersIn<ApiOperations['queryFirmwareTypes'], 'path'>;
    query: ParametersIn<ApiOperations['queryFirmwareTypes'], 'query'>;
    response: ResponseData<ApiOperations['queryFirmwareTypes']>;
    scope: never;
  };
  /** POST /general_form/query — General forms */
  queryGeneralForms: {
    body: JsonBody<ApiOperations['queryGeneralForms']>;
    params: ParametersIn<ApiOperations['queryGeneralForms'], 'path'>;
    query: ParametersIn<ApiOperations['queryGeneralForms'], 'query'>;
    response: ResponseData<ApiOperations['queryGeneralForms']>;
    scope: never;
  };
  /** POST /notification/query — Notification types */
  queryNotifications: {
    body: JsonBody<ApiOperations['queryNotifications']>;
    params: ParametersIn<ApiOperations['queryNotifications'], 'path'>;
    query: ParametersIn<ApiOperations['queryNotifications'], 'query'>;
    response: ResponseData<ApiOperations['queryNotifications']>;
    scope: never;
  };
  /** POST /patient_app_type/query — Patient app types (Ortho 1, Cardiac 2) */
  queryPatientAppTypes: {
    body: JsonBody<ApiOperations['queryPatientAppTypes']>;
    params: ParametersIn<ApiOperations['queryPatientAppTypes'], 'path'>;
    query: ParametersIn<ApiOperations['queryPatientAppTypes'], 'query'>;
    response: ResponseData<ApiOperations['queryPatientAppTypes']>;
    scope: never;
  };
  /** POST /patient_status_type/query — Patient statuses (Active has search value 2) */
  queryPatientStatusTypes: {
    body: JsonBody<ApiOperations['queryPatientStatusTypes']>;
    params: ParametersIn<ApiOperations['queryPatientStatusTypes'], 'path'>;
    query: ParametersIn<ApiOperations['queryPatientStatusTypes'], 'query'>;
    response: ResponseData<ApiOperations['queryPatientStatusTypes']>;
    scope: never;
  };
  /** POST /patient_study_group_status/query — Patient study group statuses */
  queryPatientStudyGroupStatuses: {
    body: JsonBody<ApiOperations['queryPatientStudyGroupStatuses']>;
    params: ParametersIn<ApiOperations['queryPatientStudyGroupStatuses'], 'path'>;
    query: ParametersIn<ApiOperations['queryPatientStudyGroupStatuses'], 'query'>;
    response: ResponseData<ApiOperations['queryPatientStudyGroupStatuses']>;
    scope: never;
  };
  /** POST /patient_treatment_plan/query — The plans the caller may see that match `search`, ordered by name unless order_by says otherwise */
  queryPatientTreatmentPlans: {
    body: JsonBody<ApiOperations['queryPatientTreatmentPlans']>;
    params: ParametersIn<ApiOperations['queryPatientTreatmentPlans'], 'path'>;
    query: ParametersIn<ApiOperations['queryPatientTreatmentPlans'], 'query'>;
    response: ResponseData<ApiOperations['queryPatientTreatmentPlans']>;
    scope: 'treatmentPlans';
  };
  /** POST /period_direction/query — Period directions */
  queryPeriodDirections: {
    body: JsonBody<ApiOperations['queryPeriodDirections']>;
    params: ParametersIn<ApiOperations['queryPeriodDirections'], 'path'>;
    query: ParametersIn<ApiOperations['queryPeriodDirections'], 'query'>;
    response: ResponseData<ApiOperations['queryPeriodDirections']>;
    scope: never;
  };
  /** POST /period_type/query — Period types */
  queryPeriodTypes: {
    body: JsonBody<ApiOperations['queryPeriodTypes']>;
    params: ParametersIn<ApiOperations['queryPeriodTypes'], 'path'>;
    query: ParametersIn<ApiOperations['queryPeriodTypes'], 'query'>;
    response: ResponseData<ApiOperations['queryPeriodTypes']>;
    scope: never;
  };
  /** POST /permission/query — Permission types */
  queryPermissions: {
    body: JsonBody<ApiOperations['queryPermissions']>;
    params: ParametersIn<ApiOperations['queryPermissions'], 'path'>;
    query: ParametersIn<ApiOperations['queryPermissions'], 'query'>;
    response: ResponseData<ApiOperations['queryPermissions']>;
    scope: never;
  };
  /** POST /practice_type/query — Practice types (Equipment Supplier 1, Physical Therapy 2, Surgeon 3) */
  queryPracticeTypes: {
    body: JsonBody<ApiOperations['queryPracticeTypes']>;
    params: ParametersIn<ApiOperations['queryPracticeTypes'], 'path'>;
    query: ParametersIn<ApiOperations['queryPracticeTypes'], 'query'>;
    response: ResponseData<ApiOperations['queryPracticeTypes']>;
    scope: never;
  };
  /** POST /procedure_leg_type/query — Procedure legs (Left 1, Right 2, Both 3) */
  queryProcedureLegTypes: {
    body: JsonBody<ApiOperations['queryProcedureLegTypes']>;
    params: ParametersIn<ApiOperations['queryProcedureLegTypes'], 'path'>;
    query: ParametersIn<ApiOperations['queryProcedureLegTypes'], 'query'>;
    response: ResponseData<ApiOperations['queryProcedureLegTypes']>;
    scope: never;
  };
  /** POST /procedure_type/query — Procedure types (Ortho 1, Cardiac 2) */
  queryProcedureTypes: {
    body: JsonBody<ApiOperations['queryProcedureTypes']>;
    params: ParametersIn<ApiOperations['queryProcedureTypes'], 'path'>;
    query: ParametersIn<ApiOperations['queryProcedureTypes'], 'query'>;
    response: ResponseData<ApiOperations['queryProcedureTypes']>;
    scope: never;
  };
  /** POST /study_group/query — Study groups */
  queryStudyGroups: {
    body: JsonBody<ApiOperations['queryStudyGroups']>;
    params: ParametersIn<ApiOperations['queryStudyGroups'], 'path'>;
    query: ParametersIn<ApiOperations['queryStudyGroups'], 'query'>;
    response: ResponseData<ApiOperations['queryStudyGroups']>;
    scope: never;
  };
  /** POST /practice_team_member/query — Team members of a practice matching a search, unpaged (at most `limit`) */
  queryTeamMembers: {
    body: JsonBody<ApiOperations['queryTeamMembers']>;
    params: ParametersIn<ApiOperations['queryTeamMembers'], 'path'>;
    query: ParametersIn<ApiOperations['queryTeamMembers'], 'query'>;
    response: ResponseData<ApiOperations['queryTeamMembers']>;
    scope: 'teamMembers';
  };
  /** POST /query_user_guide — The user guides (at most `limit`, 200 by default), newest first, with their roles */
  queryUserGuides: {
    body: JsonBody<ApiOperations['queryUserGuides']>;
    params: ParametersIn<ApiOperations['queryUserGuides'], 'path'>;
    query: ParametersIn<ApiOperations['queryUserGuides'], 'query'>;
    response: ResponseData<ApiOperations['queryUserGuides']>;
    scope: never;
  };
  /** POST /user_role/query — User roles */
  queryUserRoles: {
    body: JsonBody<ApiOperations['queryUserRoles']>;
    params: ParametersIn<ApiOperations['queryUserRoles'], 'path'>;
    query: ParametersIn<ApiOperations['queryUserRoles'], 'query'>;
    response: ResponseData<ApiOperations['queryUserRoles']>;
    scope: never;
  };
  /** PUT /rtm_templates_version/reassign — Replace a patient's active assignment with another template version */
  reassignTemplateVersion: {
    body: JsonBody<ApiOperations['reassignTemplateVersion']>;
    params: ParametersIn<ApiOperations['reassignTemplateVersion'], 'path'>;
    query: ParametersIn<ApiOperations['reassignTemplateVersion'], 'query'>;
    response: ResponseData<ApiOperations['reassignTemplateVersion']>;
    scope: 'templateAssignments';
  };
  /** GET /admin/tablet/reboot/{id} — Reboots the tablet */
  rebootTablet: {
    body: JsonBody<ApiOperations['rebootTablet']>;
    params: ParametersIn<ApiOperations['rebootTablet'], 'path'>;
    query: ParametersIn<ApiOperations['rebootTablet'], 'query'>;
    response: ResponseData<ApiOperations['rebootTablet']>;
    scope: never;
  };
  /** POST /rtm_live_patient/{id}/call_connected — A call with patient {id} connected (ANSWERED, one more call, call established, a note required) */
  recordRtmCallConnected: {
    body: JsonBody<ApiOperations['recordRtmCallConnected']>;
    params: ParametersIn<ApiOperations['recordRtmCallConnected'], 'path'>;
    query: ParametersIn<ApiOperations['recordRtmCallConnected'], 'query'>;
    response: ResponseData<ApiOperations['recordRtmCallConnected']>;
    scope: 'patients';
  };
  /** POST /rtm_live_patient/{id}/note_saved — A note on patient {id} was saved; its note is no longer required (a COMPLETE tile then leaves) */
  recordRtmNoteSaved: {
    body: JsonBody<ApiOperations['recordRtmNoteSaved']>;
    params: ParametersIn<ApiOperations['recordRtmNoteSaved'], 'path'>;
    query: ParametersIn<ApiOperations['recordRtmNoteSaved'], 'query'>;
    response: ResponseData<ApiOperations['recordRtmNoteSaved']>;
    scope: 'patients';
  };
  /** POST /refresh — Issue a new access token; the one presented answers 30 more seconds (calls already sent with it), then ends, and cannot refresh again */
  refreshToken: {
    body: JsonBody<ApiOperations['refreshToken']>;
    params: ParametersIn<ApiOperations['refreshToken'], 'path'>;
    query: ParametersIn<ApiOperations['refreshToken'], 'query'>;
    response: ResponseData<ApiOperations['refreshToken']>;
    scope: never;
  };
  /** POST /fcmtoken — Register the caller's push token */
  registerFcmToken: {
    body: JsonBody<ApiOperations['registerFcmToken']>;
    params: ParametersIn<ApiOperations['registerFcmToken'], 'path'>;
    query: ParametersIn<ApiOperations['registerFcmToken'], 'query'>;
    response: ResponseData<ApiOperations['registerFcmToken']>;
    scope: never;
  };
  /** GET /remove_patient_from_room/{id} — Clear patient {id}'s tile from every dashboard */
  removePatientFromRoom: {
    body: JsonBody<ApiOperations['removePatientFromRoom']>;
    params: ParametersIn<ApiOperations['removePatientFromRoom'], 'path'>;
    query: ParametersIn<ApiOperations['removePatientFromRoom'], 'query'>;
    response: ResponseData<ApiOperations['removePatientFromRoom']>;
    scope: 'patients';
  };
  /** POST /rtm_patient/{id}/remove_consent — Remove the patient's RTM consent, then complete the session (the tile leaves) */
  removeRtmConsent: {
    body: JsonBody<ApiOperations['removeRtmConsent']>;
    params: ParametersIn<ApiOperations['removeRtmConsent'], 'path'>;
    query: ParametersIn<ApiOperations['removeRtmConsent'], 'query'>;
    response: ResponseData<ApiOperations['removeRtmConsent']>;
    scope: 'patients';
  };
  /** DELETE /rtm_templates_version/remove/{id} — End an active assignment */
  removeTemplateAssignment: {
    body: JsonBody<ApiOperations['removeTemplateAssignment']>;
    params: ParametersIn<ApiOperations['removeTemplateAssignment'], 'path'>;
    query: ParametersIn<ApiOperations['removeTemplateAssignment'], 'query'>;
    response: ResponseData<ApiOperations['removeTemplateAssignment']>;
    scope: 'templateAssignments';
  };
  /** PUT /rtm_templates/reorder — Set the order of every template of the library */
  reorderRtmTemplates: {
    body: JsonBody<ApiOperations['reorderRtmTemplates']>;
    params: ParametersIn<ApiOperations['reorderRtmTemplates'], 'path'>;
    query: ParametersIn<ApiOperations['reorderRtmTemplates'], 'query'>;
    response: ResponseData<ApiOperations['reorderRtmTemplates']>;
    scope: never;
  };
  /** POST /two_factor_auth/resend_otp_code — E-mail a new two-factor code */
  resendOtpCode: {
    body: JsonBody<ApiOperations['resendOtpCode']>;
    params: ParametersIn<ApiOperations['resendOtpCode'], 'path'>;
    query: ParametersIn<ApiOperations['resendOtpCode'], 'query'>;
    response: ResponseData<ApiOperations['resendOtpCode']>;
    scope: never;
  };
  /** POST /reset_password — Set a new password with a reset code */
  resetPassword: {
    body: JsonBody<ApiOperations['resetPassword']>;
    params: ParametersIn<ApiOperations['resetPassword'], 'path'>;
    query: ParametersIn<ApiOperations['resetPassword'], 'query'>;
    response: ResponseData<ApiOperations['resetPassword']>;
    scope: never;
  };
  /** POST /patient_treatment_plan/revert_to_preop/{id} — Revert the patient of a post-operative plan that is not pending to its pre-operative plan (super users): the post-operative plans' sessions are deleted, those plans deactivated and the pre-operative plan reactivated, in one transaction */
  revertPatientToPreOp: {
    body: JsonBody<ApiOperations['revertPatientToPreOp']>;
    params: ParametersIn<ApiOperations['revertPatientToPreOp'], 'path'>;
    query: ParametersIn<ApiOperations['revertPatientToPreOp'], 'query'>;
    response: ResponseData<ApiOperations['revertPatientToPreOp']>;
    scope: 'treatmentPlans';
  };
  /** DELETE /practice_team_member_permission/{id} — Revoke one grant (id is practice_team_member_permission_id); the last administrator's is refused */
  revokeTeamMemberPermission: {
    body: JsonBody<ApiOperations['revokeTeamMemberPermission']>;
    params: ParametersIn<ApiOperations['revokeTeamMemberPermission'], 'path'>;
    query: ParametersIn<ApiOperations['revokeTeamMemberPermission'], 'query'>;
    response: ResponseData<ApiOperations['revokeTeamMemberPermission']>;
    scope: 'teamMembers';
  };
  /** POST /admin/reports — One page of a report (or the whole report as CSV) for a filter tree */
  runReport: {
    body: JsonBody<ApiOperations['runReport']>;
    params: ParametersIn<ApiOperations['runReport'], 'path'>;
    query: ParametersIn<ApiOperations['runReport'], 'query'>;
    response: ResponseData<ApiOperations['runReport']>;
    scope: 'reports';
  };
  /** POST /license — Save the licence of a therapist for a state (one per state; a second save replaces it) */
  saveLicense: {
    body: MultipartFields<
      'certification_number' | 'effective_date' | 'expiration_date' | 'file' | 'state' | 'user_id'
    >;
    params: ParametersIn<ApiOperations['saveLicense'], 'path'>;
    query: ParametersIn<ApiOperations['saveLicense'], 'query'>;
    response: ResponseData<ApiOperations['saveLicense']>;
    scope: never;
  };
  /** POST /patient_app_versions — Create or replace the settings of one patient app type */
  savePatientAppVersions: {
    body: JsonBody<ApiOperations['savePatientAppVersions']>;
    params: ParametersIn<ApiOperations['savePatientAppVersions'], 'path'>;
    query: ParametersIn<ApiOperations['savePatientAppVersions'], 'query'>;
    response: ResponseData<ApiOperations['savePatientAppVersions']>;
    scope: never;
  };
  /** POST /user_permission — Replace a Service Account's own permissions (super admin only) */
  saveUserPermissions: {
    body: JsonBody<ApiOperations['saveUserPermissions']>;
    params: ParametersIn<ApiOperations['saveUserPermissions'], 'path'>;
    query: ParametersIn<ApiOperations['saveUserPermissions'], 'query'>;
    response: ResponseData<ApiOperations['saveUserPermissions']>;
    scope: 'users';
  };
  /** POST /patient_survey — Schedule a survey for a patient on a day that is not past */
  schedulePatientSurvey: {
    body: JsonBody<ApiOperations['schedulePatientSurvey']>;
    params: ParametersIn<ApiOperations['schedulePatientSurvey'], 'path'>;
    query: ParametersIn<ApiOperations['schedulePatientSurvey'], 'query'>;
    response: ResponseData<ApiOperations['schedulePatientSurvey']>;
    scope: 'patients';
  };
  /** POST /search — One page of the patients, practices or team members matching a search option */
  searchAssets: {
    body: JsonBody<ApiOperations['searchAssets']>;
    params: ParametersIn<ApiOperations['searchAssets'], 'path'>;
    query: ParametersIn<ApiOperations['searchAssets'], 'query'>;
    response: ResponseData<ApiOperations['searchAssets']>;
    scope: 'patients' | 'teamMembers' | 'practices';
  };
  /** POST /npi/search — Search the NPI registry by number, person name or organisation name */
  searchNpi: {
    body: JsonBody<ApiOperations['searchNpi']>;
    params: ParametersIn<ApiOperations['searchNpi'], 'path'>;
    query: ParametersIn<ApiOperations['searchNpi'], 'query'>;
    response: ResponseData<ApiOperations['searchNpi']>;
    scope: never;
  };
  /** POST /procedure_codes/search — Procedure codes of one type whose code or description contains the search term */
  searchProcedureCodes: {
    body: JsonBody<ApiOperations['searchProcedureCodes']>;
    params: ParametersIn<ApiOperations['searchProcedureCodes'], 'path'>;
    query: ParametersIn<ApiOperations['searchProcedureCodes'], 'query'>;
    response: ResponseData<ApiOperations['searchProcedureCodes']>;
    scope: never;
  };
  /** POST /twilio_room/{id}/device_settings — Send device settings to the app of the patient of video room {id} (its caller only) */
  sendCallDeviceSettings: {
    body: JsonBody<ApiOperations['sendCallDeviceSettings']>;
    params: ParametersIn<ApiOperations['sendCallDeviceSettings'], 'path'>;
    query: ParametersIn<ApiOperations['sendCallDeviceSettings'], 'query'>;
    response: ResponseData<ApiOperations['sendCallDeviceSettings']>;
    scope: 'patients';
  };
  /** POST /twilio_room/{id}/screen_click — Tap the screen of the app of the patient of video room {id} at xPercentage × yPercentage (its caller only) */
  sendCallScreenClick: {
    body: JsonBody<ApiOperations['sendCallScreenClick']>;
    params: ParametersIn<ApiOperations['sendCallScreenClick'], 'path'>;
    query: ParametersIn<ApiOperations['sendCallScreenClick'], 'query'>;
    response: ResponseData<ApiOperations['sendCallScreenClick']>;
    scope: 'patients';
  };
  /** PATCH /patient/{id}/lock — Update a patient (here only its lock; staff with edit rights on the patient) */
  setPatientLock: {
    body: JsonBody<ApiOperations['setPatientLock']>;
    params: ParametersIn<ApiOperations['setPatientLock'], 'path'>;
    query: ParametersIn<ApiOperations['setPatientLock'], 'query'>;
    response: ResponseData<ApiOperations['setPatientLock']>;
    scope: 'patients';
  };
  /** GET /admin/tablet/brightness/{id} — Sets the tablet's screen brightness (0 to 100) */
  setTabletBrightness: {
    body: JsonBody<ApiOperations['setTabletBrightness']>;
    params: ParametersIn<ApiOperations['setTabletBrightness'], 'path'>;
    query: ParametersIn<ApiOperations['setTabletBrightness'], 'query'>;
    response: ResponseData<ApiOperations['setTabletBrightness']>;
    scope: never;
  };
  /** POST /admin/tablet/volume/{id} — Sets the volume of every audio stream of the tablet (0 to 100, step 1) */
  setTabletVolume: {
    body: JsonBody<ApiOperations['setTabletVolume']>;
    params: ParametersIn<ApiOperations['setTabletVolume'], 'path'>;
    query: ParametersIn<ApiOperations['setTabletVolume'], 'query'>;
    response: ResponseData<ApiOperations['setTabletVolume']>;
    scope: never;
  };
  /** POST /practice_team_member/skinny_load — The light load of a practice's team (id, name, role), e.g. for a clinical staff member */
  skinnyLoadTeamMembers: {
    body: JsonBody<ApiOperations['skinnyLoadTeamMembers']>;
    params: ParametersIn<ApiOperations['skinnyLoadTeamMembers'], 'path'>;
    query: ParametersIn<ApiOperations['skinnyLoadTeamMembers'], 'query'>;
    response: ResponseData<ApiOperations['skinnyLoadTeamMembers']>;
    scope: 'teamMembers';
  };
  /** POST /practice_team_member/spoof — Act as a team member of a practice, or (practice_id null) stop acting */
  spoofTeamMember: {
    body: JsonBody<ApiOperations['spoofTeamMember']>;
    params: ParametersIn<ApiOperations['spoofTeamMember'], 'path'>;
    query: ParametersIn<ApiOperations['spoofTeamMember'], 'query'>;
    response: ResponseData<ApiOperations['spoofTeamMember']>;
    scope: never;
  };
  /** POST /rtm_patient_viewing_logs/start — A monitoring user starts viewing a patient; any log of theirs still open is finished */
  startPatientViewingLog: {
    body: JsonBody<ApiOperations['startPatientViewingLog']>;
    params: ParametersIn<ApiOperations['startPatientViewingLog'], 'path'>;
    query: ParametersIn<ApiOperations['startPatientViewingLog'], 'query'>;
    response: ResponseData<ApiOperations['startPatientViewingLog']>;
    scope: 'patients';
  };
  /** POST /twilio_room/start — Start (or rejoin) the caller's video room with patient {patient_id} and answer a token for it */
  startVideoRoom: {
    body: JsonBody<ApiOperations['startVideoRoom']>;
    params: ParametersIn<ApiOperations['startVideoRoom'], 'path'>;
    query: ParametersIn<ApiOperations['startVideoRoom'], 'query'>;
    response: ResponseData<ApiOperations['startVideoRoom']>;
    scope: 'patients';
  };
  /** POST /rtm_templates_prompt/version/{id} — Store Prompts of the prompt editor, the version's whole prompt flow */
  storeTemplateVersionPrompts: {
    body: JsonBody<ApiOperations['storeTemplateVersionPrompts']>;
    params: ParametersIn<ApiOperations['storeTemplateVersionPrompts'], 'path'>;
    query: ParametersIn<ApiOperations['storeTemplateVersionPrompts'], 'query'>;
    response: ResponseData<ApiOperations['storeTemplateVersionPrompts']>;
    scope: never;
  };
  /** POST /rtm_templates_prompt/patient_version/{id} — Store one answered prompt flow of a patient's assignment */
  submitPatientPromptResponses: {
    body: JsonBody<ApiOperations['submitPatientPromptResponses']>;
    params: ParametersIn<ApiOperations['submitPatientPromptResponses'], 'path'>;
    query: ParametersIn<ApiOperations['submitPatientPromptResponses'], 'query'>;
    response: ResponseData<ApiOperations['submitPatientPromptResponses']>;
    scope: 'patients';
  };
  /** POST /patient_survey/patient_response — Answer a scheduled survey (every shown question, once, not before its day) */
  submitPatientSurveyResponse: {
    body: JsonBody<ApiOperations['submitPatientSurveyResponse']>;
    params: ParametersIn<ApiOperations['submitPatientSurveyResponse'], 'path'>;
    query: ParametersIn<ApiOperations['submitPatientSurveyResponse'], 'query'>;
    response: ResponseData<ApiOperations['submitPatientSurveyResponse']>;
    scope: 'patients';
  };
  /** POST /practice_team_member_notification — Subscribe a team member to notification types */
  subscribeTeamMemberNotifications: {
    body: JsonBody<ApiOperations['subscribeTeamMemberNotifications']>;
    params: ParametersIn<ApiOperations['subscribeTeamMemberNotifications'], 'path'>;
    query: ParametersIn<ApiOperations['subscribeTeamMemberNotifications'], 'query'>;
    response: ResponseData<ApiOperations['subscribeTeamMemberNotifications']>;
    scope: 'teamMembers';
  };
  /** POST /google/place_autocomplete — Address suggestions for what the user has typed */
  suggestAddresses: {
    body: JsonBody<ApiOperations['suggestAddresses']>;
    params: ParametersIn<ApiOperations['suggestAddresses'], 'path'>;
    query: ParametersIn<ApiOperations['suggestAddresses'], 'query'>;
    response: ResponseData<ApiOperations['suggestAddresses']>;
    scope: never;
  };
  /** POST /device/summary — The three device products with their counts with patients and in stock */
  summarizeDevices: {
    body: JsonBody<ApiOperations['summarizeDevices']>;
    params: ParametersIn<ApiOperations['summarizeDevices'], 'path'>;
    query: ParametersIn<ApiOperations['summarizeDevices'], 'query'>;
    response: ResponseData<ApiOperations['summarizeDevices']>;
    scope: never;
  };
  /** GET /admin/tablet/unlock/{id} — Lifts the tablet's lockdown */
  unlockTablet: {
    body: JsonBody<ApiOperations['unlockTablet']>;
    params: ParametersIn<ApiOperations['unlockTablet'], 'path'>;
    query: ParametersIn<ApiOperations['unlockTablet'], 'query'>;
    response: ResponseData<ApiOperations['unlockTablet']>;
    scope: never;
  };
  /** DELETE /practice_team_member_notification/{id} — Remove one subscription (id is practice_team_member_notification_id) */
  unsubscribeTeamMemberNotification: {
    body: JsonBody<ApiOperations['unsubscribeTeamMemberNotification']>;
    params: ParametersIn<ApiOperations['unsubscribeTeamMemberNotification'], 'path'>;
    query: ParametersIn<ApiOperations['unsubscribeTeamMemberNotification'], 'query'>;
    response: ResponseData<ApiOperations['unsubscribeTeamMemberNotification']>;
    scope: 'teamMembers';
  };
  /** POST /admin_config — Save the whole list of entries; answers the list as stored */
  updateAdminConfig: {
    body: JsonBody<ApiOperations['updateAdminConfig']>;
    params: ParametersIn<ApiOperations['updateAdminConfig'], 'path'>;
    query: ParametersIn<ApiOperations['updateAdminConfig'], 'query'>;
    response: ResponseData<ApiOperations['updateAdminConfig']>;
    scope: never;
  };
  /** PUT /auto_assign_config — Save the auto-assignment choices (a map of name to version id or null) */
  updateAutoAssignConfig: {
    body: JsonBody<ApiOperations['updateAutoAssignConfig']>;
    params: ParametersIn<ApiOperations['updateAutoAssignConfig'], 'path'>;
    query: ParametersIn<ApiOperations['updateAutoAssignConfig'], 'query'>;
    response: ResponseData<ApiOperations['updateAutoAssignConfig']>;
    scope: never;
  };
  /** PUT /patient_treatment_plan_extension_price/{id} — Update an extension price (the same record and rules as updateSelfPayOption) */
  updateExtensionPrice: {
    body: JsonBody<ApiOperations['updateExtensionPrice']>;
    params: ParametersIn<ApiOperations['updateExtensionPrice'], 'path'>;
    query: ParametersIn<ApiOperations['updateExtensionPrice'], 'query'>;
    response: ResponseData<ApiOperations['updateExtensionPrice']>;
    scope: never;
  };
  /** PATCH /firmware/{id} — Set a version's flags (active, test, archived) */
  updateFirmware: {
    body: JsonBody<ApiOperations['updateFirmware']>;
    params: ParametersIn<ApiOperations['updateFirmware'], 'path'>;
    query: ParametersIn<ApiOperations['updateFirmware'], 'query'>;
    response: ResponseData<ApiOperations['updateFirmware']>;
    scope: never;
  };
  /** PUT /general_form/{id} — Save an e-document link's name, description and url */
  updateGeneralForm: {
    body: JsonBody<ApiOperations['updateGeneralForm']>;
    params: ParametersIn<ApiOperations['updateGeneralForm'], 'path'>;
    query: ParametersIn<ApiOperations['updateGeneralForm'], 'query'>;
    response: ResponseData<ApiOperations['updateGeneralForm']>;
    scope: never;
  };
  /** PUT /maintenance/{id} — Change a notice */
  updateMaintenance: {
    body: JsonBody<ApiOperations['updateMaintenance']>;
    params: ParametersIn<ApiOperations['updateMaintenance'], 'path'>;
    query: ParametersIn<ApiOperations['updateMaintenance'], 'query'>;
    response: ResponseData<ApiOperations['updateMaintenance']>;
    scope: never;
  };
  /** POST /update_last_seen — The room's heartbeat, every 20 s while it is open */
  updateMonitorRoomLastSeen: {
    body: JsonBody<ApiOperations['updateMonitorRoomLastSeen']>;
    params: ParametersIn<ApiOperations['updateMonitorRoomLastSeen'], 'path'>;
    query: ParametersIn<ApiOperations['updateMonitorRoomLastSeen'], 'query'>;
    response: ResponseData<ApiOperations['updateMonitorRoomLastSeen']>;
    scope: never;
  };
  /** PATCH /patient/{id} — Update a patient's fields, and with `devices` the patient's devices */
  updatePatient: {
    body: JsonBody<ApiOperations['updatePatient']>;
    params: ParametersIn<ApiOperations['updatePatient'], 'path'>;
    query: ParametersIn<ApiOperations['updatePatient'], 'query'>;
    response: ResponseData<ApiOperations['updatePatient']>;
    scope: 'patients';
  };
  /** POST /patient_interaction/update_patient_timestamp — Start the patient's next interaction interval (next_interaction = now + the interval) */
  updatePatientInteractionTimestamp: {
    body: JsonBody<ApiOperations['updatePatientInteractionTimestamp']>;
    params: ParametersIn<ApiOperations['updatePatientInteractionTimestamp'], 'path'>;
    query: ParametersIn<ApiOperations['updatePatientInteractionTimestamp'], 'query'>;
    response: ResponseData<ApiOperations['updatePatientInteractionTimestamp']>;
    scope: 'patients';
  };
  /** PUT /patient_note/{id} — Change a note (its creator only, while it is not locked); with an address a CSN note is also e-mailed */
  updatePatientNote: {
    body: JsonBody<ApiOperations['updatePatientNote']>;
    params: ParametersIn<ApiOperations['updatePatientNote'], 'path'>;
    query: ParametersIn<ApiOperations['updatePatientNote'], 'query'>;
    response: ResponseData<ApiOperations['updatePatientNote']>;
    scope: 'patients';
  };
  /** PATCH /patient_procedure/{id} — Update a patient's procedure and its codes */
  updatePatientProcedure: {
    body: JsonBody<ApiOperations['updatePatientProcedure']>;
    params: ParametersIn<ApiOperations['updatePatientProcedure'], 'path'>;
    query: ParametersIn<ApiOperations['updatePatientProcedure'], 'query'>;
    response: ResponseData<ApiOperations['updatePatientProcedure']>;
    scope: 'patients';
  };
  /** PUT /patient_treatment_plan/{id} — Save a plan: its fields, and its protocols and periods replaced in order (one transaction); saved active while another plan of its kind runs, that plan ends today, and only when replaces_plan_id names it (409 otherwise) */
  updatePatientTreatmentPlan: {
    body: JsonBody<ApiOperations['updatePatientTreatmentPlan']>;
    params: ParametersIn<ApiOperations['updatePatientTreatmentPlan'], 'path'>;
    query: ParametersIn<ApiOperations['updatePatientTreatmentPlan'], 'query'>;
    response: ResponseData<ApiOperations['updatePatientTreatmentPlan']>;
    scope: 'treatmentPlans';
  };
  /** PATCH /practice/{id} — Save a practice, its address and its Office Phone */
  updatePractice: {
    body: JsonBody<ApiOperations['updatePractice']>;
    params: ParametersIn<ApiOperations['updatePractice'], 'path'>;
    query: ParametersIn<ApiOperations['updatePractice'], 'query'>;
    response: ResponseData<ApiOperations['updatePractice']>;
    scope: 'practices';
  };
  /** PATCH /rtm_patient/{id}/flags — The side panel's Follow Up Needed and Interacted with Patient/80 and /81 checkboxes */
  updateRtmPatientFlags: {
    body: JsonBody<ApiOperations['updateRtmPatientFlags']>;
    params: ParametersIn<ApiOperations['updateRtmPatientFlags'], 'path'>;
    query: ParametersIn<ApiOperations['updateRtmPatientFlags'], 'query'>;
    response: ResponseData<ApiOperations['updateRtmPatientFlags']>;
    scope: 'patients';
  };
  /** PUT /rtm_templates — Update a template (its id in the body) */
  updateRtmTemplate: {
    body: JsonBody<ApiOperations['updateRtmTemplate']>;
    params: ParametersIn<ApiOperations['updateRtmTemplate'], 'path'>;
    query: ParametersIn<ApiOperations['updateRtmTemplate'], 'query'>;
    response: ResponseData<ApiOperations['updateRtmTemplate']>;
    scope: never;
  };
  /** PUT /self_pay_option/{id} — Update a self-pay option (daily_price in cents) */
  updateSelfPayOption: {
    body: JsonBody<ApiOperations['updateSelfPayOption']>;
    params: ParametersIn<ApiOperations['updateSelfPayOption'], 'path'>;
    query: ParametersIn<ApiOperations['updateSelfPayOption'], 'query'>;
    response: ResponseData<ApiOperations['updateSelfPayOption']>;
    scope: never;
  };
  /** PATCH /practice_team_member/{id} — Update a team member (the member may update themself) */
  updateTeamMember: {
    body: JsonBody<ApiOperations['updateTeamMember']>;
    params: ParametersIn<ApiOperations['updateTeamMember'], 'path'>;
    query: ParametersIn<ApiOperations['updateTeamMember'], 'query'>;
    response: ResponseData<ApiOperations['updateTeamMember']>;
    scope: 'teamMembers';
  };
  /** PUT /patient_treatment_plan_protocol/{id} — Change one protocol of a plan (its periods are kept); answers the whole plan */
  updateTreatmentPlanProtocol: {
    body: JsonBody<ApiOperations['updateTreatmentPlanProtocol']>;
    params: ParametersIn<ApiOperations['updateTreatmentPlanProtocol'], 'path'>;
    query: ParametersIn<ApiOperations['updateTreatmentPlanProtocol'], 'query'>;
    response: ResponseData<ApiOperations['updateTreatmentPlanProtocol']>;
    scope: 'treatmentPlans';
  };
  /** PUT /practice_team_member_treatment_plan/{id} — Save a template (protocols and periods replaced in order), or Set as Default (is_default: true makes it the team member's one default) */
  updateTreatmentPlanTemplate: {
    body: JsonBody<ApiOperations['updateTreatmentPlanTemplate']>;
    params: ParametersIn<ApiOperations['updateTreatmentPlanTemplate'], 'path'>;
    query: ParametersIn<ApiOperations['updateTreatmentPlanTemplate'], 'query'>;
    response: ResponseData<ApiOperations['updateTreatmentPlanTemplate']>;
    scope: 'treatmentPlanTemplates';
  };
  /** PATCH /user/{id} — Change a user's fields; a role change must be one the caller may assign */
  updateUser: {
    body: JsonBody<ApiOperations['updateUser']>;
    params: ParametersIn<ApiOperations['updateUser'], 'path'>;
    query: ParametersIn<ApiOperations['updateUser'], 'query'>;
    response: ResponseData<ApiOperations['updateUser']>;
    scope: 'users';
  };
  /** POST /bug_report/attachment — Upload the zip of a report's attached files (multipart `file`), answered with its reference */
  uploadBugReportAttachments: {
    body: MultipartFields<'file'>;
    params: ParametersIn<ApiOperations['uploadBugReportAttachments'], 'path'>;
    query: ParametersIn<ApiOperations['uploadBugReportAttachments'], 'query'>;
    response: ResponseData<ApiOperations['uploadBugReportAttachments']>;
    scope: never;
  };
  /** POST /firmware — Upload a firmware version (multipart firmware_type_id, version_number, active, test, archived and the file `firmware`) */
  uploadFirmware: {
    body: MultipartFields<
      'active' | 'archived' | 'firmware' | 'firmware_type_id' | 'test' | 'version_number'
    >;
    params: ParametersIn<ApiOperations['uploadFirmware'], 'path'>;
    query: ParametersIn<ApiOperations['uploadFirmware'], 'query'>;
    response: ResponseData<ApiOperations['uploadFirmware']>;
    scope: never;
  };
  /** POST /upload_user_guide — Upload a PDF user guide (multipart user_guide, version, id, user_roles) */
  uploadUserGuide: {
    body: MultipartFields<'id' | 'user_guide' | 'user_roles' | 'version'>;
    params: ParametersIn<ApiOperations['uploadUserGuide'], 'path'>;
    query: ParametersIn<ApiOperations['uploadUserGuide'], 'query'>;
    response: ResponseData<ApiOperations['uploadUserGuide']>;
    scope: never;
  };
  /** POST /twilio_room/recording/{id} — Store the audio the built-in call window recorded in video room {id} (its caller only, once, multipart `audio`) */
  uploadVideoRecording: {
    body: MultipartFields<'audio'>;
    params: ParametersIn<ApiOperations['uploadVideoRecording'], 'path'>;
    query: ParametersIn<ApiOperations['uploadVideoRecording'], 'query'>;
    response: ResponseData<ApiOperations['uploadVideoRecording']>;
    scope: 'patients';
  };
  /** POST /two_factor_auth/validate_otp_code — Check the e-mailed two-factor code */
  validateOtpCode: {
    body: JsonBody<ApiOperations['validateOtpCode']>;
    params: ParametersIn<ApiOperations['validateOtpCode'], 'path'>;
    query: ParametersIn<ApiOperations['validateOtpCode'], 'query'>;
    response: ResponseData<ApiOperations['validateOtpCode']>;
    scope: never;
  };
  /** POST /remote_log — Store a batch of the portal's console output */
  writeRemoteLog: {
    body: JsonBody<ApiOperations['writeRemoteLog']>;
    params: ParametersIn<ApiOperations['writeRemoteLog'], 'path'>;
    query: ParametersIn<ApiOperations['writeRemoteLog'], 'query'>;
    response: ResponseData<ApiOperations['writeRemoteLog']>;
    scope: never;
  };
}
