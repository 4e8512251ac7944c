// The demo users the seed creates (README, "Demo users"), with the role each one has in
// specs/access.yaml. `npm start` prints them; the end-to-end suite signs every one of them in.

/** Password of every demo user. */
export const demoPassword = 'Cadence#2026';

/** @type {ReadonlyArray<{ username: string, role: string, note?: string }>} */
export const demoUsers = [
  { username: 'superadmin', role: 'superAdmin', note: 'two-factor: code at /dev/mailbox' },
  { username: 'customerservice', role: 'customerService' },
  { username: 'sales', role: 'sales', note: 'no practice' },
  { username: 'technology', role: 'technology', note: 'no practice' },
  { username: 'executive', role: 'executive', note: 'no practice' },
  { username: 'billing', role: 'billing', note: 'no practice' },
  { username: 'fieldspecialist', role: 'fieldSpecialist' },
  { username: 'csmanager', role: 'csManager' },
  { username: 'cssenior', role: 'csSenior' },
  { username: 'csjunior', role: 'csJunior' },
  { username: 'reportaccess', role: 'reportAccess', note: 'no practice' },
  { username: 'serviceaccount', role: 'serviceAccount', note: 'no practice' },
  { username: 'pms', role: 'monitoringSpecialist' },
  { username: 'pmm', role: 'monitoringManager' },
  { username: 'pma', role: 'monitoringAssistant' },
  { username: 'dme', role: 'dme' },
  { username: 'surgicalcenter', role: 'surgicalCenter' },
  { username: 'surgeon', role: 'surgeon', note: 'single sign-on in the demo identity provider' },
  { username: 'therapist', role: 'physicalTherapist', note: 'single sign-on in the demo identity provider' },
  { username: 'staff', role: 'clinicalStaff' },
  { username: 'rtmconfig', role: 'rtmConfigManager' },
];
