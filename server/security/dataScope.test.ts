import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../session/UserProfile';
import { rowScope, scopeSql, throughScopeSql, withinScope } from './dataScope';

function profile(
  roleId: number,
  practice: { id: number; type: number } | null,
  permissions: string[] = [],
): UserProfile {
  return {
    user: {
      id: 5,
      username: 'u',
      email: null,
      first_name: 'A',
      last_name: 'B',
      role_id: roleId,
      role_name: 'R',
      consented: true,
      password_changed_at: new Date(),
    },
    teamMember: practice
      ? { id: 33, first_name: 'A', last_name: 'B', npi: null, practice_id: practice.id, role_type: roleId }
      : null,
    practice: practice
      ? { id: practice.id, name: 'P', template_url: null, practice_type_id: practice.type }
      : null,
    permissions,
    isSuperUser: false,
  };
}

describe('rowScope (dataScope of specs/access.yaml)', () => {
  it('[data-scope-super-users] gives a super user every practice, team member and patient', () => {
    const csManager = profile(8, null);
    expect(
      ['patients', 'practices', 'teamMembers'].map((resource) => rowScope(csManager, resource as 'patients')),
    ).toEqual(['all', 'all', 'all']);
  });

  it('[data-scope-others] keeps a practice user to their own practice', () => {
    const staff = profile(50, { id: 7, type: 3 });
    expect(rowScope(staff, 'practices')).toEqual({ id: 7 });
    expect(rowScope(staff, 'teamMembers')).toEqual({ practice_id: 7 });
    expect(rowScope(staff, 'patients')).toEqual({ practice_id: 7 });
  });

  it('[data-scope-others] gives nothing to a user who is neither a super user nor of a practice', () => {
    expect(rowScope(profile(3, null), 'practices')).toBe('none');
    expect(rowScope(null, 'devices')).toBe('none');
  });

  it('[user-hidden-roles] hides Super Admin and Service Account users from everyone but the super admin', () => {
    expect(rowScope(profile(1, null), 'users')).toEqual({ role_id: { notIn: [99] } });
    expect(rowScope(profile(8, null), 'users')).toEqual({ role_id: { notIn: [99, 1, 13] } });
  });
});

describe('scopeSql and withinScope say the same thing', () => {
  it('writes column conditions as numbered placeholders after the query’s own', () => {
    const params: unknown[] = ['first'];
    expect(scopeSql({ practice_id: 7, surgeon_id: 33 }, 'p', params)).toBe(
      '(p.practice_id = $2 and p.surgeon_id = $3)',
    );
    expect(scopeSql({ role_id: { notIn: [1, 13] } }, 'u', params)).toBe('(not (u.role_id = any($4::int[])))');
    expect(params).toEqual(['first', 7, 33, [1, 13]]);
    expect([scopeSql('all', 'p', []), scopeSql('none', 'p', [])]).toEqual(['true', 'false']);
  });

  it('matches a loaded row against the same conditions', () => {
    expect(withinScope({ practice_id: 7, surgeon_id: 33 }, { practice_id: 7, surgeon_id: 33 })).toBe(true);
    expect(withinScope({ practice_id: 7, surgeon_id: 33 }, { practice_id: 7, surgeon_id: 34 })).toBe(false);
    expect(withinScope({ role_id: { notIn: [1, 13] } }, { role_id: 13 })).toBe(false);
    expect(withinScope({ role_id: { in: [14, 16] } }, { role_id: 14 })).toBe(true);
    expect([withinScope('all', {}), withinScope('none', {})]).toEqual([true, false]);
  });
});

describe('throughScopeSql (a resource seen through another)', () => {
  it('[data-scope-others] sees a plan exactly when its live patient is in scope', () => {
    const params: unknown[] = ['first'];
    const staff = profile(50, { id: 7, type: 3 });
    expect(throughScopeSql(staff, 'treatmentPlans', 'tp', params)).toBe(
      'exists (select 1 from patients s where s.id = tp.patient_id and not s.archived and (s.practice_id = $2))',
    );
    expect(params).toEqual(['first', 7]);
  });

  it('[data-scope-super-users] sees every template of a live team member for a super user', () => {
    const params: unknown[] = [];
    expect(throughScopeSql(profile(8, null), 'treatmentPlanTemplates', 't', params)).toBe(
      'exists (select 1 from practice_team_members s where s.id = t.practice_team_member_id and not s.archived and true)',
    );
  });

  it('[data-scope-others] sees a template assignment exactly when its live patient is in scope', () => {
    const params: unknown[] = [];
    expect(throughScopeSql(profile(50, { id: 7, type: 3 }), 'templateAssignments', 'a', params)).toBe(
      'exists (select 1 from patients s where s.id = a.patient_id and not s.archived and (s.practice_id = $1))',
    );
    expect(params).toEqual([7]);
  });
});
