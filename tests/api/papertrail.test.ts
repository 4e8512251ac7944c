// The log viewer's call over the real HTTP server: the audit log of a period, newest first, for
// the super admin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { auditPeriod } from '../../server/features/papertrail/auditPeriod';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type Page = components['schemas']['AuditLogPage'];

let api: ApiServer;
const token = cachedSignIn(() => api);

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('log viewer (/papertrail)', () => {
  it('shows this week\'s sign-ins by default and earlier entries under their period', async () => {
    const superadmin = await token('superadmin');
    const now = api.clock.now();
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 1));
    await api.db.query("insert into audit_log (user_id, action, detail, created_at) values (null, 'old.entry', '{}', $1)", [lastYear]);
    const current = await api.call<{ data: Page }>('queryAuditLog', {}, superadmin);
    expect(current.status).toBe(200);
    expect(current.body.data.data.some((entry) => entry.action.startsWith('login') && entry.username === 'superadmin')).toBe(true);
    expect(current.body.data.data.some((entry) => entry.action === 'old.entry')).toBe(false);
    const year = await api.call<{ data: Page }>('queryAuditLog', { search: { period: 'lastYear' } }, superadmin);
    expect(year.body.data.data.map((entry) => entry.action)).toEqual(['old.entry']);
    const week = await api.call<{ data: Page }>('queryAuditLog', { search: { period: 'lastWeek' } }, superadmin);
    expect(week.body.data.total).toBe(0);
  });

  it('names each entry by its catalogue label, never by its raw key, with the user\'s name', async () => {
    const superadmin = await token('superadmin');
    const { body } = await api.call<{ data: Page }>('queryAuditLog', {}, superadmin);
    const signedIn = body.data.data.find((entry) => entry.action === 'login.succeeded' && entry.username === 'superadmin');
    expect(signedIn?.action_label).toBe('Signed in');
    expect(signedIn?.user_name).toMatch(/\(superadmin\)$/);
    expect(body.data.data.every((entry) => entry.action_label !== entry.action)).toBe(true);
  });

  it('refuses everyone but the super admin (403)', async () => {
    for (const who of ['csmanager', 'pmm', 'staff']) {
      expect((await api.call('queryAuditLog', {}, await token(who))).status).toBe(403);
    }
  });

  it('works out the periods in UTC', () => {
    const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday
    expect(auditPeriod('currentWeek', now).from.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(auditPeriod('lastWeek', now)).toEqual({ from: new Date('2026-11-16T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') });
    expect(auditPeriod('lastMonth', now)).toEqual({ from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-11-01T00:00:00Z') });
    expect(auditPeriod('lastYear', now)).toEqual({ from: new Date('2025-01-01T00:00:00Z'), to: new Date('2026-01-01T00:00:00Z') });
  });
});
