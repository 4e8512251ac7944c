// Which portal a test file talks to: the one started for its vitest worker (globalSetup starts one
// per worker), so files that run at the same time never share a database.
import { inject } from 'vitest';

/**
 * The base URL of this worker's portal, e.g. `http://127.0.0.1:41234`.
 *
 * @example
 * const html = await (await fetch(`${portalUrl()}/`)).text();
 */
export function portalUrl(): string {
  const urls = inject('portalUrls');
  // VITEST_POOL_ID runs from 1 to maxWorkers and is unique among the workers running at a time.
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[poolId - 1];
  if (!url) {
    // Two workers on one portal would share a database and its kept sign-ins.
    throw new Error(
      `worker ${poolId} has no portal of its own (${urls.length} started): set E2E_WORKERS rather than --maxWorkers`,
    );
  }
  return url;
}
