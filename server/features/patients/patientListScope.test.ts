import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/Database';
import { scopedRows } from '../../security/scopedRows';
import type { UserProfile } from '../../session/UserProfile';
import { patientListScope as listScopeOf } from './patientListScope';

// The rows a caller's list shows (reading them needs no database).
const noDatabase: Queryable = {
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
};
const patientListScope = (caller: UserProfile, requested: number | undefined) =>
  listScopeOf(scopedRows(noDatabase, caller, 'patients'), requested)?.rows ?? null;

function profile(overrides: {
  roleId: number;
  practiceType?: number;
  permissions?: string[];
  superUser?: boolean;
}): UserProfile {
  const practice =
    overrides.practiceType === undefined
      ? null
      : { id: 7, name: 'P', template_url: null, practice_type_id: overrides.practiceType };
  return {
    user: {
      id: 1,
      username: 'u',
      email: null,
      first_name: 'A',
      last_name: 'B',
      role_id: overrides.roleId,
      role_name: 'R',
      consented: true,
      password_changed_at: new Date(),
    },
    teamMember: practice
      ? { id: 33, first_name: 'A', last_name: 'B', npi: null, practice_id: 7, role_type: overrides.roleId }
      : null,
    practice,
    permissions: overrides.permissions ?? [],
    isSuperUser: overrides.superUser ?? false,
  };
}

describe('patientListScope', () => {
  it('[data-scope-super-users] leaves a super user unrestricted unless they pick a practice', () => {
    expect(patientListScope(profile({ roleId: 1, superUser: true }), undefined)).toEqual('all');
    expect(patientListScope(profile({ roleId: 1, superUser: true }), 4)).toEqual({ practice_id: 4 });
  });

  it('[data-scope-others] limits clinic users to their own practice, whatever they ask for', () => {
    expect(
      patientListScope(profile({ roleId: 50, practiceType: 3, permissions: ['viewAllPatient'] }), 4),
    ).toEqual({ practice_id: 7 });
  });

  it('[data-scope-others] limits a surgeon or therapist without viewAllPatient to their own patients', () => {
    expect(patientListScope(profile({ roleId: 40, practiceType: 3 }), undefined)).toEqual({
      practice_id: 7,
      surgeon_id: 33,
    });
    expect(patientListScope(profile({ roleId: 41, practiceType: 2 }), undefined)).toEqual({
      practice_id: 7,
      physical_therapist_id: 33,
    });
    expect(
      patientListScope(profile({ roleId: 40, practiceType: 3, permissions: ['viewAllPatient'] }), undefined),
    ).toEqual({ practice_id: 7 });
  });

  it('[data-scope-others] limits an equipment supplier to the patients it supplies', () => {
    expect(patientListScope(profile({ roleId: 20, practiceType: 1 }), undefined)).toEqual({ dme_id: 7 });
  });

  it('[data-scope-others] gives a user with neither practice nor super user role nothing', () => {
    expect(patientListScope(profile({ roleId: 3 }), undefined)).toBeNull();
  });
});
