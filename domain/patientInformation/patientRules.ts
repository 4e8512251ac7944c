import type { PatientRecord } from './patientRecord';

type Errors = Record<string, string>;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The Patient step's rules that its form schema cannot say, as message keys by field:
 * - the date of birth is before today ('Invalid Date', [patient-dob]; the schema holds 01/01/1900);
 * - Patient Monitoring Specialist and RTM Patient Education are both set or both cleared
 *   ([patient-pms-education-pair]); education counts as set when true;
 * - a physical therapist is required when the patient's procedure has a legacy procedure name
 *   ([patient-pt-legacy-procedure]).
 *
 * @example
 * patientErrors({ patient_monitoring_specialist_id: 4 }, null, Date.now()); // { patient_monitoring_specialist_id: 'pmsEducationPair', rtm_patient_education: 'pmsEducationPair' }
 */
export function patientErrors(data: Record<string, unknown>, record: PatientRecord | null, nowMs: number): Errors {
  const errors: Errors = {};
  const dob = data.date_of_birth;
  if (typeof dob === 'number') {
    const startOfToday = Math.floor(nowMs / 86_400_000) * 86_400;
    if (dob >= startOfToday) errors.date_of_birth = 'invalidDate';
  }
  const pms = isSet(data.patient_monitoring_specialist_id);
  const education = data.rtm_patient_education === true;
  if (pms !== education) {
    errors.patient_monitoring_specialist_id = 'pmsEducationPair';
    errors.rtm_patient_education = 'pmsEducationPair';
  }
  const legacyName = record?.patient_procedure?.is_legacy_name === true && isSet(record.patient_procedure.procedure_name);
  if (legacyName && !isSet(data.physical_therapist_npi)) errors.physical_therapist_npi = 'required';
  return errors;
}
