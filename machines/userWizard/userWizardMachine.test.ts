import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../domain/userWizard/userRecord';
import { userSteps } from '../../domain/userWizard/userSteps';
import { startWizard } from '../wizard/wizardTestHarness';
import { userWizardMachine, type UserWizardContext } from './userWizardMachine';

const serviceAccount: UserRecord = {
  id: 12,
  username: 'reporting-bot',
  email: null,
  first_name: 'Reporting',
  last_name: 'Service',
  user_role_id: 13,
  user_monitor_type: null,
  credentials: null,
  permissions: [12, 14],
};

function start(recordId: string | null) {
  return startWizard<UserWizardContext>(userWizardMachine, userSteps, { recordId });
}
const context = (wizard: ReturnType<typeof start>): UserWizardContext => wizard.context();

describe('userWizardMachine', () => {
  it('[user-form-tabs] has tabs User and Permissions, each with Cancel and Save; /user/new creates a user', async () => {
    const actor = start(null);
    expect(context(actor).tabs.map((tab) => tab.id)).toEqual(['user', 'permissions']);
    expect(context(actor).buttons).toEqual(['cancel', 'save']);
    actor.send({ type: 'CHANGE', step: 'user', data: { user_role_id: 16, username: 'ada', password: 'Valid#Pass2026', confirm_password: 'Valid#Pass2026' } });
    expect(context(actor).dirty).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(actor.submit()).toMatchObject({
      step: 'user',
      mode: 'create',
      body: { user_role_id: 16, username: 'ada', password: 'Valid#Pass2026', confirm_password: 'Valid#Pass2026' },
    });
    await actor.answer('user', { ...serviceAccount, id: 40, username: 'ada', user_role_id: 16, permissions: [] });
    expect(context(actor)).toMatchObject({ recordId: '40', dirty: false });
    expect(actor.emitted).toEqual([
      { type: 'toast', message: 'userSaved', kind: 'success' },
      { type: 'navigate', to: '/user/40' },
    ]);
  });

  it('[user-permissions-tab-service-account] opens Permissions only for a saved Service Account', async () => {
    const newUser = start(null);
    newUser.send({ type: 'CHANGE', step: 'user', data: { user_role_id: 13 } });
    newUser.send({ type: 'SELECT_TAB', step: 'permissions' });
    expect(context(newUser).current).toBe('user');
    expect(context(newUser).tabs[1]).toEqual({ id: 'permissions', enabled: false });

    const other = start('5');
    await other.load({ ...serviceAccount, user_role_id: 9 });
    other.send({ type: 'SELECT_TAB', step: 'permissions' });
    expect(context(other).current).toBe('user');

    const account = start('12');
    await account.load(serviceAccount);
    expect(context(account).tabs[1]).toEqual({ id: 'permissions', enabled: true });
    account.send({ type: 'SELECT_TAB', step: 'permissions' });
    expect(context(account).current).toBe('permissions');
    expect(context(account).data.permissions).toEqual({ permission_ids: [12, 14] });
  });

  it('[user-permissions-save-super-admin] saves permissions as POST user_permission {user_id, permission ids}', async () => {
    const actor = start('12');
    await actor.load(serviceAccount);
    actor.send({ type: 'SELECT_TAB', step: 'permissions' });
    actor.send({ type: 'CHANGE', step: 'permissions', data: { permission_ids: [12, 14, 8] } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.submit()).toMatchObject({ step: 'permissions', mode: 'create', body: { user_id: 12, permission_ids: [12, 14, 8] } });
    await actor.answer('permissions', [{ permission_id: 8 }, { permission_id: 12 }, { permission_id: 14 }]);
    expect(context(actor)).toMatchObject({ dirty: false, data: { permissions: { permission_ids: [8, 12, 14] } } });
  });

  it('[password-required] [password-confirm-match] needs a password for a new user and a matching confirmation', () => {
    const actor = start(null);
    actor.send({ type: 'CHANGE', step: 'user', data: { user_role_id: 16, username: 'ada' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.submit()).toBeNull();
    expect(context(actor).errors.user).toEqual({ password: 'required' });
    actor.send({ type: 'CHANGE', step: 'user', data: { user_role_id: 16, username: 'ada', password: 'Valid#Pass2026', confirm_password: 'Valid#Pass2027' } });
    actor.send({ type: 'SUBMIT' });
    expect(context(actor).errors.user).toEqual({ confirm_password: 'passwordsMustMatch' });
    expect(actor.submit()).toBeNull();
  });

  it('updates an existing user without sending an empty password, and Cancel returns to /users', async () => {
    const actor = start('12');
    expect(context(actor).loading).toBe(true);
    await actor.load({ ...serviceAccount, user_role_id: 10 });
    expect(context(actor).data.user).toEqual({ user_role_id: 10, username: 'reporting-bot', first_name: 'Reporting', last_name: 'Service' });
    actor.send({ type: 'CHANGE', step: 'user', data: { ...context(actor).data.user, first_name: 'Rep', password: '' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.submit()).toMatchObject({ step: 'user', mode: 'update', id: 12 });
    expect(actor.submit()?.body).not.toHaveProperty('password');
    expect(actor.submit()?.body).not.toHaveProperty('confirm_password');
    await actor.fail('user');
    expect(context(actor)).toMatchObject({ saving: false, dirty: true });
    actor.send({ type: 'CANCEL' });
    expect(actor.navigate()?.to).toBe('/users');
  });
});
