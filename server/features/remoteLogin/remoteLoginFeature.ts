// Remote login and logout of a patient app (document 2): the Sync action of the patient header.
import { featurePlugin } from '../Feature';
import { createRemoteLoginHandlers } from './createRemoteLoginHandlers';

export const remoteLoginFeature = featurePlugin('remoteLogin', ({ db, clock, live }) => ({
  ...createRemoteLoginHandlers(db, clock, live),
}));
