// The API reference (issue 27, "Also"): apiReference serves the merged OpenAPI description of
// specs/api for the portal's /api/docs page, to signed-in callers only, outside demo mode too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signInWithCode } from './harness/signIn';

describe('apiReference outside demo mode', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({ patients: 0, config: { demo: false } });
  }, 180_000);
  afterAll(() => api.close());

  it('issue 27: refuses the description to a caller who is not signed in (401, no paths)', async () => {
    const answer = await api.call('apiReference');
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer.body)).not.toContain('/api_reference');
  });

  it('issue 27: answers a signed-in user the whole OpenAPI description, every operation of specs/api', async () => {
    const token = await signInWithCode(api, 'superadmin');
    const answer = await api.call<{ data: typeof openapi }>('apiReference', undefined, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.openapi).toBe('3.1.0');
    expect(Object.keys(answer.body.data.paths)).toEqual(Object.keys(openapi.paths));
    expect(Object.keys(answer.body.data.paths)).toContain('/api_reference');
  });

  it('issue 27: GET /api/docs is not answered as an unknown API path (it is the portal page)', async () => {
    // Without a built portal the page itself is absent; the address is left to the portal all the same.
    const answer = await api.fetch('/api/docs');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type') ?? '').toContain('application/json');
  });
});
