import { featurePlugin } from '../Feature';
import { createReportHandlers } from './createReportHandlers';

/** The reports feature: report runs and downloads, and the admin dashboard statistics and graphs. */
export const reportsFeature = featurePlugin('reports', (deps) => ({
  ...createReportHandlers(deps.db, deps.clock),
}));
