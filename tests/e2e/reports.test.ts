// Reports in the browser (document 3, sections 2.7, 4, 5, 8, 9; issue 14, section 4): the report
// access role lands on /admin/reports, sees the dashboard statistics, chooses a report, builds a
// two-rule filter with react-querybuilder, pages the results, downloads the CSV, meets a
// forced-filter report's message and goes Back to the list. A patient whose last name a
// spreadsheet would read as a formula shows up in the file neutralised.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

describe('Reports', () => {
  it('[landing-reports] [reports-flow] [reports-dashboard-stats] [reports-call] [reports-download-filename] [reports-no-rows] [reports-forced-filter-refresh] [reports-forced-filter-message] [reports-back-resets] [reports-medicare-hours] builds a filter, pages, downloads and goes back', async ({ onTestFinished }) => {
    const page = await portal.signedInPage('reportaccess', '/admin/reports');
    await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();
    // The dashboard statistics head the screen.
    await page.locator('[data-stat="active_patients"]').waitFor();
    await page.locator('[data-chart="completedSessions"]').waitFor();
    // Issue 27 defect 11: Report Access may not create patients, so the header offers no Add
    // Patient (drawn by now with the dashboard; small-defects shows it drawn for a super admin).
    expect(await page.getByRole('link', { name: 'Add Patient', exact: true }).count()).toBe(0);

    // Choose a report: it runs at once, 20 rows a page.
    await page.getByRole('button', { name: /^Custom Patients/ }).click();
    await page.getByRole('heading', { name: 'Custom Patients' }).waitFor();
    const table = page.getByRole('region', { name: 'Custom Patients results' });
    const rows = table.locator('[role="row"][row-index]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);

    // A two-rule filter: Practice contains "North" and Archived = No.
    const filter = page.getByTestId('report-filter');
    await filter.getByRole('button', { name: '+ Rule' }).first().click();
    await filter.getByRole('button', { name: '+ Rule' }).first().click();
    const fields = filter.getByLabel('Field');
    const operators = filter.getByLabel('Operator');
    await fields.nth(0).selectOption('practice');
    await operators.nth(0).selectOption('contains');
    await filter.getByLabel('Practice value').first().fill('North');
    await fields.nth(1).selectOption('archived');
    await filter.getByLabel('Archived value').selectOption('false');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/reports');
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    const request = (await answered).request().postDataJSON() as { sql: { rules: { field: string; operator: string; value: unknown }[] } };
    expect(request.sql.rules.map((rule) => [rule.field, rule.operator, rule.value])).toEqual([
      ['practice', 'contains', 'North'],
      ['archived', '=', 'false'],
    ]);
    await page.waitForFunction(() => [...document.querySelectorAll('[aria-label="Custom Patients results"] [role="row"][row-index]')].every((row) => row.textContent?.includes('Northside')));
    const practices = await rows.locator('[col-id="practice"]').allInnerTexts();
    expect(practices.length).toBeGreaterThan(0);
    expect(practices.every((text) => text === 'Northside Orthopaedics')).toBe(true);
    await saveScreenshot(page, 'reports-filtered');

    // Page 2 of the filtered report.
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    if (await nav.isVisible()) {
      const second = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/reports');
      await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
      expect(((await second).request().postDataJSON() as { page: number }).page).toBe(2);
    }

    // A customer service manager renames the first Northside patient to a formula (set-up).
    const identifier = await rows.first().locator('[col-id="patient_id"]').innerText();
    const manager = await portal.signedInPage('csmanager', '/');
    const found = await callFromTab<{ data: { id: number; last_name: string }[] }>(manager, 'POST', 'search', {
      search_model: 'patient_identifier',
      search_term: identifier,
    });
    const patient = found.data.data[0];
    if (!patient) throw new Error(`patient ${identifier} not found`);
    const formula = '=SUM(1,2)';
    expect((await callFromTab(manager, 'PATCH', `patient/${patient.id}`, { last_name: formula })).status).toBe(200);
    onTestFinished(async () => {
      await callFromTab(manager, 'PATCH', `patient/${patient.id}`, { last_name: patient.last_name });
    });

    // Download: the CSV, named after the report with date and time, the formula neutralised.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Custom Patients \d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Patient ID,First Name,Last Name,Practice,Status,Procedure,Procedure Date,Email,Archived');
    expect(lines.slice(1).every((line) => line.includes('Northside Orthopaedics'))).toBe(true);
    const renamed = lines.find((line) => line.startsWith(`${identifier},`)) ?? '';
    expect(renamed).toContain(`,"'=SUM(1,2)",Northside Orthopaedics,`);

    // Nothing matches: 'No results were found'.
    await filter.getByLabel('Practice value').fill('No such practice anywhere');
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await page.getByText('No results were found').waitFor();

    // Back resets everything: the list of report types again, and a fresh filter afterwards.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /^Device Geolocation Report/ }).click();
    await page.getByText('Apply filters to enable Refresh Data').waitFor();
    expect(await page.getByRole('button', { name: 'Refresh Data' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('report-filter').getByLabel('Field').count()).toBe(0);
    await page.getByTestId('report-filter').getByRole('button', { name: '+ Rule' }).first().click();
    expect(await page.getByRole('button', { name: 'Refresh Data' }).isDisabled()).toBe(false);
    expect(await page.getByText('Apply filters to enable Refresh Data').count()).toBe(0);

    // The Medicare compliance report: hours since procedure, 24 by default.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /^Medicare Compliance Report/ }).click();
    expect(await page.getByLabel('Hours Since Procedure').inputValue()).toBe('24');
  });

  it('[reports-flow] [reports-call] issue 27 defect 4: the rule builder lays each rule out on one line, an empty rule is refused on the rule in the browser while the last results stay and Download still works, the chosen report is in the address, and the server still answers a bad rule 422', async () => {
    const page = await portal.signedInPage('reportaccess', '/admin/reports');
    await page.getByRole('button', { name: /^Custom Patients/ }).click();
    await page.getByRole('heading', { name: 'Custom Patients' }).waitFor();
    // The chosen report is in the address: a reload opens it again, with its results.
    expect(new URL(page.url()).searchParams.get('report')).toBe('customPatients');
    await page.reload();
    await page.getByRole('heading', { name: 'Custom Patients' }).waitFor();
    const rows = page.getByRole('region', { name: 'Custom Patients results' }).locator('[role="row"][row-index]');
    await rows.first().waitFor();

    // One rule: Field, Operator, value and Remove side by side on one line, none overlapping.
    const filter = page.getByTestId('report-filter');
    await filter.getByRole('button', { name: '+ Rule' }).first().click();
    await filter.getByLabel('Operator').first().selectOption('contains');
    await filter.getByLabel('Practice value').fill('North');
    const reports: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/reports') reports.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[aria-label="Custom Patients results"] [role="row"][row-index]')];
      return shown.length > 0 && shown.every((row) => row.textContent?.includes('Northside'));
    });
    const boxes = await Promise.all(
      [filter.getByLabel('Field').first(), filter.getByLabel('Operator').first(), filter.getByLabel('Practice value'), filter.getByRole('button', { name: 'Remove' }).first()].map(async (control) => {
        const box = await control.boundingBox();
        if (!box) throw new Error('a control of the rule is not shown');
        return box;
      }),
    );
    const middles = boxes.map((box) => box.y + box.height / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(12);
    for (let index = 1; index < boxes.length; index += 1) {
      const before = boxes[index - 1]!;
      expect(boxes[index]!.x).toBeGreaterThanOrEqual(before.x + before.width);
    }
    const filterBox = await filter.boundingBox();
    expect(boxes[0]!.width).toBeLessThan((filterBox?.width ?? 0) / 2);
    await saveScreenshot(page, 'reports-rule-builder');

    // A second rule left empty: Refresh Data says so on the rule, sends nothing, and keeps the results.
    const sent = reports.length;
    await filter.getByRole('button', { name: '+ Rule' }).first().click();
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await filter.getByText('Enter a value for Practice').waitFor();
    await page.getByText('Correct the rules marked below, then Refresh Data again.').waitFor();
    expect(await filter.getByLabel('Practice value').nth(1).getAttribute('aria-invalid')).toBe('true');
    expect(reports.length).toBe(sent);
    expect(await page.getByText(/Validation failed/).count()).toBe(0);
    expect(await rows.count()).toBeGreaterThan(0);
    expect((await rows.locator('[col-id="practice"]').allInnerTexts()).every((text) => text === 'Northside Orthopaedics')).toBe(true);
    await saveScreenshot(page, 'reports-rule-problem');

    // Download still gives the file of the results shown.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('Northside Orthopaedics'))).toBe(true);

    // Filling the rule clears its message.
    await filter.getByLabel('Practice value').nth(1).fill('Orthopaedics');
    expect(await filter.getByText('Enter a value for Practice').count()).toBe(0);

    // The server still refuses a bad rule itself, in the documented shape.
    const refused = await callFromTab<unknown>(page, 'POST', 'admin/reports', {
      reportType: 'customPatients',
      downloadReport: false,
      timezone: 'UTC',
      sql: { combinator: 'and', rules: [{ field: 'completedSessions', operator: '=', value: '' }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('Not a valid value for completedSessions: a number');
  });
});
