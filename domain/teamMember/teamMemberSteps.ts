// Kept apart from the machines (no imports), so that the spec generator reads the step ids
// without loading XState (domain/wizard/wizardStepIds.ts).

/** The steps of the team member wizard: 0 Team Member, 1 Permissions, 2 Notifications ([team-wizard-steps]). */
export const teamMemberSteps = ['member', 'permissions', 'notifications'] as const;
export type TeamMemberStep = (typeof teamMemberSteps)[number];
