import { featurePlugin } from '../Feature';
import { maintenanceHandlers } from './maintenanceHandlers';
import { studyGroupHandlers } from './studyGroupHandlers';
import { eDocumentHandlers } from './eDocumentHandlers';
import { adminConfigHandlers } from './adminConfigHandlers';

/** The adminRows feature: maintenance notices, study groups, e-document links and the admin configuration. */
export const adminRowsFeature = featurePlugin('adminRows', (deps) => ({
  ...maintenanceHandlers(deps.db, deps.clock),
  ...studyGroupHandlers(deps.db),
  ...eDocumentHandlers(deps.db),
  ...adminConfigHandlers(deps.db),
}));
