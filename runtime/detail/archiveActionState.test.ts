import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../src/generated/access';
import { routeTable } from '../../src/generated/screens';
import type { DetailScreenSpec } from '../../src/generated/spec-types';
import { rowActionState } from '../core/rowActionState';

// The profile's Archive action as the spec declares it, judged by the runtime's action state.
const profile = routeTable['/patientProfile/{id}'] as DetailScreenSpec;
const archive = profile.detail.actions!.find((action) => action.label === 'Archive')!;
const superUser = (rule: Parameters<typeof isAllowed>[0]) =>
  isAllowed(rule, { signedIn: true, roleId: 8, permissions: ['addPatient'] });
const clinic = (rule: Parameters<typeof isAllowed>[0]) =>
  isAllowed(rule, { signedIn: true, roleId: 50, permissions: ['addPatient'], hasPractice: true });

describe('the profile Archive action', () => {
  it('[patient-archive-disabled] disables the action for no status or status id 2', () => {
    expect(rowActionState(archive, { status: null }, superUser)).toBe('disabled');
    expect(rowActionState(archive, {}, superUser)).toBe('disabled');
    expect(rowActionState(archive, { status: { id: 2 } }, superUser)).toBe('disabled');
    expect(rowActionState(archive, { status: { id: 3 } }, superUser)).toBe('enabled');
  });

  it('[patient-archive-permission] hides the action from users its access rule refuses', () => {
    expect(rowActionState(archive, { status: { id: 3 } }, clinic)).toBe('hidden');
  });
});
