// The product owner's loop (issue 27): in `npm run dev`, saving a screen spec reaches the open
// page as a hot update of that screen's compiled module, keeping what the page holds; before, every
// spec save reloaded the whole page ("Could not Fast Refresh ("appRoutes" export is
// incompatible)") and lost typed text and scroll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPortalPage } from './harness/browser';
import { editSpecLine, keepSpecFiles, startDevPortal, type DevPortal } from './harness/devPortal';
import { signIn } from './harness/signIn';
import { portalUrl } from './harness/workerPortal';

const spec = 'specs/screens/patients.screen.yaml';

let dev: DevPortal | undefined;
let browser: Browser | undefined;
const kept = keepSpecFiles([spec]);

beforeAll(async () => {
  dev = await startDevPortal(portalUrl());
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  // The spec as it was: the dev server regenerates from it; whatever it has not rewritten yet is
  // put back from what was kept.
  kept.restore();
  // (expect.poll belongs to tests; a hook waits by itself.)
  for (const deadline = Date.now() + 120_000; !kept.unchanged() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 500));
  await dev?.close();
  kept.restore();
  await browser?.close();
}, 300_000);

describe('spec hot update in npm run dev', () => {
  it('a saved screen title shows on the open page without a reload, and the typed search stays (issue 27 defect: every spec save reloaded the page)', async () => {
    if (!dev || !browser) throw new Error('the dev server or Chromium did not start');
    const { page } = await openPortalPage(browser, dev.url);
    // The dev server compiles the portal's modules on first request: a first page takes long.
    page.setDefaultTimeout(240_000);
    await page.goto('/');
    await signIn(page, dev.url, 'csmanager');
    await page.goto('/patients');
    await page.getByRole('heading', { name: 'Patients', exact: true }).waitFor();
    const search = page.getByPlaceholder('Search by last name');
    await search.fill('Sm');
    // A full reload would start a new document and lose this mark.
    await page.evaluate(() => {
      (window as unknown as { specLoopMark?: string }).specLoopMark = 'kept';
    });

    editSpecLine(spec, 'title: Patients', 'title: Patients under review');

    await page.getByRole('heading', { name: 'Patients under review', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { specLoopMark?: string }).specLoopMark)).toBe('kept');
    expect(await search.inputValue()).toBe('Sm');
  }, 600_000);
});
