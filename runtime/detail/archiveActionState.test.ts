import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../src/generated/access';
import { routeTable } from '../../src/generated/allScreens';
import type { CompiledDetailScreen } from '../../src/generated/compiled-types';
import { actionState } from '../core/actionState';

// The profile's Archive action as the spec declares it, judged by the runtime's action state.
const profile = routeTable['/patientProfile/{id}'] as CompiledDetailScreen;
const archive = profile.detail.actions!.find((action) => action.label === 'Archive')!;
const superUser = (rule: Parameters<typeof isAllowed>[0]) =>
  isAllowed(rule, { signedIn: true, roleId: 8, permissions: ['addPatient'] });
const clinic = (rule: Parameters<typeof isAllowed>[0]) =>
  isAllowed(rule, { signedIn: true, roleId: 50, permissions: ['addPatient'], hasPractice: true });

describe('the profile Archive action', () => {
  it('[patient-archive-disabled] disables the action for no status or status id 2', () => {
    expect(actionState(archive, { status: null }, superUser)).toBe('disabled');
    expect(actionState(archive, {}, superUser)).toBe('disabled');
    expect(actionState(archive, { status: { id: 2 } }, superUser)).toBe('disabled');
    expect(actionState(archive, { status: { id: 3 } }, superUser)).toBe('enabled');
  });

  it('[patient-archive-permission] hides the action from users its access rule refuses', () => {
    expect(actionState(archive, { status: { id: 3 } }, clinic)).toBe('hidden');
  });
});
