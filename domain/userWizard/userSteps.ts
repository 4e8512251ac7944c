// Kept apart from the machine (no imports), so that the spec generator reads the step ids
// without loading XState (domain/wizard/wizardStepIds.ts).

/** The steps of the user form ([user-form-tabs]). */
export const userSteps = ['user', 'permissions'] as const;
export type UserStep = (typeof userSteps)[number];
