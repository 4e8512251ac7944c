import type { RowScope } from '../../security/dataScope';
import type { ScopedCondition, ScopedRows } from '../../security/scopedRows';

/** The patients a caller may list: every one, or those whose columns match (never `none`). */
export type PatientListScope = Exclude<RowScope, 'none'>;

/** The list's patients: the SQL condition of its query and the rows it stands for. */
export type PatientListCondition = ScopedCondition<'patients'> & { readonly rows: PatientListScope };

/**
 * The patients the list and search show, from the operation's scoped patients
 * (`dataScope.patients` of specs/access.yaml, document 1, section 6): a super user sees every
 * practice or, in the list, the one they pick (`requestedPracticeId`; anyone else's pick is
 * ignored); everyone else what their case of the spec gives them. Nothing at all is `null`, so
 * that the caller answers an empty page without a query.
 *
 * @example
 * patientListScope(call.scoped.patients, undefined)?.rows; // { practice_id: 3, surgeon_id: 12 } for a surgeon
 * patientListScope(call.scoped.patients, 7)?.rows; // { practice_id: 7 } for a super user
 */
export function patientListScope(
  patients: ScopedRows<'patients'>,
  requestedPracticeId: number | null | undefined,
): PatientListCondition | null {
  const { rows } = patients;
  if (rows === 'none') return null;
  if (rows === 'all' && requestedPracticeId) {
    return {
      resource: 'patients',
      rows: { practice_id: requestedPracticeId },
      where(alias, params) {
        params.push(requestedPracticeId);
        return `${alias}.practice_id = $${String(params.length)}`;
      },
    };
  }
  return { resource: 'patients', rows, where: (alias, params) => patients.where(alias, params) };
}
