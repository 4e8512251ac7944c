import type { Feature } from '../Feature';
import { createTemplateHandlers } from './createTemplateHandlers';
import { createTreatmentPlanHandlers } from './createTreatmentPlanHandlers';

/** Treatment plans and templates (document 2): a patient's plans, end and revert, the team members' templates. */
export const treatmentPlansFeature: Feature = {
  name: 'treatmentPlans',
  handlers: (deps) => ({
    ...createTreatmentPlanHandlers(deps.db, deps.clock),
    ...createTemplateHandlers(deps.db),
  }),
};
