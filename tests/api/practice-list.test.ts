// The practice list: super users only, every practice that is not archived, by name by default,
// with paging, ordering and a name search, over the real HTTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

type Page = components['schemas']['PracticeListPage'];

let api: ApiServer;
const token = cachedSignIn(() => api);
const list = async (username: string, body: unknown = {}): Promise<Page> => {
  const { status, body: answer } = await api.call<{ data: Page }>(
    'listPractices',
    body,
    await token(username),
  );
  expect(status).toBe(200);
  return answer.data;
};
const names = (page: Page) => page.data.map((row) => row.name);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

beforeAll(async () => {
  api = await startApiServer({ patients: 20 });
  // An archived practice, which no list shows.
  await api.db.query(
    `insert into practices (name, practice_type_id, archived) values ('Archived Aardvark Clinic', 3, true)`,
  );
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('practice list', () => {
  it('[practice-list-call] [practice-default-order] lists every practice by name with its type, address and office phone', async () => {
    const page = await list('csmanager', { limit: 20, page: 1 });
    expect(page).toMatchObject({ currentPage: 1, lastPage: 1, total: 5 });
    expect(names(page)).toEqual([
      'Harbor Home Medical',
      'Lakeview Surgical Center',
      'Northside Orthopaedics',
      'Riverside Physical Therapy',
      'Summit Medical Supply',
    ]);
    const northside = page.data.find((row) => row.name === 'Northside Orthopaedics');
    expect(northside).toMatchObject({
      npi: '1457382910',
      practice_type: { id: 3 },
      address: { line_1: '1200 Lakeshore Dr', city: 'Chicago', state: 'IL', zip_code: '60611' },
      office_phone: '3125550142',
    });
    expect(Object.keys(northside ?? {}).sort()).toEqual([
      'address',
      'id',
      'name',
      'npi',
      'office_phone',
      'practice_type',
      'specialty',
    ]);
  });

  it('[default-list-limit] [list-response-paging] pages through the practices without overlap', async () => {
    expect((await list('superadmin')).data).toHaveLength(5);
    const pages = await Promise.all([1, 2, 3].map((page) => list('superadmin', { limit: 2, page })));
    expect(pages.map((page) => [page.currentPage, page.lastPage, page.total])).toEqual([
      [1, 3, 5],
      [2, 3, 5],
      [3, 3, 5],
    ]);
    expect(pages.flatMap(names)).toEqual(names(await list('superadmin')));
    expect((await list('superadmin', { limit: 2, page: 4 })).data).toEqual([]);
  });

  it('[list-sorting] orders by name descending and by other columns on request', async () => {
    const descending = names(await list('csmanager', { order_by: { field: 'name', direction: 'desc' } }));
    expect(descending).toEqual([...descending].sort(byText).reverse());
    const byCity = (await list('csmanager', { order_by: { field: 'address.city', direction: 'asc' } })).data;
    const cities = byCity.map((row) => row.address?.city ?? '');
    expect(cities).toEqual([...cities].sort(byText));
    // Equal cities fall back to the name order.
    expect(byCity.filter((row) => row.address?.city === 'Chicago').map((row) => row.name)).toEqual([
      'Lakeview Surgical Center',
      'Northside Orthopaedics',
    ]);
    const byState = (await list('csmanager', { order_by: { field: 'address.state', direction: 'desc' } }))
      .data;
    expect(byState[0]?.address?.state).toBe('WI');
  });

  it('searches practice names containing the text, case-insensitively', async () => {
    expect(names(await list('csmanager', { search: { name: 'MEDICAL' } }))).toEqual([
      'Harbor Home Medical',
      'Summit Medical Supply',
    ]);
    expect(names(await list('csmanager', { search: { name: 'lake' } }))).toEqual([
      'Lakeview Surgical Center',
    ]);
    const none = await list('csmanager', { search: { name: '100%_' } });
    expect(none).toEqual({ data: [], currentPage: 1, lastPage: 1, total: 0 });
    expect((await list('csmanager', { search: { name: null } })).total).toBe(5);
  });

  it('[practice-list-super-users] refuses everyone who is not a super user, and anyone without a session', async () => {
    for (const username of ['surgeon', 'staff', 'surgicalcenter', 'reportaccess', 'sales']) {
      const { status, body } = await api.call('listPractices', {}, await token(username));
      expect({ username, status, body }).toEqual({
        username,
        status: 403,
        body: { message: 'This action is unauthorized.' },
      });
    }
    for (const username of ['customerservice', 'fieldspecialist', 'pms', 'rtmconfig']) {
      expect((await list(username)).total).toBe(5);
    }
    expect((await api.call('listPractices', {})).status).toBe(401);
  });

  it('answers 422 for an order field that is not a list column', async () => {
    const { status, body } = await api.call(
      'listPractices',
      { order_by: { field: 'template_url' } },
      await token('csmanager'),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: 'Validation failed', error_codes: ['000F0002'] });
  });
});
