// Self-pay options over the real HTTP server (document 3, sections 3, 5, 6, 7.8 and 8): the
// super admin lists, creates, updates and deletes options; daily prices travel in cents; the
// spec's three validation messages come back as form errors; everyone else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type Option = components['schemas']['SelfPayOption'];
type Page = components['schemas']['SelfPayPage'];
interface Answer<T> {
  status: number;
  body: { data: T; message?: string; form_error?: { name: string; message: string } };
}

let api: ApiServer;
const token = cachedSignIn(() => api);

async function call<T>(operationId: Parameters<ApiServer['call']>[0], body?: unknown, who = 'superadmin', path?: Record<string, number>) {
  return (await api.call(operationId, body, await token(who), path)) as unknown as Answer<T>;
}

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('self-pay options', () => {
  it('[self-pay-fields] [self-pay-table] lists the seeded options by days with formatted prices', async () => {
    const { status, body } = await call<Page>('getSelfPayOptions', { limit: 20, page: 1, order_by: { field: 'days', direction: 'asc' } });
    expect(status).toBe(200);
    expect(body.data.data.map((row) => row.days)).toEqual([30, 60, 90]);
    expect(body.data.data[0]).toMatchObject({
      days: 30,
      daily_price: 1250,
      name: '30 days of therapy',
      formatted_daily_price: '$12.50',
      formatted_total_price: '$375.00',
    });
  });

  it('[self-pay-cents] [self-pay-payload] [self-pay-total] creates with daily_price in cents, days and name', async () => {
    const { status, body } = await call<Option>('createSelfPayOption', { days: 14, daily_price: 1999, name: 'Two weeks' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ days: 14, daily_price: 1999, name: 'Two weeks', formatted_daily_price: '$19.99', formatted_total_price: '$279.86' });
    const [stored] = await api.db.query<{ daily_price: number }>('select daily_price from self_pay_options where id = $1', [body.data.id]);
    expect(stored?.daily_price).toBe(1999);
  });

  it('[self-pay-same-days] refuses a number of days another option has, but not the option itself', async () => {
    const taken = await call<Option>('createSelfPayOption', { days: 30, daily_price: 100, name: 'Again' });
    expect(taken.status).toBe(422);
    expect(taken.body.form_error).toEqual({ name: 'days', message: 'The option with the same number of days already exists' });
    const created = await call<Option>('createSelfPayOption', { days: 21, daily_price: 500, name: 'Three weeks' });
    const own = await call<Option>('updateSelfPayOption', { days: 21, daily_price: 600, name: 'Three weeks' }, 'superadmin', { id: created.body.data.id });
    expect(own.status).toBe(200);
    const other = await call<Option>('updateSelfPayOption', { days: 60, daily_price: 600, name: 'Three weeks' }, 'superadmin', { id: created.body.data.id });
    expect(other.body.form_error?.message).toBe('The option with the same number of days already exists');
  });

  it('[self-pay-days-min] [self-pay-input-bounds] refuses fewer than 1 day', async () => {
    const { status, body } = await call<Option>('createSelfPayOption', { days: 0, daily_price: 100, name: 'None' });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'days', message: 'Number of days cannot be less than 1' });
  });

  it('[self-pay-price-positive] refuses a daily price of 0 or less', async () => {
    for (const price of [0, -5]) {
      const { status, body } = await call<Option>('createSelfPayOption', { days: 45, daily_price: price, name: 'Free' });
      expect(status).toBe(422);
      expect(body.form_error).toEqual({ name: 'daily_price', message: 'Daily price must be greater than 0' });
    }
  });

  it('[self-pay-input-bounds] requires the message', async () => {
    const { status } = await call<Option>('createSelfPayOption', { days: 45, daily_price: 100, name: '' });
    expect(status).toBe(422);
  });

  it('[self-pay-update-success] [self-pay-delete-success] updates and deletes an option', async () => {
    const created = await call<Option>('createSelfPayOption', { days: 7, daily_price: 2500, name: 'One week' });
    const id = created.body.data.id;
    const updated = await call<Option>('updateSelfPayOption', { days: 8, daily_price: 2400, name: 'Eight days' }, 'superadmin', { id });
    expect(updated.body.data).toMatchObject({ id, days: 8, daily_price: 2400, formatted_total_price: '$192.00' });
    const deleted = await call<Option>('deleteSelfPayOption', undefined, 'superadmin', { id });
    expect(deleted.status).toBe(200);
    expect((await call<Option>('deleteSelfPayOption', undefined, 'superadmin', { id })).status).toBe(404);
  });

  it('[self-pay-extension-price] serves the same records as extension prices', async () => {
    const created = await call<Option>('createExtensionPrice', { days: 120, daily_price: 700, name: 'Four months' });
    expect(created.status).toBe(200);
    const listed = await call<Option[]>('listExtensionPrices');
    expect(listed.body.data.map((row) => row.days)).toContain(120);
    const page = await call<Page>('getSelfPayOptions', { limit: 100 });
    expect(page.body.data.data.map((row) => row.days)).toContain(120);
    const id = created.body.data.id;
    expect((await call<Option>('updateExtensionPrice', { days: 121, daily_price: 700, name: 'Four months' }, 'superadmin', { id })).body.data.days).toBe(121);
    expect((await call<Option>('deleteExtensionPrice', undefined, 'superadmin', { id })).status).toBe(200);
  });

  it('[self-pay-modes] is refused (403) to anyone but the super admin', async () => {
    for (const who of ['csmanager', 'pmm', 'staff']) {
      expect((await call('getSelfPayOptions', {}, who)).status).toBe(403);
      expect((await call('createSelfPayOption', { days: 200, daily_price: 100, name: 'x' }, who)).status).toBe(403);
    }
  });
});
