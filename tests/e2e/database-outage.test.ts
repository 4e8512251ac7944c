// Issue 25, findings 3 and 4, as a user sees them: the assistant `pma` monitors a patient on the
// RTM dashboard when the database stops taking connections. The dashboard says 'Reconnecting…',
// closing the room meanwhile answers the catalogue's 'service unavailable, try again' message (not
// 'Server Error'), and once the database is back the dashboard loads its tiles again and follows
// the patient's tablet live, without a page reload.
//
// The worker portals run on PGlite, which cannot refuse connections; this file starts a middleware
// of its own (server/main.ts, as `npm start` runs it) on a PostgreSQL copy of the API tests' demo
// seed, so it needs TEST_DATABASE_URL (set on CI) and is skipped without it, saying why.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresTestCopy } from '../../server/db/openTestDatabase';
import type { PostgresTestDatabase } from '../../server/db/postgresTestDatabase';
import { findSimulatableDevices } from '../../simulator/findSimulatableDevices';
import { demoSeed } from '../api/harness/startApiServer';
import { launchChromium, openPortalPage } from './harness/browser';
import { resultsDir } from './harness/paths';
import { connectPatientApp } from './harness/patientAppSocket';
import { startPortalServer, type PortalServer } from './harness/portalServer';
import { signIn } from './harness/signIn';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs `work` on the server's maintenance database, outside the copy that goes down. */
async function asAdmin(work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!serverUrl)('a database outage seen from the RTM dashboard (skipped without TEST_DATABASE_URL: the portals run on PGlite, which cannot refuse connections)', () => {
  let db: PostgresTestDatabase;
  let server: PortalServer;
  let browser: Browser;
  let dataDir: string;
  const copy = () => new URL(db.connectionString).pathname.slice(1);

  beforeAll(async () => {
    db = await openPostgresTestCopy(serverUrl!, demoSeed(60));
    // The seed is the API tests' (dated at their test start); this server runs on the real clock,
    // by which the seeded password would have expired.
    await db.query("update users set password_changed_at = now() where username = 'pma'");
    dataDir = mkdtempSync(join(tmpdir(), 'cadence-outage-'));
    [server, browser] = await Promise.all([
      startPortalServer({
        dataDir,
        logFile: join(resultsDir, 'database-outage-server.log'),
        env: { DATABASE_URL: db.connectionString, DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '2000' },
      }),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await asAdmin((admin) => admin.query(`alter database ${copy()} with allow_connections true`)).catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('issue 25 findings 3 and 4: [list-form-errors-notifier] the dashboard shows Reconnecting… and the service-unavailable message, then live tiles again without a reload', async () => {
    const { context, page } = await openPortalPage(browser, server.baseUrl);
    const [device] = await findSimulatableDevices(server.baseUrl, 1);
    if (!device) throw new Error('the demo seed has no device the patient app can speak for');
    const app = await connectPatientApp(server.baseUrl, device);
    try {
      await page.goto('/');
      await signIn(page, server.baseUrl, 'pma');
      await page.goto('/admin/rtmDashboard');
      await page.getByRole('button', { name: 'Start Monitoring' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(/^Room /).waitFor();
      const tile = page.getByTestId(`rtm-tile-${String(device.patient_id)}`);
      app.send({ type: 'join_session' });
      await tile.waitFor();
      const liveStatus = page.getByTestId('rtm-live-status');
      expect(await liveStatus.textContent()).toBe('');

      await asAdmin(async (admin) => {
        await admin.query(`alter database ${copy()} with allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [copy()]);
      });
      await expect.poll(() => liveStatus.textContent()).toBe('Reconnecting…');
      await page.getByRole('button', { name: 'Close the monitoring room' }).click();
      await page.getByText('The service is unavailable right now. Please try again in a moment.').waitFor();
      expect(await page.getByText('Server Error').count()).toBe(0);

      // The tiles are read again once the channel is back (a first read the server still refuses
      // for a moment is retried as its Retry-After says).
      const reloaded = page.waitForResponse((response) => /\/api\/remote_monitor_log\/room\/[^/]+\/tiles$/.test(response.url()) && response.status() === 200);
      await asAdmin((admin) => admin.query(`alter database ${copy()} with allow_connections true`));
      await reloaded;
      await expect.poll(() => liveStatus.textContent()).toBe('');
      // The tablet is heard again: pain 9 turns its tile CALL_REQUIRED on the page still open.
      app.send({ type: 'pain', level: 9 });
      await expect.poll(() => tile.getAttribute('data-status')).toBe('CALL_REQUIRED');
    } finally {
      app.send({ type: 'leave' });
      app.close();
      await context.close();
    }
  });
});
