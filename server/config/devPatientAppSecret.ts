/**
 * The patient apps' shared secret outside production when PATIENT_APP_SECRET is unset: fixed, so
 * that the simulator (npm run simulate) signs its hello without configuration. Never used under
 * NODE_ENV=production, where a missing PATIENT_APP_SECRET lets no patient app in.
 */
export const devPatientAppSecret = 'cadence-dev-patient-app-secret';
