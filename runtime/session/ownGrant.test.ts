import { describe, expect, it } from 'vitest';
import { ownGrantPermissions } from './ownGrant';

const surgeon = { id: 40, username: 'surgeon', role_id: 40, permissions: ['viewPlan'], practice_team_member: { id: 7 } };

describe('ownGrantPermissions', () => {
  it("[own-grant-updates-map] granting to one's own team member gives the new effective permission map", () => {
    expect(ownGrantPermissions(surgeon, 7, ['viewPlan', 'addPatient'])).toEqual(['addPatient', 'viewPlan']);
  });

  it('[own-grant-updates-map] a grant to someone else changes nothing; a built-in set stays the set', () => {
    expect(ownGrantPermissions(surgeon, 8, ['addPatient'])).toBeUndefined();
    const junior = { id: 10, username: 'csjunior', role_id: 10, practice_team_member: { id: 3 } };
    expect(ownGrantPermissions(junior, 3, ['editPractice'])).toEqual(expect.arrayContaining(['viewPlan', 'viewAllPatient', 'editPatient', 'viewStaff']));
    expect(ownGrantPermissions(junior, 3, ['editPractice'])).not.toContain('editPractice');
  });
});
