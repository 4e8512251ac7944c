// The patient list (document 1, sections 2 and 3; specs/screens/patients.screen.yaml) against the
// seeded demo data, through the list call the screen makes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { columnCells, columnTexts, isAscending, nextListRequest, type ListRequest } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();
const listCall = 'patient/list';

/** A filter of the list by its label. */
function filter(page: Page, label: string) {
  return page.getByRole('search', { name: 'Filters' }).getByLabel(label, { exact: true });
}

/**
 * Opens /patients signed in as the customer-service manager (who sees every practice), with the
 * list call the screen made first.
 */
async function openPatientList(): Promise<{ page: Page; firstList: ListRequest }> {
  let firstList: Promise<ListRequest> | undefined;
  const page = await portal.signedInPage('csmanager', '/patients', {
    prepare: (page) => {
      firstList = nextListRequest(page, listCall);
    },
  });
  const request = await firstList!;
  await columnCells(page, 'patient_last_name').first().waitFor();
  return { page, firstList: request };
}

describe('patient list', () => {
  it('[default-list-limit] [list-response-paging] shows the first page of patients, ordered by last name', async () => {
    const { page, firstList: request } = await openPatientList();

    await page.getByRole('heading', { name: 'Patients', exact: true }).waitFor();
    await columnCells(page, 'patient_last_name').first().waitFor();
    const lastNames = await columnTexts(page, 'patient_last_name');
    expect(lastNames.length).toBeGreaterThan(0);
    expect(lastNames.length).toBeLessThanOrEqual(20);
    expect(request.limit).toBe(20);
    expect(request.order_by).toEqual({ field: 'patient_last_name', direction: 'asc' });
    expect(isAscending(lastNames), lastNames.join(', ')).toBe(true);
    await saveScreenshot(page, 'patient-list');
  });

  it('the Status filter defaults to Active and only active patients are listed', async () => {
    const { page } = await openPatientList();

    // The filter shows its default once the status lookup has loaded, which may come after the rows.
    await expect.poll(() => filter(page, 'Status').inputValue()).toBe('Active');
    const statuses = await columnTexts(page, 'patient_status');
    expect(new Set(statuses)).toEqual(new Set(['Active']));
  });

  it('[search-debounce] typing a last name lists only the patients with that name', async () => {
    const { page } = await openPatientList();
    const lastNames = await columnTexts(page, 'patient_last_name');
    const wanted = lastNames[lastNames.length - 1]!;

    const filtered = nextListRequest(page, listCall, (body) => body.search?.patient_last_name === wanted);
    await filter(page, 'Last name').fill(wanted);
    const request = await filtered;

    expect(request.page ?? 1).toBe(1);
    await expect
      .poll(async () =>
        (await columnTexts(page, 'patient_last_name')).every((name) =>
          name.toLowerCase().includes(wanted.toLowerCase()),
        ),
      )
      .toBe(true);
    expect((await columnTexts(page, 'patient_last_name')).length).toBeGreaterThan(0);
  });

  it('[empty-list] a search that matches nobody shows This list is empty', async () => {
    const { page } = await openPatientList();

    const filtered = nextListRequest(page, listCall, (body) => body.search?.patient_last_name === 'Qzxqzx');
    await filter(page, 'Last name').fill('Qzxqzx');
    await filtered;

    await page.getByText('This list is empty').waitFor();
    expect(await columnCells(page, 'patient_last_name').count()).toBe(0);
    await saveScreenshot(page, 'patient-list-empty');
  });

  it('[pager-links] page 2 shows the next patients', async () => {
    const { page } = await openPatientList();
    const firstPage = await columnTexts(page, 'patient_identifier');

    const secondPageCall = nextListRequest(page, listCall, (body) => body.page === 2);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await secondPageCall;

    await expect.poll(() => columnTexts(page, 'patient_identifier')).not.toEqual(firstPage);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const secondPage = await columnTexts(page, 'patient_identifier');
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  });

  it('[list-sorting] clicking the First Name header sorts by first name', async () => {
    const { page } = await openPatientList();

    const sorted = nextListRequest(page, listCall, (body) => body.order_by?.field === 'patient_first_name');
    await page.getByRole('columnheader', { name: 'First Name' }).click();
    const request = await sorted;

    expect(request.order_by).toEqual({ field: 'patient_first_name', direction: 'asc' });
    await expect.poll(async () => isAscending(await columnTexts(page, 'patient_first_name'))).toBe(true);
    expect(await page.getByRole('columnheader', { name: 'First Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });
});
