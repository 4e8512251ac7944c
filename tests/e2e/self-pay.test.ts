// Self Pay Options and the log viewer in the browser (document 3, sections 2.1, 2.16, 4, 5 and 8):
// the super admin creates, edits and deletes an option in the modal, meeting each validation
// message there; the log viewer filters the audit log by period; other roles see Unauthorized.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { columnTexts } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';
import { signIn } from './harness/signIn';

const portal = setUpPortal();

async function signedInAt(path: string, username: string): Promise<Page> {
  const page = await portal.signedInPage(username, path);
  return page;
}

const rowWith = (page: Page, text: string) => page.locator('[role="row"][row-index]').filter({ hasText: text });

/** A button of the row showing `text` (the Actions column is pinned, a row part of its own). */
async function rowButton(page: Page, text: string, name: string) {
  const row = rowWith(page, text).first();
  await row.waitFor();
  const index = (await row.getAttribute('row-index')) ?? '';
  return page.locator(`[role="row"][row-index="${index}"]`).getByRole('button', { name, exact: true });
}
const modal = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: RegExp) => modal(page).getByLabel(label).first();

describe('Self Pay Options', () => {
  it('[self-pay-table] [self-pay-modal] [self-pay-total] [self-pay-modes] [self-pay-same-days] [self-pay-days-min] [self-pay-price-positive] [self-pay-input-bounds] [self-pay-cents] [self-pay-payload] [self-pay-create-success] [self-pay-update-success] [self-pay-delete-success] creates, edits and deletes an option in the modal', async () => {
    const page = await signedInAt('/admin/selfPayOption', 'superadmin');
    await page.getByRole('heading', { name: 'Self Pay Options' }).waitFor();
    await rowWith(page, '30 days of therapy').waitFor();
    const headers = await page.locator('.ag-header-cell-text').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual(expect.arrayContaining(['Number of Days', 'Daily Price', 'Total', 'Message']));
    expect(await rowWith(page, '30 days of therapy').innerText()).toMatch(/\$12\.50[\s\S]*\$375\.00/);

    await page.getByRole('button', { name: 'Add Self Pay Option' }).click();
    await modal(page).getByText('Create Self Pay Option').waitFor();
    expect(await modal(page).getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    expect(await field(page, /^Total/).isEditable()).toBe(false);
    // Days step by 1 (the arrow keys of the number input).
    await field(page, /^Number of Days/).fill('1');
    await field(page, /^Number of Days/).press('ArrowUp');
    expect(await field(page, /^Number of Days/).inputValue()).toBe('2');

    // Client-side bounds, shown in the modal.
    await field(page, /^Number of Days/).fill('0');
    await field(page, /^Daily Price/).fill('0');
    await field(page, /^Message/).fill('Forty-five days');
    await modal(page).getByRole('button', { name: 'Create' }).click();
    await modal(page).getByText('Number of days cannot be less than 1').first().waitFor();
    await modal(page).getByText('Daily price must be greater than 0').first().waitFor();
    await saveScreenshot(page, 'self-pay-validation');

    // The server's uniqueness check, shown under the field.
    await field(page, /^Number of Days/).fill('30');
    await field(page, /^Daily Price/).fill('5');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/self_pay_option');
    await modal(page).getByRole('button', { name: 'Create' }).click();
    expect((await refused).status()).toBe(422);
    await modal(page).getByText('The option with the same number of days already exists').first().waitFor();

    await field(page, /^Number of Days/).fill('45');
    await field(page, /^Daily Price/).fill('12.5');
    await expect.poll(() => field(page, /^Total/).inputValue()).toBe('$562.50');
    await saveScreenshot(page, 'self-pay-create');
    const created = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/self_pay_option' && request.method() === 'POST');
    await modal(page).getByRole('button', { name: 'Create' }).click();
    expect((await created).postDataJSON()).toEqual({ days: 45, daily_price: 1250, name: 'Forty-five days' });
    await page.getByText('The option Forty-five days has been created successfully.').first().waitFor();
    await rowWith(page, 'Forty-five days').waitFor();
    expect(await columnTexts(page, 'days')).toContain('45');

    await (await rowButton(page, 'Forty-five days', 'Edit')).click();
    await modal(page).getByText('Update Self Pay Option').waitFor();
    expect(await field(page, /^Daily Price/).inputValue()).toBe('$12.5');
    await field(page, /^Daily Price/).fill('11');
    await expect.poll(() => field(page, /^Total/).inputValue()).toBe('$495.00');
    const updated = page.waitForRequest((request) => /\/api\/self_pay_option\/\d+$/.test(new URL(request.url()).pathname) && request.method() === 'PUT');
    await modal(page).getByRole('button', { name: 'Update' }).click();
    expect((await updated).postDataJSON()).toEqual({ days: 45, daily_price: 1100, name: 'Forty-five days' });
    await page.getByText('The option Forty-five days has been updated successfully.').first().waitFor();
    await rowWith(page, '$495.00').waitFor();

    await (await rowButton(page, 'Forty-five days', 'Delete')).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The option has been deleted').first().waitFor();
    await rowWith(page, 'Forty-five days').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'self-pay-list');
  });

  it('[self-pay-modes] shows Unauthorized to a role other than the super admin', async () => {
    const page = await signedInAt('/admin/selfPayOption', 'csmanager');
    await page.getByText('Unauthorized').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add Self Pay Option' }).count()).toBe(0);
  });
});

describe('Log viewer (/papertrail)', () => {
  it('lists this week\'s sign-ins and filters by period', async () => {
    // A sign-in of this test's own, so that it is the newest entry of the log whatever the files
    // before this one on the same portal logged (the log lists the newest first, a page at a time).
    const page = await portal.newPage();
    await page.goto('/');
    await signIn(page, portal.baseUrl, 'superadmin');
    await page.goto('/papertrail');
    await page.getByRole('heading', { name: 'Log Viewer' }).waitFor();
    await rowWith(page, 'superadmin').first().waitFor();
    const next = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/audit_log/query');
    await page.getByLabel('Period').first().click();
    await page.getByRole('option', { name: 'Last Year' }).click();
    expect(((await next).postDataJSON() as { search?: unknown }).search).toEqual({ period: 'lastYear' });
    await page.getByText('This list is empty').waitFor();
    await saveScreenshot(page, 'papertrail');
  });

  it('shows Unauthorized to other roles', async () => {
    const page = await signedInAt('/papertrail', 'pmm');
    await page.getByText('Unauthorized').first().waitFor();
  });
});
