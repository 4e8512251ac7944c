// The authorization matrix: every operation of the OpenAPI document × every role (+ anonymous) is
// called over HTTP with a valid-shaped body, and the server must answer 401/403 exactly when the
// hand-written expectation table (harness/expectedAccess.ts, read from the spec text) refuses the
// caller. A second check holds specs/access.yaml (through the generated evaluator) against the same
// table, so a rule that drifts from the spec fails here even before a call is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowed, operationAccess, roleIdByName, roleNames, type AccessSubject } from '../../src/generated/access';
import { operations, type OperationId } from '../../src/generated/operations';
import { allowedBy, expectedAccess, expectedPermissionSets, type ExpectedCaller } from './harness/expectedAccess';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { password, signInWithCode, verifyCode } from './harness/signIn';

/** The demo user of each role; the patient role has none, so the test creates one. */
const usernameByRole: Record<string, string> = {
  superAdmin: 'superadmin',
  customerService: 'customerservice',
  sales: 'sales',
  technology: 'technology',
  executive: 'executive',
  billing: 'billing',
  fieldSpecialist: 'fieldspecialist',
  csManager: 'csmanager',
  csSenior: 'cssenior',
  csJunior: 'csjunior',
  reportAccess: 'reportaccess',
  serviceAccount: 'serviceaccount',
  monitoringSpecialist: 'pms',
  monitoringManager: 'pmm',
  monitoringAssistant: 'pma',
  dme: 'dme',
  surgicalCenter: 'surgicalcenter',
  surgeon: 'surgeon',
  physicalTherapist: 'therapist',
  clinicalStaff: 'staff',
  rtmConfigManager: 'rtmconfig',
  patient: 'matrixpatient',
};

/** Operations that end the session they are called with; they get a fresh token each time. */
const endsSession = new Set<OperationId>(['refreshToken', 'logout']);

let api: ApiServer;

/** Request bodies that pass validation, so that only authorization decides the answer. */
const validBodies: Partial<Record<OperationId, () => Promise<unknown>>> = {
  login: () => Promise.resolve({ username: 'staff', password }),
  loginOkta: async () => {
    const html = await (await api.fetch('/dev/sso?username=surgeon&redirect=/')).text();
    const href = /href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    return { username: 'surgeon', token: new URL(href, 'http://x').searchParams.get('sso_token') };
  },
  validateOtpCode: () => Promise.resolve({ username: 'staff', otp_code: '123456' }),
  resendOtpCode: () => Promise.resolve({ username: 'staff' }),
  forgotPassword: () => Promise.resolve({ username: 'staff' }),
  emailLoginLink: () => Promise.resolve({ username: 'staff' }),
  checkToken: () => Promise.resolve({ token: 'not-a-real-token' }),
  resetPassword: () => Promise.resolve({ password_reset_token: 'not-a-real-token', password: 'Valid#Pass2026' }),
  listPatients: () =>
    Promise.resolve({ limit: 5, page: 1, order_by: { field: 'patient_last_name', direction: 'asc' }, search: { patient_status: 2 } }),
  listSurgeons: () => Promise.resolve({ search: null }),
  listTherapists: () => Promise.resolve({ search: null }),
  listDmes: () => Promise.resolve({ search: null }),
  // patient information wizard (path ids stay unfilled: the call is refused or validated, never run)
  createPatient: () =>
    Promise.resolve({
      first_name: 'Matrix',
      last_name: 'Patient',
      mobile_phone: '5551234567',
      address: { state: 'IL' },
      surgeon_npi: '1811223344',
      installation_method_type_id: 2,
    }),
  updatePatient: () => Promise.resolve({ first_name: 'Matrix' }),
  createPatientProcedure: () => Promise.resolve({ patient_id: 1, procedure_type_id: 2, procedure_leg_type_id: 3 }),
  updatePatientProcedure: () => Promise.resolve({ patient_id: 1, procedure_type_id: 2, procedure_leg_type_id: 3 }),
  searchProcedureCodes: () => Promise.resolve({ procedure_code_type_id: 3, search_term: 'knee' }),
  listPatientProcedureCodes: () => Promise.resolve({ patient_id: 1 }),
  // team: a fresh username per call; grants and subscriptions name a member no practice has, so
  // that an allowed caller is answered 404 rather than changing demo data.
  listTeamMembers: () => Promise.resolve({ limit: 5, page: 1, order_by: { field: 'last_name', direction: 'asc' }, search: {} }),
  createTeamMember: () => {
    matrixMemberSerial += 1;
    return Promise.resolve({
      user: { username: `matrixmember${String(matrixMemberSerial)}`, user_role_id: 50, password, confirmPassword: password },
      first_name: 'Matrix',
      last_name: 'Member',
      email: 'matrix.member@cadence.example',
      phone_number: { office_phone: '3125550100' },
    });
  },
  grantTeamMemberPermissions: () => Promise.resolve({ practice_team_member_id: 999999, permission_id: 5 }),
  subscribeTeamMemberNotifications: () => Promise.resolve({ practice_team_member_id: 999999, notification_id: 1 }),
  // patient profile (the path ids stay as the literal `{id}`, which validation refuses with 422
  // after authorization, so that the data scope of a real patient cannot decide the answer)
  setPatientLock: () => Promise.resolve({ locked: true }),
  startPatientViewingLog: () => Promise.resolve({ patient_id: 1 }),
  finishPatientViewingLog: () => Promise.resolve({ id: 999_999 }),
  // lookups: external services, acting as (null: stop acting, so no caller's session changes), remote log
  searchNpi: () => Promise.resolve({ type: 'npi', params: { limit: 100, skip: 0, organization_name: 'Summit' } }),
  suggestAddresses: () => Promise.resolve({ input: '123 Main' }),
  placeDetails: () => Promise.resolve({ place_id: 'embedded:1|Main%20Street|62701' }),
  spoofTeamMember: () => Promise.resolve({ practice_id: null }),
  writeRemoteLog: () => Promise.resolve({ entries: [{ level: 'info', message: 'authorization matrix', at: 0 }] }),
  // users and search (the path of getUser, updateUser, archiveUser and listUserPermissions keeps
  // its `{id}`, which validation refuses after authorization, so no user changes)
  listUsers: () => Promise.resolve({ page: 1, filter: { username: null } }),
  createUser: () => Promise.resolve({ user_role_id: 16, username: 'matrixassistant', password: 'Valid#Pass2026' }),
  updateUser: () => Promise.resolve({ first_name: 'Matrix' }),
  // A user who is not a Service Account: the save is refused (422) after authorization.
  saveUserPermissions: async () => {
    const [staff] = await api.db.query<{ id: number }>("select id from users where username = 'staff'");
    return { user_id: staff?.id ?? 1, permission_ids: [] };
  },
  searchAssets: () => Promise.resolve({ search_model: 'patient_name', search_term: { last_name: 'Smith' } }),
  // firmware, app versions and user guides (uploads get no multipart body and are refused with
  // 422 after authorization; paths keep their `{id}`; the app type 999 does not exist, so no
  // settings change; the guide of role 1 is refused to other roles with 422, never 403)
  queryFirmware: () => Promise.resolve({ columns: ['archived'], search: 0, limit: 5000 }),
  updateFirmware: () => Promise.resolve({ active: 0, test: 0, archived: 0 }),
  savePatientAppVersions: () =>
    Promise.resolve({ patientAppType: 999, minAppVersion: '1.0.0', latestVersion: '1.0.0', appCheckFrequency: 0, sessionAllowedCheckFrequency: 0, noSessionAllowed: false }),
  queryUserGuides: () => Promise.resolve({ limit: 200 }),
  getCurrentUserGuide: () => Promise.resolve({ user_role: 1 }),
  // devices: a real tablet of the demo (T8-0011) so that allowed callers reach the simulator;
  // commands without a path id answer 404, brightness without its query 422
  listDevices: () => Promise.resolve({ device_type_id: 1, status: 'In Stock', order_by: { field: 'serial_number', direction: 'asc' }, page: 1, limit: 5 }),
  lookupDevice: () => Promise.resolve({ device_type_id: 4, serial_number: '400001' }),
  listDeviceSessions: () => Promise.resolve({ patient_id: 1, limit: 5 }),
  getTabletDeviceInfo: () => Promise.resolve({ serial_number: 'T8-0011' }),
  setTabletVolume: () => Promise.resolve({ volume_level: 40 }),
  lockTablet: () => Promise.resolve({ message: 'Matrix lock' }),
  // admin rows: a notice far ahead and a fresh study group name per call; updates and deletes keep
  // their `{id}`, which validation refuses after authorization; the configuration saves an empty list
  createMaintenance: () => Promise.resolve({ start_date_time: 4_102_444_800, message: 'Authorization matrix notice', active: false }),
  updateMaintenance: () => Promise.resolve({ start_date_time: 4_102_444_800, message: 'Authorization matrix notice' }),
  createStudyGroup: () => Promise.resolve({ name: `Matrix group ${String((matrixGroupSerial += 1))}` }),
  updateGeneralForm: () => Promise.resolve({ name: 'Matrix form', description: '', url: '' }),
  updateAdminConfig: () => Promise.resolve([]),
  // self-pay, licences, bug reports, log viewer: the writes keep their `{id}` paths or miss a
  // required field (422 after authorization), so no demo data changes; saveLicense and
  // uploadBugReportAttachments are multipart, sent `{}` here and refused as incomplete.
  getSelfPayOptions: () => Promise.resolve({ limit: 5, page: 1, order_by: { field: 'days', direction: 'asc' } }),
  createSelfPayOption: () => Promise.resolve({ days: 30, daily_price: 0, name: 'Matrix' }),
  createExtensionPrice: () => Promise.resolve({ days: 30, daily_price: 0, name: 'Matrix' }),
  updateSelfPayOption: () => Promise.resolve({ days: 30, daily_price: 1250, name: 'Matrix' }),
  updateExtensionPrice: () => Promise.resolve({ days: 30, daily_price: 1250, name: 'Matrix' }),
  getCredentialUrl: () => Promise.resolve({ url: 'licences/none.pdf' }),
  createReportBug: () => Promise.resolve({ description: 'Authorization matrix', issue_type: 'idea' }),
  queryAuditLog: () => Promise.resolve({ search: { period: 'lastWeek' } }),
  // reports: a report whose rows are devices (no patient data), filtered to nothing
  runReport: () => Promise.resolve({ reportType: 'deviceInventory', sql: { combinator: 'and', rules: [{ field: 'serialNumber', operator: '=', value: 'none' }] } }),
  // surveys: a patient id no patient has, so that an allowed caller is answered 404, never changing demo data
  schedulePatientSurvey: () => Promise.resolve({ patient_id: 999_999, survey_id: 1, scheduled_at: '2030-01-01' }),
  submitPatientSurveyResponse: () =>
    Promise.resolve({ patient_survey_id: 999_999, completed_at: '2026-03-02T10:00:00Z', responses: [{ survey_question_id: 101, survey_option_id: 1010 }] }),
  // patient notes: the writes miss their text or keep their `{id}` paths (422 after
  // authorization), so no note is written
  createPatientNote: () => Promise.resolve({ patient_id: 1, type: 'PPN' }),
  updatePatientNote: () => Promise.resolve({ patient_id: 1, note: 'Matrix', type: 'PPN' }),
  createNotesBySessionId: () => Promise.resolve({ notes: [] }),
  authUserIsPatientPms: () => Promise.resolve({ user_id: 1, patient_id: 1 }),
};
let matrixGroupSerial = 0;
let matrixMemberSerial = 0;

// practices (runtime helper): one practice to edit and one to archive, made on first use.
const matrixPractices = new Map<string, Promise<{ id: number; addressId: number; phoneId: number }>>();
function matrixPractice(purpose: 'edit' | 'archive') {
  let made = matrixPractices.get(purpose);
  if (!made) {
    made = (async () => {
      const [practice] = await api.db.query<{ id: number }>(
        `insert into practices (name, practice_type_id) values ($1, 3) returning id`,
        [`Matrix ${purpose} practice`],
      );
      const id = practice?.id ?? 0;
      const [address] = await api.db.query<{ id: number }>(
        `insert into practice_addresses (practice_id, line_1, city, state, zip_code) values ($1, '1 Main St', 'Springfield', 'IL', '62701') returning id`,
        [id],
      );
      const [phone] = await api.db.query<{ id: number }>(
        `insert into practice_phone_numbers (practice_id, name, number) values ($1, 'Office Phone', '5551234567') returning id`,
        [id],
      );
      return { id, addressId: address?.id ?? 0, phoneId: phone?.id ?? 0 };
    })();
    matrixPractices.set(purpose, made);
  }
  return made;
}
validBodies.updatePractice = async () => {
  const { addressId, phoneId } = await matrixPractice('edit');
  return {
    name: 'Matrix edit practice',
    practice_type_id: 3,
    address: { id: addressId, line_1: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' },
    phone_number: { id: phoneId, number: '5551234567' },
  };
};

/** Path parameters of operations whose path has any (`practice/{id}`). */
const validPaths: Partial<Record<OperationId, () => Promise<Record<string, string | number>>>> = {
  getPractice: async () => ({ id: (await matrixPractice('edit')).id }),
  updatePractice: async () => ({ id: (await matrixPractice('edit')).id }),
  archivePractice: async () => ({ id: (await matrixPractice('archive')).id }),
  // devices
  getDevice: () => Promise.resolve({ deviceID: 1 }),
  listPatientSurveys: () => Promise.resolve({ patient_id: 999_999, survey_id: 1 }),
  deletePatientSurvey: () => Promise.resolve({ id: 999_999 }),
  getSurvey: () => Promise.resolve({ id: 1 }),
  getSurveyOmittedQuestions: () => Promise.resolve({ id: 1 }),
};

/** The path parameters of `operationId`: its entry above, else none. */
function validPath(operationId: OperationId): Promise<Record<string, string | number> | undefined> {
  return validPaths[operationId]?.() ?? Promise.resolve(undefined);
}

/** The body of `operationId`: its entry above, else none for GET and `{}` (all defaults) otherwise. */
function validBody(operationId: OperationId): Promise<unknown> {
  const make = validBodies[operationId];
  if (make) return make();
  return Promise.resolve(operations[operationId].method === 'get' ? undefined : {});
}

interface Caller {
  name: string;
  subject: AccessSubject;
  token: () => Promise<string | undefined>;
}

/** The caller as the hand-written table sees them. */
const expectedCaller = (caller: Caller): ExpectedCaller => ({
  role: caller.name,
  permissions: caller.subject.permissions ?? [],
  hasPractice: caller.subject.hasPractice ?? false,
});

const callers: Caller[] = [];

beforeAll(async () => {
  api = await startApiServer({ patients: 20 });
  // A user of the patient role (99), which the demo does not seed.
  await api.db.query(
    `insert into users (username, email, first_name, last_name, password_hash, role_id, password_changed_at)
     select 'matrixpatient', 'matrixpatient@cadence.example', 'Matrix', 'Patient', password_hash, $1, password_changed_at
     from users where username = 'staff'`,
    [roleIdByName.patient],
  );
  callers.push({ name: 'anonymous', subject: { signedIn: false }, token: () => Promise.resolve(undefined) });
  for (const role of roleNames) {
    const username = usernameByRole[role] ?? '';
    const token = await signInWithCode(api, username);
    const { body } = await api.call<{ data: { user: { role_id: number; permissions: string[] }; practice: unknown } }>(
      'login',
      { username, password },
      undefined,
      undefined,
      await deviceCookie(username),
    );
    callers.push({
      name: role,
      subject: { signedIn: true, roleId: body.data.user.role_id, permissions: body.data.user.permissions, hasPractice: body.data.practice !== null },
      token: () => Promise.resolve(token),
    });
  }
}, 180_000);

afterAll(async () => {
  await api.close();
});

/** The superadmin's trusted-browser cookie, as request headers (others do not use two-factor). */
const deviceCookies = new Map<string, { cookie: string }>();
async function deviceCookie(username: string): Promise<{ cookie: string } | undefined> {
  if (username !== 'superadmin') return undefined;
  const known = deviceCookies.get(username);
  if (known) return known;
  await api.call('login', { username, password });
  const mail = await api.lastMailTo(`${username}@cadence.example`);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  const headers = { cookie: await verifyCode(api, username, code ?? '') };
  deviceCookies.set(username, headers);
  return headers;
}

describe('authorization matrix (specs/access.yaml × specs/api)', () => {
  const operationIds = Object.keys(operations) as OperationId[];

  it('every operation of the OpenAPI document has an access rule', () => {
    expect(operationIds.filter((operationId) => !operationAccess[operationId])).toEqual([]);
  });

  it('signs the built-in roles in with the permission sets of the spec text', () => {
    const held = Object.fromEntries(
      Object.keys(expectedPermissionSets).map((role) => [role, [...(callers.find((caller) => caller.name === role)?.subject.permissions ?? [])].sort()]),
    );
    const expected = Object.fromEntries(Object.entries(expectedPermissionSets).map(([role, set]) => [role, [...set].sort()]));
    expect(held).toEqual(expected);
  });

  it('specs/access.yaml allows exactly the callers the spec text allows (harness/expectedAccess.ts)', () => {
    const disagreements = operationIds.flatMap((operationId) => {
      const rule = operationAccess[operationId];
      return callers
        .filter((caller) => (rule ? isAllowed(rule, caller.subject) : false) !== allowedBy(expectedAccess[operationId].who, expectedCaller(caller)))
        .map((caller) => `${operationId} as ${caller.name}: access.yaml ${rule && isAllowed(rule, caller.subject) ? 'allows' : 'refuses'}, ${expectedAccess[operationId].source}`);
    });
    expect(disagreements).toEqual([]);
  });

  it.each(operationIds)('%s answers 401/403 exactly when the spec text refuses the caller', async (operationId) => {
    const { who, source } = expectedAccess[operationId];
    const outcomes: string[] = [];
    for (const caller of callers) {
      let token = await caller.token();
      if (token && endsSession.has(operationId)) {
        const username = usernameByRole[caller.name] ?? '';
        const fresh = await api.call<{ data: { access_token: string } }>('login', { username, password }, undefined, undefined, await deviceCookie(username));
        token = fresh.body.data.access_token;
      }
      const { status } = await api.call(operationId, await validBody(operationId), token, await validPath(operationId));
      const allowed = allowedBy(who, expectedCaller(caller));
      const expected = allowed ? 'allowed' : caller.subject.signedIn ? 403 : 401;
      const actual = status === 401 || status === 403 ? status : 'allowed';
      outcomes.push(`${caller.name}: ${String(actual)}${actual === expected ? '' : ` (expected ${String(expected)})`}`);
      if (allowed) expect(status, `${operationId} as ${caller.name}`).toBeLessThan(500);
    }
    expect(outcomes.filter((line) => line.includes('expected')), source).toEqual([]);
    // One call per role (23): sign-in operations hash a password for each, slow on a busy machine.
  }, 60_000);
});

/**
 * Field-level cases of user updates (issue 9, item 2): who may change which field of whom,
 * written by hand from document 1, section 6 ("User Management"; the CS manager's Generate
 * Password), not computed from the evaluator. `field` names the field a 422 is answered under.
 * Every refused case must leave the stored user exactly as it was.
 */
interface UserFieldCase {
  caller: string;
  target: string;
  body: Record<string, unknown>;
  status: 200 | 403 | 404 | 422;
  field?: string;
}

const newPassword = { password: 'Matrix#Pass2027', confirm_password: 'Matrix#Pass2027' };
const role14Fields = { user_monitor_type: 1, first_name: 'Mat', last_name: 'Rix', credentials: 'RN' };
const userFieldCases: UserFieldCase[] = [
  // The monitoring manager and users whose role they may not assign (the reported takeover).
  { caller: 'monitoringManager', target: 'csmanager', body: newPassword, status: 403 },
  { caller: 'monitoringManager', target: 'csmanager', body: { email: 'attacker@example.com' }, status: 403 },
  { caller: 'monitoringManager', target: 'csmanager', body: { username: 'csmanager2' }, status: 403 },
  { caller: 'monitoringManager', target: 'csmanager', body: { user_role_id: 14, ...role14Fields }, status: 403 },
  { caller: 'monitoringManager', target: 'cssenior', body: { first_name: 'Mallory' }, status: 403 },
  { caller: 'monitoringManager', target: 'fieldspecialist', body: { credentials: 'X' }, status: 403 },
  // The monitoring manager and a specialist (role 14): profile fields yes; password, e-mail and
  // username no (issue 25 finding 1: they receive the reset link); no role beyond 14/16.
  { caller: 'monitoringManager', target: 'fieldcasespecialist', body: { first_name: 'Edited', credentials: 'LPN' }, status: 200 },
  { caller: 'monitoringManager', target: 'fieldcasespecialist', body: newPassword, status: 422, field: 'password' },
  { caller: 'monitoringManager', target: 'fieldcasespecialist', body: { email: 'attacker@example.org' }, status: 422, field: 'email' },
  { caller: 'monitoringManager', target: 'fieldcasespecialist', body: { username: 'attacker@example.org' }, status: 422, field: 'username' },
  { caller: 'monitoringManager', target: 'fieldcasespecialist', body: { user_role_id: 15 }, status: 422, field: 'user_role_id' },
  { caller: 'monitoringManager', target: 'fieldcasespecialist', body: { user_role_id: 8 }, status: 422, field: 'user_role_id' },
  // The monitoring manager's own profile: no own role change, no password but through Forgot Password.
  { caller: 'monitoringManager', target: 'pmm', body: newPassword, status: 422, field: 'password' },
  { caller: 'monitoringManager', target: 'pmm', body: { user_role_id: 8 }, status: 422, field: 'user_role_id' },
  { caller: 'monitoringManager', target: 'pmm', body: { email: 'attacker@example.org' }, status: 422, field: 'email' },
  // The CS manager: never the super admin nor a service account (hidden), no Super Admin role.
  { caller: 'csManager', target: 'superadmin', body: newPassword, status: 404 },
  { caller: 'csManager', target: 'superadmin', body: { email: 'attacker@example.com' }, status: 404 },
  { caller: 'csManager', target: 'serviceaccount', body: { first_name: 'Mallory' }, status: 404 },
  { caller: 'csManager', target: 'csmanager', body: { user_role_id: 1 }, status: 422, field: 'user_role_id' },
  { caller: 'csManager', target: 'fieldcaseassistant', body: { user_role_id: 13 }, status: 422, field: 'user_role_id' },
  // The CS manager and the super admin hold Generate Password: they set a managed user's password.
  { caller: 'csManager', target: 'fieldcasespecialist', body: newPassword, status: 200 },
  { caller: 'csManager', target: 'fieldcaseassistant', body: { email: 'matrix.assistant@clinic.example' }, status: 200 },
  { caller: 'superAdmin', target: 'fieldcaseassistant', body: newPassword, status: 200 },
  // Nobody else reaches User Management at all.
  { caller: 'csSenior', target: 'fieldcaseassistant', body: { first_name: 'Mallory' }, status: 403 },
  { caller: 'monitoringSpecialist', target: 'fieldcaseassistant', body: newPassword, status: 403 },
];

describe('authorization matrix: the fields of a user update (PATCH user/{id})', () => {
  const stored = async (username: string) =>
    (
      await api.db.query<Record<string, unknown>>(
        `select username, email, first_name, last_name, credentials, user_monitor_type, role_id, password_hash
         from users where username = $1`,
        [username],
      )
    )[0];

  beforeAll(async () => {
    // Users the allowed cases may change: a monitoring specialist (14) and an assistant (16).
    for (const [username, roleId] of [
      ['fieldcasespecialist', roleIdByName.monitoringSpecialist],
      ['fieldcaseassistant', roleIdByName.monitoringAssistant],
    ] as const) {
      await api.db.query(
        `insert into users (username, email, first_name, last_name, password_hash, role_id, password_changed_at,
                            user_monitor_type, credentials)
         select $1, $1 || '@cadence.example', 'Matrix', 'User', password_hash, $2, password_changed_at, 1, 'RN'
         from users where username = 'staff'`,
        [username, roleId],
      );
    }
  });

  it.each(userFieldCases)('$caller → $target $body: $status $field', async ({ caller, target, body, status, field }) => {
    const token = await callers.find((candidate) => candidate.name === caller)?.token();
    const [row] = await api.db.query<{ id: number }>('select id from users where username = $1', [target]);
    const before = await stored(target);
    const answer = await api.fetch(`/api/user/${String(row?.id)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${String(token)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answered = (await answer.json()) as { message?: string; form_error?: { name: string } };
    expect(answer.status).toBe(status);
    if (field !== undefined) expect(answered.form_error?.name).toBe(field);
    if (status !== 200) expect(await stored(target)).toEqual(before);
  });
});
