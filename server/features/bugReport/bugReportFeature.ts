import { featurePlugin } from '../Feature';
import { createBugReportHandlers } from './createBugReportHandlers';

/** The bugReport feature: bug reports to the feedback service. */
export const bugReportFeature = featurePlugin('bugReport', (deps) => ({
  ...createBugReportHandlers(deps.feedback, deps.clock, deps.files),
}));
