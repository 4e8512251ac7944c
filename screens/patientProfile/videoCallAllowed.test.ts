import { describe, expect, it } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import { videoCallAllowed } from './videoCallAllowed';

describe('videoCallAllowed', () => {
  it('[video-call-ability] shows the call button to surgeons and physical therapists always', () => {
    expect(videoCallAllowed({ role_id: roleIdByName.surgeon })).toBe(true);
    expect(videoCallAllowed({ role_id: roleIdByName.physicalTherapist, practice_team_member: null })).toBe(
      true,
    );
  });

  it('[video-call-ability] shows it to internal roles only with a team-member id', () => {
    for (const role of [
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ] as const) {
      expect(videoCallAllowed({ role_id: roleIdByName[role], practice_team_member: null }), role).toBe(false);
      expect(videoCallAllowed({ role_id: roleIdByName[role], practice_team_member: { id: 4 } }), role).toBe(
        true,
      );
    }
  });

  it('[video-call-ability] hides it from the monitoring assistant, as the server refuses the assistant a room (document 2 section 6)', () => {
    expect(videoCallAllowed({ role_id: roleIdByName.monitoringAssistant, practice_team_member: { id: 4 } })).toBe(false);
  });

  it('[video-call-ability] hides it from everyone else', () => {
    expect(videoCallAllowed({ role_id: roleIdByName.clinicalStaff, practice_team_member: { id: 4 } })).toBe(
      false,
    );
    expect(videoCallAllowed({ role_id: roleIdByName.sales })).toBe(false);
    expect(videoCallAllowed({ role_id: roleIdByName.reportAccess, practice_team_member: { id: 4 } })).toBe(
      false,
    );
    expect(videoCallAllowed(undefined)).toBe(false);
  });
});
