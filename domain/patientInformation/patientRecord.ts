// The patient as GET patient/alt/{id} (and POST/PATCH patient) answer it, as far as the patient
// information wizard reads it (the generated types of specs/api: types only, the machine stays
// pure), and the data each of its steps starts from.
import type { OperationData } from '../../src/generated/operationTypes';

type PatientDetail = OperationData<'getPatientDetail'>;

/** A device of a patient. */
export type PatientDevice = Pick<PatientDetail['devices'][number], 'id' | 'serial_number' | 'device_type'>;

/** The patient's procedure, as the wizard reads it. */
export type PatientProcedureRecord = NonNullable<PatientDetail['patient_procedure']>;

/** A procedure code as the patient's procedure lists it. */
export type CodeRef = NonNullable<NonNullable<PatientProcedureRecord['codes']>['cpt']>[number];

/** The patient record (the fields the wizard reads). */
export type PatientRecord = Pick<
  PatientDetail,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'email_address'
  | 'home_phone'
  | 'mobile_phone'
  | 'address'
  | 'surgeon'
  | 'physical_therapist'
  | 'dme'
  | 'installation_method_type'
  | 'patient_monitoring_specialist_id'
  | 'rtm_patient_education'
  | 'rtm_permission'
  | 'rtm_follow_up_needed'
  | 'interaction_code_80'
  | 'interaction_code_81'
  | 'beta'
  | 'patient_procedure'
> & { devices: PatientDevice[] };

/** Device type ids (document 1, section 3). */
export const deviceTypeIds = { portableConnect: 1, accuAngle: 4, accumotionThigh: 9, accumotionCalf: 10 } as const;

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Drops absent values, so that the step data holds only what is set. */
export function compact(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => present(value) && value !== ''));
}

/**
 * The Patient step's data from a patient record (form `patientInformation`).
 *
 * @example
 * patientStepData(record).first_name; // 'Ann'
 */
export function patientStepData(record: PatientRecord): Record<string, unknown> {
  const address = record.address === null ? undefined : compact({ ...record.address });
  return compact({
    first_name: record.first_name,
    last_name: record.last_name,
    date_of_birth: record.date_of_birth,
    email_address: record.email_address,
    home_phone: record.home_phone,
    mobile_phone: record.mobile_phone,
    address: address && Object.keys(address).length > 0 ? address : undefined,
    surgeon_npi: record.surgeon?.npi,
    physical_therapist_npi: record.physical_therapist?.npi,
    dme_npi: record.dme?.npi,
    installation_method_type_id: record.installation_method_type?.id ?? 1,
    patient_monitoring_specialist_id: record.patient_monitoring_specialist_id,
    rtm_patient_education: record.rtm_patient_education,
    rtm_permission: record.rtm_permission,
    rtm_follow_up_needed: record.rtm_follow_up_needed,
    interaction_code_80: record.interaction_code_80,
    interaction_code_81: record.interaction_code_81,
    beta: record.beta,
  });
}

/** The Procedure step's data from a patient record (form `patientProcedure`). */
export function procedureStepData(record: PatientRecord | null): Record<string, unknown> {
  const procedure = record?.patient_procedure;
  if (!procedure) return { medicare_insurance: false, treatment_plan_template_id: 1, cpt: [], icd: [], hcpcs: [] };
  const ids = (codes: CodeRef[] | undefined) => (codes ?? []).map((code) => code.id);
  return compact({
    procedure_type_id: procedure.procedure_type?.id,
    procedure_leg_type_id: procedure.procedure_leg_type?.id,
    procedure_date: procedure.procedure_date,
    medicare_insurance: procedure.medicare_insurance,
    treatment_plan_template_id: procedure.treatment_plan_template?.id ?? 1,
    cpt: ids(procedure.codes?.cpt),
    icd: ids(procedure.codes?.icd),
    hcpcs: ids(procedure.codes?.hcpcs),
  });
}

/**
 * The Devices step's data: the serials the patient has, and the measurement device choice
 * preselected by which device the patient already has ([patient-device-choice]).
 *
 * @example
 * devicesStepData({ ...record, devices: [{ id: 1, serial_number: '7', device_type: { id: 4, name: 'AccuAngle' } }] }).device_choice; // 'accuAngle'
 */
export function devicesStepData(record: PatientRecord | null): Record<string, unknown> {
  const serial = (typeId: number) => record?.devices.find((device) => device.device_type.id === typeId)?.serial_number ?? '';
  const accuAngle = serial(deviceTypeIds.accuAngle);
  const thigh = serial(deviceTypeIds.accumotionThigh);
  const calf = serial(deviceTypeIds.accumotionCalf);
  const choice = accuAngle !== '' ? 'accuAngle' : thigh !== '' || calf !== '' ? 'accuMotion' : 'none';
  return {
    device_choice: choice,
    portable_connect_serial: serial(deviceTypeIds.portableConnect),
    accu_angle_serial: accuAngle,
    accumotion_thigh_serial: thigh,
    accumotion_calf_serial: calf,
  };
}
