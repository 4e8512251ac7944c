import { describe, expect, it } from 'vitest';
import { isAllowed, type AccessRule } from '../../src/generated/access';
import { rowActionCall } from './rowActionCall';
import { rowActionState } from './rowActionState';
import { rowRoute } from './rowRoute';

const withPermissions = (permissions: string[]) => (rule: AccessRule) =>
  isAllowed(rule, { signedIn: true, roleId: 1, permissions });

describe('rowActionState', () => {
  const archive = {
    access: { permissions: ['editPractice'] },
    disabledWhen: { field: 'status.id', in: [null, 2] },
  };
  it.each([
    { given: 'no editPractice', permissions: [], row: { status: { id: 1 } }, want: 'hidden' },
    { given: 'status 1', permissions: ['editPractice'], row: { status: { id: 1 } }, want: 'enabled' },
    { given: 'status 2', permissions: ['editPractice'], row: { status: { id: 2 } }, want: 'disabled' },
    { given: 'no status (matches null)', permissions: ['editPractice'], row: {}, want: 'disabled' },
  ])('[practice-edit-archive-permission] $given → $want', ({ permissions, row, want }) => {
    expect(rowActionState(archive, row, withPermissions(permissions))).toBe(want);
  });

  it('is disabled for users the disabledWhen.access rule allows, and when a custom action does not apply', () => {
    const action = { disabledWhen: { access: { roles: ['superAdmin'] } } };
    expect(rowActionState(action, {}, withPermissions([]))).toBe('disabled');
    expect(rowActionState({}, {}, withPermissions([]), false)).toBe('disabled');
    expect(rowActionState({}, {}, withPermissions([]))).toBe('enabled');
  });
});

describe('rowActionCall', () => {
  it('[practice-archive-call] fills the operation path from the row and sends no body', () => {
    expect(rowActionCall('archivePractice', { id: 'id' }, { id: 7, name: 'x' })).toEqual({
      operationId: 'archivePractice',
      body: undefined,
      path: { id: 7 },
    });
  });
  it('takes each path parameter from the row field of its name by default, and sends other params in the body', () => {
    expect(rowActionCall('archivePractice', undefined, { id: 3 }).path).toEqual({ id: 3 });
    expect(
      rowActionCall('forgotPassword', { username: 'user.username' }, { user: { username: 'pms' } }),
    ).toEqual({
      operationId: 'forgotPassword',
      body: { username: 'pms' },
      path: {},
    });
  });
});

describe('rowRoute', () => {
  it('fills {field} and dotted fields, URL-encoded, and leaves a missing one as written', () => {
    expect(rowRoute('/practice/{id}', { id: 7 })).toBe('/practice/7');
    expect(rowRoute('/user/{user.name}', { user: { name: 'a b' } })).toBe('/user/a%20b');
    expect(rowRoute('/practice/{id}', {})).toBe('/practice/{id}');
  });
});
