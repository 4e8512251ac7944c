import { describe, expect, it } from 'vitest';
import { isAllowed, operationAccess, roleIdByName, type AccessRule } from '../../src/generated/access';
import type { Action } from '../../src/generated/spec-types';
import type { CompiledListScreen } from '../../src/generated/compiled-types';
import { compileScreenForTest } from '../../tests/helpers/compileScreenForTest';
import { actionAccess, actionConfirm, actionState } from './actionState';

const withPermissions = (permissions: string[], roleId = 50) => (rule: AccessRule) =>
  isAllowed(rule, { signedIn: true, roleId, permissions, hasPractice: true });

/** An action as a list screen's spec writes it, compiled the way `npm run generate` compiles it. */
function compiledAction(action: Action): Action {
  const compiled = compileScreenForTest<CompiledListScreen>({
    route: '/compiled-actions',
    title: 'Actions',
    access: { signedIn: true },
    kind: 'list',
    source: { lookup: 'reportTypes', pageSize: 20 },
    columns: [{ field: 'label', header: 'Name' }],
    rowActions: [action],
  });
  const [first] = compiled.rowActions ?? [];
  if (first === undefined) throw new Error('the compiled list lost its action');
  return first;
}

describe('actionAccess', () => {
  it('is the action’s own rule, else the one the compiler filled: its operation’s, or the screen’s when it calls none', () => {
    expect(actionAccess({ access: { roles: ['superAdmin'] } })).toEqual({ roles: ['superAdmin'] });
    expect(actionAccess(compiledAction({ label: 'Archive', access: { roles: ['superAdmin'] }, operation: 'archivePractice', success: 'Practice archived.' }))).toEqual({ roles: ['superAdmin'] });
    expect(actionAccess(compiledAction({ label: 'Archive', operation: 'archivePractice', success: 'Practice archived.' }))).toEqual(operationAccess.archivePractice);
    expect(actionAccess(compiledAction({ label: 'Open', to: '/practice/{id}' }))).toEqual({ signedIn: true });
  });
});

describe('actionState', () => {
  const archive = compiledAction({ label: 'Archive', operation: 'archivePractice', success: 'Practice archived.', disabledWhen: { field: 'status.id', in: [null, 2] } });
  it.each([
    { given: 'no editPractice', permissions: [], row: { status: { id: 1 } }, want: 'hidden' },
    { given: 'status 1', permissions: ['editPractice'], row: { status: { id: 1 } }, want: 'enabled' },
    { given: 'status 2', permissions: ['editPractice'], row: { status: { id: 2 } }, want: 'disabled' },
    { given: 'no status (matches null)', permissions: ['editPractice'], row: {}, want: 'disabled' },
  ])('[practice-edit-archive-permission] without its own access the operation’s rule decides: $given → $want', ({ permissions, row, want }) => {
    expect(actionState(archive, row, withPermissions(permissions))).toBe(want);
  });

  it('[device-lock-states] shows an action only where its `when` holds', () => {
    const lock: Action = { label: 'Lock', operation: 'lockTablet', when: { field: 'lockdown_state', in: [0] } };
    const unlock: Action = { label: 'Unlock', operation: 'unlockTablet', when: { field: 'lockdown_state', notIn: [0] } };
    const superAdmin = withPermissions([], roleIdByName.superAdmin);
    expect(actionState(lock, { lockdown_state: 0 }, superAdmin)).toBe('enabled');
    expect(actionState(unlock, { lockdown_state: 0 }, superAdmin)).toBe('hidden');
    expect(actionState(lock, { lockdown_state: 1 }, superAdmin)).toBe('hidden');
    expect(actionState(unlock, { lockdown_state: 1 }, superAdmin)).toBe('enabled');
  });

  it('an action calling nothing and saying no access is shown to everyone; a custom action that does not apply is disabled', () => {
    const open: Action = { label: 'Edit', to: '/user/{id}' };
    expect(actionState(open, {}, withPermissions([]))).toBe('enabled');
    expect(actionState({ access: undefined }, {}, withPermissions([]), false)).toBe('disabled');
  });

  it('[user-archive-monitoring-manager] is disabled for users the disabledWhen access rule allows', () => {
    const archiveUser: Action = {
      label: 'Archive',
      operation: 'archiveUser',
      access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
      disabledWhen: { access: { roles: ['monitoringManager'] } },
    };
    expect(actionState(archiveUser, {}, withPermissions([], roleIdByName.monitoringManager))).toBe('disabled');
    expect(actionState(archiveUser, {}, withPermissions([], roleIdByName.csManager))).toBe('enabled');
  });
});

describe('actionConfirm', () => {
  const text = (key: string) => (key === 'areYouSure' ? 'Are you sure?' : key);
  it('resolves the texts, titles the dialog with the label when the spec gives no title, and asks nothing without `confirm`', () => {
    expect(actionConfirm({ label: 'Archive', color: 'red', confirm: { title: 'areYouSure', confirmLabel: 'Archive' } }, text)).toEqual({
      title: 'Are you sure?',
      message: undefined,
      confirmLabel: 'Archive',
      cancelLabel: undefined,
      danger: true,
    });
    expect(actionConfirm({ label: 'Brightness', confirm: { confirmLabel: 'Set Brightness' } }, text)?.title).toBe('Brightness');
    expect(actionConfirm({ label: 'Edit' }, text)).toBeUndefined();
  });
});
