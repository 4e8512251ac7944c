// generated from specs/ — do not edit
export interface paths {
  '/google/place_autocomplete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Address suggestions for what the user has typed */
    post: operations['suggestAddresses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/google/place_details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The address parts of a suggestion */
    post: operations['placeDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin_config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every configuration entry, by key */
    get: operations['getAdminConfig'];
    put?: never;
    /** Save the whole list of entries; answers the list as stored */
    post: operations['updateAdminConfig'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api_reference': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The merged OpenAPI description of the middleware, for the API reference page */
    get: operations['apiReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_app_versions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The settings of one patient app type (id is the type), or null when it has none */
    get: operations['getPatientAppVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_app_versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create or replace the settings of one patient app type */
    post: operations['savePatientAppVersions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bug_report/attachment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload the zip of a report's attached files (multipart `file`), answered with its reference */
    post: operations['uploadBugReportAttachments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bug_report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** File a bug report ticket */
    post: operations['createReportBug'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bug_report/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The tickets the embedded feedback service holds, newest first (the demo's store) */
    post: operations['listBugReports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of devices, by type, variant, status and assignment */
    post: operations['listDevices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The three device products with their counts with patients and in stock */
    post: operations['summarizeDevices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device/{deviceID}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One device with its sessions and the patients who used it */
    get: operations['getDevice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device_lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A device of one type by its serial number ('Could not find AccuAngle' and the like when none) */
    post: operations['lookupDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device_session/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of a patient's device sessions, optionally on one date */
    post: operations['listDeviceSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/general_form/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save an e-document link's name, description and url */
    put: operations['updateGeneralForm'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/firmware_type/alt/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Every firmware type with its updated and needs-update device counts
     * @description A device of a type's device type is updated when its firmware version equals the type's latest active version (the highest version number among active versions), otherwise it needs an update. A type without tracked devices counts zero.
     */
    post: operations['queryFirmwareTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/firmware/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The firmware versions (not archived when search.archived is 0), active first, then by version number with the dots removed, highest first */
    post: operations['queryFirmware'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/firmware': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a firmware version (multipart firmware_type_id, version_number, active, test, archived and the file `firmware`)
     * @description Refused with 422 when the version number or the file is missing ('Version Number is required.', 'Firmware File is required.'), when the type takes no uploads (4 and 6), when the version number is not digits and dots, or when the type already has that version.
     */
    post: operations['uploadFirmware'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/firmware/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set a version's flags (active, test, archived)
     * @description Active and test are never both 1 (422 otherwise); archived 1 needs active 0 and test 0: 'An active or test firmware version cannot be archived.'. An archived version stays archived (its flags cannot be set again).
     */
    patch: operations['updateFirmware'];
    trace?: never;
  };
  '/firmware_type/{id}/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The devices of a firmware type with their firmware version and status ('Updated' or 'Needs update') */
    post: operations['queryFirmwareDevices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitoring_therapist/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The monitoring therapists (id, username, monitor_type_id 1 RTM or 2 RPM) */
    get: operations['listMonitoringTherapists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/list_specialists_with_licenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The monitoring therapists with their licences (monitor_licenses), and whether the caller may save */
    get: operations['listSpecialistsWithLicenses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/license': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the licence of a therapist for a state (one per state; a second save replaces it) */
    post: operations['saveLicense'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_credential_url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The address a licence document is shown at */
    post: operations['getCredentialUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/license/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a licence and its document */
    delete: operations['deleteLicense'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user_role/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** User roles */
    post: operations['queryUserRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permission/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Permission types */
    post: operations['queryPermissions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_type/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Practice types (Equipment Supplier 1, Physical Therapy 2, Surgeon 3) */
    post: operations['queryPracticeTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notification/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Notification types */
    post: operations['queryNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/period_direction/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Period directions */
    post: operations['queryPeriodDirections'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/period_type/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Period types */
    post: operations['queryPeriodTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_status_type/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Patient statuses (Active has search value 2) */
    post: operations['queryPatientStatusTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/procedure_leg_type/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Procedure legs (Left 1, Right 2, Both 3) */
    post: operations['queryProcedureLegTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/procedure_type/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Procedure types (Ortho 1, Cardiac 2) */
    post: operations['queryProcedureTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_app_type/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Patient app types (Ortho 1, Cardiac 2) */
    post: operations['queryPatientAppTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/study_group/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Study groups */
    post: operations['queryStudyGroups'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_study_group_status/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Patient study group statuses */
    post: operations['queryPatientStudyGroupStatuses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/general_form/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** General forms */
    post: operations['queryGeneralForms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/maintenance/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every maintenance notice, the latest start first */
    get: operations['listMaintenance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/maintenance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a notice; its start may not be in the past */
    post: operations['createMaintenance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/maintenance/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a notice */
    put: operations['updateMaintenance'];
    post?: never;
    /** Delete a notice */
    delete: operations['deleteMaintenance'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/npi/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Search the NPI registry by number, person name or organisation name */
    post: operations['searchNpi'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit_log/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of audit log entries of a period, newest first */
    post: operations['queryAuditLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient/alt/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One patient with address, phones, people, devices and procedure */
    get: operations['getPatientDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient/{id}/lock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Update a patient (here only its lock; staff with edit rights on the patient) */
    patch: operations['setPatientLock'];
    trace?: never;
  };
  '/patient_note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write a note on a patient; with an address a CSN note is also e-mailed */
    post: operations['createPatientNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_note/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a note (its creator only, while it is not locked); with an address a CSN note is also e-mailed */
    put: operations['updatePatientNote'];
    post?: never;
    /** Delete a note (its creator only, while it is not locked) */
    delete: operations['deletePatientNote'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_note/list/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The notes of patient {id}, newest first */
    get: operations['listPatientNotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_note/alt/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One note by its id */
    get: operations['getPatientNoteAlt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_note/cosign_note/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The patient's monitoring specialist cosigns an assistant's unsigned note */
    post: operations['cosignPatientNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_note/uncosigned_notes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The patients with assistants' notes waiting for the cosign of specialist {id} (the caller) */
    get: operations['listUncosignedNotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_note/by-session-id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a note was written for each (patient, session) pair */
    post: operations['createNotesBySessionId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_note/auth_user_is_patient_pms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether user_id is the patient's monitoring specialist */
    post: operations['authUserIsPatientPms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient/progress/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The patient's current progress, as the patient list shows it */
    get: operations['getPatientProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_patient/{id}/monitoring': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The patient's remote monitoring state for the profile's monitoring panel */
    get: operations['getPatientMonitoring'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Archive a patient; refused for a patient with no status or status id 2 (Active) */
    delete: operations['archivePatient'];
    options?: never;
    head?: never;
    /** Update a patient's fields, and with `devices` the patient's devices */
    patch: operations['updatePatient'];
    trace?: never;
  };
  '/patient/status/{id}/{status_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a patient's status (PUT patient/status/{a}/{b}; a is the patient, b the status id) */
    put: operations['changePatientStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_status/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One patient status of the server list */
    get: operations['getPatientStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_patient_viewing_logs/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A monitoring user starts viewing a patient; any log of theirs still open is finished */
    post: operations['startPatientViewingLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_patient_viewing_logs/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish one of the caller's own viewing logs (finishing it twice keeps the first time) */
    post: operations['finishPatientViewingLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a patient in the surgeon's practice */
    post: operations['createPatient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_procedure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save a patient's procedure (the active one) with its codes */
    post: operations['createPatientProcedure'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_procedure/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Update a patient's procedure and its codes */
    patch: operations['updatePatientProcedure'];
    trace?: never;
  };
  '/procedure_codes/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Procedure codes of one type whose code or description contains the search term */
    post: operations['searchProcedureCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/procedure_codes/patient_codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The codes of a patient's active procedure, by type */
    post: operations['listPatientProcedureCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient/monitoring_specialists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The patient monitoring specialists a patient may be given (users of role 14) */
    post: operations['listPatientMonitoringSpecialists'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of the patient list */
    post: operations['listPatients'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/surgeons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Surgeons (team members with the surgeon role) */
    post: operations['listSurgeons'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/therapists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Physical therapists (team members with the physical therapist role) */
    post: operations['listTherapists'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice/dme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Equipment suppliers (DME practices, practice type 1) */
    post: operations['listDmes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/portal_info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the middleware runs in demo mode, and its version */
    get: operations['portalInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a practice with its address and office phone */
    post: operations['createPractice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One practice with its addresses and phone numbers */
    get: operations['getPractice'];
    put?: never;
    post?: never;
    /** Archive a practice (it leaves the practice list; its records stay) */
    delete: operations['archivePractice'];
    options?: never;
    head?: never;
    /** Save a practice, its address and its Office Phone */
    patch: operations['updatePractice'];
    trace?: never;
  };
  '/practice/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of the practice list */
    post: operations['listPractices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remote_log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store a batch of the portal's console output */
    post: operations['writeRemoteLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/push_notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a remote login (remoteLogin) or remote logout (remoteCancelLogin) to a patient's app */
    post: operations['pushAppNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fcm_notification/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A sent notification and the patient app's reaction (null until it replies; 1 accepted, 2 declined, other failed) */
    get: operations['getAppNotification'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_app_login/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the patient's app is logged in on its PortableConnect, and what the Sync action may do */
    get: operations['getPatientAppLogin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of a report (or the whole report as CSV) for a filter tree */
    post: operations['runReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/dashboard_filters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The periods the dashboard statistics can be read for */
    get: operations['dashboardFilters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/dashboard_stats/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dashboard statistics for one filter (period) of dashboard_filters */
    get: operations['dashboardStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/dashboard_graphs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dashboard graphs (daily series of the last 30 days) */
    get: operations['dashboardGraphs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/patient': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The paged active assignments, searchable by Patient ID or patient name */
    get: operations['listTemplateAssignments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/completed_patients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The paged assignments a patient has completed */
    get: operations['listCompletedTemplatePatients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/patient/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A patient (by Patient ID), their active assignment and the versions that may be assigned */
    get: operations['getPatientTemplateVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/bulk_assign_job_status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The status of a bulk assignment job (the caller's latest without job_id) */
    get: operations['getBulkAssignJobStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Assign a template version to a patient without an active assignment */
    post: operations['assignTemplateVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/reassign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a patient's active assignment with another template version */
    put: operations['reassignTemplateVersion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/remove/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End an active assignment */
    delete: operations['removeTemplateAssignment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/bulk_assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check every record, then start a job assigning them all (or refuse the whole file) */
    post: operations['bulkAssignTemplateVersions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/export_active_assignations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The active assignments as CSV (rtm_template_assignments.csv) */
    post: operations['exportActiveAssignations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_prompt/patient/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The prompts of the template version a patient is assigned to, with the assignment's id */
    get: operations['getPatientPrompts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_prompt/version/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The prompts of one template version */
    get: operations['getTemplateVersionPrompts'];
    put?: never;
    /** Store Prompts of the prompt editor, the version's whole prompt flow */
    post: operations['storeTemplateVersionPrompts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_prompt/patient_version/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store one answered prompt flow of a patient's assignment */
    post: operations['submitPatientPromptResponses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remote_monitor_log/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the caller may start monitoring (observer monitor type 1, super admin or monitoring assistant) and the room the caller has open */
    get: operations['getMonitorRoomStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remote_monitor_log/create_room': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start Monitoring: open a room for the caller and answer the live tiles and the templates' colours */
    get: operations['createMonitorRoom'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remote_monitor_log/room/{room_id}/tiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The live tiles of the caller's open room, to reload after the real-time channel was down */
    get: operations['getMonitorRoomTiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end_room': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close the caller's room (refused while a patient whose call the caller connected needs a note) */
    post: operations['endMonitorRoom'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/update_last_seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The room's heartbeat, every 20 s while it is open */
    post: operations['updateMonitorRoomLastSeen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remove_patient_from_room/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clear patient {id}'s tile from every dashboard */
    get: operations['removePatientFromRoom'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_interaction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the caller's interaction with a patient who has a tile (1 request, 2 required) */
    post: operations['createPatientInteraction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_interaction/update_patient_timestamp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start the patient's next interaction interval (next_interaction = now + the interval) */
    post: operations['updatePatientInteractionTimestamp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remote_monitor_log/completed_today': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The patients who completed a session today (the caller's time zone, UTC when absent) */
    get: operations['getTodayCompletedPatients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_live_patient/{id}/complete_session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Complete patient {id}'s monitored session; the tile leaves every dashboard */
    post: operations['completePatientSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_live_patient/{id}/call_connected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A call with patient {id} connected (ANSWERED, one more call, call established, a note required) */
    post: operations['recordRtmCallConnected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_live_patient/{id}/note_saved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A note on patient {id} was saved; its note is no longer required (a COMPLETE tile then leaves) */
    post: operations['recordRtmNoteSaved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fcmtoken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register the caller's push token */
    post: operations['registerFcmToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_patient/{id}/flags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** The side panel's Follow Up Needed and Interacted with Patient/80 and /81 checkboxes */
    patch: operations['updateRtmPatientFlags'];
    trace?: never;
  };
  '/rtm_patient/{id}/educated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Patient Educated, and the caller becomes the patient's monitoring specialist */
    post: operations['markRtmPatientEducated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_patient/{id}/remove_consent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove the patient's RTM consent, then complete the session (the tile leaves) */
    post: operations['removeRtmConsent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remote_monitor_log/fake_patients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate Fake Patients (super admin): the 100 fake patients' simulated tablets join through the patient-app gateway while the caller's monitoring room is open (409 without one); a press while they run starts nothing more */
    post: operations['generateFakeRtmPatients'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The template library, by order */
    get: operations['listRtmTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates/reorder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the order of every template of the library */
    put: operations['reorderRtmTemplates'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a template (its id in the body) */
    put: operations['updateRtmTemplate'];
    /** Create a template (last in the library) */
    post: operations['createRtmTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One template with its versions (the versions page's summary and table) */
    get: operations['getRtmTemplate'];
    put?: never;
    post?: never;
    /** Archive a template (it leaves the library) */
    delete: operations['archiveRtmTemplate'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every unarchived version of the library's templates */
    get: operations['listRtmTemplateVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a version of a template, copying the prompts of its latest version */
    post: operations['createRtmTemplateVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One unarchived version */
    get: operations['getRtmTemplateVersion'];
    put?: never;
    post?: never;
    /** Archive a version (it leaves every list) */
    delete: operations['archiveRtmTemplateVersion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rtm_templates_version/{id}/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The unarchived versions of one template */
    get: operations['listVersionsOfRtmTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auto_assign_config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The auto-assignment choice of every template (the RTM Configuration modal) */
    get: operations['getAutoAssignConfig'];
    /** Save the auto-assignment choices (a map of name to version id or null) */
    put: operations['updateAutoAssignConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of the patients, practices or team members matching a search option */
    post: operations['searchAssets'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self_pay_option/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of self-pay options, by number of days */
    post: operations['getSelfPayOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self_pay_option': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a self-pay option (daily_price in cents) */
    post: operations['createSelfPayOption'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self_pay_option/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a self-pay option (daily_price in cents) */
    put: operations['updateSelfPayOption'];
    post?: never;
    /** Delete a self-pay option */
    delete: operations['deleteSelfPayOption'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan_extension_price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every extension price (Cadence reads this related resource as the self-pay options themselves) */
    get: operations['listExtensionPrices'];
    put?: never;
    /** Create an extension price (the same record and rules as createSelfPayOption) */
    post: operations['createExtensionPrice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan_extension_price/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update an extension price (the same record and rules as updateSelfPayOption) */
    put: operations['updateExtensionPrice'];
    post?: never;
    /** Delete an extension price */
    delete: operations['deleteExtensionPrice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with a username and password (or a one-time login link token)
     * @description A user with two-factor sign-in is mailed a code unless the browser sends the `cadence_two_factor` cookie that an earlier verified code set (validateOtpCode). Every attempt while sign-in is locked (10 wrong passwords in 15 minutes; 5 wrong codes in 15 minutes for the code step) is answered 401 with the same message whatever the password. A `login_token` (e-mailed link) stands for the password only: the locks refuse it alike, a two-factor user still gets the code step, and it signs in once. Rate limited per IP and per username (429 with Retry-After).
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/login/okta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a token from the single sign-on identity provider (each token once) */
    post: operations['loginOkta'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/two_factor_auth/validate_otp_code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the e-mailed two-factor code */
    post: operations['validateOtpCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/two_factor_auth/resend_otp_code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a new two-factor code */
    post: operations['resendOtpCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue a new access token; the one presented answers 30 more seconds (calls already sent with it), then ends, and cannot refresh again */
    post: operations['refreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session (every token of it is revoked, the one refreshed away in its last 30 seconds too) */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accept_privacy_policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record that the signed-in user accepted the privacy policy */
    post: operations['acceptPrivacyPolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/forgot_password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a password reset link, which replaces any earlier one (the answer is the same whether or not the user exists) */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/email_login_link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a one-time sign-in link, which replaces any earlier one */
    post: operations['emailLoginLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/check_token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a password reset code is still valid */
    post: operations['checkToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reset_password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset code */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/generate_password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A random password that satisfies the password policy */
    get: operations['generatePassword'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan/recovery_report/{patientId}/{utcOffsetMinutes}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The patient's sessions by the user's calendar day, with every day of the treatment */
    get: operations['getRecoveryReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan/recovery_report_for_treatment/{treatmentId}/{utcOffsetMinutes}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The recovery report of one treatment plan (only the sessions done under it) */
    get: operations['getRecoveryReportsForTreatment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/all_patient_sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every session of a patient, newest first, with the fields of section 3 "Session" */
    get: operations['getAllPatientSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pedal-radius-data/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The pedal radius adjustments of one session */
    get: operations['getPedalRadiusData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/o2-data/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The O2 readings of one session */
    get: operations['getO2Data'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bp-data/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The blood pressure readings of one session */
    get: operations['getBloodPressureData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ecg-data/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ECG strips of one session */
    get: operations['getEcgData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rpe-data/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The RPE (rate of perceived exertion) answers of one session */
    get: operations['getRpeData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/spoof': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Act as a team member of a practice, or (practice_id null) stop acting */
    post: operations['spoofTeamMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/study_group': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a study group (it cannot be edited afterwards) */
    post: operations['createStudyGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/study_group/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a study group (super admin only) */
    delete: operations['deleteStudyGroup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_survey/list/{patient_id}/{survey_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A patient's surveys of one instrument, with the treatment's first and last day */
    get: operations['listPatientSurveys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/survey/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One instrument with its questions and their answers */
    get: operations['getSurvey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/survey/omitted-questions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The questions a survey leaves out of its dialog */
    get: operations['getSurveyOmittedQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_survey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Schedule a survey for a patient on a day that is not past */
    post: operations['schedulePatientSurvey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_survey/patient_response': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a scheduled survey (every shown question, once, not before its day) */
    post: operations['submitPatientSurveyResponse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_survey/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a survey that is not answered yet (an answered one is read-only) */
    delete: operations['deletePatientSurvey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tablet/get_device_info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What the device-management service reports about a tablet, found by IMEI or serial number */
    post: operations['getTabletDeviceInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tablet/reboot/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reboots the tablet */
    get: operations['rebootTablet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tablet/pin/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pins the kiosk application on the tablet */
    get: operations['pinTabletKiosk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tablet/install/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Installs the latest patient application on the tablet */
    get: operations['installTabletApplication'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tablet/brightness/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sets the tablet's screen brightness (0 to 100) */
    get: operations['setTabletBrightness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tablet/volume/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets the volume of every audio stream of the tablet (0 to 100, step 1) */
    post: operations['setTabletVolume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tablet/lock/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Locks the tablet down, showing the message on it (a message is required) */
    post: operations['lockTablet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tablet/unlock/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lifts the tablet's lockdown */
    get: operations['unlockTablet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One page of the team of a practice (by last name unless asked otherwise)
     * @description The practice is the caller's own; a super user names it with practice_id (or search.practice_id) and without one is answered 422 'No practice selected.'
     */
    post: operations['listTeamMembers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Team members of a practice matching a search, unpaged (at most `limit`) */
    post: operations['queryTeamMembers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/skinny_load': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The light load of a practice's team (id, name, role), e.g. for a clinical staff member */
    post: operations['skinnyLoadTeamMembers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/role_options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The roles the caller may give a new member of their practice (or of the practice a super user names)
     * @description The practice's type decides the roles (equipment supplier 20 and 50; physical therapy and surgeon 30, 40, 41 and 50); the staff role needs addStaff, the others addTeamMember. A super user who names no practice and acts as none is offered the roles of every type.
     */
    post: operations['listTeamRoleOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a team member and the member's user account */
    post: operations['createTeamMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One team member with phones, permissions and notifications */
    get: operations['getTeamMember'];
    put?: never;
    post?: never;
    /** Archive a team member (and sign their user out of the portal) */
    delete: operations['archiveTeamMember'];
    options?: never;
    head?: never;
    /** Update a team member (the member may update themself) */
    patch: operations['updateTeamMember'];
    trace?: never;
  };
  '/practice_team_member/create_profile_picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store a member's profile picture (multipart id and profile_picture, PNG or JPEG under 1 MB) */
    post: operations['createProfilePicture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member/delete_profile_picture/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a member's profile picture */
    post: operations['deleteProfilePicture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_permission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grant one or more permissions to a team member */
    post: operations['grantTeamMemberPermissions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_permission/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke one grant (id is practice_team_member_permission_id); the last administrator's is refused */
    delete: operations['revokeTeamMemberPermission'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_permission/all/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The permission grants of a team member (id is the member's) */
    get: operations['listTeamMemberPermissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Subscribe a team member to notification types */
    post: operations['subscribeTeamMemberNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_notification/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one subscription (id is practice_team_member_notification_id) */
    delete: operations['unsubscribeTeamMemberNotification'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_notification/all/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The notification subscriptions of a team member (id is the member's) */
    get: operations['listTeamMemberNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_treatment_plan/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The templates the caller may see, by practice and team member, ordered by name unless order_by says otherwise */
    post: operations['listTreatmentPlanTemplates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_treatment_plan/skinny_load': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The plan editor's dropdown: the active templates of the patient's practice's team members (the patient's surgeon's and therapist's first), each with its protocols and periods */
    post: operations['loadTreatmentPlanTemplateOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_treatment_plan/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One template with its protocols and periods */
    get: operations['getTreatmentPlanTemplate'];
    /** Save a template (protocols and periods replaced in order), or Set as Default (is_default: true makes it the team member's one default) */
    put: operations['updateTreatmentPlanTemplate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/practice_team_member_treatment_plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new template of a team member (the caller's own unless practice_team_member_id names one the caller may see); the team member's first template becomes its default */
    post: operations['createTreatmentPlanTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The plans the caller may see that match `search`, ordered by name unless order_by says otherwise */
    post: operations['queryPatientTreatmentPlans'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan/patient/{patientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every plan of the patient, ordered by name, with protocols, periods and status */
    get: operations['getAllPatientTreatmentPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan/active/{patientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The patient's active plan (the latest active one whose status is Active), or null */
    get: operations['getActiveTreatmentPlanForPatient'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One plan with its protocols and periods */
    get: operations['getTreatmentPlan'];
    /** Save a plan: its fields, and its protocols and periods replaced in order (one transaction); saved active while another plan of its kind runs, that plan ends today, and only when replaces_plan_id names it (409 otherwise) */
    put: operations['updatePatientTreatmentPlan'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new plan for a patient, starting on treatment_start_date (today when absent), with its protocols and periods; saved active while another plan of its kind runs, that plan ends on the new plan's start day (it is then Complete), and only when replaces_plan_id names it (409 otherwise: a running plan is never replaced silently) */
    post: operations['createPatientTreatmentPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan_protocol/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change one protocol of a plan (its periods are kept); answers the whole plan */
    put: operations['updateTreatmentPlanProtocol'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan/end_treatment_plan/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End an active pre-operative plan (super users); it cannot be undone */
    post: operations['endTreatmentPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patient_treatment_plan/revert_to_preop/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revert the patient of a post-operative plan that is not pending to its pre-operative plan (super users): the post-operative plans' sessions are deleted, those plans deactivated and the pre-operative plan reactivated, in one transaction */
    post: operations['revertPatientToPreOp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/query_user_guide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The user guides (at most `limit`, 200 by default), newest first, with their roles */
    post: operations['queryUserGuides'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload_user_guide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a PDF user guide (multipart user_guide, version, id, user_roles)
     * @description `user_guide` must be a PDF ('The user guide must be a PDF file.'); without one 'User Guide is required.'. `version` defaults to 1.0.0. `user_roles` lists role ids (comma separated, or a JSON array). With `id` the guide of that id is replaced.
     */
    post: operations['uploadUserGuide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/delete_user_guide/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete a user guide and its file */
    post: operations['deleteUserGuide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_current_user_guide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The address of the newest guide for a role (the caller's own, else 422; the super admin may name any) */
    post: operations['getCurrentUserGuide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One page of the users the caller may see, ordered by username unless asked otherwise */
    post: operations['listUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a user with a role the caller may assign */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user the caller may see */
    get: operations['getUser'];
    put?: never;
    post?: never;
    /** Archive a user (they can no longer sign in and leave the list) */
    delete: operations['archiveUser'];
    options?: never;
    head?: never;
    /** Change a user's fields; a role change must be one the caller may assign */
    patch: operations['updateUser'];
    trace?: never;
  };
  '/user_permission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace a Service Account's own permissions (super admin only) */
    post: operations['saveUserPermissions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user_permission/all/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The permissions a user holds in their own right */
    get: operations['listUserPermissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/{id}/device_settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send device settings to the app of the patient of video room {id} (its caller only) */
    post: operations['sendCallDeviceSettings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/{id}/screen_click': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tap the screen of the app of the patient of video room {id} at xPercentage × yPercentage (its caller only) */
    post: operations['sendCallScreenClick'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start (or rejoin) the caller's video room with patient {patient_id} and answer a token for it */
    post: operations['startVideoRoom'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The open video rooms of the patients the caller sees (the active-room list, getActiveTwilioRoomList) */
    post: operations['listVideoRooms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/info/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is in patient {id}'s open video room (caller_user_id) and a fresh token when it is the caller's own (refreshToken) */
    get: operations['grabTwilioRoomInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/patient/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The video-room records of patient {id}, newest first (the call recordings list) */
    get: operations['listPatientVideoRooms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Video room {id} */
    get: operations['getVideoRoom'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/end/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Hang up: end video room {id} (its caller only; an ended room is answered as it is) */
    delete: operations['endVideoRoom'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio_room/recording/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store the audio the built-in call window recorded in video room {id} (its caller only, once, multipart `audio`) */
    post: operations['uploadVideoRecording'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/create_composition/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Request Recording: ask for the audio of ended video room {id} (status enqueued) */
    get: operations['createVideoComposition'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/composition_status/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The status of video room {id}'s recording (enqueued or completed) */
    get: operations['getVideoCompositionStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get_content/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download Recording: a short-lived address of video room {id}'s audio.mp3 (redirect_to) */
    get: operations['getVideoCompositionContent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AdminConfigEntry: {
      id: number;
      key: string;
      value: string;
    };
    /** @description An OpenAPI 3.1 document (openapi, info, paths, components) */
    ApiDescription: {
      openapi: string;
      info: {
        [key: string]: unknown;
      };
      paths: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    PatientAppVersionsSave: {
      /** @description The patient app type (1 Ortho, 2 Cardiac) */
      patientAppType: number;
      /** @description Minimum required version */
      minAppVersion: string;
      /** @description Latest version */
      latestVersion: string;
      /** @description App version check time */
      appCheckFrequency: number;
      /** @description Session allowed check time */
      sessionAllowedCheckFrequency: number;
      noSessionAllowed: boolean;
      noSessionAllowedMessage?: string | null;
    };
    PatientAppVersions: {
      id: number;
      patient_app_type: {
        id: number;
        name: string;
      };
      minimum_required_version: string;
      latest_version: string;
      app_version_check_time: number;
      session_allowed_check_time: number;
      no_session_allowed_flag: boolean;
      no_session_allowed_message: string;
    };
    AppVersionsError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    BugReportAttachment: {
      /** @description The feedback service's attachment reference */
      id: string;
      file_name?: string;
    };
    BugReportRequest: {
      description: string;
      /** @enum {string} */
      issue_type: 'feedback' | 'demand' | 'issue' | 'idea';
      /** @enum {string} */
      line_of_business: 'cardiac' | 'Ortho';
      /** @description The reference uploadBugReportAttachments answered */
      attachments?: string | null;
    };
    /** @description The ticket as the feedback service receives it (document 3, section 3) */
    BugReportTicket: {
      attachments?: string[];
      categories: string[];
      components?: string[];
      lineOfBusiness: string;
      userId: number;
      /** Format: date-time */
      submittedAtUtc: string;
      submittedBy: string;
      ticketDetail: string;
      ticketSummary: string;
      ticketSource?: string;
      ticketType: string;
    };
    BugReportAnswer: {
      responseCode: number;
      ticketId?: string | null;
    };
    BugReportError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    DeviceListRequest: {
      /** @enum {integer|null} */
      device_type_id?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 14 | null;
      device_type_variant_id?: number | null;
      /** @enum {string|null} */
      status?: 'In Stock' | 'Inactive' | 'Active' | 'Pending' | null;
      /**
       * @description 'with_patient': devices a patient has; 'inventory': devices no patient has; absent: all
       * @enum {string|null}
       */
      assignment?: 'with_patient' | 'inventory' | null;
      /** @description Serial numbers starting with this text */
      search?: string | null;
      /** @default 20 */
      limit: number;
      /** @default 1 */
      page: number;
      order_by?: {
        /** @enum {string} */
        field: 'serial_number' | 'name' | 'status' | 'device_type.name' | 'patient.name' | 'firmware_version';
        /**
         * @default asc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
    };
    DeviceListPage: {
      data: components['schemas']['DeviceListRow'][];
      currentPage: number;
      lastPage: number;
      total: number;
    };
    DeviceListRow: {
      id: number;
      name: string | null;
      status: string | null;
      firmware_version: string | null;
      device_type_id: number;
      serial_number: string;
      mac_address: string | null;
      device_type: {
        id: number;
        name: string;
      };
      device_type_variant: number | null;
      patient: {
        id: number;
        identifier: string;
        name: string;
      } | null;
    };
    DeviceProductSummary: {
      /** @description PortableConnect, AccuAngle or Accumotion */
      product: string;
      device_type_ids: number[];
      /** @description Devices of the product a patient has */
      with_patients: number;
      /** @description Devices of the product with status 'In Stock' and no patient */
      in_stock: number;
    };
    DeviceDetail: components['schemas']['DeviceListRow'] & {
      sessions: components['schemas']['DeviceSession'][];
      patients: {
        id: number;
        identifier: string;
        name: string;
        session_count: number;
      }[];
    };
    DeviceSession: {
      id: number;
      patient_id: number;
      patient_name: string;
      device_id: number;
      device_serial_number: string;
      device_type: string;
      /** @description Unix seconds */
      started_at: number;
      /** @description Unix seconds; null while the session runs */
      ended_at: number | null;
      duration_minutes: number | null;
    };
    DeviceSessionListRequest: {
      patient_id: number;
      /**
       * Format: date
       * @description Sessions started on this day (UTC); absent: every session
       */
      date?: string | null;
      /** @default 20 */
      limit: number;
      /** @default 1 */
      page: number;
      order_by?: {
        /** @enum {string} */
        field: 'started_at' | 'ended_at' | 'device_serial_number';
        /**
         * @default desc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
    };
    DeviceSessionPage: {
      data: components['schemas']['DeviceSession'][];
      currentPage: number;
      lastPage: number;
      total: number;
      patient: {
        id: number;
        identifier: string;
        name: string;
      };
    };
    FirmwareType: {
      id: number;
      name: string;
      updated_device_count: number;
      needs_update_device_count: number;
      latest_active_version: string | null;
    };
    Firmware: {
      id: number;
      firmware_type_id: number;
      firmware_type: {
        id: number;
        name: string;
      };
      version_number: string;
      /** @enum {integer} */
      active: 0 | 1;
      /** @enum {integer} */
      test: 0 | 1;
      /** @enum {integer} */
      archived: 0 | 1;
      /** @description The file's address */
      file: string | null;
      file_name: string | null;
    };
    FirmwareDevice: {
      id: number;
      serial_number: string;
      firmware_version: string | null;
      /** @enum {string} */
      firmware_status: 'Updated' | 'Needs update';
    };
    FirmwareError: {
      message: string;
      form_error?: {
        name?: string;
        message?: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    MonitorLicense: {
      id: number;
      /** @description The state's abbreviation */
      state: string;
      certification_number: string;
      /** Format: date */
      effective_date: string;
      /** Format: date */
      expiration_date: string;
      /** @description The document's reference, for get_credential_url */
      url: string | null;
    };
    MonitorTherapist: {
      id: number;
      username: string;
      first_name?: string;
      last_name?: string;
      /** @description 1 RTM, 2 RPM */
      monitor_type_id: number | null;
      monitor_licenses?: components['schemas']['MonitorLicense'][];
      /** @description Whether the caller may save and delete licences (the server's LICENCE_EDITORS reading) */
      can_edit_licenses?: boolean;
    };
    /** @description A monitoring therapist with every licence they hold, as the licence grid shows them */
    MonitorTherapistLicences: {
      id: number;
      username: string;
      first_name?: string;
      last_name?: string;
      /** @description 1 RTM, 2 RPM */
      monitor_type_id: number | null;
      monitor_licenses: components['schemas']['MonitorLicense'][];
      /** @description Whether the caller may save and delete licences (the server's LICENCE_EDITORS reading) */
      can_edit_licenses: boolean;
    };
    LicenceError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    /** @description The query shape of the lookup calls; every part is optional */
    LookupsQuery: {
      columns?: string[];
      /** @description Field name to exact value (or a text that the name must contain, under `name`) */
      search?: {
        [key: string]: string | number | boolean | null;
      };
      order_by?: {
        /** @enum {string} */
        field: 'id' | 'name';
        /**
         * @default asc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
      limit?: number;
      page?: number;
    };
    /** @description A general form (e-document) link, as the E-Documents screen lists and edits it */
    GeneralForm: {
      id: number;
      name: string;
      description: string;
      url: string;
    };
    LookupsRow: {
      id: number;
      name: string;
    };
    LookupsPatientStatus: {
      id: number;
      name: string;
      /** @description The value the patient list filters by (Active is 2) */
      search_value: number;
    };
    LookupsRole: {
      id: number;
      /** @description The role label of specs/access.yaml */
      name: string;
      /** @description The role name of specs/access.yaml */
      key: string;
      is_super_user: boolean;
      /** @description 1 internal staff, 4 practice (clinic) roles, 5 patient; the practice-type role list keeps type 4 */
      user_role_type_id: number;
    };
    LookupsPermission: {
      id: number;
      /** @description The permission label of specs/access.yaml */
      name: string;
      /** @description The permission name of specs/access.yaml */
      key: string;
    };
    LookupsError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    MaintenanceInput: {
      /** @description The start, unix seconds */
      start_date_time: number;
      /**
       * @description Minutes; 0 for an indefinite notice
       * @default 10
       */
      duration_minutes: number;
      message: string;
      /** @default true */
      active: boolean;
      /**
       * @description The notice never ends; its duration is 0
       * @default false
       */
      is_indefinitely: boolean;
      /**
       * @description null for all patient types, 1 ortho, 2 cardiac
       * @default null
       * @enum {integer|null}
       */
      procedure_type_id: 1 | 2 | null;
      affected_patients?: string | null;
    };
    Maintenance: {
      id: number;
      /** @description Unix seconds */
      start_date_time: number;
      duration_minutes: number;
      message: string;
      active: boolean;
      is_indefinitely: boolean;
      procedure_type_id: number | null;
      affected_patients: string | null;
    };
    NpiSearchRequest: {
      /**
       * @description The search action's type (the spec names only npi)
       * @default npi
       * @enum {string}
       */
      type: 'npi';
      params: components['schemas']['NpiSearchParams'];
    };
    /** @description Exactly one of number, first_name with last_name, or organization_name */
    NpiSearchParams: {
      /** @default 100 */
      limit: number;
      /** @default 0 */
      skip: number;
      number?: string;
      first_name?: string;
      last_name?: string;
      organization_name?: string;
    } & (unknown | unknown | unknown);
    NpiSearchAnswer: {
      result_count: number;
      results: components['schemas']['NpiResult'][];
    };
    NpiResult: {
      /** @description The 10-digit NPI */
      number: string;
      /**
       * @description NPI-1 an individual, NPI-2 an organisation
       * @enum {string}
       */
      enumeration_type: 'NPI-1' | 'NPI-2';
      sole_proprietor: boolean;
      /** @description "First Last, CRED" for a person, the organisation name otherwise */
      name: string;
      first_name: string | null;
      last_name: string | null;
      organization_name: string | null;
      credential: string | null;
      /** @description The primary taxonomy */
      specialty: string | null;
      line_1: string | null;
      city: string | null;
      state: string | null;
      zip_code: string | null;
      /** @description Ten digits */
      phone: string | null;
    };
    NpiErrorBody: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    AuditLogRequest: {
      /** @default 20 */
      limit: number;
      /** @default 1 */
      page: number;
      order_by?: {
        /** @enum {string} */
        field: 'created_at' | 'action' | 'username';
        /**
         * @default desc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
      search?: {
        /**
         * @description currentWeek (Monday 00:00 UTC of this week until now), lastWeek (the week before), lastMonth (the calendar month before this one), lastYear (the calendar year before this one); currentWeek when absent
         * @enum {string|null}
         */
        period?: 'currentWeek' | 'lastWeek' | 'lastMonth' | 'lastYear' | null;
      };
    };
    AuditLogEntry: {
      id: number;
      /** Format: date-time */
      created_at: string;
      /** @description The action key (login.succeeded, patient.read, patient.search.denied, ...) */
      action: string;
      /** @description The key's label from the catalogue lookup auditActions (Viewed patient, Signed in, ...) */
      action_label: string;
      username: string | null;
      /** @description The user's name, with the team member a super user acted as */
      user_name: string | null;
      /** @description The address the call came from (the socket's, or the X-Forwarded-For of a proxy named by TRUST_PROXY) */
      ip: string | null;
      /** @description The address the caller claimed in X-Forwarded-For (the portal reports the user's public address); never trusted */
      reported_ip: string | null;
      user_agent: string | null;
      /** @description The operationId of a call to patient data */
      operation: string | null;
      /** @description That operation's summary in specs/api (what the call does) */
      operation_summary: string | null;
      /** @enum {string|null} */
      outcome: 'ok' | 'denied' | null;
      /** @description The one patient of the entry, when there is one */
      patient_id: number | null;
      /** @description The patient in words (Patient ID and name), or the Patient IDs a list or a search answered */
      patient: string | null;
      /** @description The filters and search text of a list or a search, in words */
      query: string | null;
      /** @description The entry's details as compact JSON */
      detail: string;
    };
    AuditLogPage: {
      data: components['schemas']['AuditLogEntry'][];
      currentPage: number;
      lastPage: number;
      total: number;
    };
    AuditLogError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    PatientDetailPerson: {
      id: number;
      name: string;
      npi: string | null;
    } | null;
    PatientDetailCode: {
      id: number;
      code: string;
      description: string;
      /** @description ICD 1, HCPCS 2, CPT 3 */
      procedure_code_type_id: number;
    };
    PatientProcedure: {
      id: number;
      is_active: boolean;
      procedure_type: {
        id: number;
        name: string;
      };
      procedure_name: string | null;
      /** @description The name was typed by hand in an older release (a physical therapist is then required) */
      is_legacy_name: boolean;
      procedure_leg_type: {
        id: number;
        name: string;
      };
      /** @description Unix seconds */
      procedure_date: number | null;
      /** @description Unix seconds */
      treatment_start_date: number | null;
      medicare_insurance: boolean;
      treatment_plan_template: {
        id: number;
        name: string;
      } | null;
      codes: {
        cpt: components['schemas']['PatientDetailCode'][];
        icd: components['schemas']['PatientDetailCode'][];
        hcpcs: components['schemas']['PatientDetailCode'][];
      };
    };
    PatientDetail: {
      id: number;
      identifier: string;
      first_name: string;
      last_name: string;
      /** @description Unix seconds (UTC midnight) */
      date_of_birth: number | null;
      email_address: string | null;
      phone_number: {
        id: number;
        /** @enum {string} */
        name: 'Home Phone' | 'Mobile Phone';
        number: string;
      }[];
      home_phone: string | null;
      mobile_phone: string | null;
      /** @description The last address of the patient */
      address: {
        id?: number;
        line_1?: string | null;
        city?: string | null;
        state?: string;
        zip_code?: string | null;
      } | null;
      practice: {
        id: number;
        name: string;
      };
      surgeon: components['schemas']['PatientDetailPerson'];
      physical_therapist: components['schemas']['PatientDetailPerson'];
      dme: components['schemas']['PatientDetailPerson'];
      installation_method_type: {
        id: number;
        name: string;
        label: string;
      };
      patient_monitoring_specialist?: {
        id?: number;
        username?: string;
      } | null;
      patient_monitoring_specialist_id?: number | null;
      rtm_permission?: boolean;
      rtm_patient_education?: boolean;
      rtm_follow_up_needed?: boolean;
      interaction_code_80?: boolean;
      interaction_code_81?: boolean;
      /** @enum {string|null} */
      medicare_compliance?: 'In Compliance' | 'At Risk' | 'Non-compliant' | null;
      beta: boolean;
      locked: boolean;
      is_koos_patient?: boolean;
      is_hoos_patient?: boolean;
      /**
       * @description The survey the patient takes now (1 KOOS, JR. for a KOOS patient, 3 HOOS, JR. for a HOOS patient) once treatment has started, else null (document 2, section 6)
       * @enum {integer|null}
       */
      current_survey_id?: 1 | 3 | null;
      /** @description Whole years today */
      age?: number | null;
      status?: null | {
        id: number;
        name: string;
        search_value: number;
      };
      patient_document_url?: {
        patient_caregiver_agreement_url: string | null;
        release_of_health_info_url: string | null;
      };
      devices: {
        id: number;
        serial_number: string;
        mac_address: string | null;
        device_type: {
          id: number;
          name: string;
        };
        device_type_variant?: number | null;
      }[];
      patient_procedure: null | components['schemas']['PatientProcedure'];
    };
    PatientDetailError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    /**
     * @description PPN Patient Profile Note, CSN Customer Service Note
     * @enum {string}
     */
    PatientNoteType: 'PPN' | 'CSN';
    /** @description The writer's IANA time zone (America/Chicago); the lock rule reads the calendar day there */
    PatientNoteTimeZone: string;
    PatientNote: {
      id: number;
      note: string;
      type: components['schemas']['PatientNoteType'];
      patient_id: number;
      session_id: number | null;
      email_sent_to: string | null;
      /** @description Unix seconds */
      email_sent_at: number | null;
      /** @enum {string|null} */
      email_status: 'sent' | 'failed' | null;
      /** @description Unix seconds */
      created_at: number;
      /** @description Unix seconds */
      updated_at: number;
      created_by_user_id: number;
      created_by_username: string;
      /** @description The author as a chart is signed: name and credentials ("Pat Marsh, PT"), the username when no name is recorded */
      created_by_name: string;
      updated_by_username: string | null;
      /** @description Written by a patient monitoring assistant */
      created_by_pma: boolean;
      cosigned_by_user_id: number | null;
      cosigned_by_username: string | null;
      /** @description The cosigner as a chart is signed, with the credentials recorded at the cosign */
      cosigned_by_name: string | null;
      cosigned_credentials: string | null;
      /** @description Unix seconds */
      cosigned_at: number | null;
      /** @description E-mailed, or written before today in the creator's time zone */
      locked: boolean;
      /** @description The caller wrote it and it is not locked (edit and delete) */
      editable: boolean;
      /** @description The caller may cosign it now */
      cosignable: boolean;
    };
    PatientNeedingCosign: {
      patient_id: number;
      first_name: string;
      last_name: string;
      identifier: string | null;
      uncosigned_notes: number;
      /** @description Unix seconds */
      oldest_note_at: number;
    };
    PatientNoteErrorBody: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    PatientMonitoring: {
      patient_id: number;
      patient_monitoring_specialist: {
        id: number;
        username: string;
      } | null;
      /** @description The patient's RTM consent */
      rtm_permission: boolean;
      rtm_patient_education: boolean;
      rtm_follow_up_needed: boolean;
      interaction_code_80: boolean;
      interaction_code_81: boolean;
      /** @description The patient's active RTM template assignment, or null */
      template: {
        /** @description The assignment (the prompt calls' patient_version_id) */
        id: number;
        /** @description The template's name */
        name: string;
        /** @description The version's identifier */
        version: string;
        tile_color_hex: string;
        /** @description Unix seconds */
        assigned_at: number;
      } | null;
      /**
       * @description The patient's live tile status while in (or just after) a session, else null
       * @enum {string|null}
       */
      live_status:
        'CALL_REQUIRED' | 'PENDING_INTERACTION' | 'INTERACTION_REQUESTED' | 'ANSWERED' | 'COMPLETE' | null;
      /** @description Unix seconds of the latest session, complete or not */
      last_session_at: number | null;
      /** @description Unix seconds of the latest interaction (request or required) */
      last_interaction_at: number | null;
      /** @description The username of the observer of that interaction */
      last_interaction_by: string | null;
    };
    PatientPanelsError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    PatientProfileStatus: {
      id: number;
      name: string;
      search_value: number;
    };
    PatientProfileArchived: {
      id: number;
      /** @constant */
      archived: true;
    };
    PatientProfileViewingLog: {
      id: number;
      patient_id: number;
      /** @description Unix seconds */
      started_at: number;
      /** @description Unix seconds */
      finished_at: number | null;
    };
    PatientProfileError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    /** @description The patient fields of the Patient tab; each is checked when present */
    PatientFields: {
      first_name?: string;
      last_name?: string;
      /** @description Unix seconds after 01/01/1900 and (checked by the server) before today */
      date_of_birth?: number | null;
      /** Format: email */
      email_address?: string | null;
      home_phone?: string | null;
      mobile_phone?: string;
      address?: {
        line_1?: string | null;
        city?: string | null;
        state: string;
        zip_code?: string | null;
      };
      /** @description The surgeon, found by NPI in the caller's data scope */
      surgeon_npi?: string;
      physical_therapist_npi?: string | null;
      dme_npi?: string | null;
      /** @description Remote Onboarding 2, Field Clinician In-Person 3, DME 4, Automated 5; never Unknown 1 */
      installation_method_type_id?: number;
      /** @description Super admin, monitoring manager and specialist only */
      patient_monitoring_specialist_id?: number | null;
      /** @description Super admin, monitoring manager and specialist only */
      rtm_patient_education?: boolean;
      /** @description Super admin, monitoring manager and specialist only */
      rtm_permission?: boolean;
      /** @description Super admin, monitoring specialist and assistant only */
      rtm_follow_up_needed?: boolean;
      /** @description Super admin, monitoring specialist, assistant and manager only */
      interaction_code_80?: boolean;
      /** @description Super admin, monitoring specialist, assistant and manager only */
      interaction_code_81?: boolean;
      /** @description Super admin and customer-service manager only */
      beta?: boolean;
    };
    PatientCreateRequest: WithRequired<
      components['schemas']['PatientFields'],
      'first_name' | 'last_name' | 'mobile_phone' | 'address' | 'surgeon_npi' | 'installation_method_type_id'
    >;
    /** @description The Devices tab; serials are numbers, empty when the patient has no such device */
    PatientDevicesRequest: {
      /** @enum {string} */
      device_choice: 'none' | 'accuAngle' | 'accuMotion';
      portable_connect_serial: string;
      accu_angle_serial?: string;
      accumotion_thigh_serial?: string;
      accumotion_calf_serial?: string;
    };
    PatientUpdateRequest: {
      devices?: components['schemas']['PatientDevicesRequest'];
    } & components['schemas']['PatientFields'];
    PatientProcedureRequest: {
      patient_id: number;
      /**
       * @description Ortho 1, Cardiac 2
       * @enum {integer}
       */
      procedure_type_id: 1 | 2;
      /**
       * @description Left 1, Right 2, Both 3
       * @enum {integer}
       */
      procedure_leg_type_id: 1 | 2 | 3;
      /** @description Unix seconds */
      procedure_date?: number | null;
      /** @default false */
      medicare_insurance: boolean;
      /**
       * @default 1
       * @enum {integer}
       */
      treatment_plan_template_id: 1 | 2 | 3 | 4 | 5;
      /** @default [] */
      cpt: number[];
      /** @default [] */
      icd: number[];
      /** @default [] */
      hcpcs: number[];
    };
    ProcedureCodeSearchRequest: {
      /** @default 20 */
      limit: number;
      /**
       * @description ICD 1, HCPCS 2, CPT 3
       * @enum {integer}
       */
      procedure_code_type_id: 1 | 2 | 3;
      search_term?: string | null;
    };
    PatientWizardError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    PatientsListRequest: {
      /** @default 20 */
      limit: number;
      /** @default 1 */
      page: number;
      order_by?: {
        field: components['schemas']['PatientsSortField'];
        /**
         * @default asc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
      search?: components['schemas']['PatientsListSearch'];
      /** @description Accepted for compatibility; every row carries all list columns */
      columns?: string[];
      /** @description Narrows a super user's list to one practice; ignored for everyone else */
      practice_id?: number | null;
    };
    /** @enum {string} */
    PatientsSortField:
      | 'patient_identifier'
      | 'patient_first_name'
      | 'patient_last_name'
      | 'surgeon_name'
      | 'physical_therapist_name'
      | 'patient_procedure_procedure_name'
      | 'patient_procedure_post_op_day'
      | 'pain'
      | 'adherence'
      | 'lastSession';
    /** @description Every filter is optional; null or absent means "all" */
    PatientsListSearch: {
      /** @description Last names starting with this text (case-insensitive) */
      patient_last_name?: string | null;
      surgeon_id?: number | null;
      physical_therapist_id?: number | null;
      dme_id?: number | null;
      /** @description A procedure leg type id (Left 1, Right 2, Both 3) */
      procedure_id?: number | null;
      /** @description Ortho 1, Cardiac 2 */
      procedure_type_id?: number | null;
      /** @description The search_value of a patient status (Active is 2) */
      patient_status?: number | null;
    };
    PatientsListPage: {
      data: components['schemas']['PatientsListRow'][];
      currentPage: number;
      lastPage: number;
      total: number;
    };
    PatientsMeasure: {
      /** @description Degrees in the latest completed session */
      value: number | null;
      /** @description Degrees in the completed session before it */
      previous: number | null;
      /** @description value minus previous */
      progress: number | null;
    };
    PatientsListRow: {
      patient_id: number;
      patient_identifier: string;
      patient_first_name: string;
      patient_last_name: string;
      surgeon_id: number | null;
      surgeon_name: string | null;
      physical_therapist_id: number | null;
      physical_therapist_name: string | null;
      patient_procedure_procedure_name: string | null;
      /** @description Days since the procedure date */
      patient_procedure_post_op_day: number | null;
      completed_sessions: number;
      total_sessions: number;
      /** @description The latest session's pain is above 6 */
      patient_alert: boolean;
      /** @description Pain of the latest completed session */
      pain: number | null;
      extension: components['schemas']['PatientsMeasure'];
      flexion: components['schemas']['PatientsMeasure'];
      /** @description Percent of scheduled sessions completed so far */
      adherence: number | null;
      /** @description Unix seconds of the latest completed session */
      lastSession: number | null;
      patient_status: null | {
        id: number;
        name: string;
        search_value: number;
      };
    };
    PatientsError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    PeopleQuery: {
      /** @description Names containing this text (case-insensitive) */
      search?: string | null;
      /** @description Narrows a super user's list to one practice; ignored for everyone else */
      practice_id?: number | null;
    };
    PeopleRow: {
      id: number;
      /** @description Display name, e.g. "Dr. Ada Byron" or the supplier's name */
      name: string;
      npi?: string | null;
      practice_id: number;
    };
    PeopleError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    PortalInfo: {
      /** @description Demo mode (CADENCE_DEMO=1) — demo users, the /dev mailbox and the embedded sign-on page are on */
      demo: boolean;
      /** @description The middleware version (as middleware_version of login) */
      version: string;
    };
    PracticeCreateRequest: {
      name: string;
      /** @description A practice type of practice_type/query (Equipment Supplier 1, Physical Therapy 2, Surgeon 3) */
      practice_type_id: number;
      /** @description Digits only, at most 10; null when empty */
      npi?: string | null;
      specialty?: string | null;
      /** @description The prescription template of the practice */
      template_url?: string | null;
      address: components['schemas']['PracticeCreateAddress'];
      phone_number: components['schemas']['PracticeCreatePhone'];
    };
    PracticeCreateAddress: {
      line_1: string;
      city: string;
      state: string;
      zip_code: string;
    };
    PracticeCreatePhone: {
      /** @description The Office Phone, ten digits */
      number: string;
    };
    PracticeDetail: {
      id: number;
      name: string;
      npi: string | null;
      specialty: string | null;
      practice_type: {
        id: number;
        name: string | null;
      };
      phone_number: {
        id: number;
        /** @description Office Phone */
        name: string;
        number: string;
      }[];
      address: {
        id: number;
        line_1: string;
        city: string;
        state: string;
        zip_code: string;
      }[];
      template_url: string | null;
      is_default: boolean;
    };
    PracticeCreateError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    /** @description The fields of POST practice; the address and the Office Phone carry the id of the record they change (without one a new address or phone is recorded) */
    PracticeUpdateRequest: {
      name: string;
      practice_type_id: number;
      /** @description Digits only, at most 10; null when empty */
      npi?: string | null;
      specialty?: string | null;
      template_url?: string | null;
      address: {
        /** @description The id of the practice's address being changed */
        id?: number | null;
        line_1: string;
        city: string;
        state: string;
        zip_code: string;
      };
      phone_number: {
        /** @description The id of the Office Phone being changed */
        id?: number | null;
        number: string;
      };
    };
    PracticeEditError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    PracticeListRequest: {
      /** @default 20 */
      limit: number;
      /** @default 1 */
      page: number;
      order_by?: {
        field: components['schemas']['PracticeListSortField'];
        /**
         * @default asc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
      search?: components['schemas']['PracticeListSearch'];
    };
    /**
     * @description A list column; the nested ones are named by their path in the row
     * @enum {string}
     */
    PracticeListSortField:
      'name' | 'npi' | 'specialty' | 'practice_type.name' | 'address.city' | 'address.state' | 'office_phone';
    /** @description Every filter is optional; null or absent means "all" */
    PracticeListSearch: {
      /** @description Practice names containing this text (case-insensitive) */
      name?: string | null;
    };
    PracticeListPage: {
      data: components['schemas']['PracticeListRow'][];
      currentPage: number;
      lastPage: number;
      total: number;
    };
    PracticeListRow: {
      id: number;
      name: string;
      npi: string | null;
      specialty: string | null;
      practice_type: {
        id: number;
        /** @description The name in the practice_type list, null for an id it does not have */
        name: string | null;
      };
      /** @description The practice's current address (the last one recorded), or null when it has none */
      address: null | {
        line_1: string;
        city: string;
        state: string | null;
        zip_code: string | null;
      };
      /** @description The ten digits of the Office Phone */
      office_phone: string | null;
    };
    PracticeListError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    /** @enum {string} */
    AppNotificationType: 'remoteLogin' | 'remoteCancelLogin';
    AppNotification: {
      fcm_notification_id: number;
      notification_type: string;
      patient_id: number;
      sender_id: number | null;
      message: string | null;
      /** @description null until the app replies; 1 accepted, 2 declined, any other value failed */
      reaction: number | null;
      /** @description unix seconds */
      created_at: number;
      /** @description unix seconds */
      answered_at: number | null;
    };
    PatientAppLogin: {
      patient_id: number;
      /** @description The serial of the patient's PortableConnect; null when the profile has none */
      pc_serial_number: string | null;
      /** @description The patient's app is logged in (an open patient_app_logins row) */
      logged_in: boolean;
      /** @description unix seconds */
      logged_in_at: number | null;
      /** @description The patient is in a live session (a row of rtm_live_patients with a session) */
      in_session: boolean;
      /** @description The PortableConnect is logged in with another patient profile */
      pc_active_elsewhere: boolean;
    };
    ReportRequest: {
      /** @description A report type of specs/reports */
      reportType: string;
      /**
       * @description Answer the whole report as CSV
       * @default false
       */
      downloadReport: boolean;
      /** Format: date */
      startDate?: string | null;
      /** Format: date */
      endDate?: string | null;
      /** @description An IANA time zone (the days of startDate/endDate); UTC when absent */
      timezone?: string | null;
      /**
       * @description Medicare compliance report: under 24 hours (24) or 25 to 36 hours (36); 24 when absent
       * @enum {integer|null}
       */
      hoursSinceProcedure?: 24 | 36 | null;
      /** @description The page (the query's page wins) */
      page?: number;
      sql?: components['schemas']['ReportRuleGroup'];
    };
    /** @description A react-querybuilder rule group: `combinator` and `rules`, each a rule {field, operator, value} or a nested group. The server checks the tree against the report's declaration (fields, operators, values, depth at most 10, at most 200 rules). */
    ReportRuleGroup: {
      id?: string;
      combinator?: string;
      not?: boolean;
      rules: {
        [key: string]: unknown;
      }[];
    };
    ReportColumn: {
      name: string;
      label: string;
    };
    ReportPage: {
      current_page: number;
      last_page: number;
      total: number;
      columns: components['schemas']['ReportColumn'][];
      data: {
        [key: string]: string | number | null;
      }[];
      /** @description The patients of the page's rows (what the audit records) */
      patient_ids: number[];
    };
    DashboardFilter: {
      id: number;
      label: string;
      days: number;
    };
    DashboardStat: {
      name: string;
      label: string;
      value: number;
    };
    DashboardStats: {
      filter_id: number;
      label: string;
      stats: components['schemas']['DashboardStat'][];
    };
    DashboardGraph: {
      name: string;
      title: string;
      x: string[];
      y: number[];
    };
    ReportsError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    /** @description The patient's 7-digit Patient ID */
    PatientIdentifier: string;
    AssignmentRecord: {
      patient_id: components['schemas']['PatientIdentifier'];
      template_id: number;
      template_version_id: number;
    };
    BulkAssignmentRecord: {
      patient_id: components['schemas']['PatientIdentifier'];
      /** @description The template's id, or its identifier or name (resolved by the server) */
      template_id: number | string;
      /** @description The template version's id, or its identifier (resolved by the server) */
      template_version_id: number | string;
      /** @description The record's line in the CSV file, reported with its problems */
      line?: number;
    };
    TemplateAssignment: {
      /** @description The assignment's id (the prompt calls' patient_version_id) */
      version_patient_id: number;
      patient_id: number;
      /** @description The 7-digit Patient ID */
      patient_identifier: string;
      patient_name: string;
      template_id: number;
      template_identifier: string;
      template_name: string;
      template_version_id: number;
      template_version_identifier: string;
      /** Format: date-time */
      assigned_at: string;
      /** Format: date-time */
      completed_at: string | null;
    };
    TemplateAssignmentPage: {
      data: components['schemas']['TemplateAssignment'][];
      current_page: number;
      last_page: number;
      total: number;
    };
    AssignmentResult: {
      /** @description The success toast's text */
      message: string;
      assignment: components['schemas']['TemplateAssignment'];
    };
    PatientTemplateVersions: {
      patient: {
        id: number;
        identifier: string;
        name: string;
      };
      assignment: null | components['schemas']['TemplateAssignment'];
      /** @description The templates that may be assigned, each with its assignable versions (possibly none) */
      templates: {
        id: number;
        identifier: string;
        name: string;
        versions: {
          id: number;
          identifier: string;
        }[];
      }[];
    };
    /** @enum {string} */
    BulkAssignJobStatus: 'queued' | 'running' | 'completed' | 'failed';
    BulkAssignJob: {
      job_id: number;
      status: components['schemas']['BulkAssignJobStatus'];
      /** @description Records in the file */
      total: number;
      /** @description Records assigned (all of them once completed, none when failed) */
      assigned: number;
      /** @description The success toast's text once completed, the reason once failed */
      message: string | null;
      errors: components['schemas']['CsvLineError'][];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      finished_at: string | null;
    };
    CsvLineError: {
      /** @description The record's line in the CSV file */
      line: number;
      message: string;
    };
    RtmPromptOption: {
      id: number;
      identifier: string | null;
      option_text: string;
      /** @description Choosing the option asks for a saved additional-information text */
      text_required: boolean;
      /** @description The prompt the option leads to; null ends the flow */
      maps_to_rtm_survey_prompt_id: number | null;
      /** @description That prompt's title; null when the option ends the flow */
      maps_to_rtm_survey_prompt_title: string | null;
      /** @description True when maps_to_rtm_survey_prompt_id is null */
      maps_to_end: boolean;
    };
    RtmPrompt: {
      id: number;
      /** @description Prompt group 1 to 3; the flow starts at the group-1 prompt */
      group: number;
      title: string;
      description: string | null;
      additional_information_id?: string | null;
      additional_prompt_information: string | null;
      rtm_survey_prompt_options: components['schemas']['RtmPromptOption'][];
    };
    EditedOption: {
      /** @description Made by the client; a stored option's id as text keeps it */
      id: string;
      identifier: string;
      option_text: string;
      /** @description The title of a later-group prompt, or empty */
      maps_to_rtm_survey_prompt_title: string;
      maps_to_end: boolean;
      text_required: boolean;
    };
    EditedPrompt: {
      /** @description Made by the client; a stored prompt's id as text keeps it */
      id: string;
      title: string;
      /** @enum {integer} */
      group: 1 | 2 | 3;
      description: string;
      additional_information_id: string;
      additional_prompt_information: string;
      rtm_survey_prompt_options: components['schemas']['EditedOption'][];
    };
    RtmPromptData: {
      prompts: components['schemas']['RtmPrompt'][];
      /** @description The patient's assignment (the submit call's {id}); null for a version, or a patient without one */
      patient_version_id: number | null;
      /** @description The template version the prompts belong to */
      template_version_id: number | null;
      /** @description The version's template's id; for a version's prompts only */
      template_id?: number;
      /** @description The version's template's identifier (Template ID); for a version's prompts only */
      template_identifier?: string;
      /** @description The version's template's name; for a version's prompts only */
      template_name?: string;
      /** @description The version's identifier; for a version's prompts only */
      version_identifier?: string;
    };
    RtmPromptSubmission: {
      patient_version_id: number;
      patient_id: number;
      responses: {
        id: number;
        prompt_id: number;
        option_id: number;
        text_response: string | null;
        /** Format: date-time */
        responded_at: string;
      }[];
    };
    /** @enum {string} */
    RtmTileStatus:
      'CALL_REQUIRED' | 'PENDING_INTERACTION' | 'INTERACTION_REQUESTED' | 'ANSWERED' | 'COMPLETE';
    /** @description One patient's tile (domain/rtmTile/rtmTile.ts, exactly its fields) */
    RtmTile: {
      /** @description The patient's id */
      id: number;
      first_name: string;
      last_name: string;
      identifier: string;
      status: components['schemas']['RtmTileStatus'];
      tile_color_hex: string;
      session_id: number | null;
      /** Format: date-time */
      session_start: string | null;
      sequence: number | null;
      /**
       * Format: date-time
       * @description After it an ANSWERED tile becomes PENDING_INTERACTION
       */
      next_interaction: string | null;
      call_attempts: number;
      call_established: boolean;
      number_of_calls: number;
      note_required: boolean;
      patient_progress: {
        current_session_number: number;
        total_sessions_in_treatment: number;
      } | null;
      /** @description Percent */
      patient_adherence: number | null;
      pain_level: number | null;
      rtm_patient_education: boolean;
      rtm_follow_up_needed: boolean;
      rtm_permission: boolean;
      patient_not_in_session: boolean;
    };
    RtmTemplateHexCode: {
      name: string;
      tile_color_hex: string;
    };
    RtmRoom: {
      /** @description What the timer banner shows */
      room_id: string;
      /** Format: date-time */
      started_at: string;
      template_hex_codes: components['schemas']['RtmTemplateHexCode'][];
      patients: components['schemas']['RtmTile'][];
    };
    RtmRoomTiles: {
      room_id: string;
      patients: components['schemas']['RtmTile'][];
    };
    RtmRoomState: {
      room_id: string;
      /** Format: date-time */
      started_at: string;
      /** Format: date-time */
      last_seen_at: string;
      /** Format: date-time */
      ended_at: string | null;
    };
    RtmRoomStatus: {
      can_start_monitoring: boolean;
      /** @description The room the caller has open, or null */
      room: components['schemas']['RtmRoomState'] | null;
    };
    RtmRoomIdRequest: {
      room_id: string;
    };
    RtmPatientIdRequest: {
      patient_id: number;
    };
    RtmTileRemoved: {
      patient_id: number;
      removed: boolean;
    };
    RtmTileAfterNote: {
      patient_id: number;
      /** @description The tile, or null when it left the dashboards */
      tile: components['schemas']['RtmTile'] | null;
    };
    /**
     * @description 1 request, 2 required (2 or more call attempts, or a CALL_REQUIRED tile)
     * @enum {integer}
     */
    RtmInteractionType: 1 | 2;
    RtmPatientInteraction: {
      id: number;
      patient_id: number;
      interaction_type: components['schemas']['RtmInteractionType'];
      observer_id: number;
      /** Format: date-time */
      created_at: string;
    };
    /** @description The caller's IANA time zone (America/Chicago); "today" is the calendar day there */
    RtmTimeZone: string;
    RtmCompletedPatient: {
      patient_id: number;
      patient_identifier: string;
      patient_name: string;
      template_version_identifier: string | null;
    };
    RtmPatientFlags: {
      patient_id: number;
      rtm_permission: boolean;
      rtm_patient_education: boolean;
      rtm_follow_up_needed: boolean;
      interaction_code_80: boolean;
      interaction_code_81: boolean;
      patient_monitoring_specialist_id: number | null;
    };
    RtmRoomErrorBody: {
      message: string;
      title?: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    RtmTemplateWrite: {
      /** @description The Template ID (unique) */
      identifier: string;
      name: string;
      /**
       * @description The tile colour of the template's patients on the RTM dashboard
       * @default #0899b7
       */
      tile_color_hex: string;
      /** @default false */
      patient_not_in_session: boolean;
      /** @description Assignable by a physical therapist */
      pt_assignable: boolean;
      /** @description Assignable by a physical therapist assistant */
      pta_assignable: boolean;
    };
    RtmTemplateUpdate: {
      id: number;
      identifier: string;
      name: string;
      /** @default #0899b7 */
      tile_color_hex: string;
      /** @default false */
      patient_not_in_session: boolean;
      pt_assignable: boolean;
      pta_assignable: boolean;
    };
    RtmTemplateVersion: {
      id: number;
      identifier: string;
      rtm_survey_template_id: number;
      /** Format: date-time */
      created_at: string;
      /** @description How many prompts the version holds */
      prompt_count: number;
    };
    RtmTemplate: {
      id: number;
      /** @description Shown as Template ID */
      identifier: string;
      name: string;
      tile_color_hex: string;
      patient_not_in_session: boolean;
      pt_assignable: boolean;
      pta_assignable: boolean;
      /** @description The template's place in the library (sequence) */
      order: number;
      rtm_survey_template_versions: components['schemas']['RtmTemplateVersion'][];
    };
    AutoAssignConfigEntry: {
      /** @description The template's identifier */
      name: string;
      /** @description The template's name */
      label: string;
      /** @description The version given automatically, or null */
      value: number | null;
    };
    RtmTemplateFailure: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    SearchRequest: {
      search_model: components['schemas']['SearchModel'];
      /** @description The text searched for; the two-name options (patient_name, practice_team_member) send an object {last_name, first_name?}. Every filled value needs at least 3 characters ('Minimum 3 characters.'). */
      search_term: string | components['schemas']['SearchNameTerm'];
      /** @default 1 */
      page: number;
      /** @default 20 */
      limit: number;
    };
    /**
     * @description The search option: Patient Name, Patient Portable Connect (serial), Patient Identifier, Practice (name; super users only), Practice Team Member (last and first name)
     * @enum {string}
     */
    SearchModel:
      | 'patient_name'
      | 'patient_portable_connect'
      | 'patient_identifier'
      | 'practice'
      | 'practice_team_member';
    SearchNameTerm: {
      last_name: string;
      first_name?: string | null;
    };
    SearchPage: {
      data: components['schemas']['SearchResult'][];
      current_page: number;
      last_page: number;
      total: number;
    };
    /** @description One record found; the fields that do not apply to its model_type are null */
    SearchResult: {
      /** @description The record's id (patient, team member, practice or template) */
      id: number;
      /** @enum {string} */
      model_type: 'patient' | 'practice_team_member' | 'practice' | 'practice_team_member_treatment_plan';
      last_name: string | null;
      first_name: string | null;
      /** @description The patient's 7-digit Patient ID */
      identifier: string | null;
      email_address: string | null;
      patient_status: string | null;
      surgeon_name: string | null;
      /** @description Serial number of the patient's PortableConnect */
      portable_connect: string | null;
      accu_angle: string | null;
      accumotion_thigh: string | null;
      accumotion_calf: string | null;
      npi: string | null;
      role_name: string | null;
      practice_name: string | null;
    };
    SearchError: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    SelfPayListRequest: {
      /** @default 20 */
      limit: number;
      /** @default 1 */
      page: number;
      order_by?: {
        /** @enum {string} */
        field: 'days' | 'daily_price' | 'name';
        /**
         * @default asc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
      search?: Record<string, never>;
    };
    /** @description The option as the portal sends it. Bounds beyond the types are the handler's, so that the spec's own messages are answered ('Number of days cannot be less than 1', 'Daily price must be greater than 0', 'The option with the same number of days already exists'). */
    SelfPayWrite: {
      /** @description Number of days (at least 1) */
      days: number;
      /** @description Daily price in cents (greater than 0) */
      daily_price: number;
      /** @description The message */
      name: string;
    };
    SelfPayOption: {
      id: number;
      days: number;
      /** @description In cents */
      daily_price: number;
      /** @description The message */
      name: string;
      /** @description e.g. $12.50 */
      formatted_daily_price: string;
      /** @description days × daily price, e.g. $375.00 */
      formatted_total_price: string;
    };
    SelfPayPage: {
      data: components['schemas']['SelfPayOption'][];
      currentPage: number;
      lastPage: number;
      total: number;
    };
    SelfPayError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    SessionLoginRequest: {
      username: string;
      /** @description Required unless login_token is sent */
      password?: string;
      bypass_okta_login?: boolean;
      redirect_url?: string;
      /** @description The one-time token of an e-mailed login link */
      login_token?: string;
    };
    SessionAccessToken: {
      access_token: string;
      /** @description Seconds until the token expires */
      expires_in: number;
    };
    SessionLoginResult: {
      access_token: string;
      expires_in: number;
      /** @constant */
      two_factor_required: false;
      redirect: string | null;
      middleware_version: string;
      mfg_api: string;
      ongoing_maintenance_messages: string[];
      upcoming_maintenance_messages: string[];
      practice: null | components['schemas']['SessionPractice'];
      user: components['schemas']['SessionUser'];
    };
    SessionTwoFactorRequired: {
      /** @constant */
      two_factor_required: true;
      username: string;
    };
    SessionPasswordResetRequired: {
      password_reset_code: string;
    };
    SessionPractice: {
      id: number;
      name: string;
      template_url: string | null;
      practice_type_id?: number;
    };
    SessionUser: {
      id: number;
      username: string;
      first_name: string;
      last_name: string;
      email: string | null;
      role_id: number;
      user_role: {
        id: number;
        name: string;
      };
      /** @description Effective permission names (built-in set of the role, else the team member's list) */
      permissions: string[];
      is_super_user: boolean;
      consented: boolean;
      /** @description Days until the password expires (passwords expire 90 days after a change) */
      password_expires_days: number;
      practice_team_member: null | components['schemas']['SessionTeamMember'];
    };
    SessionTeamMember: {
      id: number;
      first_name: string;
      last_name: string;
      npi?: string | null;
      practice_id: number;
      role_type?: number | null;
    };
    SessionError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: ('000F0001' | '000F0002' | '000F0003')[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    RecoveryReportRow: {
      id: number;
      /** Format: date-time */
      date_time: string;
      treatment_plan_type: number | null;
      treatment_plan_type_text?: string | null;
      /** @description 1 Complete, otherwise Incomplete */
      status: number;
      extension: number | null;
      flexion: number | null;
      pain_after: number | null;
      mets: number | null;
      weight: number | null;
    };
    DailySessionSummary: {
      /**
       * Format: date
       * @description The user's calendar day
       */
      day: string;
      sessions: components['schemas']['RecoveryReportRow'][];
      total_sessions: number;
      complete_sessions: number;
      incomplete_sessions: number;
      min_extension: number | null;
      max_flexion: number | null;
      max_pain: number | null;
      /** @description 2 decimals */
      avg_mets: number | null;
      /** @description rounded */
      avg_weight: number | null;
      /** @description This day is the procedure date */
      procedureDate: boolean;
      /** @description This day is the treatment start date */
      treatmentStartDate: boolean;
      /** @description A day of the treatment without any session */
      missed: boolean;
    };
    RecoveryReport: {
      patient_id: number;
      /** @description 1 the knee (ortho) type, otherwise the other (cardiac) type */
      procedure_type_id: number | null;
      /** Format: date */
      procedure_date: string | null;
      /** Format: date */
      treatment_start_date: string | null;
      /** Format: date */
      treatment_end_date: string | null;
      /** @description Oldest first */
      days: components['schemas']['DailySessionSummary'][];
    };
    ExerciseSession: {
      id: number;
      patient_id: number;
      /** Format: date-time */
      date_time: string;
      /** @description 1 Complete, otherwise Incomplete */
      status: number;
      treatment_plan_type: number | null;
      flexion: number | null;
      extension: number | null;
      pain_after: number | null;
      mets: number | null;
      weight: number | null;
      /** @description seconds */
      pedaling_time: number | null;
      revolutions: number | null;
      average_pedal_radius: number | null;
      ambulation: number | null;
      pressure_left: number | null;
      pressure_right: number | null;
    };
    SessionChartSample: {
      /** Format: date-time */
      date_time: string;
      adjustment_value?: number;
      o2_value?: number;
      systolic_value?: number;
      diastolic_value?: number;
      ecg_data?: {
        x: number;
        y: number;
      }[];
      rpe_response_value?: number;
    };
    SessionChartData: {
      session_id: number;
      patient_id: number;
      samples: components['schemas']['SessionChartSample'][];
    };
    ActingContext: {
      practice: null | {
        id: number;
        name: string;
        template_url: string | null;
        practice_type_id: number;
      };
      practice_team_member: null | {
        id: number;
        first_name: string;
        last_name: string;
        npi: string | null;
        practice_id: number;
        /** @description The member's role id */
        role_type: number;
      };
      /** @description Effective permission names of the acting context */
      permissions: string[];
    };
    StudyGroup: {
      id: number;
      name: string;
    };
    SurveyResponse: {
      survey_question_id: number;
      survey_option_id: number;
    };
    PatientSurvey: {
      id: number;
      /** @description 1 knee survey (KOOS, JR.), 3 hip survey (HOOS, JR.) */
      survey_id: number;
      patient_id: number;
      /** Format: date */
      scheduled_at: string;
      /** Format: date-time */
      completed_at: string | null;
      responses: components['schemas']['SurveyResponse'][];
      /** @description The sum of the answers (0 None to 4 Extreme) */
      raw_score: number | null;
      /** @description From the instrument's published table; 0 total disability, 100 perfect health */
      interval_score: number | null;
      /** @description Change of the interval score from the patient's first completed survey of the instrument */
      progression_score: number | null;
    };
    PatientSurveyList: {
      patient_surveys: components['schemas']['PatientSurvey'][];
      /**
       * Format: date
       * @description The first day of treatment (null before it is set)
       */
      treatment_start_date: string | null;
      /**
       * Format: date
       * @description The treatment's last day (the latest plan end), null without a plan
       */
      treatment_end_date: string | null;
    };
    Survey: {
      id: number;
      name: string;
      survey_question: {
        id: number;
        section: string;
        question_text: string;
        survey_option: {
          id: number;
          text: string;
        }[];
      }[];
    };
    TabletCommandResult: {
      /** @description The service's answer, e.g. 'Device locked' */
      message: string;
    };
    /** @description What get_device_info answers — the tablet's serial number and IMEI, and the service's fields of TabletDeviceInformation when its answer has that shape */
    TabletDeviceReport: {
      serial_number: string;
      imei: string;
      power_status?: string;
      power_source?: string;
      device_uuid?: string;
      brightness_level?: number;
      /** @description 0 unlocked, anything else locked */
      lockdown_state?: number;
      lockdown_message?: string | null;
      volume_levels?: {
        audioStream: string;
        volumeLevel: number;
      }[];
      location?: {
        latitude: number;
        longitude: number;
      };
      network?: {
        current_connection_type: string;
        wifi?: {
          wifi_state?: string;
          configured_networks?: string[];
          current_wifi_hotspot?: string | null;
        };
        cellular?: {
          status?: string;
          signal_strength?: number;
          provider?: string;
        };
      };
      versions?: {
        app_version: string;
        motor_controller?: string;
        pedal_unit_controller?: string;
        accuradius?: string;
      };
    };
    /** @description The shape the portal expects of a tablet's device information (document 3, section 3) */
    TabletDeviceInformation: {
      serial_number: string;
      imei: string;
      power_status: string;
      power_source: string;
      device_uuid: string;
      brightness_level: number;
      /** @description 0 unlocked, anything else locked */
      lockdown_state: number;
      lockdown_message?: string | null;
      volume_levels: {
        audioStream: string;
        volumeLevel: number;
      }[];
      location: {
        latitude: number;
        longitude: number;
      };
      network: {
        current_connection_type: string;
        wifi?: {
          wifi_state?: string;
          configured_networks?: string[];
          current_wifi_hotspot?: string | null;
        };
        cellular?: {
          status?: string;
          signal_strength?: number;
          provider?: string;
        };
      };
      versions: {
        app_version: string;
        motor_controller?: string;
        pedal_unit_controller?: string;
        accuradius?: string;
      };
    };
    TeamListRequest: {
      /** @default 20 */
      limit: number;
      /** @default 1 */
      page: number;
      /** @description The practice a super user looks at; others always see their own */
      practice_id?: number | null;
      /** @description The columns the portal shows (every row carries all of them) */
      columns?: string[];
      order_by?: {
        /** @enum {string} */
        field: 'last_name' | 'first_name' | 'email' | 'npi' | 'role_name' | 'username' | 'office_phone';
        /**
         * @default asc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
      search?: components['schemas']['TeamListSearch'];
    };
    TeamListSearch: {
      /** @description Last names containing this text (case-insensitive) */
      last_name?: string | null;
      /** @description First or last names containing this text */
      name?: string | null;
      role_id?: number | null;
      practice_id?: number | null;
    };
    TeamQueryRequest: {
      practice_id?: number | null;
      /** @default 200 */
      limit: number;
      search?: components['schemas']['TeamListSearch'];
    };
    TeamListPage: {
      data: components['schemas']['TeamListRow'][];
      currentPage: number;
      lastPage: number;
      total: number;
    };
    TeamListRow: {
      id: number;
      first_name: string;
      last_name: string;
      prefix: string | null;
      npi: string | null;
      email: string | null;
      role_id: number;
      role_name: string;
      username: string | null;
      office_phone: string | null;
      practice_id: number;
      profile_picture_url: string | null;
    };
    TeamSkinnyRow: {
      id: number;
      name: string;
      role_id: number;
      practice_id: number;
    };
    TeamPhones: {
      /** @description Office Phone, ten digits */
      office_phone: string;
      /** @description Mobile Phone, ten digits */
      mobile_phone?: string | null;
    };
    TeamPrefix: string | null;
    TeamName: string;
    /** Format: email */
    TeamEmail: string;
    /** @description Required unless the role is Clinical Staff Member (50), which has none */
    TeamNpi: string | null;
    /** @description The equipment supplier (a DME practice) */
    TeamDmeId: number | null;
    /** @description The surgeon or physical therapist a staff member works for */
    TeamSpecialistId: number | null;
    TeamHospitalLocation: string | null;
    TeamMemberCreateRequest: {
      user: {
        username: string;
        user_role_id: number;
        /** @description Checked against the password policy (form_error on user.password) */
        password: string;
        confirmPassword: string;
      };
      /** @description The practice; a super user must name it, others always create in their own */
      practice_id?: number | null;
      /** @description Permission ids to grant at once. Only the default staff permissions (ids 2 to 12 and 14 to 16) may be granted here by a caller who may not edit permissions. */
      permissions?: number[];
      prefix?: components['schemas']['TeamPrefix'];
      first_name: components['schemas']['TeamName'];
      last_name: components['schemas']['TeamName'];
      email: components['schemas']['TeamEmail'];
      npi?: components['schemas']['TeamNpi'];
      phone_number: components['schemas']['TeamPhones'];
      dme_id?: components['schemas']['TeamDmeId'];
      surgeon_id?: components['schemas']['TeamSpecialistId'];
      physical_therapist_id?: components['schemas']['TeamSpecialistId'];
      hospital_location?: components['schemas']['TeamHospitalLocation'];
    };
    TeamMemberUpdateRequest: {
      user?: {
        user_role_id?: number;
      };
      prefix?: components['schemas']['TeamPrefix'];
      first_name?: components['schemas']['TeamName'];
      last_name?: components['schemas']['TeamName'];
      email?: components['schemas']['TeamEmail'];
      npi?: components['schemas']['TeamNpi'];
      phone_number?: components['schemas']['TeamPhones'];
      dme_id?: components['schemas']['TeamDmeId'];
      surgeon_id?: components['schemas']['TeamSpecialistId'];
      physical_therapist_id?: components['schemas']['TeamSpecialistId'];
      hospital_location?: components['schemas']['TeamHospitalLocation'];
    };
    TeamPermissionGrant: {
      /** @description The permission id */
      id: number;
      /** @description The grant's own id (revoke with it) */
      practice_team_member_permission_id: number;
      key: string;
      name: string;
    };
    TeamNotificationSubscription: {
      /** @description The notification type id */
      id: number;
      /** @description The subscription's own id */
      practice_team_member_notification_id: number;
      name: string;
    };
    TeamMemberDetail: {
      id: number;
      first_name: string;
      last_name: string;
      prefix: string | null;
      npi: string | null;
      email: string | null;
      hospital_location: string | null;
      profile_picture_url: string | null;
      practice_id: number;
      practice: {
        id: number;
        name: string;
        practice_type_id: number;
      };
      user: {
        id: number | null;
        username: string | null;
        user_role_id: number;
        user_role: {
          id: number;
          name: string;
        };
      };
      phone_numbers: {
        id: number;
        /** @description Office Phone or Mobile Phone */
        name: string;
        number: string;
      }[];
      phone_number: {
        office_phone: string | null;
        mobile_phone: string | null;
      };
      dme_id: number | null;
      surgeon_id: number | null;
      physical_therapist_id: number | null;
      permissions: components['schemas']['TeamPermissionGrant'][];
      notifications: components['schemas']['TeamNotificationSubscription'][];
      /** @description How many members of the practice are administrators (this one included), so that the portal can refuse to turn off the last */
      practice_administrators: number;
    };
    TeamError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    TreatmentPlanTemplateRow: {
      id: number;
      name: string;
      description: string | null;
      is_default: boolean;
      practice_team_member_id: number;
      practice_team_member_name: string;
      procedure_type_id: number | null;
      treatment_plan_type: number;
      /** @description The sum of the protocols' days */
      num_of_days: number;
    };
    TreatmentPlanTemplate: {
      id: number;
      name: string;
      description: string | null;
      is_default: boolean;
      practice_team_member_id: number;
      procedure_type_id: number | null;
      treatment_plan_type: number;
      sequence: number;
      is_active: boolean;
      /** @description The sum of the protocols' days */
      num_of_days: number;
      protocols: components['schemas']['TreatmentPlanTemplateProtocol'][];
    };
    TreatmentPlanTemplateProtocol: {
      id: number;
      name: string;
      purpose: string | null;
      sequence: number;
      num_of_days: number;
      sessions_per_day: number;
      pedal_radius: number;
      resistance: number;
      rpm_min: number;
      rpm_max: number;
      pressure_limit: number;
      periods: components['schemas']['TreatmentPlanTemplatePeriod'][];
    };
    TreatmentPlanTemplatePeriod: {
      id: number;
      sequence: number;
      /** @description Minutes */
      length_of_time: number;
      period_direction_id: number;
      period_type_id: number;
    };
    TreatmentPlanTemplateInput: {
      name: string;
      description?: string | null;
      is_default?: boolean;
      practice_team_member_id?: number | null;
      procedure_type_id?: number | null;
      treatment_plan_type?: number;
      sequence?: number;
      is_active?: boolean;
      protocols: components['schemas']['TreatmentPlanTemplateProtocolInput'][];
    };
    /** @description The fields to change: the editor's save sends them all; Set as Default sends only is_default: true. Protocols sent replace the template's; absent, they are kept. */
    TreatmentPlanTemplateUpdate: {
      name?: string;
      description?: string | null;
      is_default?: boolean;
      /** @description Ignored; a template stays with its team member */
      practice_team_member_id?: number | null;
      procedure_type_id?: number | null;
      treatment_plan_type?: number;
      sequence?: number;
      is_active?: boolean;
      protocols?: components['schemas']['TreatmentPlanTemplateProtocolInput'][];
    };
    TreatmentPlanTemplateProtocolInput: {
      /** @description Ignored; the save replaces the protocols in order */
      id?: number | null;
      name: string;
      purpose?: string | null;
      sequence?: number;
      num_of_days: number;
      sessions_per_day: number;
      pedal_radius: number;
      resistance: number;
      rpm_min: number;
      rpm_max: number;
      pressure_limit: number;
      periods?: {
        /** @description Ignored; the save replaces the periods in order */
        id?: number | null;
        sequence?: number;
        length_of_time: number;
        period_direction_id: number;
        period_type_id: number;
      }[];
    };
    TreatmentPlanTemplateError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    TreatmentPlan: {
      id: number;
      patient_id: number;
      name: string;
      description: string | null;
      is_active: boolean;
      is_included: boolean;
      sequence: number;
      /** @description 1 is pre-operative, any other value post-operative */
      treatment_plan_type: number;
      /** @enum {string} */
      treatment_plan_type_text: 'Pre-Operative' | 'Post-Operative';
      /** @description Unix seconds */
      treatment_start_date: number | null;
      /** @description Unix seconds */
      treatment_end_date: number | null;
      /** @enum {string} */
      status: 'Active' | 'Complete' | 'Pending';
      patient_treatment_plan_protocol: components['schemas']['TreatmentPlanProtocol'][];
    };
    TreatmentPlanProtocol: {
      id: number;
      name: string;
      purpose: string | null;
      sequence: number;
      num_of_days: number;
      sessions_per_day: number;
      pedal_radius: number;
      resistance: number;
      rpm_min: number;
      rpm_max: number;
      pressure_limit: number;
      /** @description The plan's completed sessions that fall within this protocol's days */
      completed_sessions: number;
      patient_treatment_plan_id: number;
      patient_treatment_plan_protocol_period: components['schemas']['TreatmentPlanPeriod'][];
    };
    TreatmentPlanPeriod: {
      id: number;
      sequence: number;
      /** @description Minutes */
      length_of_time: number;
      /** @description 1 forward, 2 backward */
      period_direction_id: number;
      period_type_id: number;
    };
    TreatmentPlanInput: {
      name: string;
      description?: string | null;
      is_active?: boolean;
      patient_id: number;
      is_included?: boolean;
      sequence?: number;
      treatment_plan_type?: number;
      /** @description Unix seconds of the day a new plan starts (today or later; today when absent); a plan that starts after today is Pending until then. Ignored on update. */
      treatment_start_date?: number;
      /** @description The user's confirmation: the id of the patient's running plan of this kind that saving this plan active ends (on its start day). Without it, or naming another plan, a save that would end a running plan is refused (409), never done silently. */
      replaces_plan_id?: number | null;
      patient_treatment_plan_protocol: components['schemas']['TreatmentPlanProtocolInput'][];
    };
    TreatmentPlanProtocolInput: {
      /** @description Ignored; the save replaces the protocols in order */
      id?: number | null;
      name: string;
      purpose?: string | null;
      sequence?: number;
      num_of_days: number;
      sessions_per_day: number;
      pedal_radius: number;
      resistance: number;
      rpm_min: number;
      rpm_max: number;
      pressure_limit: number;
      /** @description Ignored (computed) */
      completed_sessions?: number;
      /** @description Ignored */
      patient_treatment_plan_id?: number | null;
      patient_treatment_plan_protocol_period?: components['schemas']['TreatmentPlanPeriodInput'][];
    };
    TreatmentPlanPeriodInput: {
      /** @description Ignored; the save replaces the periods in order */
      id?: number | null;
      sequence?: number;
      length_of_time: number;
      period_direction_id: number;
      period_type_id: number;
    };
    TreatmentPlanError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    UserGuide: {
      id: number;
      file_name: string;
      version: string;
      url: string;
      user_guide_roles: {
        user_role_id: number;
        name: string;
      }[];
      /** @description The roles' names, comma separated */
      role_names?: string;
    };
    GuidesError: {
      message: string;
      form_error?: {
        name?: string;
        message?: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    UserListRequest: {
      /** @default 20 */
      limit: number;
      /** @default 1 */
      page: number;
      order_by?: {
        field: components['schemas']['UserListSortField'];
        /**
         * @default asc
         * @enum {string}
         */
        direction: 'asc' | 'desc';
      };
      filter?: components['schemas']['UserListFilter'];
      /** @description The same filter under the name the generic list screen sends */
      search?: components['schemas']['UserListFilter'];
    };
    /** @enum {string} */
    UserListSortField: 'username' | 'first_name' | 'last_name' | 'email' | 'user_role.name';
    /** @description Every filter is optional; null or absent means "all" */
    UserListFilter: {
      /** @description Usernames, first or last names containing this text (case-insensitive) */
      username?: string | null;
      user_role_id?: number | null;
    };
    UserListPage: {
      data: components['schemas']['UserListRow'][];
      currentPage: number;
      lastPage: number;
      total: number;
    };
    UserRole: {
      id: number;
      name: string;
    };
    UserListRow: {
      id: number;
      username: string;
      email: string | null;
      first_name: string;
      last_name: string;
      user_role_id: number;
      user_role: components['schemas']['UserRole'];
      user_monitor_type: components['schemas']['UserMonitorType'];
      credentials: string | null;
    };
    /** @description Monitor Type of a patient monitoring specialist (role 14) — RTM 1, RPM 2 */
    UserMonitorType: null | (1 | 2);
    UserDetail: {
      id: number;
      username: string;
      email: string | null;
      first_name: string;
      last_name: string;
      user_role_id: number;
      user_role: components['schemas']['UserRole'];
      user_monitor_type: components['schemas']['UserMonitorType'];
      credentials: string | null;
      /** @description The ids of the permissions the user holds in their own right */
      permissions: number[];
      practice_team_member: null | {
        id: number;
        name: string;
        first_name: string;
        last_name: string;
        npi: string | null;
        role_type: number;
      };
    };
    /** @description For role 14 (Patient Monitoring Specialist) Monitor Type, first name, last name and credentials are required (checked by the server after the schema, so that an empty value gets the same 'is required' answer as a missing one) */
    UserCreateRequest: {
      user_role_id: number;
      username: string;
      /** @description The password policy: 8 to 64 characters, lowercase, uppercase, number, special character, not the username */
      password: string;
      /** @description When sent, must equal the password ('Passwords must match') */
      confirm_password?: string | null;
      /** Format: email */
      email?: string | null;
      user_monitor_type?: components['schemas']['UserMonitorType'];
      first_name?: string | null;
      last_name?: string | null;
      credentials?: string | null;
    };
    /** @description Only the fields sent change; a password sent replaces the old one */
    UserUpdateRequest: {
      user_role_id?: number;
      username?: string;
      password?: string | null;
      /** @description When sent with a password, must equal it ('Passwords must match') */
      confirm_password?: string | null;
      /** Format: email */
      email?: string | null;
      user_monitor_type?: components['schemas']['UserMonitorType'];
      first_name?: string | null;
      last_name?: string | null;
      credentials?: string | null;
    };
    UserPermissionsRequest: {
      user_id: number;
      permission_ids: number[];
    };
    UserPermission: {
      /** @description The permission id (a user holds each permission once) */
      id: number;
      permission_id: number;
      /** @description The permission's name in specs/access.yaml, e.g. viewAllPatient */
      key: string;
      /** @description Its label */
      name: string;
    };
    UsersError: {
      message: string;
      form_error?: {
        name: string;
        message: string;
      };
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    CallDeviceSettings: {
      pedal_radius: number;
      resistance: number;
      rpm_min: number;
      rpm_max: number;
      pressure_limit: number;
    };
    CallScreenClick: {
      xPercentage: number;
      yPercentage: number;
    };
    CallCommandSent: {
      room_id: number;
      patient_id: number;
      /** @enum {string} */
      command: 'device_settings' | 'screen_click';
    };
    VideoCommandErrorBody: {
      message: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
    VideoRoomStartRequest: {
      /** @description The caller's username, the identity the room shows */
      identity: string;
      patient_id: number;
    };
    VideoRoomListRequest: {
      /** @description Only this patient's open room */
      patient_id?: number;
    };
    /**
     * @description Which media provider the token is for
     * @enum {string}
     */
    VideoProviderKind: 'twilio' | 'builtIn';
    /**
     * @description null before a recording is requested, enqueued after, completed when audio.mp3 is ready
     * @enum {string|null}
     */
    VideoCompositionStatusValue: 'enqueued' | 'completed' | null;
    VideoRoom: {
      id: number;
      /** @description The room's provider id (Twilio's RM..., or the built-in provider's) */
      sid: string;
      /** @description The room name the tokens name */
      unique_name: string;
      patient_id: number;
      caller_user_id: number;
      caller_username: string;
      provider: components['schemas']['VideoProviderKind'];
      /** @description The start, UTC 'YYYY-MM-DD HH:mm:ss' */
      date: string;
      /** Format: date-time */
      started_at: string;
      /** Format: date-time */
      ended_at: string | null;
      audio_composition_sid: string | null;
      audio_composition_status: components['schemas']['VideoCompositionStatusValue'];
    };
    VideoRoomStart: {
      /** @description A short-lived token naming the room and the caller's identity */
      token: string;
      /** @description Seconds the token stays valid */
      expires_in: number;
      provider: components['schemas']['VideoProviderKind'];
      room: components['schemas']['VideoRoom'];
    };
    VideoRoomInfo: {
      patient_id: number;
      /** @description The patient's open room, or null */
      room: components['schemas']['VideoRoom'] | null;
      /** @description The user in the patient's open room, or null */
      caller_user_id: number | null;
      /** @description A fresh token for the open room when it is the caller's own, else null */
      refreshToken: string | null;
    };
    VideoRoomList: {
      rooms: components['schemas']['VideoRoom'][];
    };
    VideoCompositionStatus: {
      id: number;
      patient_id: number;
      audio_composition_status: components['schemas']['VideoCompositionStatusValue'];
    };
    VideoCompositionContent: {
      id: number;
      patient_id: number;
      /** @description A short-lived signed address of audio.mp3 */
      redirect_to: string;
    };
    VideoErrorBody: {
      message: string;
      title?: string;
      error_codes?: string[];
      validation_errors?: {
        [key: string]: string[];
      };
    };
  };
  responses: {
    /** @description Not signed in, a malformed request, an unknown place, or the address service failed */
    AddressError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description The configuration entries */
    AdminConfigList: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['AdminConfigEntry'][];
        };
      };
    };
    /** @description Not signed in, not allowed, or an entry refused */
    AdminConfigError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description No valid session */
    ApiReferenceUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description No valid session */
    AppVersionsUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['AppVersionsError'];
      };
    };
    /** @description Not the super admin */
    AppVersionsForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['AppVersionsError'];
      };
    };
    /** @description No such patient app type */
    AppVersionsNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['AppVersionsError'];
      };
    };
    /** @description Invalid settings */
    AppVersionsUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['AppVersionsError'];
      };
    };
    /** @description No valid session */
    BugReportUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['BugReportError'];
      };
    };
    /** @description Not allowed (the stored-ticket list is the super admin's) */
    BugReportForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['BugReportError'];
      };
    };
    /** @description Request validation failed (a missing description, issue type or line of business), or an attachment that is not a zip */
    BugReportUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['BugReportError'];
      };
    };
    /** @description The feedback service failed or could not be reached */
    BugReportUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['BugReportError'];
      };
    };
    /** @description Not signed in, not allowed, not found ('No results were found', 'Could not find AccuAngle', ...), or an invalid body */
    DevicesError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, not allowed, not found, or a field refused (a field error names url) */
    EDocumentError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description No valid session */
    FirmwareUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['FirmwareError'];
      };
    };
    /** @description Not the super admin */
    FirmwareForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['FirmwareError'];
      };
    };
    /** @description No such version or type */
    FirmwareNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['FirmwareError'];
      };
    };
    /** @description A refused upload or flag change, with the reason */
    FirmwareUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['FirmwareError'];
      };
    };
    /** @description The licence */
    LicenceAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['MonitorLicense'];
        };
      };
    };
    /** @description No valid session */
    LicenceUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['LicenceError'];
      };
    };
    /** @description Not allowed (viewing needs a monitoring role or super admin; saving the LICENCE_EDITORS reading) */
    LicenceForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['LicenceError'];
      };
    };
    /** @description No such therapist, licence or document */
    LicenceNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['LicenceError'];
      };
    };
    /** @description Request validation failed, or the document is not a PDF or an image */
    LicenceUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['LicenceError'];
      };
    };
    /** @description No valid session */
    LookupsUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['LookupsError'];
      };
    };
    /** @description Not allowed */
    LookupsForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['LookupsError'];
      };
    };
    /** @description Request validation failed */
    LookupsUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['LookupsError'];
      };
    };
    /** @description The notice as stored */
    MaintenanceAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['Maintenance'];
        };
      };
    };
    /** @description Not signed in, not allowed, not found, or refused (a field error names start_date_time or duration_minutes) */
    MaintenanceError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, a malformed search, or the registry failed (its message names the CMS site, says 'NPI number not found', or is a 'cURL error') */
    NpiError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['NpiErrorBody'];
      };
    };
    /** @description No valid session */
    AuditLogUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['AuditLogError'];
      };
    };
    /** @description Not allowed (the log viewer is the super admin's) */
    AuditLogForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['AuditLogError'];
      };
    };
    /** @description Request validation failed */
    AuditLogUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['AuditLogError'];
      };
    };
    /** @description No valid session */
    PatientDetailUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientDetailError'];
      };
    };
    /** @description Not allowed */
    PatientDetailForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientDetailError'];
      };
    };
    /** @description No such patient within the caller's data scope */
    PatientDetailNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientDetailError'];
      };
    };
    /** @description Request validation failed (a patient id that is not a number) */
    PatientDetailUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientDetailError'];
      };
    };
    /** @description Not signed in, not allowed, no such patient, or an invalid body */
    PatientLockError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, not allowed, no such note or patient, a locked note, or an invalid body */
    PatientNoteError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientNoteErrorBody'];
      };
    };
    /** @description Not signed in (401), not allowed (403), no such patient within the caller's data scope (404), or a patient id that is not a number (422) */
    PatientPanelsError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientPanelsError'];
      };
    };
    /** @description No valid session */
    PatientProfileUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientProfileError'];
      };
    };
    /** @description Not allowed, or the patient is outside the caller's data scope */
    PatientProfileForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientProfileError'];
      };
    };
    /** @description No such patient (or it is archived) */
    PatientProfileNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientProfileError'];
      };
    };
    /** @description Request validation failed, or the patient may not be archived */
    PatientProfileUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientProfileError'];
      };
    };
    /** @description The patient as saved */
    PatientWizardPatient: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['PatientDetail'];
        };
      };
    };
    /** @description The procedure as saved */
    PatientWizardProcedure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['PatientProcedure'];
        };
      };
    };
    /** @description No valid session */
    PatientWizardUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientWizardError'];
      };
    };
    /** @description Not allowed (Add Patient to create, Edit Patient to update, a field limited to other roles) */
    PatientWizardForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientWizardError'];
      };
    };
    /** @description No such patient or procedure within the caller's data scope */
    PatientWizardNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientWizardError'];
      };
    };
    /** @description Request validation failed, or a field error (form_error) of a server check */
    PatientWizardUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientWizardError'];
      };
    };
    /** @description No valid session */
    PatientsUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientsError'];
      };
    };
    /** @description Not allowed */
    PatientsForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientsError'];
      };
    };
    /** @description Request validation failed */
    PatientsUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PatientsError'];
      };
    };
    /** @description The people in the caller's scope, ordered by name */
    PeopleList: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['PeopleRow'][];
        };
      };
    };
    /** @description No valid session */
    PeopleUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PeopleError'];
      };
    };
    /** @description Not allowed */
    PeopleForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PeopleError'];
      };
    };
    /** @description Request validation failed */
    PeopleUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PeopleError'];
      };
    };
    /** @description No valid session */
    PracticeCreateUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeCreateError'];
      };
    };
    /** @description Not allowed (needs editPractice) */
    PracticeCreateForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeCreateError'];
      };
    };
    /** @description Request validation failed, or a practice type that does not exist (form_error on practice_type_id) */
    PracticeCreateUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeCreateError'];
      };
    };
    /** @description No valid session */
    PracticeEditUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeEditError'];
      };
    };
    /** @description Not allowed (needs editPractice; only super users reach other practices than their own) */
    PracticeEditForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeEditError'];
      };
    };
    /** @description No such practice, or it is archived */
    PracticeEditNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeEditError'];
      };
    };
    /** @description Request validation failed, an unknown practice type (form_error on practice_type_id), or an address or phone id of another practice */
    PracticeEditUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeEditError'];
      };
    };
    /** @description No valid session */
    PracticeListUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeListError'];
      };
    };
    /** @description Not allowed (only super users may list practices) */
    PracticeListForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeListError'];
      };
    };
    /** @description Request validation failed */
    PracticeListUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PracticeListError'];
      };
    };
    /** @description Not signed in or a malformed batch */
    RemoteLogError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, not allowed, no such patient or notification, a device-sync refusal, or an invalid body */
    RemoteLoginError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          form_error?: {
            name: string;
            message: string;
          };
        };
      };
    };
    /** @description No valid session */
    ReportsUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ReportsError'];
      };
    };
    /** @description Not allowed (reports are the super admin's and the report access role's; each report its own roles) */
    ReportsForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ReportsError'];
      };
    };
    /** @description No such dashboard filter */
    ReportsNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ReportsError'];
      };
    };
    /** @description Request validation failed, or a filter names an unknown field or operator, or a forced-filter report has no rule */
    ReportsUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ReportsError'];
      };
    };
    /** @description Not signed in, not allowed, no such patient, template, version, assignment or job, or a refused request (a refused file names each bad CSV line in the message) */
    TemplateAssignmentError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, not allowed, no such patient, version or assignment, or a refused request */
    RtmPromptError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, not allowed, no such room or patient, a refused change, or an invalid request */
    RtmRoomError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['RtmRoomErrorBody'];
      };
    };
    /** @description The template */
    RtmTemplateAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['RtmTemplate'];
        };
      };
    };
    /** @description The version */
    RtmTemplateVersionAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['RtmTemplateVersion'];
        };
      };
    };
    /** @description One entry per template of the library */
    AutoAssignConfigAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['AutoAssignConfigEntry'][];
        };
      };
    };
    /** @description Not signed in, not allowed, no such template or version, or a refused request */
    RtmTemplateError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['RtmTemplateFailure'];
      };
    };
    /** @description No valid session */
    SearchUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SearchError'];
      };
    };
    /** @description Not allowed (the Practice option is for super users only) */
    SearchForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SearchError'];
      };
    };
    /** @description Request validation failed, e.g. a term of fewer than 3 characters ('Minimum 3 characters.') */
    SearchUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SearchError'];
      };
    };
    /** @description The option */
    SelfPayAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['SelfPayOption'];
        };
      };
    };
    /** @description No valid session */
    SelfPayUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SelfPayError'];
      };
    };
    /** @description Not allowed (self-pay options are the super admin's) */
    SelfPayForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SelfPayError'];
      };
    };
    /** @description No such option */
    SelfPayNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SelfPayError'];
      };
    };
    /** @description Request validation failed, or a form error on days or daily_price */
    SelfPayUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SelfPayError'];
      };
    };
    /** @description A confirmation message */
    SessionMessage: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: {
            message: string;
          };
        };
      };
    };
    /** @description No valid session, or wrong credentials */
    SessionUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SessionError'];
      };
    };
    /** @description The signed-in user may not call this operation */
    SessionForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SessionError'];
      };
    };
    /** @description Request validation failed (error_codes and validation_errors) or a field error (form_error) */
    SessionUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SessionError'];
      };
    };
    /** @description Too many calls from this address or for this username in the window (server/security/signInLimits.ts): `{message: 'Too many attempts. Please wait N minutes and try again.'}`, with Retry-After in seconds. */
    SessionTooManyAttempts: {
      headers: {
        /** @description Seconds until the window ends */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SessionError'];
      };
    };
    /** @description The recovery report */
    RecoveryReportAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['RecoveryReport'];
        };
      };
    };
    /** @description The samples of one kind of one session, oldest first */
    SessionChartAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['SessionChartData'];
        };
      };
    };
    /** @description Not signed in, not allowed, no such patient, plan or session, or an invalid parameter */
    SessionsError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, not a super user, an unknown practice, or a practice with no team member ('Practice has no team member to spoof as') */
    SpoofError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, not allowed, not found, or a name that is empty or taken */
    StudyGroupError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description Not signed in, not allowed, no such patient or survey, or a refused request */
    SurveyError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description The service took the command */
    TabletCommandDone: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['TabletCommandResult'];
        };
      };
    };
    /** @description Not signed in, not allowed, no such tablet ('No results were found'), an invalid body, or the service failed (502) */
    TabletError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    /** @description The team member */
    TeamMemberAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['TeamMemberDetail'];
        };
      };
    };
    /** @description The member's picture address after the change (null when removed) */
    TeamPictureAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: {
            id: number;
            profile_picture_url: string | null;
          };
        };
      };
    };
    /** @description The member's grants after the change, and the caller's effective permissions when the member is the caller's own team member (so the portal can update its permission map) */
    TeamGrantAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: {
            permissions: components['schemas']['TeamPermissionGrant'][];
            own_permissions: string[] | null;
          };
        };
      };
    };
    /** @description The member's subscriptions after the change */
    TeamSubscriptionAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['TeamNotificationSubscription'][];
        };
      };
    };
    /** @description Done */
    TeamMessage: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: {
            message: string;
          };
        };
      };
    };
    /** @description No valid session */
    TeamUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TeamError'];
      };
    };
    /** @description Not allowed; a missing team right names it ('Must have Edit Staff permission', 'Must have Add Team Member permission', ...) */
    TeamForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TeamError'];
      };
    };
    /** @description No such team member (or not in the caller's practice) */
    TeamNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TeamError'];
      };
    };
    /** @description Request validation failed; 'No practice selected.'; 'This practice must have at least one administrator.'; or a form_error on a field (username taken, role not available, ...) */
    TeamUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TeamError'];
      };
    };
    /** @description No valid session */
    TreatmentPlanTemplateUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanTemplateError'];
      };
    };
    /** @description Not allowed by the operation's rule */
    TreatmentPlanTemplateForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanTemplateError'];
      };
    };
    /** @description No such template, team member or patient, or outside the caller's data scope */
    TreatmentPlanTemplateNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanTemplateError'];
      };
    };
    /** @description Request validation failed, a template rule failed, or no practice for a default */
    TreatmentPlanTemplateUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanTemplateError'];
      };
    };
    /** @description No valid session */
    TreatmentPlanUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanError'];
      };
    };
    /** @description Not allowed by the operation's rule */
    TreatmentPlanForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanError'];
      };
    };
    /** @description No such plan or patient, or outside the caller's data scope */
    TreatmentPlanNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanError'];
      };
    };
    /** @description The plan is not in a state the action applies to */
    TreatmentPlanConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanError'];
      };
    };
    /** @description Request validation failed (the catalogue's texts), or rpm_max under rpm_min + 20 */
    TreatmentPlanUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TreatmentPlanError'];
      };
    };
    /** @description No valid session */
    GuidesUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['GuidesError'];
      };
    };
    /** @description Not the super admin (managing guides) */
    GuidesForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['GuidesError'];
      };
    };
    /** @description No such guide, or no guide for the role ('No user guide is available for your role.') */
    GuidesNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['GuidesError'];
      };
    };
    /** @description A refused upload, with the reason */
    GuidesUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['GuidesError'];
      };
    };
    /** @description The user */
    UserAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['UserDetail'];
        };
      };
    };
    /** @description The user's own permissions */
    UserPermissionsAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['UserPermission'][];
        };
      };
    };
    /** @description No valid session */
    UsersUnauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['UsersError'];
      };
    };
    /** @description Not allowed (User Management is for super admin, customer-service manager and patient monitoring manager; archive not for the monitoring manager; permissions saved by the super admin only) */
    UsersForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['UsersError'];
      };
    };
    /** @description No such user, or one the caller may not see (non-super-admins do not see Super Admin or Service Account users) */
    UsersNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['UsersError'];
      };
    };
    /** @description Request validation failed, or a form error (role the caller may not assign, username taken, password policy) */
    UsersUnprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['UsersError'];
      };
    };
    /** @description Not signed in, not allowed, no such room, a room already ended, or an invalid request */
    VideoCommandError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['VideoCommandErrorBody'];
      };
    };
    /** @description Not signed in, not allowed, no such room or patient, a room in use, an invalid request, or the video service (Twilio) unreachable (502) */
    VideoError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['VideoErrorBody'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  suggestAddresses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          input: string;
          /** @default 5 */
          limit?: number;
        };
      };
    };
    responses: {
      /** @description Suggestions, best first (possibly none) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              place_id: string;
              description: string;
            }[];
          };
        };
      };
      401: components['responses']['AddressError'];
      403: components['responses']['AddressError'];
      422: components['responses']['AddressError'];
      502: components['responses']['AddressError'];
    };
  };
  placeDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          place_id: string;
        };
      };
    };
    responses: {
      /** @description Line 1, city, state (2 letters) and ZIP of the place */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              line_1: string;
              city: string;
              state: string;
              zip_code: string;
            };
          };
        };
      };
      401: components['responses']['AddressError'];
      403: components['responses']['AddressError'];
      404: components['responses']['AddressError'];
      422: components['responses']['AddressError'];
      502: components['responses']['AddressError'];
    };
  };
  getAdminConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['AdminConfigList'];
      401: components['responses']['AdminConfigError'];
      403: components['responses']['AdminConfigError'];
    };
  };
  updateAdminConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          key: string;
          value: string;
        }[];
      };
    };
    responses: {
      200: components['responses']['AdminConfigList'];
      401: components['responses']['AdminConfigError'];
      403: components['responses']['AdminConfigError'];
      422: components['responses']['AdminConfigError'];
    };
  };
  apiReference: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI 3.1 document of every operation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApiDescription'];
          };
        };
      };
      401: components['responses']['ApiReferenceUnauthenticated'];
    };
  };
  getPatientAppVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings, or null */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientAppVersions'] | null;
          };
        };
      };
      401: components['responses']['AppVersionsUnauthenticated'];
      403: components['responses']['AppVersionsForbidden'];
      404: components['responses']['AppVersionsNotFound'];
      422: components['responses']['AppVersionsUnprocessable'];
    };
  };
  savePatientAppVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatientAppVersionsSave'];
      };
    };
    responses: {
      /** @description The saved settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientAppVersions'];
          };
        };
      };
      401: components['responses']['AppVersionsUnauthenticated'];
      403: components['responses']['AppVersionsForbidden'];
      404: components['responses']['AppVersionsNotFound'];
      422: components['responses']['AppVersionsUnprocessable'];
    };
  };
  uploadBugReportAttachments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description application/zip, at most 1048576 bytes
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description The stored attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BugReportAttachment'];
          };
        };
      };
      401: components['responses']['BugReportUnauthenticated'];
      403: components['responses']['BugReportForbidden'];
      422: components['responses']['BugReportUnprocessable'];
      502: components['responses']['BugReportUnavailable'];
    };
  };
  createReportBug: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BugReportRequest'];
      };
    };
    responses: {
      /** @description The feedback service's answer (responseCode 200 on success) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BugReportAnswer'];
          };
        };
      };
      401: components['responses']['BugReportUnauthenticated'];
      403: components['responses']['BugReportForbidden'];
      422: components['responses']['BugReportUnprocessable'];
      502: components['responses']['BugReportUnavailable'];
    };
  };
  listBugReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored tickets */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BugReportTicket'][];
          };
        };
      };
      401: components['responses']['BugReportUnauthenticated'];
      403: components['responses']['BugReportForbidden'];
    };
  };
  listDevices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['DeviceListRequest'];
      };
    };
    responses: {
      /** @description One page of devices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeviceListPage'];
          };
        };
      };
      401: components['responses']['DevicesError'];
      403: components['responses']['DevicesError'];
      422: components['responses']['DevicesError'];
    };
  };
  summarizeDevices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per product (PortableConnect, AccuAngle, Accumotion) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeviceProductSummary'][];
          };
        };
      };
      401: components['responses']['DevicesError'];
      403: components['responses']['DevicesError'];
    };
  };
  getDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deviceID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The device */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeviceDetail'];
          };
        };
      };
      401: components['responses']['DevicesError'];
      403: components['responses']['DevicesError'];
      404: components['responses']['DevicesError'];
      422: components['responses']['DevicesError'];
    };
  };
  lookupDevice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {integer} */
          device_type_id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 14;
          serial_number: string;
        };
      };
    };
    responses: {
      /** @description The device */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeviceListRow'];
          };
        };
      };
      401: components['responses']['DevicesError'];
      403: components['responses']['DevicesError'];
      404: components['responses']['DevicesError'];
      422: components['responses']['DevicesError'];
    };
  };
  listDeviceSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeviceSessionListRequest'];
      };
    };
    responses: {
      /** @description One page of sessions, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeviceSessionPage'];
          };
        };
      };
      401: components['responses']['DevicesError'];
      403: components['responses']['DevicesError'];
      404: components['responses']['DevicesError'];
      422: components['responses']['DevicesError'];
    };
  };
  updateGeneralForm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The link's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description: string;
          url: string;
        };
      };
    };
    responses: {
      /** @description The link as stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string;
              url: string;
            };
          };
        };
      };
      401: components['responses']['EDocumentError'];
      403: components['responses']['EDocumentError'];
      404: components['responses']['EDocumentError'];
      422: components['responses']['EDocumentError'];
    };
  };
  queryFirmwareTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description The firmware types, by id */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['FirmwareType'][];
          };
        };
      };
      401: components['responses']['FirmwareUnauthenticated'];
      403: components['responses']['FirmwareForbidden'];
      422: components['responses']['FirmwareUnprocessable'];
    };
  };
  queryFirmware: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description The columns searched by (the portal sends [archived]) */
          columns?: string[];
          /** @description The value searched for: 0 (not archived), 1 (archived), or an object {archived} */
          search?:
            | (0 | 1)
            | {
                /** @enum {integer} */
                archived?: 0 | 1;
              };
          /** @default 5000 */
          limit?: number;
          firmware_type_id?: number;
        };
      };
    };
    responses: {
      /** @description The versions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Firmware'][];
          };
        };
      };
      401: components['responses']['FirmwareUnauthenticated'];
      403: components['responses']['FirmwareForbidden'];
      422: components['responses']['FirmwareUnprocessable'];
    };
  };
  uploadFirmware: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          firmware_type_id: number;
          version_number: string;
          /**
           * @default 0
           * @enum {integer}
           */
          active?: 0 | 1;
          /**
           * @default 0
           * @enum {integer}
           */
          test?: 0 | 1;
          /**
           * @default 0
           * @enum {integer}
           */
          archived?: 0 | 1;
          /**
           * Format: binary
           * @description The firmware file, at most 67108864 bytes (64 MB)
           */
          firmware: string;
        };
      };
    };
    responses: {
      /** @description The stored version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Firmware'];
          };
        };
      };
      401: components['responses']['FirmwareUnauthenticated'];
      403: components['responses']['FirmwareForbidden'];
      404: components['responses']['FirmwareNotFound'];
      422: components['responses']['FirmwareUnprocessable'];
    };
  };
  updateFirmware: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firmware_type_id?: number;
          version_number?: string;
          /** @enum {integer} */
          active: 0 | 1;
          /** @enum {integer} */
          test: 0 | 1;
          /** @enum {integer} */
          archived: 0 | 1;
        };
      };
    };
    responses: {
      /** @description The version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Firmware'];
          };
        };
      };
      401: components['responses']['FirmwareUnauthenticated'];
      403: components['responses']['FirmwareForbidden'];
      404: components['responses']['FirmwareNotFound'];
      422: components['responses']['FirmwareUnprocessable'];
    };
  };
  queryFirmwareDevices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The devices, by serial number */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['FirmwareDevice'][];
          };
        };
      };
      401: components['responses']['FirmwareUnauthenticated'];
      403: components['responses']['FirmwareForbidden'];
      404: components['responses']['FirmwareNotFound'];
      422: components['responses']['FirmwareUnprocessable'];
    };
  };
  listMonitoringTherapists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The therapists, by username */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MonitorTherapist'][];
          };
        };
      };
      401: components['responses']['LicenceUnauthenticated'];
      403: components['responses']['LicenceForbidden'];
    };
  };
  listSpecialistsWithLicenses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The therapists with licences, by username */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MonitorTherapistLicences'][];
          };
        };
      };
      401: components['responses']['LicenceUnauthenticated'];
      403: components['responses']['LicenceForbidden'];
    };
  };
  saveLicense: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          user_id: number;
          state: string;
          certification_number: string;
          /** Format: date */
          effective_date: string;
          /** Format: date */
          expiration_date: string;
          /**
           * Format: binary
           * @description application/pdf, image/png or image/jpeg, at most 1048576 bytes; optional when replacing
           */
          file?: string;
        };
      };
    };
    responses: {
      200: components['responses']['LicenceAnswer'];
      401: components['responses']['LicenceUnauthenticated'];
      403: components['responses']['LicenceForbidden'];
      404: components['responses']['LicenceNotFound'];
      422: components['responses']['LicenceUnprocessable'];
    };
  };
  getCredentialUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The licence's `url` */
          url: string;
        };
      };
    };
    responses: {
      /** @description The address */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
            };
          };
        };
      };
      401: components['responses']['LicenceUnauthenticated'];
      403: components['responses']['LicenceForbidden'];
      404: components['responses']['LicenceNotFound'];
      422: components['responses']['LicenceUnprocessable'];
    };
  };
  deleteLicense: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['LicenceAnswer'];
      401: components['responses']['LicenceUnauthenticated'];
      403: components['responses']['LicenceForbidden'];
      404: components['responses']['LicenceNotFound'];
      422: components['responses']['LicenceUnprocessable'];
    };
  };
  queryUserRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description User roles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRole'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Permission types */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsPermission'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryPracticeTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Practice types (Equipment Supplier 1, Physical Therapy 2, Surgeon 3) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Notification types */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryPeriodDirections: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Period directions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryPeriodTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Period types */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryPatientStatusTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Patient statuses (Active has search value 2) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsPatientStatus'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryProcedureLegTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Procedure legs (Left 1, Right 2, Both 3) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryProcedureTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Procedure types (Ortho 1, Cardiac 2) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryPatientAppTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Patient app types (Ortho 1, Cardiac 2) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryStudyGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Study groups */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryPatientStudyGroupStatuses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description Patient study group statuses */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LookupsRow'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  queryGeneralForms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LookupsQuery'];
      };
    };
    responses: {
      /** @description General forms */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['GeneralForm'][];
          };
        };
      };
      401: components['responses']['LookupsUnauthenticated'];
      403: components['responses']['LookupsForbidden'];
      422: components['responses']['LookupsUnprocessable'];
    };
  };
  listMaintenance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Maintenance'][];
          };
        };
      };
      401: components['responses']['MaintenanceError'];
      403: components['responses']['MaintenanceError'];
    };
  };
  createMaintenance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MaintenanceInput'];
      };
    };
    responses: {
      200: components['responses']['MaintenanceAnswer'];
      401: components['responses']['MaintenanceError'];
      403: components['responses']['MaintenanceError'];
      422: components['responses']['MaintenanceError'];
    };
  };
  updateMaintenance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The notice's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MaintenanceInput'];
      };
    };
    responses: {
      200: components['responses']['MaintenanceAnswer'];
      401: components['responses']['MaintenanceError'];
      403: components['responses']['MaintenanceError'];
      404: components['responses']['MaintenanceError'];
      422: components['responses']['MaintenanceError'];
    };
  };
  deleteMaintenance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The notice's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notice was deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @constant */
              deleted: true;
            };
          };
        };
      };
      401: components['responses']['MaintenanceError'];
      403: components['responses']['MaintenanceError'];
      404: components['responses']['MaintenanceError'];
      422: components['responses']['MaintenanceError'];
    };
  };
  searchNpi: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NpiSearchRequest'];
      };
    };
    responses: {
      /** @description The registry's results (an empty list when nothing matches) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['NpiSearchAnswer'];
          };
        };
      };
      401: components['responses']['NpiError'];
      403: components['responses']['NpiError'];
      404: components['responses']['NpiError'];
      422: components['responses']['NpiError'];
      502: components['responses']['NpiError'];
    };
  };
  queryAuditLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['AuditLogRequest'];
      };
    };
    responses: {
      /** @description One page of entries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AuditLogPage'];
          };
        };
      };
      401: components['responses']['AuditLogUnauthenticated'];
      403: components['responses']['AuditLogForbidden'];
      422: components['responses']['AuditLogUnprocessable'];
    };
  };
  getPatientDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientDetail'];
          };
        };
      };
      401: components['responses']['PatientDetailUnauthenticated'];
      403: components['responses']['PatientDetailForbidden'];
      404: components['responses']['PatientDetailNotFound'];
      422: components['responses']['PatientDetailUnprocessable'];
    };
  };
  setPatientLock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          locked: boolean;
        };
      };
    };
    responses: {
      /** @description The patient's lock as stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              locked: boolean;
            };
          };
        };
      };
      401: components['responses']['PatientLockError'];
      403: components['responses']['PatientLockError'];
      404: components['responses']['PatientLockError'];
      422: components['responses']['PatientLockError'];
    };
  };
  createPatientNote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_id: number;
          note: string;
          type: components['schemas']['PatientNoteType'];
          /** Format: email */
          email_sent_to?: string | null;
          session_id?: number | null;
          time_zone?: components['schemas']['PatientNoteTimeZone'];
        };
      };
    };
    responses: {
      /** @description The note as stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientNote'];
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      404: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  updatePatientNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: number;
          patient_id: number;
          note: string;
          type: components['schemas']['PatientNoteType'];
          /** Format: email */
          email_sent_to?: string | null;
        };
      };
    };
    responses: {
      /** @description The note as stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientNote'];
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      404: components['responses']['PatientNoteError'];
      409: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  deletePatientNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The note deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              patient_id: number;
            };
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      404: components['responses']['PatientNoteError'];
      409: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  listPatientNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient's notes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientNote'][];
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      404: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  getPatientNoteAlt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The note */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientNote'];
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      404: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  cosignPatientNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success and the cosigned note */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @constant */
              success: true;
              /** @description The note's patient (for the audit and the real-time channel) */
              patient_id: number;
              data: components['schemas']['PatientNote'];
            };
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      404: components['responses']['PatientNoteError'];
      409: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  listUncosignedNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per patient, the oldest waiting note first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              patients: components['schemas']['PatientNeedingCosign'][];
            };
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  createNotesBySessionId: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          notes: {
            patient_id: number;
            session_id: number;
          }[];
        };
      };
    };
    responses: {
      /** @description One answer per pair, in the order asked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              notes: {
                patient_id: number;
                session_id: number;
                is_created: boolean;
              }[];
            };
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      404: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  authUserIsPatientPms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_id: number;
          patient_id: number;
        };
      };
    };
    responses: {
      /** @description The answer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              user_id: number;
              patient_id: number;
              is_patient_pms: boolean;
            };
          };
        };
      };
      401: components['responses']['PatientNoteError'];
      403: components['responses']['PatientNoteError'];
      404: components['responses']['PatientNoteError'];
      422: components['responses']['PatientNoteError'];
    };
  };
  getPatientProgress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient's row of the patient list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientsListRow'];
          };
        };
      };
      401: components['responses']['PatientPanelsError'];
      403: components['responses']['PatientPanelsError'];
      404: components['responses']['PatientPanelsError'];
      422: components['responses']['PatientPanelsError'];
    };
  };
  getPatientMonitoring: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The monitoring state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientMonitoring'];
          };
        };
      };
      401: components['responses']['PatientPanelsError'];
      403: components['responses']['PatientPanelsError'];
      404: components['responses']['PatientPanelsError'];
      422: components['responses']['PatientPanelsError'];
    };
  };
  archivePatient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient is archived and leaves every list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientProfileArchived'];
          };
        };
      };
      401: components['responses']['PatientProfileUnauthenticated'];
      403: components['responses']['PatientProfileForbidden'];
      404: components['responses']['PatientProfileNotFound'];
      422: components['responses']['PatientProfileUnprocessable'];
    };
  };
  updatePatient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatientUpdateRequest'];
      };
    };
    responses: {
      200: components['responses']['PatientWizardPatient'];
      401: components['responses']['PatientWizardUnauthenticated'];
      403: components['responses']['PatientWizardForbidden'];
      404: components['responses']['PatientWizardNotFound'];
      422: components['responses']['PatientWizardUnprocessable'];
    };
  };
  changePatientStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        status_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient's new status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientProfileStatus'];
          };
        };
      };
      401: components['responses']['PatientProfileUnauthenticated'];
      403: components['responses']['PatientProfileForbidden'];
      404: components['responses']['PatientProfileNotFound'];
      422: components['responses']['PatientProfileUnprocessable'];
    };
  };
  getPatientStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientProfileStatus'];
          };
        };
      };
      401: components['responses']['PatientProfileUnauthenticated'];
      403: components['responses']['PatientProfileForbidden'];
      404: components['responses']['PatientProfileNotFound'];
      422: components['responses']['PatientProfileUnprocessable'];
    };
  };
  startPatientViewingLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_id: number;
        };
      };
    };
    responses: {
      /** @description The log started */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientProfileViewingLog'];
          };
        };
      };
      401: components['responses']['PatientProfileUnauthenticated'];
      403: components['responses']['PatientProfileForbidden'];
      404: components['responses']['PatientProfileNotFound'];
      422: components['responses']['PatientProfileUnprocessable'];
    };
  };
  finishPatientViewingLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description The log finished */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientProfileViewingLog'];
          };
        };
      };
      401: components['responses']['PatientProfileUnauthenticated'];
      403: components['responses']['PatientProfileForbidden'];
      404: components['responses']['PatientProfileNotFound'];
      422: components['responses']['PatientProfileUnprocessable'];
    };
  };
  createPatient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatientCreateRequest'];
      };
    };
    responses: {
      200: components['responses']['PatientWizardPatient'];
      401: components['responses']['PatientWizardUnauthenticated'];
      403: components['responses']['PatientWizardForbidden'];
      422: components['responses']['PatientWizardUnprocessable'];
    };
  };
  createPatientProcedure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatientProcedureRequest'];
      };
    };
    responses: {
      200: components['responses']['PatientWizardProcedure'];
      401: components['responses']['PatientWizardUnauthenticated'];
      403: components['responses']['PatientWizardForbidden'];
      404: components['responses']['PatientWizardNotFound'];
      422: components['responses']['PatientWizardUnprocessable'];
    };
  };
  updatePatientProcedure: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatientProcedureRequest'];
      };
    };
    responses: {
      200: components['responses']['PatientWizardProcedure'];
      401: components['responses']['PatientWizardUnauthenticated'];
      403: components['responses']['PatientWizardForbidden'];
      404: components['responses']['PatientWizardNotFound'];
      422: components['responses']['PatientWizardUnprocessable'];
    };
  };
  searchProcedureCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProcedureCodeSearchRequest'];
      };
    };
    responses: {
      /** @description The matching codes, by code */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientDetailCode'][];
          };
        };
      };
      401: components['responses']['PatientWizardUnauthenticated'];
      403: components['responses']['PatientWizardForbidden'];
      422: components['responses']['PatientWizardUnprocessable'];
    };
  };
  listPatientProcedureCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_id: number;
        };
      };
    };
    responses: {
      /** @description The codes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              cpt: components['schemas']['PatientDetailCode'][];
              icd: components['schemas']['PatientDetailCode'][];
              hcpcs: components['schemas']['PatientDetailCode'][];
            };
          };
        };
      };
      401: components['responses']['PatientWizardUnauthenticated'];
      403: components['responses']['PatientWizardForbidden'];
      404: components['responses']['PatientWizardNotFound'];
      422: components['responses']['PatientWizardUnprocessable'];
    };
  };
  listPatientMonitoringSpecialists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The specialists, by username */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              username: string;
              name: string;
            }[];
          };
        };
      };
      401: components['responses']['PatientWizardUnauthenticated'];
      403: components['responses']['PatientWizardForbidden'];
      422: components['responses']['PatientWizardUnprocessable'];
    };
  };
  listPatients: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PatientsListRequest'];
      };
    };
    responses: {
      /** @description One page of patients */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientsListPage'];
          };
        };
      };
      401: components['responses']['PatientsUnauthenticated'];
      403: components['responses']['PatientsForbidden'];
      422: components['responses']['PatientsUnprocessable'];
    };
  };
  listSurgeons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PeopleQuery'];
      };
    };
    responses: {
      200: components['responses']['PeopleList'];
      401: components['responses']['PeopleUnauthenticated'];
      403: components['responses']['PeopleForbidden'];
      422: components['responses']['PeopleUnprocessable'];
    };
  };
  listTherapists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PeopleQuery'];
      };
    };
    responses: {
      200: components['responses']['PeopleList'];
      401: components['responses']['PeopleUnauthenticated'];
      403: components['responses']['PeopleForbidden'];
      422: components['responses']['PeopleUnprocessable'];
    };
  };
  listDmes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PeopleQuery'];
      };
    };
    responses: {
      200: components['responses']['PeopleList'];
      401: components['responses']['PeopleUnauthenticated'];
      403: components['responses']['PeopleForbidden'];
      422: components['responses']['PeopleUnprocessable'];
    };
  };
  portalInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The middleware's mode and version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PortalInfo'];
          };
        };
      };
    };
  };
  createPractice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PracticeCreateRequest'];
      };
    };
    responses: {
      /** @description The practice created */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PracticeDetail'];
          };
        };
      };
      401: components['responses']['PracticeCreateUnauthenticated'];
      403: components['responses']['PracticeCreateForbidden'];
      422: components['responses']['PracticeCreateUnprocessable'];
    };
  };
  getPractice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The practice's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The practice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PracticeDetail'];
          };
        };
      };
      401: components['responses']['PracticeEditUnauthenticated'];
      403: components['responses']['PracticeEditForbidden'];
      404: components['responses']['PracticeEditNotFound'];
      422: components['responses']['PracticeEditUnprocessable'];
    };
  };
  archivePractice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The practice's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The practice was archived */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @constant */
              archived: true;
            };
          };
        };
      };
      401: components['responses']['PracticeEditUnauthenticated'];
      403: components['responses']['PracticeEditForbidden'];
      404: components['responses']['PracticeEditNotFound'];
      422: components['responses']['PracticeEditUnprocessable'];
    };
  };
  updatePractice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The practice's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PracticeUpdateRequest'];
      };
    };
    responses: {
      /** @description The practice as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PracticeDetail'];
          };
        };
      };
      401: components['responses']['PracticeEditUnauthenticated'];
      403: components['responses']['PracticeEditForbidden'];
      404: components['responses']['PracticeEditNotFound'];
      422: components['responses']['PracticeEditUnprocessable'];
    };
  };
  listPractices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PracticeListRequest'];
      };
    };
    responses: {
      /** @description One page of practices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PracticeListPage'];
          };
        };
      };
      401: components['responses']['PracticeListUnauthenticated'];
      403: components['responses']['PracticeListForbidden'];
      422: components['responses']['PracticeListUnprocessable'];
    };
  };
  writeRemoteLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          entries: {
            /** @enum {string} */
            level: 'log' | 'info' | 'warn' | 'error' | 'debug';
            message: string;
            /** @description When it was logged, in milliseconds since 1970 (at most the end of the year 9999) */
            at: number;
            page?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description How many entries were stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              stored: number;
            };
          };
        };
      };
      401: components['responses']['RemoteLogError'];
      403: components['responses']['RemoteLogError'];
      422: components['responses']['RemoteLogError'];
    };
  };
  pushAppNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_id: number;
          notification_type: components['schemas']['AppNotificationType'];
          sender_id: number;
          message?: string | null;
        };
      };
    };
    responses: {
      /** @description The stored notification's id, to poll; or a numeric result known at once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              fcm_notification_id: number;
              result: number | null;
            };
          };
        };
      };
      401: components['responses']['RemoteLoginError'];
      403: components['responses']['RemoteLoginError'];
      404: components['responses']['RemoteLoginError'];
      409: components['responses']['RemoteLoginError'];
      422: components['responses']['RemoteLoginError'];
    };
  };
  getAppNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notification */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AppNotification'];
          };
        };
      };
      401: components['responses']['RemoteLoginError'];
      403: components['responses']['RemoteLoginError'];
      404: components['responses']['RemoteLoginError'];
      422: components['responses']['RemoteLoginError'];
    };
  };
  getPatientAppLogin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The patient's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient app's login state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientAppLogin'];
          };
        };
      };
      401: components['responses']['RemoteLoginError'];
      403: components['responses']['RemoteLoginError'];
      404: components['responses']['RemoteLoginError'];
      422: components['responses']['RemoteLoginError'];
    };
  };
  runReport: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportRequest'];
      };
    };
    responses: {
      /** @description One page of the report, or (downloadReport) the CSV of every row */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ReportPage'];
          };
          'text/csv': string;
        };
      };
      401: components['responses']['ReportsUnauthenticated'];
      403: components['responses']['ReportsForbidden'];
      422: components['responses']['ReportsUnprocessable'];
    };
  };
  dashboardFilters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The filters */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DashboardFilter'][];
          };
        };
      };
      401: components['responses']['ReportsUnauthenticated'];
      403: components['responses']['ReportsForbidden'];
    };
  };
  dashboardStats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statistics */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DashboardStats'];
          };
        };
      };
      401: components['responses']['ReportsUnauthenticated'];
      403: components['responses']['ReportsForbidden'];
      404: components['responses']['ReportsNotFound'];
      422: components['responses']['ReportsUnprocessable'];
    };
  };
  dashboardGraphs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The graphs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DashboardGraph'][];
          };
        };
      };
      401: components['responses']['ReportsUnauthenticated'];
      403: components['responses']['ReportsForbidden'];
    };
  };
  listTemplateAssignments: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of assignments, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TemplateAssignmentPage'];
          };
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
      422: components['responses']['TemplateAssignmentError'];
    };
  };
  listCompletedTemplatePatients: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of completed assignments, latest completion first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TemplateAssignmentPage'];
          };
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
      422: components['responses']['TemplateAssignmentError'];
    };
  };
  getPatientTemplateVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The 7-digit Patient ID */
        id: components['schemas']['PatientIdentifier'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient with their assignment and the assignable versions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientTemplateVersions'];
          };
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
      404: components['responses']['TemplateAssignmentError'];
      422: components['responses']['TemplateAssignmentError'];
    };
  };
  getBulkAssignJobStatus: {
    parameters: {
      query?: {
        job_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BulkAssignJob'];
          };
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
      404: components['responses']['TemplateAssignmentError'];
      422: components['responses']['TemplateAssignmentError'];
    };
  };
  assignTemplateVersion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssignmentRecord'];
      };
    };
    responses: {
      /** @description The new assignment and the success message */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssignmentResult'];
          };
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
      404: components['responses']['TemplateAssignmentError'];
      422: components['responses']['TemplateAssignmentError'];
    };
  };
  reassignTemplateVersion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The active assignment being replaced */
          version_patient_id: number;
          template_id: number;
          template_version_id: number;
        };
      };
    };
    responses: {
      /** @description The new assignment and the success message */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssignmentResult'];
          };
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
      404: components['responses']['TemplateAssignmentError'];
      422: components['responses']['TemplateAssignmentError'];
    };
  };
  removeTemplateAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The assignment's id (version_patient_id) */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The removed assignment's patient and the success message */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              message: string;
              version_patient_id: number;
              patient_id: number;
            };
          };
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
      404: components['responses']['TemplateAssignmentError'];
      422: components['responses']['TemplateAssignmentError'];
    };
  };
  bulkAssignTemplateVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          records: components['schemas']['BulkAssignmentRecord'][];
        };
      };
    };
    responses: {
      /** @description The job started */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              message: string;
              job_id: number;
              status: components['schemas']['BulkAssignJobStatus'];
              patients: {
                id: number;
              }[];
            };
          };
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
      422: components['responses']['TemplateAssignmentError'];
    };
  };
  exportActiveAssignations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file of the active assignments, as a download named rtm_template_assignments.csv */
      200: {
        headers: {
          /** @description attachment; filename="rtm_template_assignments.csv" */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['TemplateAssignmentError'];
      403: components['responses']['TemplateAssignmentError'];
    };
  };
  getPatientPrompts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The patient's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient's prompts (none, and a null patient_version_id, without an assignment) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmPromptData'];
          };
        };
      };
      401: components['responses']['RtmPromptError'];
      403: components['responses']['RtmPromptError'];
      404: components['responses']['RtmPromptError'];
      422: components['responses']['RtmPromptError'];
    };
  };
  getTemplateVersionPrompts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The template version's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The version's prompts (patient_version_id is null) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmPromptData'];
          };
        };
      };
      401: components['responses']['RtmPromptError'];
      403: components['responses']['RtmPromptError'];
      404: components['responses']['RtmPromptError'];
      422: components['responses']['RtmPromptError'];
    };
  };
  storeTemplateVersionPrompts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The template version's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          template_version_id: number;
          prompts: components['schemas']['EditedPrompt'][];
        };
      };
    };
    responses: {
      /** @description The version's prompts as stored (with the server's ids) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmPromptData'];
          };
        };
      };
      401: components['responses']['RtmPromptError'];
      403: components['responses']['RtmPromptError'];
      404: components['responses']['RtmPromptError'];
      422: components['responses']['RtmPromptError'];
    };
  };
  submitPatientPromptResponses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The assignment's id (patient_version_id) */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          responses: {
            prompt_id: number;
            option_id: number;
            text_response?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description The stored answers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmPromptSubmission'];
          };
        };
      };
      401: components['responses']['RtmPromptError'];
      403: components['responses']['RtmPromptError'];
      404: components['responses']['RtmPromptError'];
      422: components['responses']['RtmPromptError'];
    };
  };
  getMonitorRoomStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's monitoring status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmRoomStatus'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
    };
  };
  createMonitorRoom: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The room */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmRoom'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
    };
  };
  getMonitorRoomTiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        room_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The live tiles, sorted as create_room sorts them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmRoomTiles'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  endMonitorRoom: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RtmRoomIdRequest'];
      };
    };
    responses: {
      /** @description The room ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmRoomState'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      409: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  updateMonitorRoomLastSeen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RtmRoomIdRequest'];
      };
    };
    responses: {
      /** @description The room, seen now */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmRoomState'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  removePatientFromRoom: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tile cleared (removed false when the patient had none) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTileRemoved'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      409: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  createPatientInteraction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_id: number;
          interaction_type: components['schemas']['RtmInteractionType'];
          /** @description The caller's user id */
          observer_id: number;
        };
      };
    };
    responses: {
      /** @description The interaction recorded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmPatientInteraction'];
          };
        };
      };
      400: components['responses']['RtmRoomError'];
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  updatePatientInteractionTimestamp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RtmPatientIdRequest'];
      };
    };
    responses: {
      /** @description The tile after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTile'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  getTodayCompletedPatients: {
    parameters: {
      query?: {
        time_zone?: components['schemas']['RtmTimeZone'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per patient, newest completion first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              patients: components['schemas']['RtmCompletedPatient'][];
            };
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  completePatientSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tile removed (removed false when the patient had none) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTileRemoved'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  recordRtmCallConnected: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tile after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTile'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  recordRtmNoteSaved: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tile after the change, or null when it left */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTileAfterNote'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      409: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  registerFcmToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The caller's user id */
          user_id: number;
          fcm_token: string;
        };
      };
    };
    responses: {
      /** @description The token registered */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              user_id: number;
              fcm_token: string;
            };
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  updateRtmPatientFlags: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Super admin, monitoring specialist and assistant only */
          rtm_follow_up_needed?: boolean;
          /** @description Super admin, monitoring specialist, assistant and manager only. Document 2 calls the codes 0 or 1 - on the wire false or true, nothing else */
          interaction_code_80?: boolean;
          /** @description Super admin, monitoring specialist, assistant and manager only */
          interaction_code_81?: boolean;
        };
      };
    };
    responses: {
      /** @description The patient's RTM flags */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmPatientFlags'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  markRtmPatientEducated: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient's RTM flags */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmPatientFlags'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  removeRtmConsent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient's RTM flags */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmPatientFlags'];
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      404: components['responses']['RtmRoomError'];
      422: components['responses']['RtmRoomError'];
    };
  };
  generateFakeRtmPatients: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The live tiles of the fake patients, once their tablets joined */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              patients: components['schemas']['RtmTile'][];
            };
          };
        };
      };
      401: components['responses']['RtmRoomError'];
      403: components['responses']['RtmRoomError'];
      409: components['responses']['RtmRoomError'];
    };
  };
  listRtmTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every unarchived template with its unarchived versions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTemplate'][];
          };
        };
      };
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
    };
  };
  reorderRtmTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          templates: {
            id: number;
            name?: string;
            order: number;
          }[];
        };
      };
    };
    responses: {
      /** @description The library in its new order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTemplate'][];
          };
        };
      };
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  updateRtmTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RtmTemplateUpdate'];
      };
    };
    responses: {
      200: components['responses']['RtmTemplateAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      404: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  createRtmTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RtmTemplateWrite'];
      };
    };
    responses: {
      200: components['responses']['RtmTemplateAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  getRtmTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The template's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['RtmTemplateAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      404: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  archiveRtmTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The template's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['RtmTemplateAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      404: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  listRtmTemplateVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The versions, by template order then id */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTemplateVersion'][];
          };
        };
      };
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
    };
  };
  createRtmTemplateVersion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          rtm_survey_template_id: number;
        };
      };
    };
    responses: {
      200: components['responses']['RtmTemplateVersionAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      404: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  getRtmTemplateVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The version's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['RtmTemplateVersionAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      404: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  archiveRtmTemplateVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The version's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['RtmTemplateVersionAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      404: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  listVersionsOfRtmTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The template's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template's versions, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RtmTemplateVersion'][];
          };
        };
      };
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      404: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  getAutoAssignConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['AutoAssignConfigAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
    };
  };
  updateAutoAssignConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          [key: string]: number | null;
        };
      };
    };
    responses: {
      200: components['responses']['AutoAssignConfigAnswer'];
      401: components['responses']['RtmTemplateError'];
      403: components['responses']['RtmTemplateError'];
      422: components['responses']['RtmTemplateError'];
    };
  };
  searchAssets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchRequest'];
      };
    };
    responses: {
      /** @description One page of results */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SearchPage'];
          };
        };
      };
      401: components['responses']['SearchUnauthenticated'];
      403: components['responses']['SearchForbidden'];
      422: components['responses']['SearchUnprocessable'];
    };
  };
  getSelfPayOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SelfPayListRequest'];
      };
    };
    responses: {
      /** @description One page of options */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SelfPayPage'];
          };
        };
      };
      401: components['responses']['SelfPayUnauthenticated'];
      403: components['responses']['SelfPayForbidden'];
      422: components['responses']['SelfPayUnprocessable'];
    };
  };
  createSelfPayOption: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SelfPayWrite'];
      };
    };
    responses: {
      200: components['responses']['SelfPayAnswer'];
      401: components['responses']['SelfPayUnauthenticated'];
      403: components['responses']['SelfPayForbidden'];
      422: components['responses']['SelfPayUnprocessable'];
    };
  };
  updateSelfPayOption: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SelfPayWrite'];
      };
    };
    responses: {
      200: components['responses']['SelfPayAnswer'];
      401: components['responses']['SelfPayUnauthenticated'];
      403: components['responses']['SelfPayForbidden'];
      404: components['responses']['SelfPayNotFound'];
      422: components['responses']['SelfPayUnprocessable'];
    };
  };
  deleteSelfPayOption: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SelfPayAnswer'];
      401: components['responses']['SelfPayUnauthenticated'];
      403: components['responses']['SelfPayForbidden'];
      404: components['responses']['SelfPayNotFound'];
      422: components['responses']['SelfPayUnprocessable'];
    };
  };
  listExtensionPrices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every option, by number of days */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SelfPayOption'][];
          };
        };
      };
      401: components['responses']['SelfPayUnauthenticated'];
      403: components['responses']['SelfPayForbidden'];
    };
  };
  createExtensionPrice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SelfPayWrite'];
      };
    };
    responses: {
      200: components['responses']['SelfPayAnswer'];
      401: components['responses']['SelfPayUnauthenticated'];
      403: components['responses']['SelfPayForbidden'];
      422: components['responses']['SelfPayUnprocessable'];
    };
  };
  updateExtensionPrice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SelfPayWrite'];
      };
    };
    responses: {
      200: components['responses']['SelfPayAnswer'];
      401: components['responses']['SelfPayUnauthenticated'];
      403: components['responses']['SelfPayForbidden'];
      404: components['responses']['SelfPayNotFound'];
      422: components['responses']['SelfPayUnprocessable'];
    };
  };
  deleteExtensionPrice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SelfPayAnswer'];
      401: components['responses']['SelfPayUnauthenticated'];
      403: components['responses']['SelfPayForbidden'];
      404: components['responses']['SelfPayNotFound'];
      422: components['responses']['SelfPayUnprocessable'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SessionLoginRequest'];
      };
    };
    responses: {
      /** @description Signed in, or a further step is needed (two-factor code, expired password) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data:
              | components['schemas']['SessionLoginResult']
              | components['schemas']['SessionTwoFactorRequired']
              | components['schemas']['SessionPasswordResetRequired'];
          };
        };
      };
      401: components['responses']['SessionUnauthenticated'];
      422: components['responses']['SessionUnprocessable'];
      429: components['responses']['SessionTooManyAttempts'];
    };
  };
  loginOkta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Signed in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SessionLoginResult'];
          };
        };
      };
      401: components['responses']['SessionUnauthenticated'];
      422: components['responses']['SessionUnprocessable'];
      429: components['responses']['SessionTooManyAttempts'];
    };
  };
  validateOtpCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          otp_code: string;
        };
      };
    };
    responses: {
      /** @description The result of the check. `verified` means the code was right: the answer sets the browser's remember cookie (`cadence_two_factor`: HttpOnly, Secure, SameSite=Strict, Path=/api/login, 30 days) and the portal signs in again, which the cookie lets skip the code. `locked` means too many wrong codes (5 in 15 minutes, counted across codes) and `message` says for how long. */
      200: {
        headers: {
          /** @description The remember cookie, when the code was right. */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              locked: boolean;
              verified: boolean;
              message: string;
            };
          };
        };
      };
      422: components['responses']['SessionUnprocessable'];
      429: components['responses']['SessionTooManyAttempts'];
    };
  };
  resendOtpCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
        };
      };
    };
    responses: {
      200: components['responses']['SessionMessage'];
      422: components['responses']['SessionUnprocessable'];
      429: components['responses']['SessionTooManyAttempts'];
    };
  };
  refreshToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new token */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SessionAccessToken'];
          };
        };
      };
      401: components['responses']['SessionUnauthenticated'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SessionMessage'];
      401: components['responses']['SessionUnauthenticated'];
    };
  };
  acceptPrivacyPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Consent stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @constant */
              consented: true;
            };
          };
        };
      };
      401: components['responses']['SessionUnauthenticated'];
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A username or an e-mail address */
          username: string;
        };
      };
    };
    responses: {
      200: components['responses']['SessionMessage'];
      422: components['responses']['SessionUnprocessable'];
      429: components['responses']['SessionTooManyAttempts'];
    };
  };
  emailLoginLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
        };
      };
    };
    responses: {
      200: components['responses']['SessionMessage'];
      422: components['responses']['SessionUnprocessable'];
      429: components['responses']['SessionTooManyAttempts'];
    };
  };
  checkToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Validity of the code */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              valid: boolean;
            };
          };
        };
      };
      422: components['responses']['SessionUnprocessable'];
      429: components['responses']['SessionTooManyAttempts'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password_reset_token: string;
          password: string;
        };
      };
    };
    responses: {
      200: components['responses']['SessionMessage'];
      422: components['responses']['SessionUnprocessable'];
      429: components['responses']['SessionTooManyAttempts'];
    };
  };
  generatePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The generated password */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              password: string;
            };
          };
        };
      };
      401: components['responses']['SessionUnauthenticated'];
      403: components['responses']['SessionForbidden'];
    };
  };
  getRecoveryReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        patientId: number;
        /** @description The user offset from UTC in minutes (local = UTC + offset) */
        utcOffsetMinutes: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['RecoveryReportAnswer'];
      401: components['responses']['SessionsError'];
      403: components['responses']['SessionsError'];
      404: components['responses']['SessionsError'];
      422: components['responses']['SessionsError'];
    };
  };
  getRecoveryReportsForTreatment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        treatmentId: number;
        /** @description The user offset from UTC in minutes (local = UTC + offset) */
        utcOffsetMinutes: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['RecoveryReportAnswer'];
      401: components['responses']['SessionsError'];
      403: components['responses']['SessionsError'];
      404: components['responses']['SessionsError'];
      422: components['responses']['SessionsError'];
    };
  };
  getAllPatientSessions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ExerciseSession'][];
          };
        };
      };
      401: components['responses']['SessionsError'];
      403: components['responses']['SessionsError'];
      404: components['responses']['SessionsError'];
      422: components['responses']['SessionsError'];
    };
  };
  getPedalRadiusData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The session */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SessionChartAnswer'];
      401: components['responses']['SessionsError'];
      403: components['responses']['SessionsError'];
      404: components['responses']['SessionsError'];
      422: components['responses']['SessionsError'];
    };
  };
  getO2Data: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The session */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SessionChartAnswer'];
      401: components['responses']['SessionsError'];
      403: components['responses']['SessionsError'];
      404: components['responses']['SessionsError'];
      422: components['responses']['SessionsError'];
    };
  };
  getBloodPressureData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The session */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SessionChartAnswer'];
      401: components['responses']['SessionsError'];
      403: components['responses']['SessionsError'];
      404: components['responses']['SessionsError'];
      422: components['responses']['SessionsError'];
    };
  };
  getEcgData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The session */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SessionChartAnswer'];
      401: components['responses']['SessionsError'];
      403: components['responses']['SessionsError'];
      404: components['responses']['SessionsError'];
      422: components['responses']['SessionsError'];
    };
  };
  getRpeData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The session */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SessionChartAnswer'];
      401: components['responses']['SessionsError'];
      403: components['responses']['SessionsError'];
      404: components['responses']['SessionsError'];
      422: components['responses']['SessionsError'];
    };
  };
  spoofTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          practice_id: number | null;
        };
      };
    };
    responses: {
      /** @description The acting context now in force (practice and member null after deselecting) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ActingContext'];
          };
        };
      };
      401: components['responses']['SpoofError'];
      403: components['responses']['SpoofError'];
      404: components['responses']['SpoofError'];
      422: components['responses']['SpoofError'];
    };
  };
  createStudyGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description The new group */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StudyGroup'];
          };
        };
      };
      401: components['responses']['StudyGroupError'];
      403: components['responses']['StudyGroupError'];
      422: components['responses']['StudyGroupError'];
    };
  };
  deleteStudyGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group was deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @constant */
              deleted: true;
            };
          };
        };
      };
      401: components['responses']['StudyGroupError'];
      403: components['responses']['StudyGroupError'];
      404: components['responses']['StudyGroupError'];
      422: components['responses']['StudyGroupError'];
    };
  };
  listPatientSurveys: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        patient_id: number;
        survey_id: 1 | 3;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient's surveys of the instrument */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientSurveyList'];
          };
        };
      };
      401: components['responses']['SurveyError'];
      403: components['responses']['SurveyError'];
      404: components['responses']['SurveyError'];
      422: components['responses']['SurveyError'];
    };
  };
  getSurvey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The survey */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Survey'];
          };
        };
      };
      401: components['responses']['SurveyError'];
      404: components['responses']['SurveyError'];
      422: components['responses']['SurveyError'];
    };
  };
  getSurveyOmittedQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The omitted questions (none for the published instruments) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              survey_id: number;
              survey_question_id: number;
            }[];
          };
        };
      };
      401: components['responses']['SurveyError'];
      404: components['responses']['SurveyError'];
      422: components['responses']['SurveyError'];
    };
  };
  schedulePatientSurvey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_id: number;
          /** @enum {integer} */
          survey_id: 1 | 3;
          /** Format: date */
          scheduled_at: string;
        };
      };
    };
    responses: {
      /** @description The scheduled survey */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientSurvey'];
          };
        };
      };
      401: components['responses']['SurveyError'];
      403: components['responses']['SurveyError'];
      404: components['responses']['SurveyError'];
      422: components['responses']['SurveyError'];
    };
  };
  submitPatientSurveyResponse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_survey_id: number;
          /** Format: date-time */
          completed_at: string;
          responses: {
            survey_question_id: number;
            survey_option_id: number;
          }[];
        };
      };
    };
    responses: {
      /** @description The answered survey with its scores */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PatientSurvey'];
          };
        };
      };
      401: components['responses']['SurveyError'];
      403: components['responses']['SurveyError'];
      404: components['responses']['SurveyError'];
      422: components['responses']['SurveyError'];
    };
  };
  deletePatientSurvey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted survey */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              patient_id: number;
              /** @constant */
              deleted: true;
            };
          };
        };
      };
      401: components['responses']['SurveyError'];
      403: components['responses']['SurveyError'];
      404: components['responses']['SurveyError'];
      422: components['responses']['SurveyError'];
    };
  };
  getTabletDeviceInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          imei?: string;
          serial_number?: string;
        };
      };
    };
    responses: {
      /** @description The device information the service reported, in its described fields only (checked by the portal against TabletDeviceInformation) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TabletDeviceReport'];
          };
        };
      };
      401: components['responses']['TabletError'];
      403: components['responses']['TabletError'];
      404: components['responses']['TabletError'];
      422: components['responses']['TabletError'];
      502: components['responses']['TabletError'];
    };
  };
  rebootTablet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The tablet's device UUID (device_uuid of its device information) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TabletCommandDone'];
      401: components['responses']['TabletError'];
      403: components['responses']['TabletError'];
      404: components['responses']['TabletError'];
      422: components['responses']['TabletError'];
      502: components['responses']['TabletError'];
    };
  };
  pinTabletKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The tablet's device UUID (device_uuid of its device information) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TabletCommandDone'];
      401: components['responses']['TabletError'];
      403: components['responses']['TabletError'];
      404: components['responses']['TabletError'];
      422: components['responses']['TabletError'];
      502: components['responses']['TabletError'];
    };
  };
  installTabletApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The tablet's device UUID (device_uuid of its device information) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TabletCommandDone'];
      401: components['responses']['TabletError'];
      403: components['responses']['TabletError'];
      404: components['responses']['TabletError'];
      422: components['responses']['TabletError'];
      502: components['responses']['TabletError'];
    };
  };
  setTabletBrightness: {
    parameters: {
      query: {
        brightness_level: number;
      };
      header?: never;
      path: {
        /** @description The tablet's device UUID (device_uuid of its device information) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TabletCommandDone'];
      401: components['responses']['TabletError'];
      403: components['responses']['TabletError'];
      404: components['responses']['TabletError'];
      422: components['responses']['TabletError'];
      502: components['responses']['TabletError'];
    };
  };
  setTabletVolume: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The tablet's device UUID (device_uuid of its device information) */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          volume_level: number;
        };
      };
    };
    responses: {
      200: components['responses']['TabletCommandDone'];
      401: components['responses']['TabletError'];
      403: components['responses']['TabletError'];
      404: components['responses']['TabletError'];
      422: components['responses']['TabletError'];
      502: components['responses']['TabletError'];
    };
  };
  lockTablet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The tablet's device UUID (device_uuid of its device information) */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    responses: {
      200: components['responses']['TabletCommandDone'];
      401: components['responses']['TabletError'];
      403: components['responses']['TabletError'];
      404: components['responses']['TabletError'];
      422: components['responses']['TabletError'];
      502: components['responses']['TabletError'];
    };
  };
  unlockTablet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The tablet's device UUID (device_uuid of its device information) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TabletCommandDone'];
      401: components['responses']['TabletError'];
      403: components['responses']['TabletError'];
      404: components['responses']['TabletError'];
      422: components['responses']['TabletError'];
      502: components['responses']['TabletError'];
    };
  };
  listTeamMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['TeamListRequest'];
      };
    };
    responses: {
      /** @description One page of team members */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TeamListPage'];
          };
        };
      };
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  queryTeamMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['TeamQueryRequest'];
      };
    };
    responses: {
      /** @description The matching team members */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TeamListRow'][];
          };
        };
      };
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  skinnyLoadTeamMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['TeamQueryRequest'];
      };
    };
    responses: {
      /** @description The practice's team members, light */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TeamSkinnyRow'][];
          };
        };
      };
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  listTeamRoleOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          practice_id?: number | null;
        };
      };
    };
    responses: {
      /** @description The roles on offer, by id */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
            }[];
          };
        };
      };
      401: components['responses']['TeamUnauthenticated'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  createTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeamMemberCreateRequest'];
      };
    };
    responses: {
      200: components['responses']['TeamMemberAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  getTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TeamMemberAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  archiveTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TeamMessage'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  updateTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeamMemberUpdateRequest'];
      };
    };
    responses: {
      200: components['responses']['TeamMemberAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  createProfilePicture: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          id: number;
          /**
           * Format: binary
           * @description image/png or image/jpeg, at most 1048576 bytes
           */
          profile_picture: string;
        };
      };
    };
    responses: {
      200: components['responses']['TeamPictureAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  deleteProfilePicture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TeamPictureAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  grantTeamMemberPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          practice_team_member_id: number;
          /** @description One permission */
          permission_id?: number;
          /** @description Several permissions */
          permission_ids?: number[];
        };
      };
    };
    responses: {
      200: components['responses']['TeamGrantAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  revokeTeamMemberPermission: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TeamGrantAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  listTeamMemberPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The grants */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TeamPermissionGrant'][];
          };
        };
      };
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  subscribeTeamMemberNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          practice_team_member_id: number;
          /** @description One notification type */
          notification_id?: number;
          /** @description Several notification types */
          notification_ids?: number[];
        };
      };
    };
    responses: {
      200: components['responses']['TeamSubscriptionAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  unsubscribeTeamMemberNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TeamSubscriptionAnswer'];
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  listTeamMemberNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscriptions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TeamNotificationSubscription'][];
          };
        };
      };
      401: components['responses']['TeamUnauthenticated'];
      403: components['responses']['TeamForbidden'];
      404: components['responses']['TeamNotFound'];
      422: components['responses']['TeamUnprocessable'];
    };
  };
  listTreatmentPlanTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page?: number;
          limit?: number;
          order_by?: {
            /** @enum {string} */
            field: 'name' | 'practice_team_member_name' | 'num_of_days' | 'is_default' | 'id';
            /** @enum {string} */
            direction: 'asc' | 'desc';
          };
          practice_id?: number | null;
          practice_team_member_id?: number | null;
        };
      };
    };
    responses: {
      /** @description One page of templates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: components['schemas']['TreatmentPlanTemplateRow'][];
              currentPage: number;
              lastPage: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['TreatmentPlanTemplateUnauthenticated'];
      403: components['responses']['TreatmentPlanTemplateForbidden'];
      422: components['responses']['TreatmentPlanTemplateUnprocessable'];
    };
  };
  loadTreatmentPlanTemplateOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_id: number;
        };
      };
    };
    responses: {
      /** @description The templates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlanTemplate'][];
          };
        };
      };
      401: components['responses']['TreatmentPlanTemplateUnauthenticated'];
      403: components['responses']['TreatmentPlanTemplateForbidden'];
      404: components['responses']['TreatmentPlanTemplateNotFound'];
      422: components['responses']['TreatmentPlanTemplateUnprocessable'];
    };
  };
  getTreatmentPlanTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlanTemplate'];
          };
        };
      };
      401: components['responses']['TreatmentPlanTemplateUnauthenticated'];
      403: components['responses']['TreatmentPlanTemplateForbidden'];
      404: components['responses']['TreatmentPlanTemplateNotFound'];
      422: components['responses']['TreatmentPlanTemplateUnprocessable'];
    };
  };
  updateTreatmentPlanTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TreatmentPlanTemplateUpdate'];
      };
    };
    responses: {
      /** @description The saved template */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlanTemplate'];
          };
        };
      };
      401: components['responses']['TreatmentPlanTemplateUnauthenticated'];
      403: components['responses']['TreatmentPlanTemplateForbidden'];
      404: components['responses']['TreatmentPlanTemplateNotFound'];
      422: components['responses']['TreatmentPlanTemplateUnprocessable'];
    };
  };
  createTreatmentPlanTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TreatmentPlanTemplateInput'];
      };
    };
    responses: {
      /** @description The new template */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlanTemplate'];
          };
        };
      };
      401: components['responses']['TreatmentPlanTemplateUnauthenticated'];
      403: components['responses']['TreatmentPlanTemplateForbidden'];
      404: components['responses']['TreatmentPlanTemplateNotFound'];
      422: components['responses']['TreatmentPlanTemplateUnprocessable'];
    };
  };
  queryPatientTreatmentPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          columns?: string[];
          search?: {
            patient_id?: number;
            is_active?: boolean;
            treatment_plan_type?: number;
            name?: string;
          };
          order_by?: {
            /** @enum {string} */
            field: 'name' | 'id' | 'sequence' | 'treatment_start_date';
            /** @enum {string} */
            direction: 'asc' | 'desc';
          };
          exact_match_search?: boolean;
        };
      };
    };
    responses: {
      /** @description The matching plans (at most 500) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: components['schemas']['TreatmentPlan'][];
            };
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  getAllPatientTreatmentPlans: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        patientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The patient's plans */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlan'][];
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      404: components['responses']['TreatmentPlanNotFound'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  getActiveTreatmentPlanForPatient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        patientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The active plan or null */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlan'] | null;
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      404: components['responses']['TreatmentPlanNotFound'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  getTreatmentPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlan'];
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      404: components['responses']['TreatmentPlanNotFound'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  updatePatientTreatmentPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TreatmentPlanInput'];
      };
    };
    responses: {
      /** @description The saved plan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlan'];
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      404: components['responses']['TreatmentPlanNotFound'];
      409: components['responses']['TreatmentPlanConflict'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  createPatientTreatmentPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TreatmentPlanInput'];
      };
    };
    responses: {
      /** @description The new plan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlan'];
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      404: components['responses']['TreatmentPlanNotFound'];
      409: components['responses']['TreatmentPlanConflict'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  updateTreatmentPlanProtocol: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patient_treatment_plan_id: number;
          name: string;
          sequence?: number;
          num_of_days: number;
          sessions_per_day: number;
          pedal_radius: number;
          resistance: number;
          rpm_min: number;
          rpm_max: number;
          pressure_limit: number;
        };
      };
    };
    responses: {
      /** @description The plan the protocol belongs to, as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlan'];
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      404: components['responses']['TreatmentPlanNotFound'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  endTreatmentPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ended plan (status Complete) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlan'];
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      404: components['responses']['TreatmentPlanNotFound'];
      409: components['responses']['TreatmentPlanConflict'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  revertPatientToPreOp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reactivated pre-operative plan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreatmentPlan'];
          };
        };
      };
      401: components['responses']['TreatmentPlanUnauthenticated'];
      403: components['responses']['TreatmentPlanForbidden'];
      404: components['responses']['TreatmentPlanNotFound'];
      409: components['responses']['TreatmentPlanConflict'];
      422: components['responses']['TreatmentPlanUnprocessable'];
    };
  };
  queryUserGuides: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @default 200 */
          limit?: number;
        };
      };
    };
    responses: {
      /** @description The guides */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UserGuide'][];
          };
        };
      };
      401: components['responses']['GuidesUnauthenticated'];
      403: components['responses']['GuidesForbidden'];
      422: components['responses']['GuidesUnprocessable'];
    };
  };
  uploadUserGuide: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description application/pdf, at most 16777216 bytes (16 MB)
           */
          user_guide: string;
          /** @default 1.0.0 */
          version?: string;
          id?: number;
          /** @description Role ids, e.g. "1,8" or "[1,8]" */
          user_roles?: string;
        };
      };
    };
    responses: {
      /** @description The stored guide */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UserGuide'];
          };
        };
      };
      401: components['responses']['GuidesUnauthenticated'];
      403: components['responses']['GuidesForbidden'];
      404: components['responses']['GuidesNotFound'];
      422: components['responses']['GuidesUnprocessable'];
    };
  };
  deleteUserGuide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted guide's id */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
            };
          };
        };
      };
      401: components['responses']['GuidesUnauthenticated'];
      403: components['responses']['GuidesForbidden'];
      404: components['responses']['GuidesNotFound'];
      422: components['responses']['GuidesUnprocessable'];
    };
  };
  getCurrentUserGuide: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_role: number;
        };
      };
    };
    responses: {
      /** @description The guide's address */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
              version: string;
            };
          };
        };
      };
      401: components['responses']['GuidesUnauthenticated'];
      403: components['responses']['GuidesForbidden'];
      404: components['responses']['GuidesNotFound'];
      422: components['responses']['GuidesUnprocessable'];
    };
  };
  listUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserListRequest'];
      };
    };
    responses: {
      /** @description One page of users */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UserListPage'];
          };
        };
      };
      401: components['responses']['UsersUnauthenticated'];
      403: components['responses']['UsersForbidden'];
      422: components['responses']['UsersUnprocessable'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserCreateRequest'];
      };
    };
    responses: {
      200: components['responses']['UserAnswer'];
      401: components['responses']['UsersUnauthenticated'];
      403: components['responses']['UsersForbidden'];
      422: components['responses']['UsersUnprocessable'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['UserAnswer'];
      401: components['responses']['UsersUnauthenticated'];
      403: components['responses']['UsersForbidden'];
      404: components['responses']['UsersNotFound'];
      422: components['responses']['UsersUnprocessable'];
    };
  };
  archiveUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user was archived */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @constant */
              archived: true;
            };
          };
        };
      };
      401: components['responses']['UsersUnauthenticated'];
      403: components['responses']['UsersForbidden'];
      404: components['responses']['UsersNotFound'];
      422: components['responses']['UsersUnprocessable'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserUpdateRequest'];
      };
    };
    responses: {
      200: components['responses']['UserAnswer'];
      401: components['responses']['UsersUnauthenticated'];
      403: components['responses']['UsersForbidden'];
      404: components['responses']['UsersNotFound'];
      422: components['responses']['UsersUnprocessable'];
    };
  };
  saveUserPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserPermissionsRequest'];
      };
    };
    responses: {
      200: components['responses']['UserPermissionsAnswer'];
      401: components['responses']['UsersUnauthenticated'];
      403: components['responses']['UsersForbidden'];
      404: components['responses']['UsersNotFound'];
      422: components['responses']['UsersUnprocessable'];
    };
  };
  listUserPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['UserPermissionsAnswer'];
      401: components['responses']['UsersUnauthenticated'];
      403: components['responses']['UsersForbidden'];
      404: components['responses']['UsersNotFound'];
      422: components['responses']['UsersUnprocessable'];
    };
  };
  sendCallDeviceSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CallDeviceSettings'];
      };
    };
    responses: {
      /** @description Send device settings to the app of the patient of video room {id} */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CallCommandSent'];
          };
        };
      };
      401: components['responses']['VideoCommandError'];
      403: components['responses']['VideoCommandError'];
      404: components['responses']['VideoCommandError'];
      409: components['responses']['VideoCommandError'];
      422: components['responses']['VideoCommandError'];
    };
  };
  sendCallScreenClick: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CallScreenClick'];
      };
    };
    responses: {
      /** @description Tap the screen of the app of the patient of video room {id} */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CallCommandSent'];
          };
        };
      };
      401: components['responses']['VideoCommandError'];
      403: components['responses']['VideoCommandError'];
      404: components['responses']['VideoCommandError'];
      409: components['responses']['VideoCommandError'];
      422: components['responses']['VideoCommandError'];
    };
  };
  startVideoRoom: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VideoRoomStartRequest'];
      };
    };
    responses: {
      /** @description Start (or rejoin) the caller's video room with patient {patient_id} and answer a token for it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRoomStart'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      409: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
      502: components['responses']['VideoError'];
    };
  };
  listVideoRooms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VideoRoomListRequest'];
      };
    };
    responses: {
      /** @description The open video rooms of the patients the caller sees (the active-room list, getActiveTwilioRoomList) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRoomList'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
    };
  };
  grabTwilioRoomInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Who is in patient {id}'s open video room (caller_user_id) and a fresh token when it is the caller's own (refreshToken) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRoomInfo'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
    };
  };
  listPatientVideoRooms: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The video-room records of patient {id}, newest first (the call recordings list) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRoomList'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
    };
  };
  getVideoRoom: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Video room {id} */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRoom'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
    };
  };
  endVideoRoom: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Hang up */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRoom'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
    };
  };
  uploadVideoRecording: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description 16-bit PCM WAV (audio/wav) of both sides of the call, at most 268435456 bytes
           */
          audio: string;
        };
      };
    };
    responses: {
      /** @description The room whose recording is stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRoom'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      409: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
    };
  };
  createVideoComposition: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Request Recording */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRoom'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      409: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
      502: components['responses']['VideoError'];
    };
  };
  getVideoCompositionStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The status of video room {id}'s recording (enqueued or completed) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoCompositionStatus'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      409: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
      502: components['responses']['VideoError'];
    };
  };
  getVideoCompositionContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Download Recording */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoCompositionContent'];
          };
        };
      };
      401: components['responses']['VideoError'];
      403: components['responses']['VideoError'];
      404: components['responses']['VideoError'];
      409: components['responses']['VideoError'];
      422: components['responses']['VideoError'];
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
