// Who sees the survey panel of the patient profile (document 2, section 6), as the compiled screen
// declares it: the slot's access (the roles) and its `when` (a patient who takes a survey now,
// which the server answers as current_survey_id 1 or 3: tests/api/surveys.test.ts).
import { describe, expect, it } from 'vitest';
import { isAllowed, roleIdByName, roleNames } from '../../src/generated/access';
import { screen } from '../../src/generated/screens/patient-profile';
import { conditionHolds } from '../../runtime/core/condition';

const slot = screen.detail.panels?.find((candidate) => candidate.panel === 'surveys');
const panelRoles = [
  'superAdmin',
  'fieldSpecialist',
  'monitoringSpecialist',
  'monitoringManager',
  'monitoringAssistant',
  'rtmConfigManager',
];

describe('the survey panel slot', () => {
  it('[survey-panel-visibility] is for super admin, field specialist, the monitoring roles and the RTM configuration manager only', () => {
    const access = slot?.access ?? {};
    const seeing = roleNames.filter((role) =>
      isAllowed(access, { signedIn: true, roleId: roleIdByName[role], permissions: [] }),
    );
    expect(seeing.sort()).toEqual([...panelRoles].sort());
  });

  it('[survey-panel-visibility] shows only for a KOOS or HOOS patient whose treatment has started', () => {
    const can = () => true;
    expect(conditionHolds(slot?.when, { current_survey_id: 1 }, can)).toBe(true);
    expect(conditionHolds(slot?.when, { current_survey_id: 3 }, can)).toBe(true);
    expect(conditionHolds(slot?.when, { current_survey_id: null }, can)).toBe(false);
    expect(conditionHolds(slot?.when, {}, can)).toBe(false);
  });
});
