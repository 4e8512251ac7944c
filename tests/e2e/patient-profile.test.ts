// The patient profile (document 1, sections 2, 4 and 6; specs/screens/patient-profile.screen.yaml)
// against the seeded demo data: opening, details, unlock, Document Links, archive, viewing log.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { columnCells } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';
import { signIn } from './harness/signIn';

const portal = setUpPortal();

interface ListRow {
  patient_id: number;
  patient_status: { id: number } | null;
}

/** Signs `username` in on /patients and answers the rows of the first list call. */
async function signInOnPatients(username: string, query = ''): Promise<{ page: Page; rows: ListRow[] }> {
  const page = await portal.newPage();
  await page.goto(`/patients${query}`);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/patient/list') && response.request().method() === 'POST');
  await signIn(page, portal.baseUrl, username);
  const body = (await (await answer).json()) as { data: { data: ListRow[] } };
  await columnCells(page, 'patient_last_name').first().waitFor();
  return { page, rows: body.data.data };
}

/** Opens the profile of patient `id` and waits for its header. */
async function openProfile(page: Page, id: number): Promise<void> {
  const loaded = page.waitForResponse((response) => response.url().endsWith(`/api/patient/alt/${id}`));
  await page.goto(`/patientProfile/${id}`);
  expect((await loaded).status()).toBe(200);
  await page.getByRole('banner', { name: 'Header' }).or(page.locator('header[aria-label="Header"]')).first().waitFor();
}

describe('patient profile', () => {
  it('[profile-header-details] [patient-id-badge] [profile-panels] [profile-30-day-expanded] shows the header, its details and the panels', async () => {
    const { page, rows } = await signInOnPatients('csmanager');
    const id = rows[0]!.patient_id;
    await openProfile(page, id);

    await expect.poll(() => page.getByText(/Patient ID: \d{7}/).count()).toBe(1);
    const details = page.getByRole('button', { name: 'Show details' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    await details.click();
    for (const label of ['Physical Therapist', 'DME', 'Date of Birth', 'Phone', 'Surgeon', 'Patient ID', 'Age', 'E-mail', 'Installation Method']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    expect(await page.locator('[data-field="mobile_phone"]').innerText()).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(await page.locator('[data-field="date_of_birth"]').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    for (const title of ['Procedure Information', 'Current Progress', 'Patient Notes', 'Surveys', 'Active Protocol', 'Charts']) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    expect(await page.getByRole('tab', { name: '30 Day' }).getAttribute('aria-selected')).toBe('true');
    await saveScreenshot(page, 'patient-profile');
  });

  it('[profile-header-actions] opens the Document Links dialog with the patient documents', async () => {
    const { page, rows } = await signInOnPatients('csmanager');
    await openProfile(page, rows[0]!.patient_id);
    await page.getByRole('button', { name: 'Document Links' }).click();
    const dialog = page.getByRole('dialog', { name: 'Document Links' });
    await dialog.waitFor();
    await dialog.getByText(/Patient Caregiver Agreement/).waitFor();
    await dialog.getByText(/Release of Health Information/).waitFor();
    await saveScreenshot(page, 'patient-document-links');
    await dialog.getByRole('link', { name: 'All documents' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    await page.getByRole('heading', { name: 'Documents', exact: true }).waitFor();
  });
});
