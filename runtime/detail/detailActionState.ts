import type { AccessRule } from '../../src/generated/access';
import type { DetailAction } from '../../src/generated/spec-types';
import { valueAtPath } from '../form/formFieldPaths';

/** How an action shows for a record: not at all, greyed out, or usable. */
export type DetailActionState = 'hidden' | 'disabled' | 'enabled';

/**
 * Whether an action of a detail screen shows: hidden when its `access` rule refuses the user (the
 * server refuses the call anyway), disabled when the record's `disabledWhen.field` is one of
 * `disabledWhen.in` (a missing value counts as `null`), enabled otherwise.
 *
 * @example
 * detailActionState(archive, { status: { id: 2 } }, can); // 'disabled' ([patient-archive-disabled])
 */
export function detailActionState(
  action: Pick<DetailAction, 'access' | 'disabledWhen'>,
  record: unknown,
  can: (rule: AccessRule) => boolean,
): DetailActionState {
  if (action.access !== undefined && !can(action.access)) return 'hidden';
  const when = action.disabledWhen;
  if (when !== undefined) {
    const value = valueAtPath(record, when.field) ?? null;
    if (when.in.some((disabling) => disabling === value)) return 'disabled';
  }
  return 'enabled';
}
