import { describe, expect, it } from 'vitest';
import { monitoringSpecialistProblems } from './monitoringSpecialistProblems';

describe('monitoringSpecialistProblems', () => {
  it('[user-role-14-required] names every missing or blank role-14 field', () => {
    expect(monitoringSpecialistProblems({ user_role_id: 14, first_name: ' ', last_name: 'Kim' })).toEqual({
      user_monitor_type: ['Monitor Type is required.'],
      first_name: ['First name is required.'],
      credentials: ['Credentials is required.'],
    });
    expect(monitoringSpecialistProblems({ user_role_id: 14, user_monitor_type: 2, first_name: 'Zoe', last_name: 'Kim', credentials: 'RN' })).toEqual({});
  });

  it('[user-monitor-type-values] accepts Monitor Type RTM 1 and RPM 2 only', () => {
    const base = { user_role_id: 14, first_name: 'Zoe', last_name: 'Kim', credentials: 'RN' };
    expect(monitoringSpecialistProblems({ ...base, user_monitor_type: 1 })).toEqual({});
    expect(monitoringSpecialistProblems({ ...base, user_monitor_type: 3 })).toEqual({ user_monitor_type: ['Monitor Type is required.'] });
  });

  it('asks nothing of other roles', () => {
    expect(monitoringSpecialistProblems({ user_role_id: 16 })).toEqual({});
  });
});
