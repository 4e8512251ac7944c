import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

const to = '/editTeamMember/{user.practice_team_member.id}?permissions';

describe('redirectTarget', () => {
  it('fills each placeholder from the session field it names', () => {
    expect(redirectTarget(to, { user: { practice_team_member: { id: 7 } }, practice: undefined })).toBe('/editTeamMember/7?permissions');
    expect(redirectTarget('/practice/{practice.id}/{practice.name}', { user: undefined, practice: { id: 3, name: 'North & South' } })).toBe(
      '/practice/3/North%20%26%20South',
    );
  });

  it('is undefined when a field is missing or null: a user who is no team member', () => {
    expect(redirectTarget(to, { user: { practice_team_member: null }, practice: undefined })).toBeUndefined();
    expect(redirectTarget(to, { user: { id: 1 }, practice: undefined })).toBeUndefined();
    expect(redirectTarget(to, { user: undefined, practice: undefined })).toBeUndefined();
  });

  it('leaves a route without placeholders as it is', () => {
    expect(redirectTarget('/patients?tab=all', { user: undefined, practice: undefined })).toBe('/patients?tab=all');
  });
});
