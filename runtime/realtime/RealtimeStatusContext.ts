import { createContext } from 'react';
import type { RealtimeStatusSource } from './realtimeStatusHub';

/** Outside a RealtimeChannel (tests of a screen alone) the channel is live and never resyncs. */
const alwaysLive: RealtimeStatusSource = {
  status: () => 'live',
  subscribe: () => () => undefined,
  onResync: () => () => undefined,
};

/** The tab's real-time status and resyncs, provided by RealtimeChannel around the routes. */
export const RealtimeStatusContext = createContext<RealtimeStatusSource>(alwaysLive);
