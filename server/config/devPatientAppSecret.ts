/**
 * The patient apps' shared secret in demo mode when PATIENT_APP_SECRET is unset: fixed, so that
 * the simulator (npm run simulate) and the demo's tablet page sign in without configuration.
 * Never used outside demo mode (issue 25 finding 6: it is in the repository, so anyone could pose
 * as any tablet), where a missing PATIENT_APP_SECRET turns the tablet socket off.
 */
export const devPatientAppSecret = 'cadence-dev-patient-app-secret';
