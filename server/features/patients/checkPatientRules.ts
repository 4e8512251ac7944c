import { message } from '../../../src/generated/catalog';
import { ApiError } from '../../http/ApiError';

/** What the rules read: the patient as it will be once the body is saved. */
export interface PatientRuleFacts {
  dateOfBirth: number | null | undefined;
  monitoringSpecialistId: number | null | undefined;
  rtmPatientEducation: boolean | undefined;
  therapistId: number | null | undefined;
  legacyProcedureName: boolean;
}

/**
 * The patient rules a request schema cannot say, checked on the patient as it will be:
 * a date of birth before today ('Invalid Date', [patient-dob]); monitoring specialist and RTM
 * patient education both set or both cleared ([patient-pms-education-pair]); a physical
 * therapist when the procedure has a legacy name ([patient-pt-legacy-procedure]). Each broken
 * rule is a form error on its field.
 *
 * @example
 * checkPatientRules(facts, clock.now());
 */
export function checkPatientRules(facts: PatientRuleFacts, now: Date): void {
  const startOfToday = Math.floor(now.getTime() / 86_400_000) * 86_400;
  if (typeof facts.dateOfBirth === 'number' && facts.dateOfBirth >= startOfToday) {
    throw ApiError.formError('date_of_birth', message('patientInvalidDate'));
  }
  const specialist = facts.monitoringSpecialistId !== null && facts.monitoringSpecialistId !== undefined;
  if (specialist !== (facts.rtmPatientEducation === true)) {
    throw ApiError.formError('patient_monitoring_specialist_id', message('patientPmsEducationPair'));
  }
  if (facts.legacyProcedureName && (facts.therapistId === null || facts.therapistId === undefined)) {
    throw ApiError.formError('physical_therapist_npi', message('required'));
  }
}
