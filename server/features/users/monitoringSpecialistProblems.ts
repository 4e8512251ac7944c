import { roleIn } from '../../../src/generated/access';

/** The fields a user of role 14 must have, with the label each is named by in its message. */
const requiredForRole14 = {
  user_monitor_type: 'Monitor Type',
  first_name: 'First name',
  last_name: 'Last name',
  credentials: 'Credentials',
} as const;

/** The role-14 fields of a user, as stored or about to be. */
export interface MonitoringSpecialistFields {
  user_role_id: number;
  user_monitor_type?: number | null;
  first_name?: string | null;
  last_name?: string | null;
  credentials?: string | null;
}

/**
 * The validation errors of a user of role 14 (Patient Monitoring Specialist) that lacks Monitor
 * Type (RTM 1 or RPM 2), first name, last name or credentials ([user-role-14-required]), in the
 * request-validation shape (`field → ['X is required.']`); empty for any other role or when all
 * are present. Blank text counts as missing.
 *
 * @example
 * monitoringSpecialistProblems({ user_role_id: 14, first_name: 'Ada' });
 * // { user_monitor_type: ['Monitor Type is required.'], last_name: [...], credentials: [...] }
 */
export function monitoringSpecialistProblems(user: MonitoringSpecialistFields): Record<string, string[]> {
  if (!roleIn('monitorProfileRoles', user.user_role_id)) return {};
  const problems: Record<string, string[]> = {};
  for (const [field, label] of Object.entries(requiredForRole14)) {
    const value = user[field as keyof typeof requiredForRole14];
    const missing = field === 'user_monitor_type' ? value !== 1 && value !== 2 : typeof value !== 'string' || value.trim() === '';
    if (missing) problems[field] = [`${label} is required.`];
  }
  return problems;
}
