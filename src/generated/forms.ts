// generated from specs/ — do not edit
// The forms of specs/forms, by name (the file name without `.form.yaml`).
import type { FormSpec } from './spec-types';

/** Every form spec by name. */
export const forms: Readonly<Record<string, FormSpec>> = {
  adminConfigEntry: {
    title: 'Configuration Entry',
    schema: { type: 'object', properties: { value: { type: 'string' } } },
    uiSchema: { value: { 'ui:widget': 'text' } },
  },
  appVersions: {
    title: 'App Versions',
    schema: {
      type: 'object',
      required: ['minAppVersion', 'latestVersion', 'appCheckFrequency', 'sessionAllowedCheckFrequency'],
      properties: {
        minAppVersion: {
          type: 'string',
          title: 'Minimum Required Version',
          maxLength: 32,
          pattern: '^[0-9]+(\\.[0-9]+)*$',
        },
        latestVersion: {
          type: 'string',
          title: 'Latest Version',
          maxLength: 32,
          pattern: '^[0-9]+(\\.[0-9]+)*$',
        },
        appCheckFrequency: { type: 'integer', title: 'App Version Check Time', minimum: 0 },
        sessionAllowedCheckFrequency: { type: 'integer', title: 'Session Allowed Check Time', minimum: 0 },
        noSessionAllowed: { type: 'boolean', title: 'No Session Allowed' },
        noSessionAllowedMessage: { type: 'string', title: 'No Session Allowed Message', maxLength: 500 },
      },
    },
    messages: {
      minAppVersion: { pattern: 'appVersionFormat' },
      latestVersion: { pattern: 'appVersionFormat' },
    },
  },
  bugReport: {
    title: 'Create Ticket',
    schema: {
      type: 'object',
      required: ['description', 'issue_type', 'line_of_business'],
      properties: {
        description: { type: 'string', title: 'Description', minLength: 1, maxLength: 5000 },
        issue_type: { type: 'string', title: 'Issue Type', enum: ['feedback', 'demand', 'issue', 'idea'] },
        line_of_business: { type: 'string', title: 'Line of Business', enum: ['cardiac', 'Ortho'] },
        attachments: { type: ['string', 'null'], title: 'Attachments' },
      },
    },
    uiSchema: {
      'ui:order': ['description', 'issue_type', 'line_of_business', 'attachments'],
      description: { 'ui:widget': 'textarea' },
      issue_type: { 'ui:widget': 'select', 'ui:options': { lookup: 'bugIssueTypes' } },
      line_of_business: { 'ui:widget': 'select', 'ui:options': { lookup: 'bugLinesOfBusiness' } },
      attachments: {
        'ui:widget': 'attachments',
        'ui:options': {
          upload: {
            operation: 'uploadBugReportAttachments',
            answer: 'id',
            fileName: 'attachments.zip',
            success: 'bugAttachmentUploaded',
          },
        },
      },
    },
    messages: {
      description: { required: 'bugDescriptionRequired', minLength: 'bugDescriptionRequired' },
      issue_type: { required: 'bugIssueTypeRequired' },
      line_of_business: { required: 'bugLineOfBusinessRequired' },
    },
    submit: { operation: 'createReportBug', success: 'bugReportSubmitted' },
  },
  eDocumentLink: {
    title: 'E-Document Link',
    schema: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string' },
        description: { type: 'string' },
        url: { type: 'string', pattern: '^https?://\\S+$' },
      },
    },
    uiSchema: {
      name: { 'ui:widget': 'text' },
      description: { 'ui:widget': 'textarea' },
      url: { 'ui:widget': 'text', 'ui:placeholder': 'https://' },
    },
    messages: { url: { pattern: 'eDocumentUrl' } },
  },
  firmwareUpload: {
    title: 'Upload Firmware',
    schema: {
      type: 'object',
      properties: {
        version_number: { type: 'string', title: 'Version Number*', maxLength: 32 },
        firmware: { type: 'string', title: 'Firmware File*' },
      },
    },
    uiSchema: {
      version_number: { 'ui:placeholder': 'e.g. 1.2.0' },
      firmware: { 'ui:widget': 'file', 'ui:options': { maxBytes: 67108864 } },
    },
  },
  maintenanceWindow: {
    title: 'Maintenance',
    schema: {
      type: 'object',
      required: ['start_date_time', 'duration_minutes', 'procedure_type_id', 'message'],
      properties: {
        start_date_time: { type: 'integer' },
        duration_minutes: { type: 'integer', default: 10 },
        is_indefinitely: { type: 'boolean', default: false },
        procedure_type_id: { type: ['integer', 'null'], default: null },
        message: { type: 'string' },
        affected_patients: { type: 'string' },
        active: { type: 'boolean', default: true },
      },
    },
    uiSchema: {
      start_date_time: {
        'ui:widget': 'unixDateTime',
        'ui:options': { default: 'now', notPastOnCreate: true },
      },
      duration_minutes: {
        'ui:widget': 'digits',
        'ui:options': { disabledWhen: { field: 'is_indefinitely', in: [true] } },
      },
      is_indefinitely: { 'ui:widget': 'checkbox', 'ui:options': { onTick: { duration_minutes: 0 } } },
      procedure_type_id: {
        'ui:widget': 'allOrOne',
        'ui:options': { lookup: 'patientAppTypes', allLabel: 'Select All' },
      },
      message: { 'ui:widget': 'textarea' },
      affected_patients: { 'ui:widget': 'text' },
      active: { 'ui:widget': 'checkbox' },
    },
    messages: {
      start_date_time: { notPastOnCreate: 'maintenanceStartPast' },
      duration_minutes: { required: 'maintenanceDurationRequired' },
      procedure_type_id: { required: 'maintenancePatientTypeRequired' },
    },
  },
  patientInformation: {
    title: 'Patient',
    schema: {
      type: 'object',
      required: [
        'first_name',
        'last_name',
        'mobile_phone',
        'address',
        'surgeon_npi',
        'installation_method_type_id',
      ],
      properties: {
        first_name: { type: 'string', title: 'First Name', maxLength: 32 },
        last_name: { type: 'string', title: 'Last Name', maxLength: 32 },
        date_of_birth: { type: ['integer', 'null'], title: 'Date of Birth', exclusiveMinimum: -2208988800 },
        email_address: { type: ['string', 'null'], title: 'Email', format: 'email', maxLength: 255 },
        mobile_phone: { type: 'string', title: 'Mobile Phone', pattern: '^[0-9]{10}$' },
        home_phone: { type: ['string', 'null'], title: 'Home Phone', pattern: '^[0-9]{10}$' },
        address: {
          type: 'object',
          required: ['state'],
          properties: {
            line_1: { type: ['string', 'null'], title: 'Address', maxLength: 255 },
            city: { type: ['string', 'null'], title: 'City', maxLength: 255 },
            state: { type: 'string', title: 'State', minLength: 2, maxLength: 2 },
            zip_code: { type: ['string', 'null'], title: 'Zip', pattern: '^[0-9]{5}$' },
          },
        },
        surgeon_npi: { type: 'string', title: 'Surgeon NPI', maxLength: 10, pattern: '^[0-9]+$' },
        physical_therapist_npi: {
          type: ['string', 'null'],
          title: 'Physical Therapist NPI',
          maxLength: 10,
          pattern: '^[0-9]+$',
        },
        dme_npi: { type: ['string', 'null'], title: 'DME NPI', maxLength: 10, pattern: '^[0-9]+$' },
        installation_method_type_id: {
          type: 'integer',
          title: 'Installation Method',
          default: 1,
          not: { const: 1 },
        },
        patient_monitoring_specialist_id: {
          type: ['integer', 'null'],
          title: 'Patient Monitoring Specialist',
        },
        rtm_patient_education: { type: 'boolean', title: 'RTM Patient Education' },
        rtm_permission: { type: 'boolean', title: 'RTM Permission' },
        rtm_follow_up_needed: { type: 'boolean', title: 'Follow Up Needed' },
        interaction_code_80: { type: 'boolean', title: 'Interacted with Patient/80' },
        interaction_code_81: { type: 'boolean', title: 'Interacted with Patient/81' },
        beta: { type: 'boolean', title: 'Beta Patient' },
      },
    },
    uiSchema: {
      'ui:order': [
        'first_name',
        'last_name',
        'date_of_birth',
        'email_address',
        'mobile_phone',
        'home_phone',
        'address',
        'surgeon_npi',
        'physical_therapist_npi',
        'dme_npi',
        'installation_method_type_id',
        'patient_monitoring_specialist_id',
        'rtm_patient_education',
        'rtm_permission',
        'rtm_follow_up_needed',
        'interaction_code_80',
        'interaction_code_81',
        'beta',
      ],
      date_of_birth: { 'ui:widget': 'date', 'ui:options': { max: 'today', invalid: 'patientInvalidDate' } },
      email_address: { 'ui:widget': 'email' },
      mobile_phone: { 'ui:widget': 'phone' },
      home_phone: { 'ui:widget': 'phone' },
      address: { state: { 'ui:widget': 'state' }, zip_code: { 'ui:widget': 'zip' } },
      surgeon_npi: { 'ui:widget': 'digits' },
      physical_therapist_npi: { 'ui:widget': 'digits' },
      dme_npi: { 'ui:widget': 'digits' },
      installation_method_type_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'installationMethods' } },
      patient_monitoring_specialist_id: {
        'ui:widget': 'select',
        'ui:options': {
          lookup: 'monitoringSpecialists',
          access: { roles: ['superAdmin', 'monitoringManager', 'monitoringSpecialist'] },
        },
      },
      rtm_patient_education: {
        'ui:options': { access: { roles: ['superAdmin', 'monitoringManager', 'monitoringSpecialist'] } },
      },
      rtm_permission: {
        'ui:options': { access: { roles: ['superAdmin', 'monitoringManager', 'monitoringSpecialist'] } },
      },
      rtm_follow_up_needed: {
        'ui:options': { access: { roles: ['superAdmin', 'monitoringSpecialist', 'monitoringAssistant'] } },
      },
      interaction_code_80: {
        'ui:options': {
          access: {
            roles: ['superAdmin', 'monitoringSpecialist', 'monitoringAssistant', 'monitoringManager'],
          },
        },
      },
      interaction_code_81: {
        'ui:options': {
          access: {
            roles: ['superAdmin', 'monitoringSpecialist', 'monitoringAssistant', 'monitoringManager'],
          },
        },
      },
      beta: { 'ui:widget': 'radio', 'ui:options': { access: { roles: ['superAdmin', 'csManager'] } } },
    },
    messages: {
      first_name: { maxLength: 'patientNameMax' },
      last_name: { maxLength: 'patientNameMax' },
      date_of_birth: { exclusiveMinimum: 'patientInvalidDate', type: 'patientInvalidDate' },
      installation_method_type_id: { not: 'patientCannotBeUnknown' },
    },
  },
  patientProcedure: {
    title: 'Procedure',
    schema: {
      type: 'object',
      required: ['procedure_type_id', 'procedure_leg_type_id'],
      properties: {
        procedure_type_id: { type: 'integer', title: 'Procedure Type' },
        procedure_leg_type_id: { type: 'integer', title: 'Leg' },
        procedure_date: {
          type: ['integer', 'null'],
          title: 'Procedure Date',
          minimum: 0,
          maximum: 4294967295,
        },
        medicare_insurance: { type: 'boolean', title: 'Medicare Insurance', default: false },
        treatment_plan_template_id: { type: 'integer', title: 'Treatment Template', default: 1 },
        cpt: {
          type: 'array',
          title: 'CPT Codes',
          maxItems: 20,
          uniqueItems: true,
          items: { type: 'integer' },
        },
        icd: {
          type: 'array',
          title: 'ICD10 Codes',
          maxItems: 20,
          uniqueItems: true,
          items: { type: 'integer' },
        },
        hcpcs: {
          type: 'array',
          title: 'HCPCS Codes',
          maxItems: 20,
          uniqueItems: true,
          items: { type: 'integer' },
        },
      },
      if: { properties: { procedure_type_id: { const: 1 } }, required: ['procedure_type_id'] },
      then: { required: ['procedure_date', 'icd'], properties: { icd: { minItems: 1 } } },
    },
    uiSchema: {
      'ui:order': [
        'procedure_type_id',
        'procedure_leg_type_id',
        'procedure_date',
        'medicare_insurance',
        'treatment_plan_template_id',
        'cpt',
        'icd',
        'hcpcs',
      ],
      procedure_type_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'procedureTypes' } },
      procedure_leg_type_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'procedureLegTypes' } },
      procedure_date: { 'ui:widget': 'date' },
      treatment_plan_template_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'treatmentTemplates' } },
      cpt: { 'ui:widget': 'codeSearch', 'ui:options': { codeType: 3 } },
      icd: { 'ui:widget': 'codeSearch', 'ui:options': { codeType: 1 } },
      hcpcs: { 'ui:widget': 'codeSearch', 'ui:options': { codeType: 2 } },
    },
    messages: {
      procedure_date: { minimum: 'procedureDateAfter1970', maximum: 'procedureDateBefore2106' },
      cpt: { maxItems: 'procedureMaxCodes' },
      icd: { maxItems: 'procedureMaxCodes', minItems: 'required' },
      hcpcs: { maxItems: 'procedureMaxCodes' },
    },
  },
  practice: {
    title: 'Practice',
    schema: {
      type: 'object',
      required: ['practice_type_id', 'name', 'address', 'phone_number'],
      properties: {
        practice_type_id: { type: 'integer', title: 'Practice Type' },
        name: { type: 'string', title: 'Practice Name', maxLength: 255 },
        specialty: { type: ['string', 'null'], title: 'Specialty', maxLength: 255 },
        npi: { type: ['string', 'null'], title: 'NPI', maxLength: 10, pattern: '^[0-9]+$' },
        address: {
          type: 'object',
          required: ['line_1', 'city', 'state', 'zip_code'],
          properties: {
            line_1: { type: 'string', title: 'Address', maxLength: 255 },
            city: { type: 'string', title: 'City', maxLength: 255 },
            state: { type: 'string', title: 'State', minLength: 2, maxLength: 2 },
            zip_code: { type: 'string', title: 'Zip', maxLength: 10, pattern: '^[0-9]+$' },
          },
        },
        phone_number: {
          type: 'object',
          required: ['number'],
          properties: { number: { type: 'string', title: 'Office Phone', pattern: '^[0-9]{10}$' } },
        },
        template_url: { type: ['string', 'null'], title: 'Template URL', maxLength: 2048 },
      },
    },
    uiSchema: {
      'ui:order': ['practice_type_id', 'name', 'specialty', 'npi', 'address', 'phone_number', 'template_url'],
      practice_type_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'practiceTypes' } },
      npi: {
        'ui:widget': 'npi',
        'ui:options': {
          purpose: 'practice',
          fill: {
            name: 'name',
            specialty: 'specialty',
            'address.line_1': 'line_1',
            'address.city': 'city',
            'address.state': 'state',
            'address.zip_code': 'zip_code',
            'phone_number.number': 'phone',
          },
        },
      },
      address: {
        line_1: { 'ui:widget': 'address' },
        state: { 'ui:widget': 'state' },
        zip_code: { 'ui:widget': 'zip' },
      },
      phone_number: { number: { 'ui:widget': 'phone' } },
      template_url: { 'ui:options': { access: { superUser: true } } },
    },
    messages: { 'address.zip_code': { pattern: 'onlyNumbers' } },
    submit: {
      operation: 'createPractice',
      success: 'success',
      access: { permissions: ['editPractice'] },
      denied: 'mustHaveCorrectPermissions',
      onSuccess: { to: '/practices' },
    },
    load: {
      operation: 'getPractice',
      params: { id: 'practiceID' },
      map: { practice_type_id: 'practice_type.id', address: 'address[-1]', phone_number: 'phone_number[-1]' },
    },
    update: {
      operation: 'updatePractice',
      params: { id: 'practiceID' },
      keep: ['address.id', 'phone_number.id'],
      onSuccess: { to: '/practices' },
    },
  },
  selfPayOption: {
    title: 'Self Pay Option',
    schema: {
      type: 'object',
      required: ['days', 'daily_price', 'name'],
      properties: {
        days: { type: 'integer', title: 'Number of Days', minimum: 1 },
        daily_price: { type: 'number', title: 'Daily Price', exclusiveMinimum: 0 },
        total: { type: 'number', title: 'Total' },
        name: { type: 'string', title: 'Message', minLength: 1, maxLength: 255 },
      },
    },
    uiSchema: {
      'ui:order': ['days', 'daily_price', 'total', 'name'],
      days: { 'ui:widget': 'number' },
      daily_price: { 'ui:widget': 'money', 'ui:options': { money: 'cents' } },
      total: {
        'ui:widget': 'money',
        'ui:readonly': true,
        'ui:options': { computed: { product: ['daily_price', 'days'] } },
      },
      name: { 'ui:widget': 'text' },
    },
    messages: {
      days: { minimum: 'selfPayDaysMin', required: 'selfPayDaysMin', type: 'selfPayDaysMin' },
      daily_price: { exclusiveMinimum: 'selfPayPricePositive', required: 'selfPayPricePositive' },
      name: { required: 'selfPayMessageRequired', minLength: 'selfPayMessageRequired' },
    },
    submit: { operation: 'createSelfPayOption', success: 'selfPayCreated' },
    update: { operation: 'updateSelfPayOption', fromRow: true, success: 'selfPayUpdated' },
  },
  teamMember: {
    title: 'Team Member',
    schema: {
      type: 'object',
      required: ['user', 'first_name', 'last_name', 'email', 'phone_number'],
      properties: {
        practice_id: { type: ['integer', 'null'], title: 'Practice' },
        user: {
          type: 'object',
          title: 'Account',
          required: ['user_role_id', 'username', 'password', 'confirmPassword'],
          properties: {
            user_role_id: { type: 'integer', title: 'Role' },
            username: { type: 'string', title: 'Username', maxLength: 64 },
            password: { type: 'string', title: 'Password', minLength: 8, maxLength: 64 },
            confirmPassword: { type: 'string', title: 'Confirm Password', maxLength: 64 },
          },
        },
        prefix: { type: ['string', 'null'], title: 'Prefix', maxLength: 16 },
        first_name: { type: 'string', title: 'First Name', maxLength: 32 },
        last_name: { type: 'string', title: 'Last Name', maxLength: 32 },
        email: { type: 'string', title: 'Email', format: 'email', maxLength: 255 },
        npi: { type: ['string', 'null'], title: 'NPI', maxLength: 10, pattern: '^[0-9]+$' },
        phone_number: {
          type: 'object',
          title: 'Phone',
          required: ['office_phone'],
          properties: {
            office_phone: { type: 'string', title: 'Office Phone', pattern: '^[0-9]{10}$' },
            mobile_phone: { type: ['string', 'null'], title: 'Mobile Phone', pattern: '^[0-9]{10}$' },
          },
        },
        hospital_location: { type: ['string', 'null'], title: 'Hospital Location', maxLength: 255 },
        dme_id: { type: ['integer', 'null'], title: 'DME' },
        surgeon_id: { type: ['integer', 'null'], title: 'Surgeon' },
        physical_therapist_id: { type: ['integer', 'null'], title: 'Physical Therapist' },
        profile_picture_url: { type: ['string', 'null'], title: 'Profile Picture' },
      },
      allOf: [
        {
          if: {
            properties: { user: { properties: { user_role_id: { const: 20 } }, required: ['user_role_id'] } },
            required: ['user'],
          },
          then: { properties: { dme_id: { readOnly: true }, profile_picture_url: { readOnly: true } } },
        },
        {
          if: {
            properties: { user: { properties: { user_role_id: { const: 40 } }, required: ['user_role_id'] } },
            required: ['user'],
          },
          then: { properties: { surgeon_id: { readOnly: true } } },
        },
        {
          if: {
            properties: { user: { properties: { user_role_id: { const: 41 } }, required: ['user_role_id'] } },
            required: ['user'],
          },
          then: {
            properties: {
              physical_therapist_id: { readOnly: true },
              profile_picture_url: { readOnly: true },
            },
          },
        },
        {
          if: {
            properties: { user: { properties: { user_role_id: { const: 50 } }, required: ['user_role_id'] } },
            required: ['user'],
          },
          then: { properties: { npi: { readOnly: true }, profile_picture_url: { readOnly: true } } },
        },
      ],
    },
    uiSchema: {
      'ui:order': [
        'practice_id',
        'user',
        'prefix',
        'first_name',
        'last_name',
        'email',
        'npi',
        'phone_number',
        'hospital_location',
        'dme_id',
        'surgeon_id',
        'physical_therapist_id',
        'profile_picture_url',
      ],
      user: {
        'ui:order': ['user_role_id', 'username', 'password', 'confirmPassword'],
        user_role_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'teamRoleOptions' } },
        password: { 'ui:widget': 'password' },
        confirmPassword: { 'ui:widget': 'password', 'ui:options': { matches: 'password' } },
      },
      practice_id: {
        'ui:widget': 'select',
        'ui:options': { lookup: 'teamPractices', access: { superUser: true } },
      },
      email: { 'ui:widget': 'email' },
      npi: { 'ui:widget': 'digits' },
      phone_number: { office_phone: { 'ui:widget': 'phone' }, mobile_phone: { 'ui:widget': 'phone' } },
      dme_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'dmes' } },
      surgeon_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'surgeons' } },
      physical_therapist_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'therapists' } },
      profile_picture_url: {
        'ui:widget': 'imageCrop',
        'ui:options': {
          upload: { operation: 'createProfilePicture' },
          remove: { operation: 'deleteProfilePicture' },
        },
      },
    },
    messages: { 'user.password': { minLength: 'passwordMin' } },
  },
  teamMemberEdit: {
    title: 'Team Member',
    schema: {
      type: 'object',
      required: ['user', 'first_name', 'last_name', 'email', 'phone_number'],
      properties: {
        user: {
          type: 'object',
          title: 'Account',
          required: ['user_role_id'],
          properties: { user_role_id: { type: 'integer', title: 'Role' } },
        },
        prefix: { type: ['string', 'null'], title: 'Prefix', maxLength: 16 },
        first_name: { type: 'string', title: 'First Name', maxLength: 32 },
        last_name: { type: 'string', title: 'Last Name', maxLength: 32 },
        email: { type: 'string', title: 'Email', format: 'email', maxLength: 255 },
        npi: { type: ['string', 'null'], title: 'NPI', maxLength: 10, pattern: '^[0-9]+$' },
        phone_number: {
          type: 'object',
          title: 'Phone',
          required: ['office_phone'],
          properties: {
            office_phone: { type: 'string', title: 'Office Phone', pattern: '^[0-9]{10}$' },
            mobile_phone: { type: ['string', 'null'], title: 'Mobile Phone', pattern: '^[0-9]{10}$' },
          },
        },
        hospital_location: { type: ['string', 'null'], title: 'Hospital Location', maxLength: 255 },
        dme_id: { type: ['integer', 'null'], title: 'DME' },
        surgeon_id: { type: ['integer', 'null'], title: 'Surgeon' },
        physical_therapist_id: { type: ['integer', 'null'], title: 'Physical Therapist' },
        profile_picture_url: { type: ['string', 'null'], title: 'Profile Picture' },
      },
      allOf: [
        {
          if: {
            properties: { user: { properties: { user_role_id: { const: 20 } }, required: ['user_role_id'] } },
            required: ['user'],
          },
          then: { properties: { dme_id: { readOnly: true }, profile_picture_url: { readOnly: true } } },
        },
        {
          if: {
            properties: { user: { properties: { user_role_id: { const: 40 } }, required: ['user_role_id'] } },
            required: ['user'],
          },
          then: { properties: { surgeon_id: { readOnly: true } } },
        },
        {
          if: {
            properties: { user: { properties: { user_role_id: { const: 41 } }, required: ['user_role_id'] } },
            required: ['user'],
          },
          then: {
            properties: {
              physical_therapist_id: { readOnly: true },
              profile_picture_url: { readOnly: true },
            },
          },
        },
        {
          if: {
            properties: { user: { properties: { user_role_id: { const: 50 } }, required: ['user_role_id'] } },
            required: ['user'],
          },
          then: { properties: { npi: { readOnly: true }, profile_picture_url: { readOnly: true } } },
        },
      ],
    },
    uiSchema: {
      'ui:order': [
        'user',
        'prefix',
        'first_name',
        'last_name',
        'email',
        'npi',
        'phone_number',
        'hospital_location',
        'dme_id',
        'surgeon_id',
        'physical_therapist_id',
        'profile_picture_url',
      ],
      user: {
        'ui:order': ['user_role_id'],
        user_role_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'teamRoles' } },
      },
      email: { 'ui:widget': 'email' },
      npi: { 'ui:widget': 'digits' },
      phone_number: { office_phone: { 'ui:widget': 'phone' }, mobile_phone: { 'ui:widget': 'phone' } },
      dme_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'dmes' } },
      surgeon_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'surgeons' } },
      physical_therapist_id: { 'ui:widget': 'select', 'ui:options': { lookup: 'therapists' } },
      profile_picture_url: {
        'ui:widget': 'imageCrop',
        'ui:options': {
          upload: { operation: 'createProfilePicture' },
          remove: { operation: 'deleteProfilePicture' },
        },
      },
    },
  },
  user: {
    title: 'User',
    schema: {
      type: 'object',
      required: ['user_role_id', 'username'],
      properties: {
        user_role_id: { type: 'integer', title: 'Role' },
        username: { type: 'string', title: 'Username', maxLength: 64, pattern: '^\\S+$' },
        email: { type: ['string', 'null'], title: 'Email', format: 'email', maxLength: 255 },
        password: { type: ['string', 'null'], title: 'Password', maxLength: 64 },
        confirm_password: { type: ['string', 'null'], title: 'Confirm Password', maxLength: 64 },
        user_monitor_type: { type: ['integer', 'null'], title: 'Monitor Type' },
        first_name: { type: ['string', 'null'], title: 'First Name', maxLength: 32 },
        last_name: { type: ['string', 'null'], title: 'Last Name', maxLength: 32 },
        credentials: { type: ['string', 'null'], title: 'Credentials', maxLength: 64 },
      },
      if: { required: ['user_role_id'], properties: { user_role_id: { const: 14 } } },
      then: { required: ['user_monitor_type', 'first_name', 'last_name', 'credentials'] },
    },
    uiSchema: {
      'ui:order': [
        'user_role_id',
        'username',
        'email',
        'password',
        'confirm_password',
        'user_monitor_type',
        'first_name',
        'last_name',
        'credentials',
      ],
      user_role_id: {
        'ui:widget': 'select',
        'ui:options': {
          lookup: 'userRoles',
          optionAccess: [
            { values: [1, 13], access: { roles: ['superAdmin'] } },
            { values: [14, 16], access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] } },
            { values: [99], access: { roles: ['superAdmin'], superUser: false } },
            { others: true, access: { roles: ['superAdmin', 'csManager'] } },
          ],
        },
      },
      email: { 'ui:widget': 'email' },
      password: {
        'ui:widget': 'password',
        'ui:options': { editAccess: { roles: ['superAdmin', 'csManager'] } },
      },
      confirm_password: {
        'ui:widget': 'password',
        'ui:options': { editAccess: { roles: ['superAdmin', 'csManager'] }, matches: 'password' },
      },
      user_monitor_type: { 'ui:widget': 'select', 'ui:options': { lookup: 'monitorTypes' } },
    },
    messages: { username: { pattern: 'usernameNoSpaces' } },
    submit: { operation: 'createUser' },
    actions: [
      {
        label: 'Generate Password',
        operation: 'generatePassword',
        access: { roles: ['superAdmin', 'csManager'] },
        fill: { password: 'password', confirm_password: 'password' },
      },
      {
        label: 'Send Password Reset',
        operation: 'forgotPassword',
        access: { roles: ['superAdmin', 'csManager'] },
        editOnly: true,
        body: { username: 'username' },
        requiresSaved: 'unsavedBeforePasswordReset',
        success: 'passwordResetSent',
      },
    ],
  },
  userGuide: {
    title: 'Add User Guide',
    schema: {
      type: 'object',
      required: ['user_guide'],
      properties: {
        user_guide: { type: 'string', title: 'PDF File' },
        version: { type: 'string', title: 'Version', default: '1.0.0', maxLength: 32 },
        user_roles: {
          type: 'array',
          title: 'Roles',
          uniqueItems: true,
          items: {
            type: 'integer',
            oneOf: [
              { const: 1, title: 'Super Admin' },
              { const: 2, title: 'Customer Service' },
              { const: 3, title: 'Sales' },
              { const: 4, title: 'Technology' },
              { const: 5, title: 'Executives' },
              { const: 6, title: 'Billing Technician' },
              { const: 7, title: 'Field Specialist' },
              { const: 8, title: 'Customer Service Manager' },
              { const: 9, title: 'Customer Service Senior' },
              { const: 10, title: 'Customer Service Junior' },
              { const: 11, title: 'Report Access' },
              { const: 13, title: 'Service Account' },
              { const: 14, title: 'Patient Monitoring Specialist' },
              { const: 15, title: 'Patient Monitoring Manager' },
              { const: 16, title: 'Patient Monitoring Assistant' },
              { const: 20, title: 'DME and Staff' },
              { const: 30, title: 'Surgical Center and PT Practice' },
              { const: 40, title: 'Surgeon' },
              { const: 41, title: 'Physical Therapist' },
              { const: 50, title: 'Clinical Staff Member' },
              { const: 60, title: 'RTM Configuration Manager' },
            ],
          },
        },
      },
    },
    uiSchema: {
      user_guide: {
        'ui:widget': 'file',
        'ui:options': { accept: ['application/pdf'], acceptMessage: 'userGuidePdfOnly', maxBytes: 16777216 },
      },
      user_roles: { 'ui:widget': 'checkboxes' },
    },
  },
  userPermissions: {
    title: 'User Permissions',
    schema: {
      type: 'object',
      properties: {
        permission_ids: {
          type: 'array',
          title: 'Permissions',
          uniqueItems: true,
          items: {
            type: 'integer',
            oneOf: [
              { const: 2, title: 'Add Team Member' },
              { const: 3, title: 'Edit Team Member' },
              { const: 4, title: 'View Team Member' },
              { const: 5, title: 'Add Staff' },
              { const: 6, title: 'Edit Staff' },
              { const: 7, title: 'View Staff' },
              { const: 8, title: 'Add Patient' },
              { const: 9, title: 'Edit Patient' },
              { const: 10, title: 'Add Treatment Plan' },
              { const: 11, title: 'Edit Treatment Plan' },
              { const: 12, title: 'View Treatment Plan' },
              { const: 13, title: 'Edit All Permissions' },
              { const: 14, title: 'View All Patients' },
              { const: 15, title: 'View All Team Members' },
              { const: 16, title: 'Edit Practice' },
            ],
          },
        },
      },
    },
    uiSchema: { permission_ids: { 'ui:widget': 'checkboxes' } },
  },
};
