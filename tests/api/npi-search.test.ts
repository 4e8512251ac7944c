// The NPI search action over the real HTTP server: with the embedded directory (the demo), and
// with the real NPPES client pointed at a local server speaking the registry's protocol, whose
// failures must reach the portal as the error catalogue's messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError as PortalApiError } from '../../runtime/api/ApiError';
import { classifyError } from '../../runtime/errors/classifyError';
import { startFakeNppesServer, type FakeNppesServer } from '../../server/adapters/npi/fakeNppesServer';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signIn } from './harness/signIn';

interface Answer {
  data: { result_count: number; results: { number: string; name: string; enumeration_type: string }[] };
  message?: string;
  error_codes?: string[];
}

let demo: ApiServer;
let registry: ApiServer;
let fake: FakeNppesServer;
let demoToken: string;
let registryToken: string;

beforeAll(async () => {
  fake = await startFakeNppesServer();
  demo = await startApiServer({ patients: 0 });
  registry = await startApiServer({ patients: 0, config: { npiRegistryUrl: fake.url } });
  demoToken = await signIn(demo, 'staff');
  registryToken = await signIn(registry, 'staff');
}, 120_000);
afterAll(async () => {
  await Promise.all([demo.close(), registry.close(), fake.close()]);
});

/** What the portal's error notifier makes of a failed answer. */
const shown = (status: number, body: { message?: string }) =>
  classifyError(new PortalApiError(status, body, body.message ?? ''), { now: 0 });

describe('searchNpi (POST npi/search)', () => {
  it('[npi-search-params] searches by number, by first and last name, or by organisation name (type npi, limit 100, skip 0)', async () => {
    const byName = await demo.call<Answer>('searchNpi', { type: 'npi', params: { limit: 100, skip: 0, first_name: 'John', last_name: 'Smith' } }, demoToken);
    expect(byName.status).toBe(200);
    expect(byName.body.data.results.map((r) => r.name)).toEqual(['John Smith, MD', 'John Smith, DPT']);
    const number = byName.body.data.results[0]?.number ?? '';
    const byNumber = await demo.call<Answer>('searchNpi', { params: { number } }, demoToken);
    expect(byNumber.body.data.results.map((r) => r.number)).toEqual([number]);
    const byOrganisation = await demo.call<Answer>('searchNpi', { params: { organization_name: 'Lakeview' } }, demoToken);
    expect(byOrganisation.body.data.results).toMatchObject([{ name: 'Lakeview Surgical Center', enumeration_type: 'NPI-2' }]);
    const none = await demo.call<Answer>('searchNpi', { params: { number: '1000000000' } }, demoToken);
    expect(none.body.data).toEqual({ result_count: 0, results: [] });
  });

  it('[npi-fields-exclusive] [npi-name-search-both] refuses a search mixing kinds, or a name search with one name', async () => {
    for (const params of [
      { number: '1234567893', organization_name: 'Summit' },
      { number: '1234567893', last_name: 'Smith' },
      { first_name: 'John', last_name: 'Smith', organization_name: 'Summit' },
      { last_name: 'Smith' },
      {},
    ]) {
      const { status } = await demo.call('searchNpi', { params }, demoToken);
      expect(status, JSON.stringify(params)).toBe(422);
    }
  });

  it('[npi-digits-only] refuses an NPI that is not 1 to 10 digits', async () => {
    for (const number of ['12345678901', '12a4', '']) {
      expect((await demo.call('searchNpi', { params: { number } }, demoToken)).status).toBe(422);
    }
  });

  it('[npi-search-params] asks the configured NPPES registry over HTTP', async () => {
    fake.mode = 'ok';
    const { status, body } = await registry.call<Answer>('searchNpi', { params: { number: '1234567893' } }, registryToken);
    expect(status).toBe(200);
    expect(body.data.results).toMatchObject([{ number: '1234567893', name: 'John Smith, MD', enumeration_type: 'NPI-1' }]);
    expect(fake.requests.at(-1)?.get('limit')).toBe('100');
    expect(fake.requests.at(-1)?.get('skip')).toBe('0');
  });

  it('[cms-unavailable] a failing registry answers a message naming the CMS site: CMS server is unavailable', async () => {
    fake.mode = 'http-503';
    const { status, body } = await registry.call<Answer>('searchNpi', { params: { number: '1234567893' } }, registryToken);
    expect(status).toBe(502);
    expect(shown(status, body)).toMatchObject({ kind: 'toast', description: 'CMS server is unavailable. Please try again later.' });
  });

  it('[npi-not-found-passthrough] a number the registry refuses answers NPI number not found', async () => {
    fake.mode = 'errors';
    const { status, body } = await registry.call<Answer>('searchNpi', { params: { number: '12' } }, registryToken);
    expect(status).toBe(404);
    expect(body.message).toBe('NPI number not found');
    expect(shown(status, body)).toMatchObject({ kind: 'toast', description: 'NPI number not found' });
  });

  it('[curl-error] an unreachable registry answers a cURL error: Third-party server failed', async () => {
    const unreachable = await startApiServer({ patients: 0, config: { npiRegistryUrl: 'http://127.0.0.1:1/api/?version=2.1' } });
    try {
      const token = await signIn(unreachable, 'staff');
      const { status, body } = await unreachable.call<Answer>('searchNpi', { params: { number: '1234567893' } }, token);
      expect(status).toBe(502);
      expect(body.message).toMatch(/^cURL error/);
      expect(shown(status, body)).toMatchObject({ kind: 'toast', description: 'Third-party server failed. Please try again.' });
    } finally {
      await unreachable.close();
    }
  }, 60_000);

  it('needs a session', async () => {
    expect((await demo.call('searchNpi', { params: { number: '1234567893' } })).status).toBe(401);
  });
});
