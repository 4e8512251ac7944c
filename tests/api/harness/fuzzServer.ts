// The whole fuzzing plan against one test server: every operation anonymously, then every
// operation as the two-factor super admin (the calls that end or switch a session with a token of
// their own, and never archiving or rewriting the fuzzing user itself).
import openapi from '../../../src/generated/openapi.json' with { type: 'json' };
import { runFuzz, type FuzzRunResult } from './runFuzz';
import { fuzzOperations, type FuzzRequest, type OpenApiDocument } from './schemaArbitraries';
import { signInWithCode } from './signIn';
import type { ApiServer } from './startApiServer';

/** Calls that end or change the caller's own session: sent with a token of their own, last. */
const sessionCalls = new Set(['logout', 'refreshToken', 'spoofTeamMember']);
/** Calls that would archive or rewrite the fuzzing super admin when they name their own id. */
const selfCalls = new Set(['updateUser', 'archiveUser']);

/** The merged OpenAPI description the fuzzer draws from. */
export const fuzzDocument = openapi as unknown as OpenApiDocument;

export interface FuzzServerResult {
  operations: number;
  anonymous: FuzzRunResult;
  superAdmin: FuzzRunResult;
  /** The super admin's main token, still valid after the run unless something ended it. */
  superAdminToken: string;
}

/**
 * Fuzzes every operation of the OpenAPI description against `api`, `runsPerOperation` requests per
 * operation and caller.
 *
 * @example
 * const { anonymous, superAdmin } = await fuzzServer(api, { runsPerOperation: 6, seed: 90007 });
 */
export async function fuzzServer(
  api: ApiServer,
  options: { runsPerOperation: number; seed: number },
): Promise<FuzzServerResult> {
  const operations = fuzzOperations(fuzzDocument);
  const base = {
    baseUrl: api.baseUrl,
    openapi: fuzzDocument,
    runsPerOperation: options.runsPerOperation,
    seed: options.seed,
  };
  // Both super admin sessions start first: the anonymous pass calls the sign-in operations often
  // enough to meet their per-address rate limits (429 is a fine answer there, but not for signIn).
  const superAdminToken = await signInWithCode(api, 'superadmin');
  const sessionToken = await signInWithCode(api, 'superadmin');
  const anonymous = await runFuzz({ ...base, operations });

  const [row] = await api.db.query<{ id: number }>("select id from users where username = 'superadmin'");
  const ownId = row?.id;
  // The server reads a numeric path value as a number: '00000000001' and '1.0' name user 1 too.
  const namesSelf = (value: string | undefined) =>
    value !== undefined && /^\d+(\.\d+)?$/.test(value) && Number(value) === ownId;
  const protectSelf = (request: FuzzRequest) =>
    selfCalls.has(request.operationId) && namesSelf(request.pathValues.id);
  const main = await runFuzz({
    ...base,
    operations: operations.filter((operation) => !sessionCalls.has(operation.operationId)),
    token: superAdminToken,
    skip: protectSelf,
  });
  const session = await runFuzz({
    ...base,
    operations: operations.filter((operation) => sessionCalls.has(operation.operationId)),
    token: sessionToken,
  });
  return {
    operations: operations.length,
    anonymous,
    superAdmin: {
      sent: main.sent + session.sent,
      serverErrors: main.serverErrors + session.serverErrors,
      failures: [...main.failures, ...session.failures],
      statuses: addCounts(main.statuses, session.statuses),
    },
    superAdminToken,
  };
}

/** The sum of two status counts. */
export function addCounts(
  first: Record<number, number>,
  second: Record<number, number>,
): Record<number, number> {
  const sum = { ...first };
  for (const [status, count] of Object.entries(second))
    sum[Number(status)] = (sum[Number(status)] ?? 0) + count;
  return sum;
}
