import { featurePlugin } from '../Feature';
import { createPapertrailHandlers } from './createPapertrailHandlers';

/** The papertrail feature: the audit log viewer. */
export const papertrailFeature = featurePlugin('papertrail', (deps) => ({
  ...createPapertrailHandlers(deps.db, deps.clock, deps.auditWrites),
}));
