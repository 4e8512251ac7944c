import { describe, expect, it } from 'vitest';
import { createLinkShown } from './createLinkShown';

const link = {
  label: 'Add New Template',
  to: '/treatmentPlanTemplate/new',
  access: { permissions: ['addPlan'] },
  hiddenForPracticeTypes: [1],
};
const session = (permissions: string[], practiceType?: number) => ({
  can: (rule: { permissions?: readonly string[] }) =>
    (rule.permissions ?? []).every((name) => permissions.includes(name)),
  practice:
    practiceType === undefined
      ? undefined
      : { id: 1, name: 'P', template_url: null, practice_type_id: practiceType },
});

describe('createLinkShown', () => {
  it('[template-add-new-permission] shows the button to holders of its access outside the hidden practice types', () => {
    expect(createLinkShown(link, session(['addPlan'], 2))).toBe(true);
    expect(createLinkShown(link, session(['addPlan']))).toBe(true);
  });
  it('[template-add-new-permission] hides it without the permission or for practice type 1', () => {
    expect(createLinkShown(link, session([], 2))).toBe(false);
    expect(createLinkShown(link, session(['addPlan'], 1))).toBe(false);
    expect(createLinkShown(link, undefined)).toBe(false);
  });
});
