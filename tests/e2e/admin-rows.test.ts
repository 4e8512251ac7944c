// The administration rows in the browser (document 3, sections 2.3, 2.9, 2.10, 2.15, 4, 5, 6 and
// 8; specs/screens/maintenance, study-groups, e-document-links and admin-config): editable rows
// with Create / Edit / Save, the study group add bar with its warning, the e-document links and
// the configuration list, each refused to the roles the spec leaves out.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { callFromTab, sessionToken } from './harness/callFromTab';
import { columnCells, columnTexts } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';
import { signIn } from './harness/signIn';

const portal = setUpPortal();

async function signedInAt(path: string, username: string): Promise<Page> {
  return portal.signedInPage(username, path);
}

const apiCall = (path: string | RegExp, method: string) => (response: Response) => {
  const pathname = new URL(response.url()).pathname;
  return (typeof path === 'string' ? pathname === `/api/${path}` : path.test(pathname)) && response.request().method() === method;
};

/** `YYYY-MM-DDTHH:mm` in the browser's zone, `days` from now. */
const localInput = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, days);

/** Console errors the page writes, and whether an error toast showed. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  return errors;
}

describe('Maintenance', () => {
  it('[maintenance-list] [maintenance-row-modes] [maintenance-select-all] [maintenance-both-types] [maintenance-indefinitely] [maintenance-duration-digits] [maintenance-default-duration] [maintenance-start-not-past] [maintenance-calls] [maintenance-at-sign-in] creates a notice with its checks, edits and saves it, sees it at sign-in and deletes it', async () => {
    const page = await signedInAt('/admin/maintenance', 'superadmin');
    await page.getByRole('heading', { name: 'Maintenance', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create new Maintenance' }).click();
    const row = page.getByRole('group', { name: 'New row' });
    const duration = row.getByLabel('Duration (minutes)');
    expect(await duration.inputValue()).toBe('10');
    const selectAll = row.getByLabel('Select All');
    const ortho = row.getByLabel('Ortho');
    const cardiac = row.getByLabel('Cardiac');
    await ortho.waitFor();
    expect([await selectAll.isChecked(), await ortho.isChecked(), await cardiac.isChecked()]).toEqual([true, true, true]);
    await selectAll.uncheck();
    expect([await ortho.isChecked(), await cardiac.isChecked()]).toEqual([false, false]);
    await selectAll.check();
    expect([await ortho.isChecked(), await cardiac.isChecked()]).toEqual([true, true]);
    await cardiac.uncheck();
    expect(await selectAll.isChecked()).toBe(false);
    await cardiac.check();
    expect(await selectAll.isChecked()).toBe(true);

    await duration.fill('');
    await duration.pressSequentially('4x5-');
    expect(await duration.inputValue()).toBe('45');
    await row.getByLabel('Indefinitely').check();
    expect(await duration.inputValue()).toBe('0');
    expect(await duration.isDisabled()).toBe(true);
    await row.getByLabel('Indefinitely').uncheck();
    expect(await duration.inputValue()).toBe('10');

    // Each check of the row, shown on the row, with no call made.
    let posted = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/maintenance' && request.method() === 'POST') posted += 1;
    });
    await row.getByLabel('Start Date').fill(await localInput(page, -1));
    await duration.fill('');
    await selectAll.uncheck();
    await row.getByRole('button', { name: 'Create' }).click();
    await row.getByText('Start date cannot be in the past when creating a new maintenance').waitFor();
    await row.getByText('Required').waitFor();
    await row.getByText('Enter a duration in minutes, or tick Indefinitely').waitFor();
    await row.getByText('Choose at least one patient type').waitFor();
    await saveScreenshot(page, 'maintenance-create-checks');
    expect(posted).toBe(0);

    const text = `Portal upgrade ${String(Date.now())}`;
    await row.getByLabel('Start Date').fill(await localInput(page, 2));
    await duration.fill('20');
    await ortho.check();
    await row.getByLabel('Message').fill(text);
    const created = page.waitForResponse(apiCall('maintenance', 'POST'));
    await row.getByRole('button', { name: 'Create' }).click();
    const createdBody = (await (await created).json()) as { data: { id: number; procedure_type_id: number | null; duration_minutes: number } };
    expect(createdBody.data).toMatchObject({ procedure_type_id: 1, duration_minutes: 20 });

    // Create became Edit (read-only); Edit makes it editable with Save; Save returns to Edit.
    const saved = page.getByRole('group', { name: text });
    await saved.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await saved.getByLabel('Message').isEditable()).toBe(false);
    await saved.getByRole('button', { name: 'Edit' }).click();
    expect(await saved.getByLabel('Message').isEditable()).toBe(true);
    await saved.getByLabel('Duration (minutes)').fill('30');
    const updated = page.waitForResponse(apiCall(`maintenance/${String(createdBody.data.id)}`, 'PUT'));
    await saved.getByRole('button', { name: 'Save' }).click();
    expect((await updated).status()).toBe(200);
    await saved.getByRole('button', { name: 'Edit' }).waitFor();
    await expect.poll(() => saved.getByLabel('Duration (minutes)').inputValue()).toBe('30');
    await saveScreenshot(page, 'maintenance-saved');

    // Signed out and in again, the notice shows at sign-in.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, portal.baseUrl, 'superadmin');
    const notice = page.getByRole('alert').filter({ hasText: text });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Upcoming maintenance');
    await saveScreenshot(page, 'maintenance-at-sign-in');

    await page.goto('/admin/maintenance');
    const again = page.getByRole('group', { name: text });
    await again.getByRole('button', { name: 'Delete' }).click();
    const deleted = page.waitForResponse(apiCall(`maintenance/${String(createdBody.data.id)}`, 'DELETE'));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await again.waitFor({ state: 'detached' });
  });

  it('[maintenance-failures-logged] a failed maintenance call is only written to the console', async () => {
    const page = await signedInAt('/admin/maintenance', 'superadmin');
    const errors = consoleErrors(page);
    await page.route('**/api/maintenance', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Maintenance store down"}' }));
    await page.getByRole('button', { name: 'Create new Maintenance' }).click();
    const row = page.getByRole('group', { name: 'New row' });
    await row.getByLabel('Start Date').fill(await localInput(page, 1));
    await row.getByLabel('Message').fill('Never stored');
    const failed = page.waitForResponse(apiCall('maintenance', 'POST'));
    await row.getByRole('button', { name: 'Create' }).click();
    expect((await failed).status()).toBe(500);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect(await page.getByText('Maintenance store down').count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Create' }).isVisible()).toBe(true);
  });

  it('[maintenance-access] other roles see Unauthorized (the server answers 403)', async () => {
    const page = await signedInAt('/admin/maintenance', 'csmanager');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    expect(await sessionToken(page)).not.toBe('');
    expect((await callFromTab(page, 'GET', 'maintenance/list')).status).toBe(403);
  });
});

describe('Study groups', () => {
  it('[study-groups-page] [study-groups-add-warning] [study-groups-delete] adds a group after the warning and the super admin deletes it', async () => {
    const page = await signedInAt('/admin/studygroup', 'superadmin');
    await page.getByRole('heading', { name: 'Study Groups', exact: true }).waitFor();
    await columnCells(page, 'name').first().waitFor();
    const name = `Cohort ${String(Date.now()).slice(-6)}`;
    await page.getByLabel('Study group name').fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add study group' });
    await dialog.getByText('A study group cannot be edited after creation.').waitFor();
    await saveScreenshot(page, 'study-group-warning');
    const added = page.waitForResponse(apiCall('study_group', 'POST'));
    await dialog.getByRole('button', { name: 'Add' }).click();
    expect((await added).status()).toBe(200);
    await page.getByText(`The study group ${name} has been added.`).waitFor();
    await expect.poll(() => columnTexts(page, 'name')).toContain(name);
    expect(await page.getByLabel('Study group name').inputValue()).toBe('');

    const row = page.locator('[role="row"][row-index]').filter({ hasText: name });
    await row.getByRole('button', { name: 'Delete' }).click();
    const deleted = page.waitForResponse(apiCall(/\/api\/study_group\/\d+$/, 'DELETE'));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => columnTexts(page, 'name')).not.toContain(name);
  });

  it('[study-groups-delete] the CS manager adds but has no Delete', async () => {
    const page = await signedInAt('/admin/studygroup', 'csmanager');
    await columnCells(page, 'name').first().waitFor();
    await page.getByLabel('Study group name').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });
});

describe('E-Document Links', () => {
  it('[e-documents-table] [e-documents-edit-save] edits a link, checks its address, saves it, and the patient Document Links dialog offers it', async () => {
    const page = await signedInAt('/admin/eDocumentLinks', 'csmanager');
    const row = page.getByRole('group', { name: 'KOOS Survey' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByLabel('Description').fill('Knee score, print before the visit');
    await row.getByLabel('URL').fill('not a web address');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Enter a web address starting with http:// or https://').waitFor();
    await row.getByLabel('URL').fill('https://forms.cadence.example/koos-2026.pdf');
    const saved = page.waitForResponse(apiCall('general_form/3', 'PUT'));
    await row.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect(response.request().postDataJSON()).toEqual({
      name: 'KOOS Survey',
      description: 'Knee score, print before the visit',
      url: 'https://forms.cadence.example/koos-2026.pdf',
    });
    await row.getByRole('button', { name: 'Edit' }).waitFor();
    await saveScreenshot(page, 'e-document-links');

    await page.goto('/patientProfile/1');
    await page.getByRole('button', { name: 'Document Links' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: 'KOOS Survey' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://forms.cadence.example/koos-2026.pdf');
  });

  it('[e-documents-access] a customer-service senior sees Unauthorized', async () => {
    const page = await signedInAt('/admin/eDocumentLinks', 'cssenior');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  });
});

describe('Admin Configuration', () => {
  it('[config-page] [config-loading] [config-save-whole-list] [config-success] shows Loading configuration..., then saves the whole list', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = await portal.signedInPage('superadmin', '/admin/config', {
      prepare: (page) =>
        page.route('**/api/admin_config', async (route) => {
          if (route.request().method() === 'GET') await held;
          await route.continue();
        }),
    });
    await page.getByText('Loading configuration...').waitFor();
    release();
    const row = page.getByRole('group', { name: 'support_phone' });
    await row.getByLabel('Value').fill('1-800-555-0142');
    const saved = page.waitForResponse(apiCall('admin_config', 'POST'));
    await page.getByRole('button', { name: 'Update Configuration' }).click();
    const response = await saved;
    const sent = response.request().postDataJSON() as Array<{ id: number; key: string; value: string }>;
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.find((entry) => entry.key === 'support_phone')).toMatchObject({ value: '1-800-555-0142' });
    expect(sent.every((entry) => typeof entry.id === 'number' && typeof entry.value === 'string')).toBe(true);
    await page.getByText('Admin configuration updated', { exact: true }).waitFor();
    expect(await row.getByLabel('Value').inputValue()).toBe('1-800-555-0142');
    await saveScreenshot(page, 'admin-config');
  });

  it('[config-errors-console] a failed update is only written to the console', async () => {
    const page = await signedInAt('/admin/config', 'superadmin');
    const errors = consoleErrors(page);
    await page.getByRole('group', { name: 'support_email' }).waitFor();
    await page.route('**/api/admin_config', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Config store down"}' }) : route.continue(),
    );
    const failed = page.waitForResponse(apiCall('admin_config', 'POST'));
    await page.getByRole('button', { name: 'Update Configuration' }).click();
    expect((await failed).status()).toBe(500);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect(await page.getByText('Config store down').count()).toBe(0);
    expect(await page.getByText('Admin configuration updated').count()).toBe(0);
  });

  it('[config-access] the CS manager sees Unauthorized', async () => {
    const page = await signedInAt('/admin/config', 'csmanager');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  });
});
