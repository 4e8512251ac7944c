import type { AccessRule } from '../../src/generated/access';
import type { Action } from '../../src/generated/spec-types';
import type { ConfirmQuestion } from './ConfirmAsk';
import { conditionHolds } from './condition';

/** How an action shows on one record: not at all, greyed out, or usable. */
export type ActionState = 'hidden' | 'disabled' | 'enabled';

/**
 * Who sees an action: its `access`, which the generator fills when the spec leaves it out (the rule
 * of the operation it calls in specs/access.yaml, or the screen's own rule when it calls none:
 * generator/compile/compileScreen.ts). `undefined` (nobody excluded) only for an action built by
 * hand without one. The same for list rows, detail records and cards.
 *
 * @example
 * actionAccess(compiledArchive); // { permissions: ['editPractice'] }, filled from archivePractice
 */
export function actionAccess(action: Pick<Action, 'access'>): AccessRule | undefined {
  return action.access;
}

/**
 * How an action shows for a user and a record: hidden when its access rule (see
 * {@link actionAccess}) refuses the user or its `when` condition does not hold; disabled when its
 * `disabledWhen` condition holds or `available` (a custom action's own answer for the record,
 * e.g. Deselect Practice only on the practice acted in) is false; enabled otherwise.
 *
 * @example
 * actionState({ label: 'Unlock', operation: 'unlockTablet', when: { field: 'lockdown_state', notIn: [0] } }, { lockdown_state: 0 }, can); // 'hidden'
 */
export function actionState(
  action: Pick<Action, 'access' | 'operation' | 'when' | 'disabledWhen'>,
  record: unknown,
  can: (rule: AccessRule) => boolean,
  available = true,
): ActionState {
  const access = actionAccess(action);
  if (access !== undefined && !can(access)) return 'hidden';
  if (action.when !== undefined && !conditionHolds(action.when, record, can)) return 'hidden';
  if (conditionHolds(action.disabledWhen, record, can)) return 'disabled';
  return available ? 'enabled' : 'disabled';
}

/**
 * The question an action asks before it runs, its texts resolved by `text` (a message key's text,
 * or the text as written): the dialog is titled by the action's label when `confirm.title` is
 * absent. `undefined` when the action asks nothing.
 *
 * @example
 * actionConfirm({ label: 'Archive', confirm: { title: 'areYouSure' }, color: 'red' }, catalogText);
 * // { title: 'Are you sure?', message: undefined, confirmLabel: undefined, cancelLabel: undefined, danger: true }
 */
export function actionConfirm(
  action: Pick<Action, 'label' | 'confirm' | 'color'>,
  text: (keyOrText: string) => string,
): ConfirmQuestion | undefined {
  const confirm = action.confirm;
  if (confirm === undefined) return undefined;
  const optional = (value: string | undefined) => (value === undefined ? undefined : text(value));
  return {
    title: text(confirm.title ?? action.label),
    message: optional(confirm.message),
    confirmLabel: optional(confirm.confirmLabel),
    cancelLabel: optional(confirm.cancelLabel),
    danger: action.color === 'red',
  };
}
