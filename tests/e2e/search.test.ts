// Asset search (document 1, section 5; specs/screens/search.screen.yaml) against the seeded demo
// data: each option, the 3-character minimum, the disabled first name, the empty states and the
// links from a result to its record.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

async function openSearch(username: string): Promise<Page> {
  const page = await portal.signedInPage(username, '/search');
  await page.getByRole('heading', { name: 'Search', exact: true }).waitFor();
  return page;
}

const form = (page: Page) => page.getByRole('form', { name: 'Search' });
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const results = (page: Page) => page.getByRole('table', { name: 'Search results' });

async function chooseOption(page: Page, label: string): Promise<void> {
  await form(page).getByLabel('Search by', { exact: true }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Presses Search and waits for the search call's answer. */
async function runSearch(page: Page): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === '/api/search');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search');
  await form(page).getByRole('button', { name: 'Search' }).click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  await answer;
  return body;
}

describe('asset search', () => {
  it('[search-min-chars] [search-second-name-disabled] needs 3 characters in each filled field and the last name before the first', async () => {
    const page = await openSearch('csmanager');
    const firstName = field(page, /^First Name/);
    await expect.poll(() => firstName.isDisabled()).toBe(true);
    await field(page, /^Last Name/).fill('Sm');
    await expect.poll(() => firstName.isDisabled()).toBe(false);
    await firstName.fill('J');
    let called = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') called = true;
    });
    await form(page).getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText('Minimum 3 characters.').count()).toBe(2);
    expect(called).toBe(false);
    // Emptying the last name empties and disables the first name again.
    await field(page, /^Last Name/).fill('');
    await expect.poll(() => firstName.isDisabled()).toBe(true);
    expect(await firstName.inputValue()).toBe('');
    await saveScreenshot(page, 'search-min-chars');
  });

  it('[search-call] [search-result-model-types] finds patients by name and opens the patient profile', async () => {
    const page = await openSearch('csmanager');
    await field(page, /^Last Name/).fill('Smi');
    const body = await runSearch(page);
    expect(body).toEqual({ search_model: 'patient_name', search_term: { last_name: 'Smi' }, page: 1, limit: 20 });
    const firstRow = results(page).getByRole('row').nth(1);
    await firstRow.waitFor();
    expect(await results(page).getByRole('columnheader').allTextContents()).toEqual([
      'Patient ID', 'Last Name', 'First Name', 'Email', 'Status', 'Surgeon', 'PortableConnect', 'AccuAngle', 'AccuMotion Thigh', 'AccuMotion Calf', 'Practice',
    ]);
    const lastNames = await results(page).locator('tbody tr td:nth-child(2)').allTextContents();
    expect(lastNames.every((name) => name.toLowerCase().startsWith('smi'))).toBe(true);
    await saveScreenshot(page, 'search-patient-name');
    const link = firstRow.getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/patientProfile\/\d+$/);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    // Back returns to the same results.
    await page.goBack();
    await results(page).getByRole('row').nth(1).waitFor();
    expect(await field(page, /^Last Name/).inputValue()).toBe('Smi');
  });

  it('[search-options] finds a patient by PortableConnect serial and by Patient ID', async () => {
    const page = await openSearch('csmanager');
    await chooseOption(page, 'Patient Portable Connect');
    await field(page, /^Serial Number/).fill('500001');
    const body = await runSearch(page);
    expect(body).toMatchObject({ search_model: 'patient_portable_connect', search_term: '500001' });
    const row = results(page).getByRole('row').nth(1);
    await row.waitFor();
    const identifier = (await row.locator('td').first().textContent()) ?? '';
    expect(identifier).toMatch(/^\d{7}$/);
    expect(await row.locator('td').nth(6).textContent()).toBe('500001');

    await chooseOption(page, 'Patient Identifier');
    await field(page, /^Patient ID/).fill(identifier);
    expect(await runSearch(page)).toMatchObject({ search_model: 'patient_identifier', search_term: identifier });
    await results(page).getByRole('row').nth(1).waitFor();
    expect(await results(page).locator('tbody tr td').first().textContent()).toBe(identifier);
  });

  it('[search-empty-state] [search-patient-not-found] says No results were found, and Patient Not Found for a Patient ID', async () => {
    const page = await openSearch('csmanager');
    await field(page, /^Last Name/).fill('Zzyzx');
    await runSearch(page);
    await page.getByRole('status').filter({ hasText: 'No results were found' }).waitFor();
    await chooseOption(page, 'Patient Identifier');
    await field(page, /^Patient ID/).fill('0000000');
    await runSearch(page);
    await page.getByRole('status').filter({ hasText: 'Patient Not Found' }).waitFor();
    await saveScreenshot(page, 'search-patient-not-found');
  });

  it('finds practices and team members and links each to its record', async () => {
    const page = await openSearch('csmanager');
    await chooseOption(page, 'Practice');
    await field(page, /^Practice Name/).fill('summit');
    expect(await runSearch(page)).toMatchObject({ search_model: 'practice', search_term: 'summit' });
    const practice = results(page).getByRole('link', { name: 'Summit Medical Supply', exact: true });
    await practice.waitFor();
    expect(await practice.getAttribute('href')).toMatch(/^\/practice\/\d+$/);

    await chooseOption(page, 'Practice Team Member');
    await field(page, /^Last Name/).fill('Oka');
    await field(page, /^First Name/).fill('Hel');
    expect(await runSearch(page)).toMatchObject({ search_model: 'practice_team_member', search_term: { last_name: 'Oka', first_name: 'Hel' } });
    const member = results(page).getByRole('link', { name: 'Okafor' });
    await member.waitFor();
    expect(await member.getAttribute('href')).toMatch(/^\/editTeamMember\/\d+$/);
    expect(await results(page).locator('tbody tr td').nth(2).textContent()).toBe('Surgeon');
    await saveScreenshot(page, 'search-team-member');
  });

  it('[search-practice-super-users] does not offer the Practice option to clinic users', async () => {
    const page = await openSearch('staff');
    await form(page).getByLabel('Search by', { exact: true }).click();
    await page.getByRole('option', { name: 'Patient Name', exact: true }).waitFor();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Patient Name', 'Patient Portable Connect', 'Patient Identifier', 'Practice Team Member']);
  });
});
