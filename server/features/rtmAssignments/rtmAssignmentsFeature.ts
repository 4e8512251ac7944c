import type { FeaturePlugin } from '../Feature';
import { createBulkAssignJobRunner } from './bulkAssignJobs';
import { createRtmAssignmentHandlers } from './createRtmAssignmentHandlers';

/**
 * The RTM template assignment feature: the assignment list, assign, reassign, remove, export and
 * bulk assignment jobs. Jobs a restart interrupted run again once the server is ready; closing
 * the server waits for running jobs.
 */
export const rtmAssignmentsFeature: FeaturePlugin = (app, { deps, operations }) =>
  new Promise((resolve) => {
    const jobs = createBulkAssignJobRunner(deps.db, deps.clock, deps.changes, (error) => app.log.error(error));
    operations.register(app, 'rtmAssignments', createRtmAssignmentHandlers(deps.db, deps.clock, jobs));
    app.addHook('onReady', () => jobs.resumeInterrupted());
    app.addHook('onClose', () => jobs.idle());
    resolve();
  });
Object.defineProperty(rtmAssignmentsFeature, 'name', { value: 'rtmAssignmentsFeature' });
