import { createContext } from 'react';
import type { PortalPushSource } from './portalPushHub';

/** Outside a RealtimeChannel (tests of a screen alone) nothing is ever pushed. */
const silence: PortalPushSource = { subscribe: () => () => undefined };

/** The tab's pushes, provided by RealtimeChannel around the routes. */
export const PortalPushContext = createContext<PortalPushSource>(silence);
