import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../src/generated/access';
import { detailActionState } from './detailActionState';

const archive = {
  access: { superUser: true, permissions: ['addPatient'] },
  disabledWhen: { field: 'status.id', in: [null, 2] },
};
const superUser = (rule: Parameters<typeof isAllowed>[0]) =>
  isAllowed(rule, { signedIn: true, roleId: 8, permissions: ['addPatient'] });
const clinic = (rule: Parameters<typeof isAllowed>[0]) =>
  isAllowed(rule, { signedIn: true, roleId: 50, permissions: ['addPatient'], hasPractice: true });

describe('detailActionState', () => {
  it('[patient-archive-disabled] disables the action for no status or status id 2', () => {
    expect(detailActionState(archive, { status: null }, superUser)).toBe('disabled');
    expect(detailActionState(archive, {}, superUser)).toBe('disabled');
    expect(detailActionState(archive, { status: { id: 2 } }, superUser)).toBe('disabled');
    expect(detailActionState(archive, { status: { id: 3 } }, superUser)).toBe('enabled');
  });

  it('[patient-archive-permission] hides the action from users its access rule refuses', () => {
    expect(detailActionState(archive, { status: { id: 3 } }, clinic)).toBe('hidden');
  });
});
