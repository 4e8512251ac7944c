import { featurePlugin } from '../Feature';
import { createSurveyHandlers } from './createSurveyHandlers';

/** The surveys feature: KOOS, JR. and HOOS, JR. instruments, scheduling, answers and scores. */
export const surveysFeature = featurePlugin('surveys', (deps) => createSurveyHandlers(deps.db, deps.clock));
