import { featurePlugin } from '../Feature';
import { createSessionChartHandlers } from './createSessionChartHandlers';
import { createSessionHandlers } from './createSessionHandlers';

/** The sessions feature: session history, recovery report and session chart data. */
export const sessionsFeature = featurePlugin('sessions', (deps) => ({
  ...createSessionHandlers(deps.db, deps.clock),
  ...createSessionChartHandlers(deps.db),
}));
