import { featurePlugin } from '../Feature';
import { createTemplateHandlers } from './createTemplateHandlers';
import { createTreatmentPlanHandlers } from './createTreatmentPlanHandlers';

/** Treatment plans and templates (document 2): a patient's plans, end and revert, the team members' templates. */
export const treatmentPlansFeature = featurePlugin('treatmentPlans', (deps) => ({
  ...createTreatmentPlanHandlers(deps.db, deps.clock),
  ...createTemplateHandlers(deps.db),
}));
