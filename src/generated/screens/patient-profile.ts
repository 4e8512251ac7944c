// generated from specs/ — do not edit
// The compiled screen of specs/screens/patient-profile.screen.yaml.
import type { CompiledDetailScreen } from '../compiled-types';

export const screen: CompiledDetailScreen = {
  route: '/patientProfile/{id}',
  aliases: ['/patient/{id}'],
  title: 'Patient Profile',
  access: { signedIn: true },
  kind: 'detail',
  detail: {
    source: { operation: 'getPatientDetail', params: { id: 'id' } },
    heading: '{first_name} {last_name}',
    badge: { field: 'identifier', label: 'Patient ID' },
    banner: [
      { field: 'date_of_birth', label: 'DOB', format: 'dateOfBirthAge' },
      { field: 'patient_procedure', label: 'Procedure', format: 'procedureSide' },
      { field: 'patient_procedure.procedure_date', label: 'Post-Op', format: 'postOpDay' },
      { field: 'surgeon.name', label: 'Surgeon' },
      { field: 'physical_therapist.name', label: 'Therapist' },
      { field: 'status.name', label: 'Status' },
    ],
    notFound: 'Patient Not Found',
    loadFailureAlert: true,
    parts: [
      { panel: 'patientStatus', title: 'Status' },
      { panel: 'patientLock', title: 'Lock' },
      { panel: 'patientCall', title: 'Call' },
      {
        panel: 'patientSync',
        title: 'Sync',
        access: {
          roles: [
            'superAdmin',
            'csManager',
            'fieldSpecialist',
            'csSenior',
            'monitoringSpecialist',
            'monitoringManager',
          ],
        },
      },
      { panel: 'patientDocumentLinks', title: 'Document Links' },
    ],
    fields: [
      { field: 'physical_therapist.name', label: 'Physical Therapist' },
      { field: 'dme.name', label: 'DME' },
      { field: 'date_of_birth', label: 'Date of Birth', format: 'unixDate' },
      { field: 'mobile_phone', label: 'Phone', format: 'phone' },
      { field: 'surgeon.name', label: 'Surgeon' },
      { field: 'identifier', label: 'Patient ID' },
      { field: 'age', label: 'Age', format: 'number' },
      { field: 'email_address', label: 'E-mail' },
      { field: 'installation_method_type.label', label: 'Installation Method' },
    ],
    actions: [
      { label: 'Edit', to: '/patientInformation/{id}', access: { permissions: ['editPatient'] } },
      {
        label: 'Archive',
        operation: 'archivePatient',
        params: { id: 'id' },
        disabledWhen: { field: 'status.id', in: [null, 2] },
        confirm: {
          title: 'This action cannot be undone',
          message: 'You will lose access to this patient profile and all related data.',
          confirmLabel: 'Archive',
        },
        success: 'Patient archived.',
        then: '/patients',
        color: 'red',
        access: { superUser: true, permissions: ['addPatient'] },
      },
    ],
    panels: [
      {
        name: 'procedureInformation',
        title: 'Procedure Information',
        card: {
          field: 'patient_procedure',
          empty: 'No procedure recorded',
          fields: [
            { field: 'procedure_name', label: 'Procedure' },
            { field: 'procedure_type.name', label: 'Procedure Type' },
            { field: 'procedure_leg_type.name', label: 'Leg' },
            { field: 'procedure_date', label: 'Procedure Date', format: 'unixDate' },
            { field: 'treatment_start_date', label: 'Treatment Start Date', format: 'unixDate' },
            { field: 'treatment_plan_template.name', label: 'Treatment Plan Template' },
            { field: 'medicare_insurance', label: 'Medicare Insurance', format: 'yesNo' },
          ],
        },
      },
      {
        name: 'currentProgress',
        title: 'Current Progress',
        card: {
          source: { operation: 'getPatientProgress', params: { id: 'id' }, access: { signedIn: true } },
          fields: [
            { field: 'patient_procedure_post_op_day', label: 'Post-Op Day', format: 'number' },
            { field: 'completed_sessions', label: 'Sessions Completed', format: 'sessions' },
            { field: 'adherence', label: 'Adherence', format: 'adherence' },
            { field: 'pain', label: 'Pain', format: 'painColour' },
            { field: 'extension', label: 'Extension', format: 'progress' },
            { field: 'flexion', label: 'Flexion', format: 'progress' },
            { field: 'lastSession', label: 'Last Session', format: 'unixDateTime' },
          ],
        },
      },
      { panel: 'patientNotes', title: 'Patient Notes' },
      {
        panel: 'surveys',
        title: 'Surveys',
        access: {
          roles: [
            'superAdmin',
            'fieldSpecialist',
            'monitoringSpecialist',
            'monitoringManager',
            'monitoringAssistant',
            'rtmConfigManager',
          ],
        },
        when: { field: 'current_survey_id', in: [1, 3] },
        lists: {
          completed: {
            source: {
              operation: 'listPatientSurveys',
              pageSize: 500,
              rows: 'patient_surveys',
              where: { field: 'completed_at', notIn: [null] },
              params: { patient_id: 'id', survey_id: 'current_survey_id' },
              access: {
                roles: [
                  'superAdmin',
                  'fieldSpecialist',
                  'monitoringSpecialist',
                  'monitoringManager',
                  'monitoringAssistant',
                  'rtmConfigManager',
                ],
              },
              paging: 'whole',
              filtersAt: 'body',
            },
            columns: [
              { field: 'scheduled_at', header: 'Date', format: 'isoDay' },
              { field: 'raw_score', header: 'Raw score' },
              { field: 'interval_score', header: 'Interval score' },
              { field: 'progression_score', header: 'Progression', format: 'progressionScore' },
            ],
          },
        },
        cards: {
          scores: {
            fields: [
              { field: 'raw_score', label: 'Raw score' },
              { field: 'interval_score', label: 'Interval score' },
              { field: 'progression_score', label: 'Progression score' },
            ],
          },
        },
      },
      {
        panel: 'activeProtocol',
        title: 'Active Protocol',
        access: { anyPermission: ['viewPlan', 'editPlan'] },
      },
      {
        name: 'treatmentInformation',
        title: 'Treatment Information',
        access: { anyPermission: ['viewPlan', 'editPlan'] },
        list: {
          source: {
            operation: 'getAllPatientTreatmentPlans',
            pageSize: 20,
            orderBy: { field: 'name', direction: 'asc' },
            params: { patientId: 'id' },
            access: { anyPermission: ['viewPlan', 'editPlan'] },
            paging: 'whole',
            filtersAt: 'body',
          },
          layout: 'cards',
          createLink: {
            label: 'Add Treatment Plan',
            to: '/treatmentPlan/{id}',
            access: { permissions: ['addPlan'] },
          },
          columns: [
            { field: 'name', header: 'Name' },
            { field: 'treatment_plan_type_text', header: 'Type' },
            { field: 'treatment_start_date', header: 'Start Date', format: 'unixDate' },
            { field: 'treatment_end_date', header: 'End Date', format: 'unixDate' },
            { field: 'status', header: 'Status' },
          ],
          rowActions: [
            {
              label: 'Edit',
              to: '/treatmentPlan/{patient_id}/{id}',
              when: { fields: ['treatment_plan_type', 'status'], notIn: [1, 'Complete'] },
              access: { signedIn: true },
            },
            {
              label: 'End Plan',
              color: 'red',
              operation: 'endTreatmentPlan',
              success: 'Treatment plan ended.',
              when: { field: 'treatment_plan_type', in: [1], all: [{ field: 'status', in: ['Active'] }] },
              confirm: {
                title: 'End treatment plan?',
                message: 'Ending this plan cannot be undone.',
                confirmLabel: 'End Plan',
                cancelLabel: 'Cancel',
              },
              access: { superUser: true },
            },
            {
              label: 'Revert to Pre-Op',
              color: 'red',
              operation: 'revertPatientToPreOp',
              success: 'Patient reverted to pre-op.',
              when: {
                field: 'treatment_plan_type',
                notIn: [1],
                all: [{ field: 'status', notIn: ['Pending'] }],
              },
              confirm: {
                title: 'Revert to pre-op?',
                message: 'All post-operative sessions will be deleted. This cannot be undone.',
                confirmLabel: 'Revert',
                cancelLabel: 'Cancel',
              },
              access: { superUser: true },
            },
          ],
          empty: 'No treatment plans',
        },
      },
      {
        panel: 'patientCharts',
        title: 'Charts',
        tabs: [
          '15 Day',
          '30 Day',
          'Sessions',
          {
            title: 'ROMTime Audio',
            list: {
              source: {
                operation: 'listPatientVideoRooms',
                pageSize: 500,
                rows: 'rooms',
                where: { field: 'ended_at', notIn: [null] },
                params: { id: 'id' },
                access: { roles: ['superAdmin', 'csManager'] },
                denied:
                  'Only a super admin or a customer service manager can request or download call recordings.',
                paging: 'whole',
                filtersAt: 'body',
              },
              columns: [
                { field: 'date', header: 'Date' },
                { field: 'caller_username', header: 'Caller' },
                { field: 'audio_composition_status', header: 'Recording', format: 'recordingAction' },
              ],
              empty:
                'No ROMTime calls with this patient have ended yet. When a call ends, its audio can be requested here.',
            },
          },
        ],
        expanded: '30 Day',
      },
      { panel: 'sessionHistory', title: 'Session History' },
      {
        name: 'monitoringOverview',
        title: 'Monitoring',
        access: { roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'] },
        card: {
          source: {
            operation: 'getPatientMonitoring',
            params: { id: 'id' },
            access: {
              roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'],
            },
          },
          fields: [
            { field: 'patient_monitoring_specialist.username', label: 'Patient Monitoring Specialist' },
            { field: 'live_status', label: 'Monitoring Status', format: 'monitoringStatus' },
            { field: 'rtm_permission', label: 'RTM Consent', format: 'yesNo' },
            { field: 'rtm_patient_education', label: 'RTM Patient Education', format: 'yesNo' },
            { field: 'rtm_follow_up_needed', label: 'Follow Up Needed', format: 'yesNo' },
            {
              field: 'interaction_code_80',
              label: 'Interacted with Patient (first 20 minutes)',
              format: 'yesNo',
            },
            {
              field: 'interaction_code_81',
              label: 'Interacted with Patient (each additional 20 minutes)',
              format: 'yesNo',
            },
            { field: 'template.name', label: 'RTM Template' },
            { field: 'template.version', label: 'Template Version' },
            { field: 'template.assigned_at', label: 'Template Assigned', format: 'unixDate' },
            { field: 'last_session_at', label: 'Last Session', format: 'unixDateTime' },
            { field: 'last_interaction_at', label: 'Last Interaction', format: 'unixDateTime' },
            { field: 'last_interaction_by', label: 'Interaction By' },
          ],
        },
      },
      {
        name: 'monitoringPlan',
        title: 'Monitoring Plan',
        access: {
          roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'],
          permissions: ['viewPlan'],
        },
        chart: {
          component: 'planProtocols',
          source: {
            operation: 'getActiveTreatmentPlanForPatient',
            params: { patientId: 'id' },
            access: { anyPermission: ['viewPlan', 'editPlan'] },
          },
          empty: 'No active treatment plan',
        },
      },
    ],
    visitLog: {
      start: 'startPatientViewingLog',
      finish: 'finishPatientViewingLog',
      params: { patient_id: 'id' },
      access: { roles: ['monitoringSpecialist', 'monitoringAssistant'] },
    },
  },
};
