import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const DashboardNow = createContext<number>(0);

/**
 * One ticking clock for the whole dashboard (the room timer and every tile's time in session),
 * so that 500 tiles share one interval; only the clocks that read it render each second.
 */
export function DashboardClock({ now = Date.now, children }: { now?: () => number; children: ReactNode }) {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return <DashboardNow.Provider value={time}>{children}</DashboardNow.Provider>;
}

/** The dashboard clock's time (ms since the epoch), updated every second. */
export function useDashboardNow(): number {
  return useContext(DashboardNow);
}
