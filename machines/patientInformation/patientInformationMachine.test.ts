import { describe, expect, it } from 'vitest';
import { patientSteps } from '../../domain/patientInformation/patientSteps';
import { startWizard } from '../wizard/wizardTestHarness';
import { patientInformationMachine, type PatientInformationContext } from './patientInformationMachine';
import type { PatientRecord } from '../../domain/patientInformation/patientRecord';

const now = Date.UTC(2026, 2, 2, 10); // 03/02/2026 10:00 UTC
const day = 86_400;
const today = Date.UTC(2026, 2, 2) / 1000;

function patient(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return {
    id: 42,
    first_name: 'Ann',
    last_name: 'Lee',
    date_of_birth: Date.UTC(1960, 4, 1) / 1000,
    email_address: null,
    home_phone: null,
    mobile_phone: '5551234567',
    address: { line_1: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' },
    surgeon: { id: 5, name: 'Dr. Sam Surgeon', npi: '1000000001' },
    physical_therapist: null,
    dme: null,
    installation_method_type: { id: 2, name: 'remote', label: 'Remote' },
    patient_monitoring_specialist_id: null,
    beta: false,
    devices: [],
    patient_procedure: null,
    ...overrides,
  };
}

function start(recordId: string | null, query = '') {
  const wizard = startWizard<PatientInformationContext>(patientInformationMachine, patientSteps, { recordId, query, now: () => now });
  return { ...wizard, state: () => wizard.getSnapshot().value };
}

const enabledTabs = (context: PatientInformationContext) => context.tabs.filter((tab) => tab.enabled).map((tab) => tab.id);

describe('patient information wizard: tabs and buttons', () => {
  it('[patient-wizard-tabs] [patient-wizard-new-tabs] [patient-wizard-devices-existing] [patient-wizard-patient-buttons] a new patient opens at Patient with only that tab, Cancel and Next', () => {
    const wizard = start(null);
    const { context, send } = wizard;
    expect(context().tabs.map((tab) => tab.id)).toEqual(['patient', 'procedure', 'devices']);
    expect(enabledTabs(context())).toEqual(['patient']);
    expect(context().buttons).toEqual(['cancel', 'next']);
    send({ type: 'SELECT_TAB', step: 'devices' });
    send({ type: 'SELECT_TAB', step: 'procedure' });
    expect(context().current).toBe('patient');
  });

  it('[patient-wizard-devices-existing] [patient-wizard-patient-buttons] [patient-wizard-procedure-buttons] [patient-wizard-devices-buttons] an existing patient opens every tab; Patient has Cancel and Save, Procedure Cancel and Save, Devices Cancel and Save', async () => {
    const wizard = start('42');
    const { context, send, state } = wizard;
    expect(state()).toBe('loading');
    await wizard.load(patient());
    expect(enabledTabs(context())).toEqual(['patient', 'procedure', 'devices']);
    expect(context().buttons).toEqual(['cancel', 'save']);
    send({ type: 'SELECT_TAB', step: 'procedure' });
    expect(context().buttons).toEqual(['cancel', 'save']);
    send({ type: 'SELECT_TAB', step: 'devices' });
    expect(context().current).toBe('devices');
    expect(context().buttons).toEqual(['cancel', 'save']);
  });

  it('[patient-query-procedure-tab] a query string containing procedure opens the Procedure tab', () => {
    expect(start('42', 'procedure').context().current).toBe('procedure');
    expect(start('42', 'tab=procedure&x=1').context().current).toBe('procedure');
    expect(start('42', '').context().current).toBe('patient');
  });
});

describe('patient information wizard: saving and leaving', () => {
  it('[patient-create-moves-procedure] [patient-created-toast] creating asks for a create, then shows Patient created! and moves to /patientInformation/{newId} at Procedure with Back', async () => {
    const wizard = start(null);
    const { context, send, state } = wizard;
    send({ type: 'CHANGE', step: 'patient', data: { first_name: 'Ann', last_name: 'Lee', installation_method_type_id: 2 } });
    expect(context().dirty).toBe(true);
    send({ type: 'SUBMIT' });
    expect(state()).toEqual({ saving: 'patient' });
    expect(wizard.submit()).toMatchObject({ step: 'patient', mode: 'create', body: { first_name: 'Ann' } });
    await wizard.answer('patient', patient({ id: 77 }));
    expect(context()).toMatchObject({
      recordId: '77',
      current: 'procedure',
      dirty: false,
    });
    expect(wizard.emitted).toEqual([
      { type: 'toast', message: 'patientCreated', kind: 'success' },
      { type: 'navigate', to: '/patientInformation/77?procedure' },
    ]);
    expect(context().buttons).toEqual(['back', 'save']);
    send({ type: 'BACK' });
    expect(context().current).toBe('patient');
    expect(context().buttons).toEqual(['cancel', 'save']);
  });

  it('[procedure-save-call] saving the procedure creates it the first time and updates it after, then moves to Devices', async () => {
    const wizard = start('42');
    const { context, send } = wizard;
    await wizard.load(patient());
    send({ type: 'SELECT_TAB', step: 'procedure' });
    send({ type: 'CHANGE', step: 'procedure', data: { procedure_type_id: 1, procedure_leg_type_id: 1, procedure_date: today - day, medicare_insurance: false, icd: [3] } });
    send({ type: 'SUBMIT' });
    expect(wizard.submit()).toMatchObject({ step: 'procedure', mode: 'create', body: { patient_id: 42, procedure_type_id: 1 } });
    await wizard.answer('procedure', { id: 9, procedure_name: null, procedure_type: { id: 1 } });
    expect(context().current).toBe('devices');
    send({ type: 'SELECT_TAB', step: 'procedure' });
    send({ type: 'SUBMIT' });
    expect(wizard.submit()).toMatchObject({ step: 'procedure', mode: 'update', id: 9 });
  });

  it('[patient-save-devices-target] saving devices goes to /patientProfile/{id}', async () => {
    const wizard = start('42');
    const { send } = wizard;
    await wizard.load(patient());
    send({ type: 'SELECT_TAB', step: 'devices' });
    send({ type: 'CHANGE', step: 'devices', data: { device_choice: 'none', portable_connect_serial: '1001' } });
    send({ type: 'SUBMIT' });
    expect(wizard.submit()).toMatchObject({ step: 'devices', mode: 'update', id: 42, body: { devices: { portable_connect_serial: '1001' } } });
    await wizard.answer('devices', patient());
    expect(wizard.navigate()?.to).toBe('/patientProfile/42');
  });

  it('[patient-cancel-existing] [patient-cancel-new-first-tab] Cancel goes to the profile of an existing patient and to /patients on the first tab of a new one', async () => {
    const existing = start('42');
    await existing.load(patient());
    existing.send({ type: 'CANCEL' });
    expect(existing.navigate()?.to).toBe('/patientProfile/42');
    const fresh = start(null);
    fresh.send({ type: 'CANCEL' });
    expect(fresh.navigate()?.to).toBe('/patients');
  });

  it('[patient-leave-unsaved] a change is unsaved until saved, a failed save keeps it, and a mere re-render of the same data is not a change', async () => {
    const wizard = start('42');
    const { context, send } = wizard;
    await wizard.load(patient());
    send({ type: 'CHANGE', step: 'patient', data: context().data.patient ?? {} });
    expect(context().dirty).toBe(false);
    send({ type: 'CHANGE', step: 'patient', data: { ...context().data.patient, first_name: 'Anne' } });
    expect(context().dirty).toBe(true);
    send({ type: 'SUBMIT' });
    await wizard.fail('patient');
    expect(context()).toMatchObject({ dirty: true, saving: false, data: { patient: { first_name: 'Anne' } } });
  });
});

describe('patient information wizard: field rules', () => {
  it('[patient-cardiac-forces] [procedure-type-ids] [procedure-leg-ids] [treatment-template-ids] Cardiac (2) forces leg Both (3) and template Cardiac (5)', async () => {
    const wizard = start('42');
    const { context, send } = wizard;
    await wizard.load(patient());
    send({ type: 'CHANGE', step: 'procedure', data: { procedure_type_id: 2, procedure_leg_type_id: 1, treatment_plan_template_id: 2 } });
    expect(context().data.procedure).toMatchObject({ procedure_leg_type_id: 3, treatment_plan_template_id: 5 });
  });

  it('[patient-medicare-template] Medicare insurance picks template 2, otherwise template 1', async () => {
    const wizard = start('42');
    const { context, send } = wizard;
    await wizard.load(patient());
    send({ type: 'CHANGE', step: 'procedure', data: { ...context().data.procedure, procedure_type_id: 1, medicare_insurance: true } });
    expect(context().data.procedure?.treatment_plan_template_id).toBe(2);
    send({ type: 'CHANGE', step: 'procedure', data: { ...context().data.procedure, medicare_insurance: false } });
    expect(context().data.procedure?.treatment_plan_template_id).toBe(1);
  });

  it('[procedure-medicare-window] with Medicare a procedure date before the end of the day three days ago is refused with the Medicare Compliance dialog', async () => {
    const wizard = start('42');
    const { context, send, state } = wizard;
    await wizard.load(patient());
    send({ type: 'SELECT_TAB', step: 'procedure' });
    send({ type: 'CHANGE', step: 'procedure', data: { procedure_type_id: 1, procedure_leg_type_id: 1, medicare_insurance: true, procedure_date: today - 3 * day, icd: [1] } });
    send({ type: 'SUBMIT' });
    expect(state()).toBe('ready');
    expect(context().dialog).toEqual({ title: 'medicareComplianceTitle', message: 'medicareComplianceMessage' });
    send({ type: 'CLOSE_DIALOG' });
    expect(context().dialog).toBeNull();
    // Two days ago is inside the window.
    send({ type: 'CHANGE', step: 'procedure', data: { ...context().data.procedure, procedure_date: today - 2 * day } });
    send({ type: 'SUBMIT' });
    expect(state()).toEqual({ saving: 'procedure' });
  });

  it('[patient-pms-education-pair] [patient-dob] [patient-pt-legacy-procedure] the pair rule, a date of birth before today and the therapist of a legacy procedure stop the save with their messages', async () => {
    const legacy = patient({ patient_procedure: { id: 3, procedure_name: 'Total Knee Arthroplasty', is_legacy_name: true, procedure_type: { id: 1, name: 'Knee' }, procedure_leg_type: { id: 1, name: 'Left' }, procedure_date: today, treatment_start_date: null, is_active: true, medicare_insurance: false, treatment_plan_template: { id: 1, name: 'Standard knee' }, codes: { cpt: [], icd: [], hcpcs: [] } } });
    const wizard = start('42');
    const { context, send, state } = wizard;
    await wizard.load(legacy);
    send({ type: 'CHANGE', step: 'patient', data: { ...context().data.patient, patient_monitoring_specialist_id: 5, date_of_birth: today } });
    send({ type: 'SUBMIT' });
    expect(state()).toBe('ready');
    expect(context().errors.patient).toEqual({
      patient_monitoring_specialist_id: 'pmsEducationPair',
      rtm_patient_education: 'pmsEducationPair',
      date_of_birth: 'invalidDate',
      physical_therapist_npi: 'required',
    });
    send({ type: 'CHANGE', step: 'patient', data: { ...context().data.patient, rtm_patient_education: true, date_of_birth: today - day, physical_therapist_npi: '1000000002' } });
    send({ type: 'SUBMIT' });
    expect(state()).toEqual({ saving: 'patient' });
  });

  it('[device-serial-number] [device-pc-serial-optional-automated] [device-other-serials-disabled] [patient-device-choice] serials are required numbers, PortableConnect is optional for Automated, other serials stay empty without it', async () => {
    const withAngle = patient({ devices: [{ id: 1, serial_number: '2001', device_type: { id: 4, name: 'AccuAngle' } }, { id: 2, serial_number: '1001', device_type: { id: 1, name: 'PortableConnect' } }] });
    const wizard = start('42');
    const { context, send, state } = wizard;
    await wizard.load(withAngle);
    expect(context().data.devices).toMatchObject({ device_choice: 'accuAngle', accu_angle_serial: '2001', portable_connect_serial: '1001' });
    send({ type: 'SELECT_TAB', step: 'devices' });
    send({ type: 'CHANGE', step: 'devices', data: { ...context().data.devices, portable_connect_serial: '' } });
    expect(context().data.devices?.accu_angle_serial).toBe('');
    send({ type: 'CHANGE', step: 'devices', data: { ...context().data.devices, portable_connect_serial: 'PC-1' } });
    send({ type: 'SUBMIT' });
    expect(context().errors.devices).toEqual({ portable_connect_serial: 'mustBeNumber', accu_angle_serial: 'mustBeNumber' });
    // Automated (5): no PortableConnect serial needed, and none chosen.
    send({ type: 'CHANGE', step: 'patient', data: { ...context().data.patient, installation_method_type_id: 5 } });
    send({ type: 'CHANGE', step: 'devices', data: { device_choice: 'none', portable_connect_serial: '' } });
    send({ type: 'SUBMIT' });
    expect(state()).toEqual({ saving: 'devices' });
    expect(start('1').context().data.devices?.device_choice).toBe('none');
    const motion = start('42');
    await motion.load(patient({ devices: [{ id: 3, serial_number: '3001', device_type: { id: 9, name: 'Accumotion Thigh' } }] }));
    expect(motion.context().data.devices?.device_choice).toBe('accuMotion');
  });
});
