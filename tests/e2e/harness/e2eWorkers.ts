// How many workers (and so portals) the end-to-end run uses: E2E_WORKERS, 3 by default:
// a browser test mostly waits (on pages, servers, animations), so even on two cores a third
// worker shortens the run. Read by the vitest config and by globalSetup, so the two always agree.

/** The number of end-to-end workers: `E2E_WORKERS` when it is a positive whole number, else 3. */
export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.E2E_WORKERS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : 3;
}
