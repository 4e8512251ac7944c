// The long fuzz run of `npm run bench` (issue 9, item 7): the arbitraries of the API fuzz test
// (tests/api/harness/schemaArbitraries.ts), enough runs per operation for at least 10,000 requests,
// against a seeded in-process server (PGlite in memory). The goal is 0 answers of 5xx.
import { fuzzOperations } from '../api/harness/schemaArbitraries';
import { addCounts, fuzzDocument, fuzzServer } from '../api/harness/fuzzServer';
import { startApiServer } from '../api/harness/startApiServer';

export interface FuzzFigures {
  sent: number;
  serverErrors: number;
  /** The first broken answers (5xx, or a 4xx outside the documented shape), for the log. */
  failures: string[];
  failureCount: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
}

/**
 * Sends at least `minimumRequests` fuzz requests (anonymously and as the super admin, the same
 * number per operation) and counts the answers of 5xx.
 *
 * @example
 * const { sent, serverErrors } = await fuzzApi(10_000, 20261124);
 */
export async function fuzzApi(minimumRequests: number, seed: number): Promise<FuzzFigures> {
  const operations = fuzzOperations(fuzzDocument).length;
  // Two callers per operation; a few super admin requests are skipped (its own id), hence the margin.
  const runsPerOperation = Math.ceil((minimumRequests * 1.02) / (2 * operations));
  const api = await startApiServer({ patients: 60 });
  try {
    const { anonymous, superAdmin } = await fuzzServer(api, { runsPerOperation, seed });
    const failures = [...anonymous.failures, ...superAdmin.failures];
    return {
      sent: anonymous.sent + superAdmin.sent,
      serverErrors: anonymous.serverErrors + superAdmin.serverErrors,
      failures: failures.slice(0, 20),
      failureCount: failures.length,
      statuses: addCounts(anonymous.statuses, superAdmin.statuses),
    };
  } finally {
    await api.close();
  }
}
