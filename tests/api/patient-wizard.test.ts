// The patient information wizard's calls over the real HTTP server: creating and updating a
// patient (validation from the OpenAPI schema, the server's own checks, permissions, fields
// limited to roles, data scope), the procedure, the code search and the devices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { operations, type OperationId } from '../../src/generated/operations';
import { startApiServer, testStart, type ApiServer } from './harness/startApiServer';
import { signIn, signInWithCode } from './harness/signIn';

type Patient = components['schemas']['PatientDetail'];
type Procedure = components['schemas']['PatientProcedure'];
type Code = components['schemas']['PatientDetailCode'];
interface ErrorBody {
  message: string;
  form_error?: { name: string; message: string };
  error_codes?: string[];
  validation_errors?: Record<string, string[]>;
}
type Answer<T> = { data: T } & ErrorBody;

let api: ApiServer;
const tokens: Record<string, string> = {};

const day = 86_400;
const today = Math.floor(testStart.getTime() / 1000 / day) * day;
// Northside Orthopaedics: surgeon Helen Okafor, therapist Priya Raman; Riverside's surgeon Adeyemi.
const northsideSurgeonNpi = '1811223344';
const northsideTherapistNpi = '1922334455';
const riversideSurgeonNpi = '1811223346';
const summitDmeNpi = '1093847561';

const valid = {
  first_name: 'Ann',
  last_name: 'Lee',
  date_of_birth: Date.UTC(1960, 4, 1) / 1000,
  email_address: 'ann.lee@mail.example',
  mobile_phone: '5551234567',
  home_phone: '5559876543',
  address: { line_1: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' },
  surgeon_npi: northsideSurgeonNpi,
  physical_therapist_npi: northsideTherapistNpi,
  dme_npi: summitDmeNpi,
  installation_method_type_id: 2,
};

/** Calls an operation, filling its path parameters. */
async function call<T>(operationId: OperationId, body: unknown, token: string | undefined, path: Record<string, string | number> = {}) {
  const { method, path: template } = operations[operationId];
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => String(path[name]));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(`/api${url}`, { method: method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer<T> };
}

const create = (body: unknown, as = 'staff') => call<Patient>('createPatient', body, tokens[as]);
const update = (id: number, body: unknown, as = 'staff') => call<Patient>('updatePatient', body, tokens[as], { id });
const detail = (id: number, as = 'staff') => call<Patient>('getPatientDetail', undefined, tokens[as], { id });

async function newPatient(overrides: Record<string, unknown> = {}): Promise<Patient> {
  const { status, body } = await create({ ...valid, ...overrides });
  if (status !== 200) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  api = await startApiServer({ patients: 12 });
  tokens.superadmin = await signInWithCode(api, 'superadmin');
  for (const username of ['staff', 'csjunior', 'sales', 'pms', 'pmm', 'pma', 'csmanager', 'therapist']) tokens[username] = await signIn(api, username);
}, 180_000);
afterAll(async () => {
  await api.close();
});

describe('createPatient (POST patient)', () => {
  it('creates the patient in the surgeon practice with a 7-digit identifier, phones, address and people found by NPI', async () => {
    const { status, body } = await create(valid);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      first_name: 'Ann',
      last_name: 'Lee',
      date_of_birth: valid.date_of_birth,
      mobile_phone: '5551234567',
      home_phone: '5559876543',
      address: { line_1: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' },
      practice: { name: 'Northside Orthopaedics' },
      surgeon: { npi: northsideSurgeonNpi },
      physical_therapist: { npi: northsideTherapistNpi },
      dme: { npi: summitDmeNpi },
      installation_method_type: { id: 2, label: 'Remote Onboarding' },
      patient_procedure: null,
    });
    expect(body.data.identifier).toMatch(/^[0-9]{7}$/);
    expect(body.data.phone_number.map((phone) => phone.name).sort()).toEqual(['Home Phone', 'Mobile Phone']);
    expect((await detail(body.data.id)).body.data).toEqual(body.data);
  });

  it.each([
    ['[patient-name-max] a first name over 32 characters', { first_name: 'A'.repeat(33) }, 'first_name'],
    ['[patient-name-max] a last name over 32 characters', { last_name: 'L'.repeat(33) }, 'last_name'],
    ['[patient-dob] a date of birth on or before 01/01/1900', { date_of_birth: Date.UTC(1900, 0, 1) / 1000 }, 'date_of_birth'],
    ['[patient-mobile-required] no mobile phone', { mobile_phone: undefined }, 'mobile_phone'],
    ['[patient-mobile-required] a mobile phone of 9 digits', { mobile_phone: '555123456' }, 'mobile_phone'],
    ['[patient-home-phone] a home phone of 11 digits', { home_phone: '55512345678' }, 'home_phone'],
    ['[patient-state-required] no state', { address: { line_1: '1 Main St', city: 'Springfield' } }, 'address.state'],
    ['[patient-surgeon-npi-required] no surgeon NPI', { surgeon_npi: undefined }, 'surgeon_npi'],
    ['[patient-installation-not-unknown] [installation-method-ids] installation method Unknown (1)', { installation_method_type_id: 1 }, 'installation_method_type_id'],
  ])('refuses %s with a validation error on the field', async (_name, change, field) => {
    const { status, body } = await create({ ...valid, ...change });
    expect(status).toBe(422);
    expect(Object.keys(body.validation_errors ?? {})).toContain(field);
  });

  it('[patient-dob] refuses a date of birth of today with Invalid Date', async () => {
    const { status, body } = await create({ ...valid, date_of_birth: today });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'date_of_birth', message: 'Invalid Date' });
  });

  it('[patient-lookup-not-found] names the surgeon, therapist or DME an NPI does not find', async () => {
    expect((await create({ ...valid, surgeon_npi: '1999999999' })).body.form_error).toEqual({ name: 'surgeon_npi', message: 'This surgeon could not be found' });
    expect((await create({ ...valid, physical_therapist_npi: '1999999999' })).body.form_error).toEqual({
      name: 'physical_therapist_npi',
      message: 'This physical therapist could not be found',
    });
    expect((await create({ ...valid, dme_npi: '1999999999' })).body.form_error).toEqual({ name: 'dme_npi', message: 'This DME could not be found' });
  });

  it('[patient-lookup-not-found] limits a non-super user to surgeons of their own practice, and lets a super user pick any', async () => {
    expect((await create({ ...valid, surgeon_npi: riversideSurgeonNpi, physical_therapist_npi: null })).body.form_error?.message).toBe('This surgeon could not be found');
    const { status, body } = await create({ ...valid, surgeon_npi: riversideSurgeonNpi, physical_therapist_npi: null }, 'superadmin');
    expect(status).toBe(200);
    expect(body.data.practice.name).toBe('Riverside Physical Therapy');
  });

  it('[patient-save-permission] refuses a user without Add Patient (403) and one without a session (401)', async () => {
    const refused = await create(valid, 'csjunior');
    expect(refused.status).toBe(403);
    // The spec's message and toast title, from the operation's rule in specs/access.yaml.
    expect(refused.body).toMatchObject({ title: 'Action not allowed.', message: 'Must have Add Patient permission' });
    expect((await create(valid, 'sales')).status).toBe(403);
    expect((await call('createPatient', valid, undefined)).status).toBe(401);
  });

  it('[patient-pms-education-pair] needs the monitoring specialist and RTM patient education both set or both cleared', async () => {
    const [specialist] = await api.db.query<{ id: number }>("select id from users where username = 'pms'");
    const { status, body } = await create({ ...valid, patient_monitoring_specialist_id: specialist?.id }, 'pms');
    expect(status).toBe(422);
    expect(body.form_error).toEqual({
      name: 'patient_monitoring_specialist_id',
      message: 'Select or clear both Patient Monitoring Specialist and RTM Patient Education',
    });
    expect((await create({ ...valid, rtm_patient_education: true }, 'pms')).body.form_error?.name).toBe('patient_monitoring_specialist_id');
    const both = await create({ ...valid, patient_monitoring_specialist_id: specialist?.id, rtm_patient_education: true }, 'pms');
    expect(both.status).toBe(200);
    expect(both.body.data).toMatchObject({ patient_monitoring_specialist: { username: 'pms' }, rtm_patient_education: true });
  });
});

describe('fields limited to roles', () => {
  it('[patient-beta-radio] lets only super admin and customer-service manager set Beta Patient', async () => {
    const patient = await newPatient();
    expect((await update(patient.id, { beta: true })).status).toBe(403);
    expect((await update(patient.id, { beta: true }, 'pms')).status).toBe(403);
    expect((await update(patient.id, { beta: true }, 'csmanager')).body.data.beta).toBe(true);
    expect((await update(patient.id, { beta: false }, 'superadmin')).body.data.beta).toBe(false);
  });

  it('[patient-pms-edit-permission] lets only super admin, monitoring manager and specialist set RTM permission and load the specialists', async () => {
    const patient = await newPatient();
    expect((await update(patient.id, { rtm_permission: true }, 'pma')).status).toBe(403);
    expect((await update(patient.id, { rtm_permission: true })).status).toBe(403);
    expect((await update(patient.id, { rtm_permission: true }, 'pmm')).body.data.rtm_permission).toBe(true);
    const specialists = await call<{ username: string }[]>('listPatientMonitoringSpecialists', {}, tokens.pms);
    expect(specialists.body.data.map((user) => user.username)).toContain('pms');
    expect((await call('listPatientMonitoringSpecialists', {}, tokens.pma)).status).toBe(403);
    expect((await call('listPatientMonitoringSpecialists', {}, tokens.staff)).status).toBe(403);
  });

  it('[patient-follow-up-permission] lets only super admin, monitoring specialist and assistant set Follow Up Needed', async () => {
    const patient = await newPatient();
    expect((await update(patient.id, { rtm_follow_up_needed: true }, 'pmm')).status).toBe(403);
    expect((await update(patient.id, { rtm_follow_up_needed: true }, 'pma')).body.data.rtm_follow_up_needed).toBe(true);
    expect((await update(patient.id, { rtm_follow_up_needed: false }, 'pms')).status).toBe(200);
  });

  it('[patient-interaction-codes-permission] lets super admin, monitoring specialist, assistant and manager set interaction codes 80 and 81', async () => {
    const patient = await newPatient();
    expect((await update(patient.id, { interaction_code_80: true })).status).toBe(403);
    expect((await update(patient.id, { interaction_code_81: true }, 'csmanager')).status).toBe(403);
    for (const as of ['pms', 'pma', 'pmm', 'superadmin']) expect((await update(patient.id, { interaction_code_80: true, interaction_code_81: true }, as)).status).toBe(200);
    expect((await detail(patient.id)).body.data).toMatchObject({ interaction_code_80: true, interaction_code_81: true });
  });
});

describe('updatePatient (PATCH patient/{id}) and the patient detail', () => {
  it('updates only the fields sent and answers the patient', async () => {
    const patient = await newPatient();
    const { status, body } = await update(patient.id, { first_name: 'Anne', address: { state: 'WI', city: 'Madison' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ first_name: 'Anne', last_name: 'Lee', address: { state: 'WI', city: 'Madison' }, mobile_phone: '5551234567' });
  });

  it('[patient-save-permission] refuses a user without Edit Patient', async () => {
    const patient = await newPatient();
    expect((await update(patient.id, { first_name: 'X' }, 'sales')).status).toBe(403);
  });

  it('keeps non-super users to patients of their own practice (404 elsewhere), super users see all', async () => {
    const [other] = await api.db.query<{ id: number }>(
      "select p.id from patients p join practices pr on pr.id = p.practice_id where pr.name <> 'Northside Orthopaedics' order by p.id limit 1",
    );
    const id = other?.id ?? 0;
    expect((await detail(id)).status).toBe(404);
    expect((await update(id, { first_name: 'X' })).status).toBe(404);
    expect((await detail(id, 'superadmin')).status).toBe(200);
  });

  it('[patient-pt-legacy-procedure] needs a physical therapist while the procedure has a legacy name', async () => {
    const [legacy] = await api.db.query<{ id: number }>(
      `select p.id from patients p join patient_procedures pp on pp.patient_id = p.id and pp.is_active
       where pp.is_legacy_name and p.physical_therapist_id is not null order by p.id limit 1`,
    );
    const { status, body } = await update(legacy?.id ?? 0, { physical_therapist_npi: null }, 'superadmin');
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'physical_therapist_npi', message: 'Required' });
  });

  it('[installation-method-default] [installation-method-ids] [patient-medicare-compliance-values] shows a patient without an installation method as Unknown (1) and a Medicare compliance of the three values', async () => {
    const [seeded] = await api.db.query<{ id: number }>('select id from patients order by id limit 1');
    const id = seeded?.id ?? 0;
    // The demo seed gives most patients a method; the column's default is what a record without one holds.
    await api.db.query('update patients set installation_method_type_id = default where id = $1', [id]);
    expect((await detail(id, 'superadmin')).body.data.installation_method_type).toEqual({ id: 1, name: 'unknown', label: 'Unknown' });
    await api.db.query("update patients set medicare_compliance = 'At Risk' where id = $1", [id]);
    expect((await detail(id, 'superadmin')).body.data.medicare_compliance).toBe('At Risk');
    await expect(api.db.query("update patients set medicare_compliance = 'Maybe' where id = $1", [id])).rejects.toThrow();
    const automated = await update((await newPatient()).id, { installation_method_type_id: 5 });
    expect(automated.body.data.installation_method_type).toEqual({ id: 5, name: 'automated', label: 'Automated' });
  });
});

describe('the procedure (POST patient_procedure, PATCH patient_procedure/{id})', () => {
  const codeIds = async (type: number, term: string, limit = 20) =>
    (await call<Code[]>('searchProcedureCodes', { procedure_code_type_id: type, search_term: term, limit }, tokens.staff)).body.data.map((code) => code.id);

  it('[procedure-code-search] [procedure-code-types] searches codes of one type by code or description, at most `limit`', async () => {
    const cpt = await call<Code[]>('searchProcedureCodes', { procedure_code_type_id: 3, search_term: 'knee', limit: 20 }, tokens.staff);
    expect(cpt.status).toBe(200);
    expect(cpt.body.data.map((code) => code.code)).toContain('27447');
    expect(cpt.body.data.every((code) => code.procedure_code_type_id === 3)).toBe(true);
    const icd = await call<Code[]>('searchProcedureCodes', { procedure_code_type_id: 1, search_term: 'M17' }, tokens.staff);
    expect(icd.body.data.map((code) => code.code)).toEqual(['M17.0', 'M17.11', 'M17.12']);
    const hcpcs = await call<Code[]>('searchProcedureCodes', { procedure_code_type_id: 2, search_term: '', limit: 3 }, tokens.staff);
    expect(hcpcs.body.data).toHaveLength(3);
    expect((await call('searchProcedureCodes', { procedure_code_type_id: 4 }, tokens.staff)).status).toBe(422);
  });

  it('[procedure-save-call] creates the active procedure with its codes, then updates it; the detail and patient_codes show them', async () => {
    const patient = await newPatient();
    const [icd] = await codeIds(1, 'M17.11');
    const [cpt] = await codeIds(3, '27447');
    const body = { patient_id: patient.id, procedure_type_id: 1, procedure_leg_type_id: 2, procedure_date: today - day, medicare_insurance: false, treatment_plan_template_id: 3, icd: [icd], cpt: [cpt] };
    const created = await call<Procedure>('createPatientProcedure', body, tokens.staff);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ procedure_type: { id: 1, name: 'Ortho' }, procedure_leg_type: { id: 2, name: 'Right' }, procedure_date: today - day, treatment_plan_template: { id: 3, name: '42 Day' }, is_legacy_name: false });
    expect(created.body.data.codes.cpt.map((code) => code.code)).toEqual(['27447']);
    const updated = await call<Procedure>('updatePatientProcedure', { ...body, procedure_leg_type_id: 1, cpt: [] }, tokens.staff, { id: created.body.data.id });
    expect(updated.body.data).toMatchObject({ id: created.body.data.id, procedure_leg_type: { id: 1 }, codes: { cpt: [] } });
    expect((await detail(patient.id)).body.data.patient_procedure?.id).toBe(created.body.data.id);
    const codes = await call<{ icd: Code[] }>('listPatientProcedureCodes', { patient_id: patient.id }, tokens.staff);
    expect(codes.body.data.icd.map((code) => code.code)).toEqual(['M17.11']);
  });

  it('[patient-cardiac-forces] [procedure-type-ids] [procedure-leg-ids] [treatment-template-ids] stores Cardiac with leg Both (3) and template Cardiac (5)', async () => {
    const patient = await newPatient();
    const { body } = await call<Procedure>('createPatientProcedure', { patient_id: patient.id, procedure_type_id: 2, procedure_leg_type_id: 1, treatment_plan_template_id: 2 }, tokens.staff);
    expect(body.data).toMatchObject({ procedure_type: { id: 2, name: 'Cardiac' }, procedure_leg_type: { id: 3, name: 'Both' }, treatment_plan_template: { id: 5, name: 'Cardiac' } });
  });

  it.each([
    ['[procedure-date-required-ortho] an Ortho procedure without a date', { procedure_date: undefined }, 'procedure_date'],
    ['[procedure-icd-required-ortho] an Ortho procedure without an ICD code', { icd: [] }, 'icd'],
    ['[procedure-leg-type-required] no leg', { procedure_leg_type_id: undefined }, 'procedure_leg_type_id'],
    ['[procedure-leg-type-required] no type', { procedure_type_id: undefined }, 'procedure_type_id'],
    ['[procedure-date-range] a date after 4294967295', { procedure_date: 4294967296 }, 'procedure_date'],
    ['[procedure-date-range] a date before 1970', { procedure_date: -1 }, 'procedure_date'],
    ['[procedure-codes-max] 21 CPT codes', { cpt: Array.from({ length: 21 }, (_, index) => index + 1) }, 'cpt'],
  ])('refuses %s', async (_name, change, field) => {
    const patient = await newPatient();
    const base = { patient_id: patient.id, procedure_type_id: 1, procedure_leg_type_id: 1, procedure_date: today - day, icd: [(await codeIds(1, 'M17.0'))[0]] };
    const { status, body } = await call('createPatientProcedure', { ...base, ...change }, tokens.staff);
    expect(status).toBe(422);
    expect(Object.keys(body.validation_errors ?? {}).join(' ')).toContain(field);
  });

  it('[procedure-medicare-window] refuses a Medicare procedure dated before the end of the day three days ago with the Medicare Compliance text', async () => {
    const patient = await newPatient();
    const [icd] = await codeIds(1, 'M17.0');
    const base = { patient_id: patient.id, procedure_type_id: 1, procedure_leg_type_id: 1, medicare_insurance: true, icd: [icd] };
    const old = await call('createPatientProcedure', { ...base, procedure_date: today - 3 * day }, tokens.staff);
    expect(old.status).toBe(422);
    expect(old.body.form_error).toEqual({
      name: 'procedure_date',
      message: 'Medicare Compliance: The procedure date is more than 2 days old. Please confirm the Medicare Compliance status.',
    });
    expect((await call('createPatientProcedure', { ...base, procedure_date: today - 2 * day }, tokens.staff)).status).toBe(200);
  });

  it('keeps procedures to patients in the caller practice and to callers with Add or Edit Patient', async () => {
    const patient = await newPatient();
    const [icd] = await codeIds(1, 'M17.0');
    const body = { patient_id: patient.id, procedure_type_id: 1, procedure_leg_type_id: 1, procedure_date: today, icd: [icd] };
    expect((await call('createPatientProcedure', body, tokens.therapist)).status).toBe(404);
    expect((await call('createPatientProcedure', body, tokens.sales)).status).toBe(403);
  });
});

describe('the devices (PATCH patient/{id} with devices)', () => {
  const devices = (change: Record<string, string>) => ({ devices: { device_choice: 'none', portable_connect_serial: '', ...change } });

  it('[device-serial-number] [patient-device-choice] assigns devices by serial, refuses serials that are not numbers or not found', async () => {
    const patient = await newPatient();
    expect((await update(patient.id, devices({ portable_connect_serial: 'PC-1' }))).status).toBe(422);
    expect((await update(patient.id, devices({}))).body.form_error).toEqual({ name: 'portable_connect_serial', message: 'Must be a Number' });
    expect((await update(patient.id, devices({ portable_connect_serial: '200001', device_choice: 'accuAngle' }))).body.form_error).toEqual({ name: 'accu_angle_serial', message: 'Must be a Number' });
    expect((await update(patient.id, devices({ portable_connect_serial: '200001', device_choice: 'accuAngle', accu_angle_serial: '499999' }))).body.form_error).toEqual({ name: 'accu_angle_serial', message: 'Could not find AccuAngle' });
    expect((await update(patient.id, devices({ portable_connect_serial: '200001', device_choice: 'accuMotion', accumotion_thigh_serial: '900001', accumotion_calf_serial: '1' }))).body.form_error).toEqual({ name: 'accumotion_calf_serial', message: 'Could not find Accumotion Calf' });
    const saved = await update(patient.id, devices({ portable_connect_serial: '200001', device_choice: 'accuAngle', accu_angle_serial: '400001' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.devices.map((device) => [device.device_type.name, device.serial_number])).toEqual([
      ['PortableConnect', '200001'],
      ['AccuAngle', '400001'],
    ]);
    // Taken by this patient, so no other patient finds it.
    const other = await newPatient();
    expect((await update(other.id, devices({ portable_connect_serial: '200001' }))).body.form_error?.message).toBe('Could not find PortableConnect');
  });

  it('[device-pc-serial-optional-automated] needs no PortableConnect serial when the installation method is Automated (5)', async () => {
    const patient = await newPatient({ installation_method_type_id: 5 });
    const { status, body } = await update(patient.id, devices({}));
    expect(status).toBe(200);
    expect(body.data.devices).toEqual([]);
  });

  it('[device-other-serials-disabled] refuses another device serial without a PortableConnect serial', async () => {
    const patient = await newPatient({ installation_method_type_id: 5 });
    const { body } = await update(patient.id, devices({ device_choice: 'accuAngle', accu_angle_serial: '400002' }));
    expect(body.form_error).toEqual({ name: 'portable_connect_serial', message: 'Must be a Number' });
  });
});
