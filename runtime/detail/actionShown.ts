import type { DetailAction } from '../../src/generated/spec-types';
import { valueAtPath } from '../core/formFieldPaths';

/**
 * Whether a detail action shows for the record: always without `visibleWhen`; else only while the
 * record's `visibleWhen.field` is one of `in` or none of `notIn` (a missing value counts as
 * `null`), e.g. Lock while `lockdown_state` is 0 and Unlock otherwise.
 *
 * @example
 * actionShown({ label: 'Unlock', visibleWhen: { field: 'lockdown_state', notIn: [0] } }, { lockdown_state: 1 }); // true
 */
export function actionShown(action: Pick<DetailAction, 'visibleWhen'>, record: unknown): boolean {
  const when = action.visibleWhen;
  if (when === undefined) return true;
  const value = valueAtPath(record, when.field) ?? null;
  if (when.in !== undefined && !when.in.some((shown) => shown === value)) return false;
  if (when.notIn !== undefined && when.notIn.some((hidden) => hidden === value)) return false;
  return true;
}
