// The RTM monitoring room (document 2): rooms, live tiles, interactions, the side panel's RTM
// flags, push tokens and fake patients; every tile change is pushed to every dashboard.
import { featurePlugin } from '../Feature';
import { createFakePatientHandlers } from './createFakePatientHandlers';
import { createRoomHandlers } from './createRoomHandlers';
import { createRtmPatientHandlers } from './createRtmPatientHandlers';
import { createTileHandlers } from './createTileHandlers';

export const rtmRoomFeature = featurePlugin('rtmRoom', ({ db, clock, live }) => ({
  ...createRoomHandlers(db, clock),
  ...createTileHandlers(db, clock, live),
  ...createRtmPatientHandlers(db, clock, live),
  ...createFakePatientHandlers(db, clock, live),
}));
