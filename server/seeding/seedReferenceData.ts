import { permissions, roles, superUserRoleIds } from '../../src/generated/access';
import type { Queryable } from '../db/Database';

/** Lookup lists (document 1, sections 3 and 7) as [id, name] rows. */
const lookupRows: Record<string, readonly (readonly [number, string])[]> = {
  // One reading of document 1 section 3 (see specs/catalog/lookups.yaml, practiceTypes).
  practice_types: [[1, 'Equipment Supplier'], [2, 'Physical Therapy'], [3, 'Surgeon']],
  procedure_types: [[1, 'Ortho'], [2, 'Cardiac']],
  procedure_leg_types: [[1, 'Left'], [2, 'Right'], [3, 'Both']],
  // Document 2, section 3: the period types seen by name, and direction 1 forward, 2 backward.
  period_types: [[1, 'Assisted'], [2, 'Active'], [3, 'Passive'], [4, 'Resistance'], [5, 'Rest']],
  period_directions: [[1, 'Forward'], [2, 'Backward']],
  patient_app_types: [[1, 'Ortho'], [2, 'Cardiac']],
  study_groups: [[1, 'None'], [2, 'Control'], [3, 'Intervention']],
  patient_study_group_statuses: [[1, 'Enrolled'], [2, 'Completed'], [3, 'Withdrawn']],
  general_forms: [[1, 'Patient Caregiver Agreement'], [2, 'Release of Health Information'], [3, 'KOOS Survey'], [4, 'HOOS Survey']],
  notification_types: [
    [1, 'Pain High'],
    [2, 'Session Complete'],
    [3, 'Interaction Request'],
    [4, 'Missed Session'],
    [5, 'Patient Update'],
  ],
};

/** Lookup lists that administration screens edit (study groups, e-document links). */
const userEditedLists = new Set(['study_groups', 'general_forms']);

/** Patient statuses: [id, name, search value]; the list's default filter is Active (2). */
const patientStatuses = [
  [1, 'Pending', 1],
  [2, 'Active', 2],
  [3, 'Inactive', 3],
  [4, 'Completed', 4],
  [5, 'On Hold', 5],
] as const;

/**
 * Writes the reference data: the roles and permissions of specs/access.yaml (through the
 * generated tables, so they cannot drift) and every lookup list. Idempotent.
 *
 * @example
 * await db.transaction((tx) => seedReferenceData(tx));
 */
export async function seedReferenceData(db: Queryable): Promise<void> {
  for (const [key, role] of Object.entries(roles)) {
    await db.query(
      `insert into user_roles (id, key, name, is_super_user) values ($1, $2, $3, $4)
       on conflict (id) do update set key = excluded.key, name = excluded.name, is_super_user = excluded.is_super_user`,
      [role.id, key, role.label, superUserRoleIds.includes(role.id)],
    );
  }
  for (const [key, permission] of Object.entries(permissions)) {
    await db.query(
      `insert into permissions (id, key, name) values ($1, $2, $3)
       on conflict (id) do update set key = excluded.key, name = excluded.name`,
      [permission.id, key, permission.label],
    );
  }
  for (const [table, rows] of Object.entries(lookupRows)) {
    // Lists the administration screens edit keep what their users wrote when the seed runs again.
    const onConflict = userEditedLists.has(table) ? 'do nothing' : 'do update set name = excluded.name';
    for (const [id, name] of rows) {
      await db.query(`insert into ${table} (id, name) values ($1, $2) on conflict (id) ${onConflict}`, [id, name]);
    }
  }
  for (const [id, name, searchValue] of patientStatuses) {
    await db.query(
      `insert into patient_statuses (id, name, search_value) values ($1, $2, $3)
       on conflict (id) do update set name = excluded.name, search_value = excluded.search_value`,
      [id, name, searchValue],
    );
  }
}
