// One load measurement with autocannon: a short uncounted warm-up, then the measured run, the
// latency of every 200 answer recorded so p50 and p95 come from the real distribution.
import autocannon from 'autocannon';
import { percentile } from './percentile';

export interface LoadFigures {
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  throughput: number;
  total: number | undefined;
}

/** What to do just before and just after the measured run (a server's CPU time read, say). */
export interface MeasuredRunHooks {
  before?(): Promise<void>;
  after?(): Promise<void>;
}

/**
 * Runs `options` for 2 seconds uncounted, then for `seconds`, and resolves with the figures;
 * `total` is the caller's sanity check of the data set, reported as given; `hooks` run around the
 * measured run only.
 *
 * @example
 * const figures = await measureLoad({ url: `${baseUrl}/api/patient/list`, method: 'POST', connections: 50 }, 10, 1200);
 */
export async function measureLoad(
  options: autocannon.Options,
  seconds: number,
  total: number | undefined,
  hooks: MeasuredRunHooks = {},
): Promise<LoadFigures> {
  await autocannon({ ...options, duration: 2 });
  await hooks.before?.();
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds }, (error: unknown, finished) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
      else resolve(finished);
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  await hooks.after?.();
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    throughput: result.requests.average,
    total,
  };
}
