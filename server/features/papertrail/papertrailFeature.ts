import type { Feature } from '../Feature';
import { createPapertrailHandlers } from './createPapertrailHandlers';

/** The papertrail feature: the audit log viewer. */
export const papertrailFeature: Feature = {
  name: 'papertrail',
  handlers: (deps) => ({
    ...createPapertrailHandlers(deps.db, deps.clock),
  }),
};
