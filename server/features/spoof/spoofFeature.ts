import { featurePlugin } from '../Feature';
import { createSpoofHandlers } from './createSpoofHandlers';

/** The spoof feature: a super user acting as a practice's member. */
export const spoofFeature = featurePlugin('spoof', (deps) => ({
  ...createSpoofHandlers(deps.db, deps.config.actingPermissions ?? 'own'),
}));
