// Messages the server prints when its settings cannot work; read by whoever starts it.

export const configMessages = {
  demoMode: 'demo mode: demo users, /dev/mailbox and /dev/sso are on; never use it with real patient data',
  demoInProduction:
    'CADENCE_DEMO=1 cannot be used with NODE_ENV=production: demo mode serves every e-mail at /dev/mailbox and signs anyone in at /dev/sso. Unset CADENCE_DEMO for a deployment.',
  emptyWithoutDemo:
    'empty database: no demo data outside demo mode. Create the first account with `npm run create-admin -- --username NAME --email ADDRESS`.',
  answerCheck: 'ANSWER_CHECK must be off, sample, log or fail (answers checked against the OpenAPI description: off in production by default).',
  rtmInteractionMinutes: 'RTM_INTERACTION_MINUTES must be a positive number of minutes (from a patient joining a session to the next interaction).',
  patientAppSocketOff:
    'PATIENT_APP_SECRET is not set: the tablet socket (/api/patient-app) is off and refuses every tablet until it is set (the development secret exists only in demo mode).',
  fcm: 'FCM_PROJECT_ID and FCM_SERVICE_ACCOUNT (the service account key as JSON, or its file) go together: set both to send pushes through Firebase Cloud Messaging, or neither.',
  databaseTimeout: (variable: string) => `${variable} must be a whole number of milliseconds (0 for no limit).`,
} as const;
