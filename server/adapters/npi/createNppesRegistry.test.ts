// The real NPPES client against a local HTTP server that speaks the registry's protocol.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNppesRegistry } from './createNppesRegistry';
import { startFakeNppesServer, type FakeNppesServer } from './fakeNppesServer';
import { NpiRegistryError } from './NpiRegistryError';

let fake: FakeNppesServer;

beforeAll(async () => {
  fake = await startFakeNppesServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<NpiRegistryError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof NpiRegistryError) return error;
    throw error;
  }
  throw new Error('the search did not fail');
}


describe('createNppesRegistry (real HTTP client)', () => {
  it('[npi-search-params] sends version, limit, skip and the number, and flattens the LOCATION address', async () => {
    const registry = createNppesRegistry({ url: fake.url });
    const answer = await registry.search({ number: '1234567893', limit: 100, skip: 0 });
    const query = fake.requests[0];
    expect(Object.fromEntries(query?.entries() ?? [])).toEqual({ version: '2.1', number: '1234567893', limit: '100', skip: '0' });
    expect(answer.results).toEqual([
      {
        number: '1234567893',
        enumeration_type: 'NPI-1',
        sole_proprietor: true,
        name: 'John Smith, MD',
        first_name: 'John',
        last_name: 'Smith',
        organization_name: null,
        credential: 'MD',
        specialty: 'Orthopaedic Surgery',
        line_1: '410 Main St',
        city: 'Springfield',
        state: 'IL',
        zip_code: '62701',
        phone: '2175550121',
      },
    ]);
  });

  it('[npi-search-params] sends first and last name, or the organisation name', async () => {
    const registry = createNppesRegistry({ url: fake.url });
    await registry.search({ first_name: 'John', last_name: 'Smith', limit: 100, skip: 0 });
    const organisation = await registry.search({ organization_name: 'Capital City', limit: 100, skip: 0 });
    expect(fake.requests[0]?.get('first_name')).toBe('John');
    expect(fake.requests[0]?.get('last_name')).toBe('Smith');
    expect(fake.requests[1]?.get('organization_name')).toBe('Capital City');
    expect(organisation.results[0]).toMatchObject({ enumeration_type: 'NPI-2', name: 'Capital City Orthopedic Associates', phone: '2175550188' });
  });

  it('[cms-unavailable] an error status fails with a message naming the CMS site, ', async () => {
    fake.mode = 'http-503';
    const error = await failure(createNppesRegistry({ url: fake.url }).search({ number: '1234567893', limit: 100, skip: 0 }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('cms.gov');
  });

  it('[curl-error] no answer fails with a cURL error', async () => {
    fake.mode = 'hang';
    const error = await failure(createNppesRegistry({ url: fake.url, timeoutMs: 200 }).search({ number: '1234567893', limit: 100, skip: 0 }));
    expect(error.kind).toBe('transport');
    expect(error.message).toMatch(/^cURL error/);
    const refused = await failure(createNppesRegistry({ url: 'http://127.0.0.1:1/api/?version=2.1' }).search({ number: '1', limit: 1, skip: 0 }));
    expect(refused.message).toMatch(/^cURL error/);
  });

  it('[npi-not-found-passthrough] a query the registry refuses fails with NPI number not found', async () => {
    fake.mode = 'errors';
    const error = await failure(createNppesRegistry({ url: fake.url }).search({ number: '12', limit: 100, skip: 0 }));
    expect(error.message).toBe('NPI number not found');
  });
});
