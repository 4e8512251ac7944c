// Kept apart from the machine (no imports), so that the spec generator reads the step ids
// without loading XState (domain/wizard/wizardStepIds.ts).

/** The steps of the patient information wizard ([patient-wizard-tabs]). */
export const patientSteps = ['patient', 'procedure', 'devices'] as const;
export type PatientStep = (typeof patientSteps)[number];
