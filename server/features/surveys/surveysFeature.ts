import type { Feature } from '../Feature';
import { createSurveyHandlers } from './createSurveyHandlers';

/** The surveys feature: KOOS, JR. and HOOS, JR. instruments, scheduling, answers and scores. */
export const surveysFeature: Feature = {
  name: 'surveys',
  handlers: (deps) => createSurveyHandlers(deps.db, deps.clock),
};
