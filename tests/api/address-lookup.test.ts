// Address autocomplete over the real HTTP server with the embedded lookup (the demo).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signIn } from './harness/signIn';

let api: ApiServer;
let token: string;

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
  token = await signIn(api, 'surgeon');
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('suggestAddresses and placeDetails (POST google/place_details)', () => {
  it('[address-autocomplete] suggestions for "123 Main" resolve to line_1, city, state and zip_code', async () => {
    const suggestions = await api.call<{ data: { place_id: string; description: string }[] }>('suggestAddresses', { input: '123 Main' }, token);
    expect(suggestions.status).toBe(200);
    const first = suggestions.body.data[0];
    expect(first?.description).toBe('123 Main Street, Springfield, IL 62701');
    const details = await api.call<{ data: unknown }>('placeDetails', { place_id: first?.place_id }, token);
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual({ line_1: '123 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' });
  });

  it('answers 404 for an unknown place and 422 without a place id', async () => {
    expect((await api.call('placeDetails', { place_id: 'nowhere' }, token)).status).toBe(404);
    expect((await api.call('placeDetails', {}, token)).status).toBe(422);
  });

  it('needs a session', async () => {
    expect((await api.call('suggestAddresses', { input: '123 Main' })).status).toBe(401);
  });
});

describe('queryUserRoles (POST user_role/query)', () => {
  it('[practice-type-role-filter] gives every role its user_role_type_id, 4 for the practice roles', async () => {
    const { body } = await api.call<{ data: { id: number; user_role_type_id: number }[] }>('queryUserRoles', {}, token);
    const practiceRoles = body.data.filter((role) => role.user_role_type_id === 4).map((role) => role.id);
    expect(practiceRoles.sort((a, b) => a - b)).toEqual([20, 30, 40, 41, 50]);
    expect(body.data.find((role) => role.id === 1)?.user_role_type_id).toBe(1);
  });
});
