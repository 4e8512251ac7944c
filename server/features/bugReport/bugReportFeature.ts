import type { Feature } from '../Feature';
import { createBugReportHandlers } from './createBugReportHandlers';

/** The bugReport feature: bug reports to the feedback service. */
export const bugReportFeature: Feature = {
  name: 'bugReport',
  handlers: (deps) => ({
    ...createBugReportHandlers(deps.feedback, deps.clock, deps.files),
  }),
};
