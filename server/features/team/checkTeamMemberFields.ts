import { roleIn } from '../../../src/generated/access';
import { messages } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { roleIdsOf } from '../../security/roleFacts';
import { teamRolesByPracticeType } from './teamRights';

/** The fields whose meaning depends on the role, as sent. */
export interface RoleDependentFields {
  npi?: string | null | undefined;
  dme_id?: number | null | undefined;
  surgeon_id?: number | null | undefined;
  physical_therapist_id?: number | null | undefined;
}

const required = 'Required';

/**
 * Checks and normalises the fields that depend on the role (document 1, sections 4 and 5) and
 * resolves with the values to store:
 * - the role must be one of the practice type's team roles;
 * - the NPI is required unless the role is Clinical Staff Member (50), whose NPI is cleared
 *   ([team-npi-required], [team-role-50]);
 * - a Clinical Staff Member needs a surgeon or a physical therapist of the practice
 *   ([team-surgeon-therapist-required]);
 * - the field a role disables is not stored: DME for role 20, surgeon for 40, physical therapist
 *   for 41 ([team-role-20], [team-role-40], [team-role-41]);
 * - a DME must be an equipment-supplier practice, a surgeon or therapist a member of the practice
 *   with that role: 'This {kind} could not be found'.
 * Refusals are 422 form errors on the field.
 *
 * @example
 * const fields = await checkTeamMemberFields(tx, { practiceId: 3, practiceTypeId: 3, roleId: 50 }, body);
 */
export async function checkTeamMemberFields(
  db: Queryable,
  context: { practiceId: number; practiceTypeId: number; roleId: number; memberId?: number },
  fields: RoleDependentFields,
): Promise<Required<RoleDependentFields>> {
  const { practiceId, practiceTypeId, roleId } = context;
  if (!(teamRolesByPracticeType[practiceTypeId] ?? []).includes(roleId)) {
    throw ApiError.formError('user.user_role_id', messages.teamRoleNotAvailable);
  }
  const isStaffMember = roleIn('staffMembers', roleId);
  const npi = isStaffMember ? null : (fields.npi ?? null);
  if (!isStaffMember && (npi === null || npi === '')) throw ApiError.formError('npi', required);
  const dmeId = roleIn('equipmentSuppliers', roleId) ? null : (fields.dme_id ?? null);
  const surgeonId = roleIn('surgeons', roleId) ? null : (fields.surgeon_id ?? null);
  const therapistId = roleIn('physicalTherapists', roleId) ? null : (fields.physical_therapist_id ?? null);
  if (isStaffMember && surgeonId === null && therapistId === null) throw ApiError.formError('surgeon_id', required);
  if (dmeId !== null) {
    const [dme] = await db.query('select id from practices where id = $1 and practice_type_id = 1 and not archived', [dmeId]);
    if (!dme) throw ApiError.formError('dme_id', 'This DME could not be found');
  }
  for (const [field, id, role, kind] of [
    ['surgeon_id', surgeonId, roleIdsOf('surgeons'), 'surgeon'],
    ['physical_therapist_id', therapistId, roleIdsOf('physicalTherapists'), 'physical therapist'],
  ] as const) {
    if (id === null) continue;
    const [specialist] = await db.query(
      'select id from practice_team_members where id = $1 and role_id = any($2::int[]) and practice_id = $3 and not archived and id <> $4',
      [id, role, practiceId, context.memberId ?? 0],
    );
    if (!specialist) throw ApiError.formError(field, `This ${kind} could not be found`);
  }
  return { npi, dme_id: dmeId, surgeon_id: surgeonId, physical_therapist_id: therapistId };
}
