// Patient Monitoring Licenses in the browser (document 3, sections 2.11, 5, 6, 7.6 and 9): a card
// per monitoring therapist with the coloured state grid; the monitoring manager adds a licence
// with its document for a state and sees the cell's colour change; a specialist sees the popup
// read-only; other roles see Unauthorized.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

async function signedInAt(path: string, username: string): Promise<Page> {
  const page = await portal.signedInPage(username, path);
  return page;
}

const card = (page: Page, username: string) => page.getByRole('region', { name: `Licences of ${username}` });
const cell = (page: Page, username: string, stateName: string) => card(page, username).getByRole('button', { name: new RegExp(`^${stateName}:`) });
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('Patient Monitoring Licenses', () => {
  it('[licences-layout] [licences-colour-none] [licences-colour-red] [licences-colour-orange] [licences-colour-green] shows a card per therapist with the state grid coloured by expiry', async () => {
    const page = await signedInAt('/admin/monitorTherapistDashboard', 'pmm');
    await card(page, 'pms').waitFor();
    expect(await card(page, 'pms').getByRole('button').count()).toBe(51);
    expect(await cell(page, 'pms', 'Texas').getAttribute('data-colour')).toBe('green');
    expect(await cell(page, 'pms', 'California').getAttribute('data-colour')).toBe('orange');
    expect(await cell(page, 'pms', 'New York').getAttribute('data-colour')).toBe('red');
    expect(await cell(page, 'pms', 'Florida').getAttribute('data-colour')).toBe('red');
    expect(await cell(page, 'pms', 'Alaska').getAttribute('data-colour')).toBe('grey');
    await saveScreenshot(page, 'licences-grid');
    // Every cell colour keeps its state code readable (no serious or critical axe violation).
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`))).toEqual([]);
  });

  it('[licences-popup] [licences-state-preset] [licences-upload-types] [licences-calls] [licences-save-who] lets the monitoring manager add a licence with its document and shows the new colour', async () => {
    const page = await signedInAt('/admin/monitorTherapistDashboard', 'pmm');
    await cell(page, 'pma', 'Colorado').click();
    const popup = page.getByRole('dialog');
    await popup.getByText('Colorado licence — pma').waitFor();
    expect(await popup.getByLabel('State').inputValue()).toBe('CO');
    expect(await popup.locator('input[type=file]').getAttribute('accept')).toBe('application/pdf,image/png,image/jpeg');
    await popup.getByLabel(/^Certification Number/).fill('CO-2026-17');
    // The server's refusal of an expiry before the start shows in the popup (under the expiration
    // date), which stays open.
    await popup.getByLabel(/^Effective Date/).fill(dayIn(10));
    await popup.getByLabel(/^Expiration Date/).fill(dayIn(-10));
    await popup.getByRole('button', { name: 'Save' }).click();
    await popup.getByText('The expiration date must be after the effective date.').first().waitFor();
    expect(await cell(page, 'pma', 'Colorado').getAttribute('data-colour')).toBe('grey');
    // A document that is neither a PDF nor an image is refused in the popup as soon as it is chosen.
    await popup.getByLabel(/^Effective Date/).fill(dayIn(-10));
    await popup.getByLabel(/^Expiration Date/).fill(dayIn(60));
    await popup.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a licence') });
    await popup.getByText('The licence document must be a PDF or an image.').waitFor();
    await popup.getByLabel(/^Effective Date/).fill(dayIn(-10));
    await popup.getByLabel(/^Expiration Date/).fill(dayIn(60));
    await popup.locator('input[type=file]').setInputFiles({ name: 'colorado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await saveScreenshot(page, 'licences-popup');
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/license');
    await popup.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('The licence has been saved.').first().waitFor();
    await expect.poll(() => cell(page, 'pma', 'Colorado').getAttribute('data-colour')).toBe('orange');

    await cell(page, 'pma', 'Colorado').click();
    expect(await page.getByRole('dialog').getByLabel(/^Certification Number/).inputValue()).toBe('CO-2026-17');
    // The document opens in a new tab at its signed address, and that address serves the stored
    // PDF (checked by fetching it: a headless browser may save a PDF rather than show it).
    const opened = page.waitForEvent('popup');
    const fetched = page.context().waitForEvent('request', (request) => /^\/files\/licences\/.+\.pdf$/.test(new URL(request.url()).pathname));
    const address = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get_credential_url');
    await page.getByRole('dialog').getByRole('button', { name: 'View document' }).click();
    expect((await address).status()).toBe(200);
    await opened;
    const served = await page.request.get((await fetched).url());
    expect(served.status()).toBe(200);
    expect((await served.body()).toString()).toBe('%PDF-1.4\n%%EOF\n');

    // Delete returns the cell to grey.
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Delete the licence for Colorado?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The licence has been deleted.').first().waitFor();
    await expect.poll(() => cell(page, 'pma', 'Colorado').getAttribute('data-colour')).toBe('grey');
  });

  it('[licences-view-who] [licences-save-who] shows the popup read-only to a specialist, whom the server refuses too', async () => {
    const page = await signedInAt('/admin/monitorTherapistDashboard', 'pms');
    await cell(page, 'pms', 'Texas').click();
    const popup = page.getByRole('dialog');
    await popup.getByText('Texas licence — pms').waitFor();
    expect(await popup.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await popup.getByLabel(/^Certification Number/).getAttribute('readonly')).not.toBeNull();
    const { status } = await callFromTab(page, 'DELETE', 'license/1');
    expect(status).toBe(403);
  });

  it('[licences-view-who] shows Unauthorized to other roles', async () => {
    const page = await signedInAt('/admin/monitorTherapistDashboard', 'csmanager');
    await page.getByText('Unauthorized').first().waitFor();
  });
});
