// The NPI lookup and address autocomplete of the practice form, and acting as a practice's team
// member from the menu's practice switcher, in Chromium against the demo middleware (embedded NPI
// directory and US ZIP address lookup).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';
import { setUpPortal } from './harness/scenario';
import { signIn } from './harness/signIn';

const portal = setUpPortal();

const field = (page: Page, label: string | RegExp) => page.getByLabel(label).and(page.locator('input'));

async function openPracticeForm(): Promise<Page> {
  const page = await portal.signedInPage('csmanager', '/practice/new');
  await page.getByRole('heading', { name: 'Create New Practice' }).waitFor();
  return page;
}

describe('practice form lookups', () => {
  it('[practice-npi-result-filter] [address-autocomplete] creates a practice from an NPI organisation and an autocompleted address', async () => {
    const page = await openPracticeForm();

    await field(page, 'NPI Organization Name').fill('Summit');
    expect(await field(page, /^NPI$/).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Search NPI' }).click();
    const use = page.getByRole('button', { name: 'Use Summit Medical Supply LLC' });
    await use.waitFor();
    await saveScreenshot(page, 'practice-npi-results');
    await use.click();

    await expect.poll(() => field(page, /^Practice Name/).inputValue()).toBe('Summit Medical Supply LLC');
    expect(await field(page, /^NPI$/).inputValue()).toMatch(/^\d{10}$/);
    expect(await field(page, /^City/).inputValue()).toBe('Milwaukee');
    expect(await field(page, /^Office Phone/).inputValue()).toBe('(414) 555-0119');

    // A different address through the autocomplete: line 1, city, state and zip follow the choice.
    await field(page, /^Address/).fill('123 Main');
    const suggestion = page.getByRole('option', { name: '123 Main Street, Springfield, IL 62701' });
    await suggestion.waitFor();
    await saveScreenshot(page, 'practice-address-suggestions');
    await suggestion.click();
    await expect.poll(() => field(page, /^City/).inputValue()).toBe('Springfield');
    expect(await field(page, /^Address/).inputValue()).toBe('123 Main Street');
    expect(await field(page, /^Zip/).inputValue()).toBe('62701');
    expect(await field(page, /^State/).inputValue()).toBe('Illinois');

    await field(page, /^Practice Type/).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/practices');
    await saveScreenshot(page, 'practice-created-from-npi');
  });

  it('[npi-name-search-both] a first name alone asks for both names', async () => {
    const page = await openPracticeForm();
    await field(page, 'NPI First Name').fill('John');
    await page.getByRole('button', { name: 'Search NPI' }).click();
    await page.getByRole('alert').filter({ hasText: 'NPI search requires first and last name' }).waitFor();
  });
});

describe('acting as a practice member', () => {
  it("[practice-spoof] [menu-practice-switcher] a super user acts as a practice's member, sees 'Acting as', then deselects", async () => {
    const page = await portal.newPage();
    await page.goto('/practices');
    await signIn(page, portal.baseUrl, 'csmanager');
    const switcher = page.getByTestId('practice-switcher');
    await switcher.getByLabel('Practice').and(page.locator('input')).fill('Lakeview');
    await page.getByRole('option', { name: 'Lakeview Surgical Center' }).click();

    const actingAs = page.getByTestId('acting-as');
    await expect.poll(() => actingAs.textContent()).toBe('Acting as Daniel Kowalski');
    expect(await page.getByTestId('acting-label').textContent()).toBe('Lakeview Surgical Center');
    await saveScreenshot(page, 'acting-as');

    // Acting survives a reload: the server keeps it on the session's token.
    await page.reload();
    await expect.poll(() => page.getByTestId('acting-as').textContent()).toBe('Acting as Daniel Kowalski');

    await page.getByTestId('practice-switcher').getByRole('button', { name: 'Deselect Practice' }).click();
    await page.getByTestId('acting-as').waitFor({ state: 'detached' });
    expect(await page.getByTestId('acting-label').textContent()).not.toBe('Lakeview Surgical Center');
  });

  it('[practice-spoof] a practice without members says so', async () => {
    const page = await portal.newPage();
    await page.goto('/practices');
    await signIn(page, portal.baseUrl, 'csmanager');
    await page.getByTestId('practice-switcher').waitFor();
    // A new practice has no team member yet; it is created with the signed-in user's own session.
    const created = await callFromTab(page, 'POST', 'practice', {
      name: 'Memberless Practice',
      practice_type_id: 2,
      address: { line_1: '1 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' },
      phone_number: { number: '2175550100' },
    });
    expect(created.status).toBe(200);
    await page.getByTestId('practice-switcher').getByLabel('Practice').and(page.locator('input')).fill('Memberless');
    await page.getByRole('option', { name: 'Memberless Practice' }).click();
    await page.getByText('Practice has no team member to spoof as').waitFor();
  });
});
