import { isAllowed, type RoleName } from '../../../src/generated/access';
import { ApiError } from '../../http/ApiError';
import { accessSubjectOf } from '../../session/accessSubjectOf';
import type { UserProfile } from '../../session/UserProfile';

/**
 * The patient fields only some roles may set (document 1, section 6): the monitoring specialist
 * with RTM permission and education ([patient-pms-edit-permission]), follow-up needed
 * ([patient-follow-up-permission]), interaction codes 80 and 81
 * ([patient-interaction-codes-permission]) and the Beta Patient radio ([patient-beta-radio]).
 */
export const patientFieldRoles: Readonly<Record<string, readonly RoleName[]>> = {
  patient_monitoring_specialist_id: ['superAdmin', 'monitoringManager', 'monitoringSpecialist'],
  rtm_permission: ['superAdmin', 'monitoringManager', 'monitoringSpecialist'],
  rtm_patient_education: ['superAdmin', 'monitoringManager', 'monitoringSpecialist'],
  rtm_follow_up_needed: ['superAdmin', 'monitoringSpecialist', 'monitoringAssistant'],
  interaction_code_80: ['superAdmin', 'monitoringSpecialist', 'monitoringAssistant', 'monitoringManager'],
  interaction_code_81: ['superAdmin', 'monitoringSpecialist', 'monitoringAssistant', 'monitoringManager'],
  beta: ['superAdmin', 'csManager'],
};

/**
 * Refuses (403) a patient body that sets a field the caller's role may not set; the portal
 * neither shows nor sends such fields, so only a hand-made request meets this.
 *
 * @example
 * checkPatientFieldRoles(profile, { beta: true }); // throws for a surgeon
 */
export function checkPatientFieldRoles(profile: UserProfile, body: Readonly<Record<string, unknown>>): void {
  for (const [field, roles] of Object.entries(patientFieldRoles)) {
    if (body[field] === undefined) continue;
    if (!isAllowed({ roles }, accessSubjectOf(profile))) throw ApiError.forbidden();
  }
}
