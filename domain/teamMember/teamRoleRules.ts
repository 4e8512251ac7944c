// How the chosen role shapes the team member form (document 1, section 4), as pure functions.

export const dmeRoleId = 20;
export const surgeonRoleId = 40;
export const therapistRoleId = 41;
export const staffMemberRoleId = 50;

/** Which fields a role disables or requires. */
export interface RoleFieldStates {
  dmeDisabled: boolean;
  surgeonDisabled: boolean;
  therapistDisabled: boolean;
  npiDisabled: boolean;
  pictureDisabled: boolean;
  /** A surgeon or physical therapist must be chosen. */
  specialistRequired: boolean;
  /** The NPI must be given. */
  npiRequired: boolean;
}

/**
 * The field states of role `roleId`: 20 disables the DME field and the picture
 * ([team-role-20]); 40 disables the surgeon field but keeps the picture ([team-role-40]); 41
 * disables the physical therapist field and the picture ([team-role-41]); 50 disables the NPI and
 * the picture and requires a specialist ([team-role-50]); the NPI is required unless the role is
 * 50 ([team-npi-required]).
 *
 * @example
 * roleFieldStates(40).surgeonDisabled; // true
 */
export function roleFieldStates(roleId: number | null | undefined): RoleFieldStates {
  return {
    dmeDisabled: roleId === dmeRoleId,
    surgeonDisabled: roleId === surgeonRoleId,
    therapistDisabled: roleId === therapistRoleId,
    npiDisabled: roleId === staffMemberRoleId,
    pictureDisabled: roleId === dmeRoleId || roleId === therapistRoleId || roleId === staffMemberRoleId,
    specialistRequired: roleId === staffMemberRoleId,
    npiRequired: roleId !== staffMemberRoleId,
  };
}

/**
 * The member step's data after a change: choosing role 50 clears the NPI ([team-role-50]), and a
 * field the role disables is emptied so that it is not sent (a picture not uploaded yet is dropped).
 *
 * @example
 * applyRoleRules({ user: { user_role_id: 50 }, npi: '123' }); // npi: null
 */
export function applyRoleRules(data: Record<string, unknown>): Record<string, unknown> {
  const user = (data.user ?? {}) as { user_role_id?: number | null };
  const states = roleFieldStates(user.user_role_id);
  const next = { ...data };
  if (states.npiDisabled && next.npi !== undefined && next.npi !== null) next.npi = null;
  if (states.dmeDisabled && next.dme_id !== undefined && next.dme_id !== null) next.dme_id = null;
  if (states.surgeonDisabled && next.surgeon_id !== undefined && next.surgeon_id !== null) next.surgeon_id = null;
  if (states.therapistDisabled && next.physical_therapist_id !== undefined && next.physical_therapist_id !== null) next.physical_therapist_id = null;
  // A picture held for upload after the create (a data URL) is dropped; a stored one stays until deleted.
  if (states.pictureDisabled && typeof next.profile_picture_url === 'string' && next.profile_picture_url.startsWith('data:')) delete next.profile_picture_url;
  return next;
}

/**
 * Rule messages of the member step that its form schema cannot say, by field path: a missing NPI
 * ([team-npi-required]), a missing specialist for a staff member ([team-surgeon-therapist-required])
 * and a password confirmation that differs ('Passwords must match').
 */
export function memberStepErrors(data: Record<string, unknown>): Record<string, string> {
  const user = (data.user ?? {}) as { user_role_id?: number | null };
  const states = roleFieldStates(user.user_role_id);
  const errors: Record<string, string> = {};
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (states.npiRequired && empty(data.npi)) errors.npi = 'required';
  if (states.specialistRequired && empty(data.surgeon_id) && empty(data.physical_therapist_id)) errors.surgeon_id = 'required';
  const account = data.user as { password?: string; confirmPassword?: string } | undefined;
  if (account?.password !== undefined && account.confirmPassword !== account.password) errors['user.confirmPassword'] = 'passwordsMustMatch';
  return errors;
}
