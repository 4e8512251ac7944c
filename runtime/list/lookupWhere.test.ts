// A catalog lookup that keeps only some rows of its operation (`where`), e.g. the practice roles.
import { describe, expect, it } from 'vitest';
import { lookups } from '../../src/generated/catalog';
import { optionSource, rowsToOptions } from '../filters/filterOptions';

const roles = [
  { id: 1, name: 'Super Admin', user_role_type_id: 1 },
  { id: 20, name: 'DME and Staff', user_role_type_id: 4 },
  { id: 40, name: 'Surgeon', user_role_type_id: 4 },
  { id: 99, name: 'Patient', user_role_type_id: 5 },
];

describe('lookup where', () => {
  it('[practice-type-role-filter] the practiceRoles lookup keeps the roles of user_role_type_id 4', () => {
    const source = optionSource({ field: 'role', label: 'Role', widget: 'select', options: { lookup: 'practiceRoles' } }, lookups);
    expect(source).toEqual({ kind: 'operation', operation: 'queryUserRoles', value: 'id', label: 'name', where: { user_role_type_id: 4 } });
    if (source.kind !== 'operation') throw new Error('an operation lookup');
    expect(rowsToOptions(roles, source.value, source.label, source.where)).toEqual([
      { value: '20', label: 'DME and Staff' },
      { value: '40', label: 'Surgeon' },
    ]);
    expect(rowsToOptions(roles, 'id', 'name')).toHaveLength(4);
  });
});
