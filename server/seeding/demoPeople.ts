// The demo's practices, team members and users (ARCHITECTURE.md, "Demo").
import type { PermissionName, RoleName } from '../../src/generated/access';

export interface DemoPractice {
  key: string;
  name: string;
  /** 1 equipment supplier, 2 physical therapy, 3 surgeon */
  practiceTypeId: 1 | 2 | 3;
  npi: string;
  address: { line1: string; city: string; state: string; zipCode: string };
  /** Ten digits. */
  officePhone: string;
}

export const demoPractices: readonly DemoPractice[] = [
  {
    key: 'northside', name: 'Northside Orthopaedics', practiceTypeId: 3, npi: '1457382910',
    address: { line1: '1200 Lakeshore Dr', city: 'Chicago', state: 'IL', zipCode: '60611' }, officePhone: '3125550142',
  },
  {
    key: 'riverside', name: 'Riverside Physical Therapy', practiceTypeId: 2, npi: '1649203857',
    address: { line1: '45 River Rd', city: 'Evanston', state: 'IL', zipCode: '60201' }, officePhone: '8475550178',
  },
  {
    key: 'summit', name: 'Summit Medical Supply', practiceTypeId: 1, npi: '1093847561',
    address: { line1: '880 Summit Ave', city: 'Milwaukee', state: 'WI', zipCode: '53202' }, officePhone: '4145550119',
  },
  {
    key: 'lakeview', name: 'Lakeview Surgical Center', practiceTypeId: 3, npi: '1578392046',
    address: { line1: '3100 N Lake Shore Dr', city: 'Chicago', state: 'IL', zipCode: '60657' }, officePhone: '7735550163',
  },
  {
    key: 'harbor', name: 'Harbor Home Medical', practiceTypeId: 1, npi: '1320958476',
    address: { line1: '17 Harbor Way', city: 'Gary', state: 'IN', zipCode: '46402' }, officePhone: '2195550191',
  },
];

export interface DemoTeamMember {
  practice: string;
  role: RoleName;
  prefix?: string;
  firstName: string;
  lastName: string;
  npi?: string;
  /** The demo user who signs in as this member, when any. */
  username?: string;
  permissions: readonly PermissionName[];
  /** Ten digits; the member's Mobile Phone (the Office Phone is the practice's, with an extension-like last digit). */
  mobilePhone?: string;
  /** Names of notification types of the reference data the member is subscribed to. */
  notifications?: readonly string[];
  hospitalLocation?: string;
  /** For a clinical staff member: the last name of the surgeon or therapist of the practice they work for. */
  worksFor?: string;
}

const clinician: readonly PermissionName[] = ['viewTeamMember', 'viewStaff', 'addPatient', 'editPatient', 'viewPlan', 'addPlan', 'editPlan'];
// Every practice has at least one administrator (document 1, section 5).
const practiceAdmin: readonly PermissionName[] = [
  'administrator', 'addTeamMember', 'editTeamMember', 'viewTeamMember', 'addStaff', 'editStaff', 'viewStaff', 'addPatient',
  'editPatient', 'addPlan', 'editPlan', 'viewPlan', 'editAllPermission', 'viewAllPatient', 'viewAllTeamMember', 'editPractice',
];
const staffMember: readonly PermissionName[] = ['viewStaff', 'viewTeamMember', 'addPatient', 'editPatient', 'viewPlan', 'viewAllPatient'];

const clinicalAlerts = ['Pain High', 'Interaction Request', 'Session Complete'];
const staffAlerts = ['Missed Session', 'Patient Update'];

export const demoTeamMembers: readonly DemoTeamMember[] = [
  { practice: 'northside', role: 'surgicalCenter', firstName: 'Karen', lastName: 'Whitlock', npi: '1744556678', permissions: practiceAdmin, mobilePhone: '3125550188', notifications: staffAlerts, hospitalLocation: 'Main campus, 4th floor' },
  { practice: 'northside', role: 'surgeon', prefix: 'Dr.', firstName: 'Helen', lastName: 'Okafor', npi: '1811223344', username: 'surgeon', permissions: clinician, mobilePhone: '3125550123', notifications: clinicalAlerts, hospitalLocation: 'Northwestern Memorial' },
  { practice: 'northside', role: 'surgeon', prefix: 'Dr.', firstName: 'Marcus', lastName: 'Lindqvist', npi: '1811223345', permissions: clinician, notifications: ['Pain High'], hospitalLocation: 'Northwestern Memorial' },
  { practice: 'northside', role: 'physicalTherapist', firstName: 'Priya', lastName: 'Raman', npi: '1922334455', permissions: clinician, mobilePhone: '3125550137', notifications: clinicalAlerts },
  { practice: 'northside', role: 'clinicalStaff', firstName: 'Tomás', lastName: 'Herrera', username: 'staff', permissions: staffMember, notifications: staffAlerts, worksFor: 'Okafor' },
  { practice: 'riverside', role: 'surgicalCenter', firstName: 'Colin', lastName: 'Ashford', npi: '1744556679', permissions: practiceAdmin, notifications: staffAlerts },
  { practice: 'riverside', role: 'physicalTherapist', firstName: 'Grace', lastName: 'Whitfield', npi: '1922334456', username: 'therapist', permissions: clinician, mobilePhone: '8475550164', notifications: clinicalAlerts },
  { practice: 'riverside', role: 'surgeon', prefix: 'Dr.', firstName: 'Samuel', lastName: 'Adeyemi', npi: '1811223346', permissions: clinician, notifications: ['Pain High'] },
  { practice: 'summit', role: 'dme', firstName: 'Harold', lastName: 'Finch', npi: '1033445568', permissions: practiceAdmin, mobilePhone: '4145550177', notifications: staffAlerts },
  { practice: 'summit', role: 'dme', firstName: 'Olivia', lastName: 'Brennan', npi: '1033445566', username: 'dme', permissions: staffMember, notifications: staffAlerts },
  { practice: 'lakeview', role: 'surgicalCenter', firstName: 'Daniel', lastName: 'Kowalski', npi: '1744556677', username: 'surgicalcenter', permissions: practiceAdmin, mobilePhone: '7735550150', notifications: staffAlerts, hospitalLocation: 'Lakeview Surgical Center' },
  { practice: 'lakeview', role: 'surgeon', prefix: 'Dr.', firstName: 'Aiko', lastName: 'Tanaka', npi: '1811223347', permissions: clinician, notifications: clinicalAlerts, hospitalLocation: 'Lakeview Surgical Center' },
  { practice: 'lakeview', role: 'physicalTherapist', firstName: 'Rafael', lastName: 'Moreno', npi: '1922334457', permissions: clinician, notifications: ['Session Complete'] },
  { practice: 'lakeview', role: 'clinicalStaff', firstName: 'Ruth', lastName: 'Delgado', permissions: staffMember, notifications: staffAlerts, worksFor: 'Tanaka' },
  { practice: 'harbor', role: 'dme', firstName: 'Nadia', lastName: 'Petrova', npi: '1033445567', permissions: practiceAdmin, mobilePhone: '2195550126', notifications: staffAlerts },
];

export interface DemoUser {
  username: string;
  role: RoleName;
  firstName: string;
  lastName: string;
  twoFactor?: boolean;
  sso?: boolean;
}

/** One user per role (the clinic users' names come from their team member). */
export const demoUsers: readonly DemoUser[] = [
  { username: 'superadmin', role: 'superAdmin', firstName: 'Sofia', lastName: 'Marsh', twoFactor: true },
  { username: 'customerservice', role: 'customerService', firstName: 'Ben', lastName: 'Carter' },
  { username: 'sales', role: 'sales', firstName: 'Lena', lastName: 'Fischer' },
  { username: 'technology', role: 'technology', firstName: 'Omar', lastName: 'Haddad' },
  { username: 'executive', role: 'executive', firstName: 'Claire', lastName: 'Dubois' },
  { username: 'billing', role: 'billing', firstName: 'Victor', lastName: 'Nguyen' },
  { username: 'fieldspecialist', role: 'fieldSpecialist', firstName: 'Maya', lastName: 'Singh' },
  { username: 'csmanager', role: 'csManager', firstName: 'Ethan', lastName: 'Brooks' },
  { username: 'cssenior', role: 'csSenior', firstName: 'Isla', lastName: 'Murray' },
  { username: 'csjunior', role: 'csJunior', firstName: 'Noah', lastName: 'Patel' },
  { username: 'reportaccess', role: 'reportAccess', firstName: 'Ava', lastName: 'Larsen' },
  { username: 'serviceaccount', role: 'serviceAccount', firstName: 'Service', lastName: 'Account' },
  { username: 'pms', role: 'monitoringSpecialist', firstName: 'Zoe', lastName: 'Kim' },
  { username: 'pmm', role: 'monitoringManager', firstName: 'Liam', lastName: "O'Connor" },
  { username: 'pma', role: 'monitoringAssistant', firstName: 'Emma', lastName: 'Rossi' },
  { username: 'dme', role: 'dme', firstName: 'Olivia', lastName: 'Brennan' },
  { username: 'surgicalcenter', role: 'surgicalCenter', firstName: 'Daniel', lastName: 'Kowalski' },
  { username: 'surgeon', role: 'surgeon', firstName: 'Helen', lastName: 'Okafor', sso: true },
  { username: 'therapist', role: 'physicalTherapist', firstName: 'Grace', lastName: 'Whitfield', sso: true },
  { username: 'staff', role: 'clinicalStaff', firstName: 'Tomás', lastName: 'Herrera' },
  { username: 'rtmconfig', role: 'rtmConfigManager', firstName: 'Jonas', lastName: 'Berg' },
];

/** The password of every demo user. */
export const demoPassword = 'Cadence#2026';
