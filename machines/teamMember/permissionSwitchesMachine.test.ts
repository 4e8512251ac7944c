import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { permissionSwitchesMachine, type PermissionSwitchesInput } from './permissionSwitchesMachine';

const all = ['administrator', 'addStaff', 'editStaff', 'viewStaff', 'addPlan', 'editPlan', 'viewPlan', 'editAllPermission'];

function start(input: Partial<PermissionSwitchesInput> = {}) {
  return createActor(permissionSwitchesMachine, { input: { all, granted: [], otherAdministrators: 0, editable: true, ...input } }).start();
}

describe('permissionSwitchesMachine', () => {
  it('[permission-add-implies] cascades a switch', () => {
    const actor = start();
    actor.send({ type: 'TOGGLE', permission: 'addPlan', on: true });
    expect(actor.getSnapshot().context.granted).toEqual(['addPlan', 'editPlan', 'viewPlan']);
  });

  it('[permission-administrator-all] Administrator on turns everything on', () => {
    const actor = start();
    actor.send({ type: 'TOGGLE', permission: 'administrator', on: true });
    expect(actor.getSnapshot().context.granted).toEqual(all);
  });

  it('[permission-administrator-off-confirm] turning Administrator off asks first; Cancel keeps it', () => {
    const actor = start({ granted: all, otherAdministrators: 1 });
    actor.send({ type: 'TOGGLE', permission: 'administrator', on: false });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    expect(actor.getSnapshot().context.granted).toContain('administrator');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(false);
    expect(actor.getSnapshot().context.granted).toContain('administrator');
    actor.send({ type: 'TOGGLE', permission: 'administrator', on: false });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.granted).toEqual(all.filter((name) => name !== 'administrator'));
  });

  it('[permission-last-administrator] Confirm is refused for the practice’s last administrator', () => {
    const actor = start({ granted: all, otherAdministrators: 0 });
    actor.send({ type: 'TOGGLE', permission: 'administrator', on: false });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.granted).toContain('administrator');
    expect(actor.getSnapshot().context.refusal).toBe('lastAdministrator');
    actor.send({ type: 'TOGGLE', permission: 'viewStaff', on: false });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('[team-permission-fields-disabled] switches nothing when the user may not edit permissions', () => {
    const actor = start({ editable: false, granted: ['viewStaff'] });
    actor.send({ type: 'TOGGLE', permission: 'addStaff', on: true });
    actor.send({ type: 'TOGGLE', permission: 'administrator', on: false });
    expect(actor.getSnapshot().context.granted).toEqual(['viewStaff']);
    expect(actor.getSnapshot().hasTag('confirm')).toBe(false);
  });

  it('RESET starts again from a loaded member', () => {
    const actor = start();
    actor.send({ type: 'RESET', granted: ['viewPlan'], otherAdministrators: 2, editable: true });
    expect(actor.getSnapshot().context).toMatchObject({ granted: ['viewPlan'], otherAdministrators: 2 });
  });
});
