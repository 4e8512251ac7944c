// RTM Patient Template Assignment in the browser (document 3, sections 2.12, 4, 5, 8 and 9): the
// RTM configuration manager searches the table, deletes a patient's assignment after confirming,
// assigns the patient again through the 'New Assignment' popup (refusing a Patient ID that is not
// 7 digits), reassigns it with Edit, imports a CSV (a bad file reported line by line, a good one
// run as a server job) and exports the active assignments.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

// The list's grid (AG Grid: rows are `row`, cells `gridcell`; the first row is the heading's).
const table = (page: Page) => page.getByRole('region', { name: 'RTM Patient Template Assignment' });
/** The row of a patient, by its Patient ID. */
const rowOf = (page: Page, patientId: string) => table(page).getByRole('row').filter({ hasText: patientId });

/**
 * Chooses `option` in the Mantine select labelled `label` of the dialog. The options may still be
 * loading when the select opens (a version list follows the chosen template): the select is opened
 * again until the option shows.
 */
async function choose(page: Page, label: string, option: RegExp | string) {
  const select = page.getByRole('dialog').getByLabel(label, { exact: true });
  const wanted = page.getByRole('listbox').getByRole('option', { name: option }).first();
  await expect
    .poll(
      async () => {
        if (!(await wanted.isVisible())) await select.click();
        return wanted.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await wanted.click();
}

/** Opens the Import CSV dialog and chooses `csv` as its file: answers the dialog, showing its preview. */
async function chooseCsv(page: Page, csv: string) {
  // The popup before it may still be closing (its overlay takes the click on a busy machine).
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // The last import's error toast stays until closed, over the button: closed as a user would.
  const closeButtons = page.locator('.mantine-Notification-closeButton');
  for (let tries = 0; tries < 10 && (await closeButtons.count()) > 0; tries += 1) {
    // A toast may be leaving already: its button then detaches under the click.
    await closeButtons.first().click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect.poll(() => closeButtons.count()).toBe(0);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
  await (await chooser).setFiles({ name: 'assignments.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  return dialog;
}

describe('RTM Patient Template Assignment', () => {
  it('[assignment-layout] [assignment-remove-call] [assignment-popup-modes] [assignment-patient-id] [assignment-version-required] [assignment-success-server-message] [assignment-csv-errors] [assignment-csv-headers] [assignment-bulk-job] [assignment-export] issue 27 defect 7: deletes, assigns, imports (format help, a sample, a preview with every bad line, templates by identifier) and exports assignments', async () => {
    const page = await portal.signedInPage('rtmconfig', '/promptAssignment');
    await page.getByRole('heading', { name: 'RTM Patient Template Assignment' }).waitFor();
    await table(page).getByRole('row').nth(1).waitFor();
    const firstRow = table(page).getByRole('row').nth(1);
    const patientId = (await firstRow.getByRole('gridcell').first().textContent()) ?? '';
    expect(patientId).toMatch(/^[0-9]{7}$/);

    // Search narrows the table to the patient (the list's search field asks as the user types).
    await page.getByRole('searchbox', { name: 'Search' }).fill(patientId);
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2);
    await saveScreenshot(page, 'template-assignment-table');

    // Delete, after the confirmation: the server's message.
    await rowOf(page, patientId).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Template assignment of patient ${patientId} removed.`).first().waitFor();
    await page.getByText('This list is empty').waitFor();

    // New Assignment: a Patient ID that is not 7 digits, then no version chosen, then assigned.
    await page.getByRole('button', { name: 'New Assignment' }).click();
    const popup = page.getByRole('dialog');
    await popup.getByRole('textbox', { name: 'Patient ID' }).fill('12345');
    await popup.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Invalid Patient ID').first().waitFor();
    await page.getByText('Please enter a valid Patient ID (7 digits)').first().waitFor();
    await popup.getByRole('textbox', { name: 'Patient ID' }).fill(patientId);
    await popup.getByRole('button', { name: 'Find' }).click();
    // The seeded templates with versions (other files on this portal may add templates without).
    await choose(page, 'Template', /\(RTM-KNEE\)$/);
    await popup.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Template Version Required').first().waitFor();
    await page.getByText('Please select a template version to assign').first().waitFor();
    await choose(page, 'Template Version', /./);
    await saveScreenshot(page, 'template-assignment-popup');
    await popup.getByRole('button', { name: 'Assign' }).click();
    await page.getByText(new RegExp(`assigned to patient ${patientId}\\.$`)).first().waitFor();
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2);
    const assignedTemplate = (await table(page).getByRole('row').nth(1).getByRole('gridcell').nth(2).textContent()) ?? '';

    // Edit (reassign mode): the patient fixed, another template's version.
    await rowOf(page, patientId).getByRole('button', { name: 'Edit' }).click();
    await popup.getByText('Edit Assignment').waitFor();
    expect(await popup.getByRole('textbox', { name: 'Patient ID' }).isDisabled()).toBe(true);
    await choose(page, 'Template', /\(RTM-PAIN\)$/);
    await choose(page, 'Template Version', /./);
    await popup.getByRole('button', { name: 'Save' }).click();
    await page.getByText(new RegExp(`^Patient ${patientId} reassigned to template version `)).first().waitFor();
    await expect.poll(() => table(page).getByRole('row').nth(1).getByRole('gridcell').nth(2).textContent()).not.toBe(assignedTemplate);
    const templateCell = (await table(page).getByRole('row').nth(1).getByRole('gridcell').nth(2).textContent()) ?? '';
    const versionCell = (await table(page).getByRole('row').nth(1).getByRole('gridcell').nth(3).textContent()) ?? '';
    expect(versionCell).not.toBe('');

    // Issue 27 defect 7: the dialog explains the format, offers a sample file, and previews a
    // file before anything is sent. A file without the headers says which are missing.
    let dialog = await chooseCsv(page, 'patient,template\n1,2\n');
    await dialog.getByText('Missing required headers: patient_id, template_id, template_version_id').waitFor();
    await dialog.getByText(/^One line per patient/).waitFor();
    for (const column of ['patient_id', 'template_id', 'template_version_id']) await dialog.getByRole('rowheader', { name: column }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    const sampling = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download sample file' }).click();
    const sample = await sampling;
    expect(sample.suggestedFilename()).toBe('rtm_template_assignments_sample.csv');
    expect(await readFile((await sample.path()) ?? '', 'utf8')).toBe('patient_id,template_id,template_version_id\r\n1000001,RTM-KNEE,RTM-KNEE-V1\r\n');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // A file with bad rows: every bad line with its line number, in the preview; nothing sent.
    dialog = await chooseCsv(page, `patient_id,template_id,template_version_id\n${patientId},1,1\n12,1,1\n\n${patientId},,1\n1234,RTM-KNEE,\n`);
    const problem = dialog.getByRole('alert').filter({ hasText: '3 lines cannot be imported' });
    await problem.waitFor();
    expect(await problem.textContent()).toContain('line 3: Please enter a valid Patient ID (7 digits)');
    expect(await problem.textContent()).toContain("line 5: template_id '' is not an id, identifier or name");
    expect(await problem.textContent()).toContain('line 6: Please enter a valid Patient ID (7 digits)');
    // The good line shows in the preview with its line number.
    await dialog.getByRole('table', { name: 'Preview of assignments.csv' }).getByRole('row').filter({ hasText: patientId }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'assignment-import-preview');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The server refuses records it cannot assign, naming every line: 'Error importing CSV: ...'.
    dialog = await chooseCsv(page, `patient_id,template_id,template_version_id\n0000000,1,1\n${patientId},NO-SUCH-TEMPLATE,1\n`);
    await dialog.getByRole('status').filter({ hasText: '2 rows ready to import' }).waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const refused = page.getByRole('alert').filter({ hasText: /^Error importing CSV: / });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('line 2: Patient ID 0000000 not found.');
    expect(await refused.textContent()).toContain("line 3: No template has the id, identifier or name 'NO-SUCH-TEMPLATE'");

    // [assignment-export] Export CSV: the browser downloads the server's file, whose line for the
    // patient names the template and version just assigned; it imports again as it is.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('rtm_template_assignments.csv');
    const csv = Papa.parse<Record<string, string>>((await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(csv.meta.fields?.slice(0, 3)).toEqual(['patient_id', 'template_id', 'template_version_id']);
    const own = csv.data.find((row) => row.patient_id === patientId);
    expect(own?.template_identifier).toBe('RTM-PAIN');
    expect(templateCell).toContain(`(${own?.template_identifier ?? ''})`);
    const { template_id: templateId, template_version_id: versionId } = own ?? {};
    // A good file naming the template and version by their identifiers (no internal ids): the bulk
    // job runs on the server and its completion is the toast.
    expect(templateId).toBeDefined();
    expect(versionId).toBeDefined();
    dialog = await chooseCsv(page, `patient_id,template_id,template_version_id\n${patientId},${own?.template_identifier ?? ''},${own?.template_version_identifier ?? ''}\n`);
    await dialog.getByRole('status').filter({ hasText: '1 rows ready to import' }).waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Bulk assignment of 1 records started.').first().waitFor();
    await page.getByText('Bulk assignment completed: 1 patients assigned.').first().waitFor();
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2);
  });

  it('[assignment-layout] the Completed Patients tab reads the completed assignments, paged, without Edit and Delete', async () => {
    const page = await portal.signedInPage('rtmconfig', '/promptAssignment');
    await table(page).getByRole('row').nth(1).waitFor();
    expect(await table(page).getByRole('button', { name: 'Edit' }).count()).toBeGreaterThan(0);
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/rtm_templates_version/completed_patients');
    await page.getByRole('tab', { name: 'Completed Patients' }).click();
    const query = new URL((await asked).url()).searchParams;
    expect([query.get('page'), query.get('limit')]).toEqual(['1', '20']);
    await page.getByText(/^(This list is empty|Completed)$/).first().waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Assigned' }).count()).toBe(0);
  });

  it('[assignment-access] is in the Remote Monitoring menu of the RTM configuration manager and refused to a monitoring specialist', async () => {
    const page = await portal.signedInPage('rtmconfig', '/patients');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Remote Monitoring', { exact: true }).click();
    await menu.getByRole('link', { name: 'RTM Patient Template Assignment' }).click();
    await page.getByRole('heading', { name: 'RTM Patient Template Assignment' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/promptAssignment');
    const other = await portal.signedInPage('pms', '/promptAssignment');
    await other.getByText('Unauthorized').first().waitFor();
    expect(await other.getByRole('heading', { name: 'RTM Patient Template Assignment' }).count()).toBe(0);
  });
});
