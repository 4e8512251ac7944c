import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** One reading of the process: memory and how late the event loop ran since the last reading. */
export interface ProcessMetrics {
  rssMiB: number;
  heapUsedMiB: number;
  /** Event-loop delay over the interval (ms): how long a ready callback waited for the loop. */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** Share of the interval the event loop was busy (0..1). */
  eventLoopUtilization: number;
}

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const msOf = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

/**
 * Reports the process's memory and event-loop delay every `everySeconds` (`METRICS_LOG_EVERY_S`):
 * an operator's view of a process that grows or stalls, and what `npm run bench -- --soak` reads
 * at its first and last minute. Returns the stop function.
 *
 * @example
 * const stop = startProcessMetricsLog(60, (metrics) => app.log.info({ metrics }, 'process metrics'));
 */
export function startProcessMetricsLog(everySeconds: number, report: (metrics: ProcessMetrics) => void): () => void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let lastUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    const utilization = performance.eventLoopUtilization(lastUtilization);
    lastUtilization = performance.eventLoopUtilization();
    report({
      rssMiB: mib(memory.rss),
      heapUsedMiB: mib(memory.heapUsed),
      eventLoopDelayMs: { p50: msOf(delay.percentile(50)), p99: msOf(delay.percentile(99)), max: msOf(delay.max) },
      eventLoopUtilization: Math.round(utilization.utilization * 1000) / 1000,
    });
    delay.reset();
  }, everySeconds * 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}
