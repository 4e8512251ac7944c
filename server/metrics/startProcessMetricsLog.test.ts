import { afterEach, describe, expect, it, vi } from 'vitest';
import { startProcessMetricsLog, type ProcessMetrics } from './startProcessMetricsLog';

describe('startProcessMetricsLog', () => {
  afterEach(() => vi.useRealTimers());

  it('reports memory and a blocked event loop at each interval, and stops when asked', async () => {
    const readings: ProcessMetrics[] = [];
    const stop = startProcessMetricsLog(0.2, (metrics) => readings.push(metrics));
    // Blocks the loop for 120 ms once the monitor runs: the delay of that interval must show it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const until = Date.now() + 120;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 450));
    stop();
    const count = readings.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(count).toBeGreaterThanOrEqual(1);
    expect(readings).toHaveLength(count);
    expect(readings[0]!.rssMiB).toBeGreaterThan(10);
    expect(Math.max(...readings.map((reading) => reading.eventLoopDelayMs.max))).toBeGreaterThanOrEqual(100);
  });
});
