// Schema-guided fuzzing of every operation of src/generated/openapi.json (issue 9, item 7): requests
// drawn from each operation's own schemas (valid values, boundaries, wrong types, numbers past
// 32 bits, NUL bytes, __proto__/constructor keys, long and unicode strings, malformed bodies) are
// sent over HTTP to a real server, anonymously and as the two-factor super admin. No answer may be
// a 5xx, and every 4xx keeps the documented `{message}` shape. Fixed seed, bounded count; the
// longer run is the fuzz phase of `npm run bench` (tests/bench/fuzzApi.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzDocument, fuzzServer, type FuzzServerResult } from './harness/fuzzServer';
import { fuzzOperations } from './harness/schemaArbitraries';
import { startApiServer, type ApiServer } from './harness/startApiServer';

const seed = 90_007;
const runsPerOperation = 12;

let api: ApiServer;
let result: FuzzServerResult;

beforeAll(async () => {
  api = await startApiServer({ patients: 20 });
  result = await fuzzServer(api, { runsPerOperation, seed });
}, 300_000);
afterAll(async () => {
  await api.close();
});

describe('schema-guided fuzzing of every operation', () => {
  it('covers every operation of the OpenAPI description, anonymously and signed in', () => {
    const operationIds = Object.values(fuzzDocument.paths)
      .flatMap((item) => Object.values(item))
      .map((operation) => (operation as { operationId?: string }).operationId)
      .filter((operationId) => operationId !== undefined);
    expect(
      fuzzOperations(fuzzDocument)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual(operationIds.sort());
    expect(result.anonymous.sent).toBe(operationIds.length * runsPerOperation);
    // Only the calls that would archive or rewrite the fuzzing super admin are left out.
    expect(result.superAdmin.sent).toBeGreaterThan(operationIds.length * runsPerOperation * 0.95);
  });

  it('anonymous hostile requests are answered below 500, every 4xx as {message}', () => {
    expect(result.anonymous.failures).toEqual([]);
  });

  it("the super admin's hostile requests are answered below 500, every 4xx as {message}", () => {
    expect(result.superAdmin.failures).toEqual([]);
  });

  it('the fuzzing session survives: nothing it sent ended it or locked the account', async () => {
    expect((await api.call('getAdminConfig', undefined, result.superAdminToken)).status).toBe(200);
  });
});
