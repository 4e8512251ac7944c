import type { AccessRule } from '../../src/generated/access';
import type { RowAction } from '../../src/generated/spec-types';
import { valueAtPath } from './formFieldPaths';

/** How an action shows on one row: not at all, greyed out, or usable. */
export type RowActionState = 'hidden' | 'disabled' | 'enabled';

/**
 * Whether a row action shows for a user and a row: hidden when its `access` rule refuses the user
 * (the server refuses the call anyway) or the row matches `hiddenWhen`, disabled when the row's `disabledWhen.field` is one of
 * `disabledWhen.in` (a missing value counts as `null`) or the user satisfies
 * `disabledWhen.access`, and otherwise enabled. `available` is a custom action's own answer for
 * the row (Deselect Practice only on the practice acted in).
 *
 * @example
 * rowActionState({ label: 'Archive', operation: 'archivePatient', disabledWhen: { field: 'status.id', in: [null, 2] } }, row, can);
 */
export function rowActionState(
  action: Pick<RowAction, 'access' | 'disabledWhen' | 'hiddenWhen'>,
  row: unknown,
  can: (rule: AccessRule) => boolean,
  available = true,
): RowActionState {
  if (action.access !== undefined && !can(action.access)) return 'hidden';
  // `hiddenWhen`: the action does not apply to such a row (Activate on an active version).
  const hidden = action.hiddenWhen;
  if (hidden !== undefined && hidden.in.some((value) => value === (valueAtPath(row, hidden.field) ?? null))) return 'hidden';
  const when = action.disabledWhen;
  const disabling = when?.in;
  if (disabling !== undefined) {
    // `field` and any of `fields` (a firmware version that is active or test cannot be archived).
    const fields = [...(when?.field === undefined ? [] : [when.field]), ...(when?.fields ?? [])];
    const matches = (field: string) => disabling.some((value) => value === (valueAtPath(row, field) ?? null));
    if (fields.some(matches)) return 'disabled';
  }
  if (when?.access !== undefined && can(when.access)) return 'disabled';
  return available ? 'enabled' : 'disabled';
}
