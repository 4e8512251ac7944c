import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { teamMemberSteps } from '../../domain/teamMember/teamMemberSteps';
import { startWizard } from '../wizard/wizardTestHarness';
import { teamMemberEditorMachine, teamMemberWizardMachine, type TeamMemberWizardContext } from './teamMemberWizardMachine';
import type { TeamMemberRecord } from '../../domain/teamMember/teamMemberRecord';

const member: Record<string, unknown> = {
  user: { username: 'nquill', user_role_id: 40, password: 'Cadence#2026', confirmPassword: 'Cadence#2026' },
  first_name: 'Nora',
  last_name: 'Quill',
  email: 'nora@example.com',
  npi: '1811229999',
  phone_number: { office_phone: '7735550101' },
};

const record: TeamMemberRecord = {
  id: 42,
  first_name: 'Nora',
  last_name: 'Quill',
  npi: '1811229999',
  email: 'nora@example.com',
  practice_id: 4,
  user: { id: 9, username: 'nquill', user_role_id: 40 },
  phone_number: { office_phone: '7735550101', mobile_phone: null },
  practice_administrators: 1,
  permissions: [
    { id: 4, practice_team_member_permission_id: 400 },
    { id: 7, practice_team_member_permission_id: 700 },
  ],
  notifications: [{ id: 1, practice_team_member_notification_id: 100 }],
};

function start(machine: AnyStateMachine, recordId: string | null, query?: string) {
  return startWizard<TeamMemberWizardContext>(machine, teamMemberSteps, { recordId, ...(query === undefined ? {} : { query }) });
}

function adding() {
  return start(teamMemberWizardMachine, null);
}

describe('teamMemberWizardMachine (adding)', () => {
  it('[team-wizard-steps] has steps Team Member, Permissions and Notifications, only the first open at first', () => {
    const { context } = adding().getSnapshot();
    expect(context.tabs).toEqual([
      { id: 'member', enabled: true },
      { id: 'permissions', enabled: false },
      { id: 'notifications', enabled: false },
    ]);
    expect(context.current).toBe('member');
    expect(context.buttons).toEqual(['cancel', 'next']);
  });

  it('[team-create-call] [team-default-staff-permissions] creates the member with the default staff permissions', () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: member });
    actor.send({ type: 'SUBMIT' });
    const submit = actor.submit();
    expect(submit).toMatchObject({ step: 'member', mode: 'create' });
    expect(submit?.body).toMatchObject({ first_name: 'Nora', user: { username: 'nquill' }, permissions: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16] });
  });

  it('[team-wizard-create-step] creating moves to step 1 (Permissions) and names the member in the address', async () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: member });
    actor.send({ type: 'SUBMIT' });
    await actor.answer('member', record);
    const { context } = actor.getSnapshot();
    expect(context.current).toBe('permissions');
    expect(context.recordId).toBe('42');
    expect(actor.navigate()?.to).toBe('/addTeamMember/42');
    expect(context.data.permissions).toEqual({ granted: [4, 7], otherAdministrators: 1 });
    expect(context.dirty).toBe(false);
  });

  it('[team-npi-required] [team-surgeon-therapist-required] refuses to save a member the role rules reject', () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: { ...member, user: { user_role_id: 50 } } });
    expect(actor.getSnapshot().context.data.member?.npi).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.submit()).toBeNull();
    expect(actor.getSnapshot().context.errors.member).toEqual({ surgeon_id: 'required' });
  });

  it('[team-wizard-permissions-step] [team-permission-grant-call] saving permissions grants the new ones in one call, revokes each removed one, then moves to step 2', async () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: member });
    actor.send({ type: 'SUBMIT' });
    await actor.answer('member', record);
    actor.send({ type: 'CHANGE', step: 'permissions', data: { granted: [7, 5, 6], otherAdministrators: 1 } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.submit()).toMatchObject({ step: 'permissions', mode: 'create', body: { practice_team_member_id: 42, permission_ids: [5, 6] } });
    await actor.answer('permissions', { permissions: [], own_permissions: null });
    expect(actor.submit()).toMatchObject({ step: 'permissions', mode: 'update', id: 400 });
    expect(actor.getSnapshot().context.current).toBe('permissions');
    await actor.answer('permissions', { permissions: [], own_permissions: null });
    expect(actor.getSnapshot().context.current).toBe('notifications');
    expect(actor.getSnapshot().context.buttons).toEqual(['cancel', 'save']);
  });

  it('moves on without a call when nothing changed', async () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: member });
    actor.send({ type: 'SUBMIT' });
    await actor.answer('member', record);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.current).toBe('notifications');
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('[team-wizard-finish] [team-notification-calls] finishing the notifications saves them and returns to /teamManagement', async () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: member });
    actor.send({ type: 'SUBMIT' });
    await actor.answer('member', record);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', step: 'notifications', data: { subscribed: [2, 3], memberId: 42, canAddAnother: true } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.submit()).toMatchObject({ step: 'notifications', mode: 'create', body: { practice_team_member_id: 42, notification_ids: [2, 3] } });
    await actor.answer('notifications', []);
    expect(actor.submit()).toMatchObject({ step: 'notifications', mode: 'update', id: 100 });
    await actor.answer('notifications', []);
    expect(actor.navigate()?.to).toBe('/teamManagement');
  });

  it('[team-add-another] Add Another Team Member saves the notifications and resets the form', async () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: member });
    actor.send({ type: 'SUBMIT' });
    await actor.answer('member', record);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.data.notifications).toMatchObject({ canAddAnother: true });
    actor.send({ type: 'CHANGE', step: 'notifications', data: { subscribed: [1, 5], memberId: 42, canAddAnother: true, addAnother: true } });
    expect(actor.submit()).toMatchObject({ step: 'notifications', mode: 'create', body: { notification_ids: [5] } });
    await actor.answer('notifications', []);
    const { context } = actor.getSnapshot();
    expect(context.recordId).toBeNull();
    expect(context.current).toBe('member');
    expect(context.data.member).toEqual({});
    expect(actor.navigate()?.to).toBe('/addTeamMember/new');
    expect(actor.toast()?.message).toBe('teamMemberSaved');
  });

  it('a failed save stays on the step with what was typed', async () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: member });
    actor.send({ type: 'SUBMIT' });
    await actor.fail('member');
    const { context } = actor.getSnapshot();
    expect(context.current).toBe('member');
    expect(context.saving).toBe(false);
    expect(context.data.member).toEqual(member);
  });

  it('[team-permission-leave-confirm] Cancel returns to the list, with the changes still marked unsaved for the screen to ask', () => {
    const actor = adding();
    actor.send({ type: 'CHANGE', step: 'member', data: member });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true });
    expect(actor.navigate()?.to).toBe('/teamManagement');
  });

  it('/addTeamMember/{id} continues an added member at Permissions', async () => {
    const actor = start(teamMemberWizardMachine, '42');
    expect(actor.getSnapshot().context.loading).toBe(true);
    await actor.load(record);
    expect(actor.getSnapshot().context.current).toBe('permissions');
  });
});

describe('teamMemberEditorMachine (editing)', () => {
  it('[team-edit-self] loads the member, opens every tab, and saves the member with an update that leaves the account out', async () => {
    const actor = start(teamMemberEditorMachine, '42');
    await actor.load(record);
    const loaded = actor.getSnapshot().context;
    expect(loaded.tabs.every((tab) => tab.enabled)).toBe(true);
    expect(loaded.buttons).toEqual(['cancel', 'save']);
    expect(loaded.data.member).toMatchObject({ first_name: 'Nora', user: { username: 'nquill', user_role_id: 40 } });
    actor.send({ type: 'CHANGE', step: 'member', data: { ...loaded.data.member, first_name: 'Nova' } });
    actor.send({ type: 'SUBMIT' });
    const submit = actor.submit();
    expect(submit).toMatchObject({ step: 'member', mode: 'update', id: 42 });
    expect(submit?.body).toMatchObject({ first_name: 'Nova', user: { user_role_id: 40 } });
    expect(submit?.body.user).toEqual({ user_role_id: 40 });
    await actor.answer('member', { ...record, first_name: 'Nova' });
    expect(actor.getSnapshot().context).toMatchObject({ current: 'member', dirty: false });
    expect(actor.toast()?.message).toBe('teamMemberSaved');
  });

  it('?permissions and ?notifications open that tab', async () => {
    const actor = start(teamMemberEditorMachine, '42', 'notifications');
    await actor.load(record);
    expect(actor.getSnapshot().context.current).toBe('notifications');
  });

  it('[permission-administrator-off-confirm] the other administrators of the practice reach the permissions step', async () => {
    const actor = start(teamMemberEditorMachine, '42');
    await actor.load({ ...record, practice_administrators: 2, permissions: [{ id: 1, practice_team_member_permission_id: 10 }] });
    expect(actor.getSnapshot().context.data.permissions).toEqual({ granted: [1], otherAdministrators: 1 });
  });
});
