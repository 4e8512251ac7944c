import { describe, expect, it } from 'vitest';
import { applyRoleRules, memberStepErrors, roleFieldStates } from './teamRoleRules';

describe('roleFieldStates', () => {
  it('[team-role-20] role 20 disables the DME field and the profile picture', () => {
    expect(roleFieldStates(20)).toMatchObject({ dmeDisabled: true, pictureDisabled: true, surgeonDisabled: false, therapistDisabled: false });
  });
  it('[team-role-40] role 40 disables the surgeon field but keeps the picture', () => {
    expect(roleFieldStates(40)).toMatchObject({ surgeonDisabled: true, pictureDisabled: false, dmeDisabled: false });
  });
  it('[team-role-41] role 41 disables the physical therapist field and the picture', () => {
    expect(roleFieldStates(41)).toMatchObject({ therapistDisabled: true, pictureDisabled: true, surgeonDisabled: false });
  });
  it('[team-role-50] role 50 disables the NPI and the picture and requires a specialist', () => {
    expect(roleFieldStates(50)).toMatchObject({ npiDisabled: true, pictureDisabled: true, specialistRequired: true, npiRequired: false });
  });
});

describe('applyRoleRules', () => {
  it('[team-role-41] drops a picture held for upload, keeps a stored one', () => {
    expect(applyRoleRules({ user: { user_role_id: 41 }, profile_picture_url: 'data:image/png;base64,AA==' })).toEqual({ user: { user_role_id: 41 } });
    expect(applyRoleRules({ user: { user_role_id: 41 }, profile_picture_url: '/files/1.png' })).toEqual({ user: { user_role_id: 41 }, profile_picture_url: '/files/1.png' });
    expect(applyRoleRules({ user: { user_role_id: 40 }, profile_picture_url: 'data:image/png;base64,AA==' })).toEqual({ user: { user_role_id: 40 }, profile_picture_url: 'data:image/png;base64,AA==' });
  });

  it('[team-role-50] choosing role 50 clears the NPI', () => {
    expect(applyRoleRules({ user: { user_role_id: 50 }, npi: '1811223344', first_name: 'Ann' })).toEqual({ user: { user_role_id: 50 }, npi: null, first_name: 'Ann' });
  });
  it('empties the field a role disables', () => {
    expect(applyRoleRules({ user: { user_role_id: 40 }, surgeon_id: 7 }).surgeon_id).toBeNull();
    expect(applyRoleRules({ user: { user_role_id: 20 }, dme_id: 3 }).dme_id).toBeNull();
    expect(applyRoleRules({ user: { user_role_id: 41 }, physical_therapist_id: 9 }).physical_therapist_id).toBeNull();
  });
});

describe('memberStepErrors', () => {
  it('[team-npi-required] the NPI is required unless the role is 50', () => {
    expect(memberStepErrors({ user: { user_role_id: 40 } })).toEqual({ npi: 'required' });
    expect(memberStepErrors({ user: { user_role_id: 40 }, npi: '1811223344' })).toEqual({});
  });
  it('[team-surgeon-therapist-required] a staff member needs a surgeon or therapist', () => {
    expect(memberStepErrors({ user: { user_role_id: 50 } })).toEqual({ surgeon_id: 'required' });
    expect(memberStepErrors({ user: { user_role_id: 50 }, physical_therapist_id: 4 })).toEqual({});
  });
  it('asks for a matching password confirmation', () => {
    expect(memberStepErrors({ user: { user_role_id: 50, password: 'Aa#45678', confirmPassword: 'Aa#4567' }, surgeon_id: 1 })).toEqual({ 'user.confirmPassword': 'passwordsMustMatch' });
  });
});
