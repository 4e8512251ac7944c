// generated from specs/ — do not edit
// The compiled forms of specs/forms, by name (the file name without `.form.yaml`).
import type { CompiledForm } from './compiled-types';

/** Every form spec by name. */
export const forms: Readonly<Record<string, CompiledForm>> = {
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
          minLength: 1,
          maxLength: 32,
          pattern: '^[0-9]+(\\.[0-9]+)*$',
          title: 'Minimum Required Version',
        },
        latestVersion: {
          type: 'string',
          minLength: 1,
          maxLength: 32,
          pattern: '^[0-9]+(\\.[0-9]+)*$',
          title: 'Latest Version',
        },
        appCheckFrequency: {
          type: 'integer',
          minimum: 0,
          maximum: 2147483647,
          title: 'App Version Check Time',
        },
        sessionAllowedCheckFrequency: {
          type: 'integer',
          minimum: 0,
          maximum: 2147483647,
          title: 'Session Allowed Check Time',
        },
        noSessionAllowed: { type: 'boolean', title: 'No Session Allowed' },
        noSessionAllowedMessage: {
          type: ['string', 'null'],
          maxLength: 500,
          title: 'No Session Allowed Message',
        },
      },
    },
    messages: {
      minAppVersion: { pattern: 'Use digits separated by dots, e.g. 3.33.0.' },
      latestVersion: { pattern: 'Use digits separated by dots, e.g. 3.33.0.' },
    },
  },
  bugReport: {
    title: 'Create Ticket',
    schema: {
      type: 'object',
      required: ['description', 'issue_type', 'line_of_business'],
      properties: {
        description: { type: 'string', minLength: 1, maxLength: 5000, title: 'Description' },
        issue_type: { type: 'string', enum: ['feedback', 'demand', 'issue', 'idea'], title: 'Issue Type' },
        line_of_business: { type: 'string', enum: ['cardiac', 'Ortho'], title: 'Line of Business' },
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
            success: 'Attachment uploaded successfully',
          },
        },
      },
    },
    messages: {
      description: { required: 'Description is required.', minLength: 'Description is required.' },
      issue_type: { required: 'Issue Type is required.' },
      line_of_business: { required: 'Line of Business is required.' },
    },
    submit: { operation: 'createReportBug', success: 'Bug report submitted successfully' },
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
    messages: { url: { pattern: 'Enter a web address starting with http:// or https://' } },
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
  licence: {
    title: 'Licence',
    schema: {
      type: 'object',
      required: ['certification_number', 'effective_date', 'expiration_date'],
      properties: {
        state: { type: 'string', title: 'State' },
        certification_number: { type: 'string', title: 'Certification Number', minLength: 1, maxLength: 64 },
        effective_date: { type: 'string', title: 'Effective Date' },
        expiration_date: { type: 'string', title: 'Expiration Date' },
        file: { type: 'string', title: 'Upload document (PDF or image)' },
      },
    },
    uiSchema: {
      state: { 'ui:readonly': true },
      effective_date: { 'ui:placeholder': 'YYYY-MM-DD' },
      expiration_date: { 'ui:placeholder': 'YYYY-MM-DD' },
      file: {
        'ui:widget': 'file',
        'ui:options': {
          accept: ['application/pdf', 'image/png', 'image/jpeg'],
          acceptMessage: 'The licence document must be a PDF or an image.',
          maxBytes: 1048576,
        },
      },
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
      start_date_time: {
        notPastOnCreate: 'Start date cannot be in the past when creating a new maintenance',
      },
      duration_minutes: { required: 'Enter a duration in minutes, or tick Indefinitely' },
      procedure_type_id: { required: 'Choose at least one patient type' },
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
        first_name: { type: 'string', minLength: 1, maxLength: 32, pattern: '\\S', title: 'First Name' },
        last_name: { type: 'string', minLength: 1, maxLength: 32, pattern: '\\S', title: 'Last Name' },
        date_of_birth: { type: ['integer', 'null'], title: 'Date of Birth', exclusiveMinimum: -2208988800 },
        email_address: { type: ['string', 'null'], format: 'email', maxLength: 255, title: 'Email' },
        mobile_phone: { type: 'string', pattern: '^[0-9]{10}$', title: 'Mobile Phone' },
        home_phone: { type: ['string', 'null'], pattern: '^[0-9]{10}$', title: 'Home Phone' },
        address: {
          type: 'object',
          required: ['state'],
          properties: {
            line_1: { type: ['string', 'null'], maxLength: 255, title: 'Address' },
            city: { type: ['string', 'null'], maxLength: 255, title: 'City' },
            state: { type: 'string', pattern: '^[A-Z]{2}$', title: 'State' },
            zip_code: { type: ['string', 'null'], pattern: '^[0-9]{5}$', title: 'Zip' },
          },
        },
        surgeon_npi: { type: 'string', pattern: '^[0-9]{1,10}$', title: 'Surgeon NPI', maxLength: 10 },
        physical_therapist_npi: {
          type: ['string', 'null'],
          pattern: '^[0-9]{1,10}$',
          title: 'Physical Therapist NPI',
          maxLength: 10,
        },
        dme_npi: { type: ['string', 'null'], pattern: '^[0-9]{1,10}$', title: 'DME NPI', maxLength: 10 },
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
        interaction_code_80: {
          type: 'boolean',
          title: 'Interacted with Patient (first 20 minutes)',
          description:
            'CPT 98980: the first 20 minutes of interactive communication with the patient in the month',
        },
        interaction_code_81: {
          type: 'boolean',
          title: 'Interacted with Patient (each additional 20 minutes)',
          description: 'CPT 98981: each additional 20 minutes of interactive communication in the month',
        },
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
      first_name: { maxLength: 'Maximum 32 characters' },
      last_name: { maxLength: 'Maximum 32 characters' },
      date_of_birth: { exclusiveMinimum: 'Invalid Date', type: 'Invalid Date' },
      installation_method_type_id: { not: 'Cannot be Unknown' },
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
      procedure_date: { minimum: 'Select date after 1970', maximum: 'Select date before 7 February 2106' },
      cpt: { maxItems: 'Maximum 20 codes' },
      icd: { maxItems: 'Maximum 20 codes', minItems: 'Required' },
      hcpcs: { maxItems: 'Maximum 20 codes' },
    },
  },
  practice: {
    title: 'Practice',
    schema: {
      type: 'object',
      required: ['practice_type_id', 'name', 'address', 'phone_number'],
      properties: {
        practice_type_id: { type: 'integer', minimum: 1, title: 'Practice Type' },
        name: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S', title: 'Practice Name' },
        specialty: { type: ['string', 'null'], maxLength: 255, title: 'Specialty' },
        npi: { type: ['string', 'null'], pattern: '^[0-9]{1,10}$', title: 'NPI', maxLength: 10 },
        address: {
          type: 'object',
          required: ['line_1', 'city', 'state', 'zip_code'],
          properties: {
            line_1: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S', title: 'Address' },
            city: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S', title: 'City' },
            state: { type: 'string', minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$', title: 'State' },
            zip_code: { type: 'string', minLength: 1, maxLength: 10, pattern: '^[0-9]+$', title: 'Zip' },
          },
        },
        phone_number: {
          type: 'object',
          required: ['number'],
          properties: { number: { type: 'string', pattern: '^[0-9]{10}$', title: 'Office Phone' } },
        },
        template_url: { type: ['string', 'null'], maxLength: 2048, title: 'Template URL' },
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
    messages: { 'address.zip_code': { pattern: 'Only numbers allowed.' } },
    submit: {
      operation: 'createPractice',
      success: 'Practice saved.',
      access: { permissions: ['editPractice'] },
      denied: 'Must have correct permissions',
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
        name: { type: 'string', minLength: 1, maxLength: 255, title: 'Message' },
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
      days: {
        minimum: 'Number of days cannot be less than 1',
        required: 'Number of days cannot be less than 1',
        type: 'Number of days cannot be less than 1',
      },
      daily_price: {
        exclusiveMinimum: 'Daily price must be greater than 0',
        required: 'Daily price must be greater than 0',
      },
      name: { required: 'Message is required.', minLength: 'Message is required.' },
    },
    submit: { operation: 'createSelfPayOption', success: 'The option {name} has been created successfully.' },
    update: {
      operation: 'updateSelfPayOption',
      title: 'Update Self Pay Option',
      fromRow: true,
      success: 'The option {name} has been updated successfully.',
    },
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
            username: { type: 'string', minLength: 1, maxLength: 64, pattern: '^\\S+$', title: 'Username' },
            password: { type: 'string', title: 'Password', minLength: 8, maxLength: 64 },
            confirmPassword: { type: 'string', title: 'Confirm Password', maxLength: 64 },
          },
        },
        prefix: { type: ['string', 'null'], maxLength: 16, title: 'Prefix' },
        first_name: { type: 'string', minLength: 1, maxLength: 32, pattern: '\\S', title: 'First Name' },
        last_name: { type: 'string', minLength: 1, maxLength: 32, pattern: '\\S', title: 'Last Name' },
        email: { type: 'string', format: 'email', maxLength: 255, title: 'Email' },
        npi: { type: ['string', 'null'], pattern: '^[0-9]{1,10}$', title: 'NPI', maxLength: 10 },
        phone_number: {
          type: 'object',
          title: 'Phone',
          required: ['office_phone'],
          properties: {
            office_phone: { type: 'string', pattern: '^[0-9]{10}$', title: 'Office Phone' },
            mobile_phone: { type: ['string', 'null'], pattern: '^[0-9]{10}$', title: 'Mobile Phone' },
          },
        },
        hospital_location: { type: ['string', 'null'], maxLength: 255, title: 'Hospital Location' },
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
    messages: { 'user.password': { minLength: 'Minimum 8 characters' } },
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
        prefix: { type: ['string', 'null'], maxLength: 16, title: 'Prefix' },
        first_name: { type: 'string', minLength: 1, maxLength: 32, pattern: '\\S', title: 'First Name' },
        last_name: { type: 'string', minLength: 1, maxLength: 32, pattern: '\\S', title: 'Last Name' },
        email: { type: 'string', format: 'email', maxLength: 255, title: 'Email' },
        npi: { type: ['string', 'null'], pattern: '^[0-9]{1,10}$', title: 'NPI', maxLength: 10 },
        phone_number: {
          type: 'object',
          title: 'Phone',
          required: ['office_phone'],
          properties: {
            office_phone: { type: 'string', pattern: '^[0-9]{10}$', title: 'Office Phone' },
            mobile_phone: { type: ['string', 'null'], pattern: '^[0-9]{10}$', title: 'Mobile Phone' },
          },
        },
        hospital_location: { type: ['string', 'null'], maxLength: 255, title: 'Hospital Location' },
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
      email: {
        'ui:widget': 'email',
        'ui:options': { editAccess: { roles: ['superAdmin', 'csManager'] }, editDenied: 'readonly' },
      },
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
        user_role_id: { type: 'integer', minimum: 1, title: 'Role' },
        username: { type: 'string', minLength: 1, maxLength: 64, pattern: '^\\S+$', title: 'Username' },
        email: { type: ['string', 'null'], format: 'email', maxLength: 255, title: 'Email' },
        password: { type: ['string', 'null'], title: 'Password', maxLength: 64 },
        confirm_password: { type: ['string', 'null'], title: 'Confirm Password', maxLength: 64 },
        user_monitor_type: { type: ['integer', 'null'], title: 'Monitor Type' },
        first_name: { type: ['string', 'null'], maxLength: 32, title: 'First Name' },
        last_name: { type: ['string', 'null'], maxLength: 32, title: 'Last Name' },
        credentials: { type: ['string', 'null'], maxLength: 64, title: 'Credentials' },
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
      username: {
        'ui:options': { editAccess: { roles: ['superAdmin', 'csManager'] }, editDenied: 'readonly' },
      },
      email: {
        'ui:widget': 'email',
        'ui:options': { editAccess: { roles: ['superAdmin', 'csManager'] }, editDenied: 'readonly' },
      },
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
    messages: { username: { pattern: 'A username cannot contain spaces.' } },
    submit: { operation: 'createUser', success: 'User saved.' },
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
        requiresSaved: 'Unsaved changes. Save changes before sending password reset.',
        success: 'Password reset e-mail sent.',
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
        'ui:options': {
          accept: ['application/pdf'],
          acceptMessage: 'The user guide must be a PDF file.',
          maxBytes: 16777216,
        },
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
