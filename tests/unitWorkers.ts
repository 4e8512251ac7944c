// How many workers the unit and API run uses: UNIT_WORKERS, else every CPU (at least one).

import { availableParallelism } from 'node:os';

/** The number of unit-test workers: `UNIT_WORKERS` when it is a positive whole number, else the CPU count. */
export function unitWorkers(env: NodeJS.ProcessEnv = process.env, cpus = availableParallelism()): number {
  const wanted = Number(env.UNIT_WORKERS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : Math.max(cpus, 1);
}
