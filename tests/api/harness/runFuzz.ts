// One fuzzing pass: requests drawn from each operation's schemas (schemaArbitraries), sent one at a
// time in document order, and the answers judged (fuzzRequests). Used by tests/api/fuzz.test.ts
// with a small count and by the fuzz phase of `npm run bench` with a large one.
import fc from 'fast-check';
import { answerProblem, describeFuzzFailure, sendFuzzRequest } from './fuzzRequests';
import {
  schemaArbitraries,
  type FuzzOperation,
  type FuzzRequest,
  type OpenApiDocument,
} from './schemaArbitraries';

export interface FuzzRunOptions {
  baseUrl: string;
  openapi: OpenApiDocument;
  operations: readonly FuzzOperation[];
  /** The caller's bearer token; none for anonymous requests. */
  token?: string;
  runsPerOperation: number;
  /** The fast-check seed of the first operation (the next ones use seed + 1, + 2, ...). */
  seed: number;
  /** Requests not to send (e.g. ones that would archive the fuzzing user). */
  skip?: (request: FuzzRequest) => boolean;
}

export interface FuzzRunResult {
  sent: number;
  /** Answers of 500 and above (and dropped connections). */
  serverErrors: number;
  /** One line per broken answer: a 5xx, or a 4xx outside the documented shape. */
  failures: string[];
  /** How many answers had each status (how many reached a handler: the 2xx). */
  statuses: Record<number, number>;
}

/**
 * Sends `runsPerOperation` fuzz requests per operation and lists the answers that break the
 * contract (no 5xx, every 4xx `{message}`).
 *
 * @example
 * const { sent, failures } = await runFuzz({ baseUrl, openapi, operations, runsPerOperation: 6, seed: 1 });
 */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzRunResult> {
  const arbitraries = schemaArbitraries(options.openapi);
  const result: FuzzRunResult = { sent: 0, serverErrors: 0, failures: [], statuses: {} };
  for (const [index, operation] of options.operations.entries()) {
    const requests = fc.sample(arbitraries.request(operation, options.token), {
      seed: options.seed + index,
      numRuns: options.runsPerOperation,
    });
    for (const request of requests) {
      if (options.skip?.(request)) continue;
      const answer = await sendFuzzRequest(options.baseUrl, request);
      result.sent += 1;
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      if (answer.status === 0 || answer.status >= 500) result.serverErrors += 1;
      const problem = answerProblem(answer);
      if (problem) result.failures.push(describeFuzzFailure(request, answer, problem));
    }
  }
  return result;
}
