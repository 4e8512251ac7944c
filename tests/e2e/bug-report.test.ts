// Report Bug in the browser (document 3, sections 2.2, 2.17, 5, 7.9 and 8): the side menu's entry
// opens the Create Ticket dialog over the page; the three required fields show the spec's
// messages; attached files are zipped and uploaded, then the ticket is filed and kept by the
// demo's feedback service.
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

const dialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Create Ticket' });

async function openReportBug(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Report Bug' }).click();
  await dialog(page).waitFor();
}

async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await dialog(page).getByLabel(label).first().click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('Report Bug', () => {
  it('[bug-report-dialog] [bug-report-required] [bug-report-issue-types] [bug-report-lines-of-business] opens Create Ticket from the menu and requires its three fields', async () => {
    const page = await signedInAt('/patients', 'staff');
    await openReportBug(page);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    for (const text of ['Description is required.', 'Issue Type is required.', 'Line of Business is required.']) {
      await dialog(page).getByText(text).first().waitFor();
    }
    await saveScreenshot(page, 'bug-report-required');
    await dialog(page).getByLabel(/^Issue Type/).first().click();
    expect((await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((text) => text.trim())).toEqual(['Feedback', 'Demand', 'Issue', 'Idea']);
    await page.keyboard.press('Escape');
    await dialog(page).getByLabel(/^Line of Business/).first().click();
    expect((await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((text) => text.trim())).toEqual(['Cardiac', 'Ortho']);
    await page.keyboard.press('Escape');
    // The dialog sits over the page it was opened on.
    expect(new URL(page.url()).pathname).toBe('/patients');
  });

  it('[bug-report-attachments] [bug-report-attachment-toast] [bug-report-success] [bug-report-fields] [bug-report-fixed-strings] [bug-report-feedback-service] zips the attachments, uploads them and files the ticket', async () => {
    const page = await signedInAt('/patients', 'staff');
    await openReportBug(page);
    await dialog(page).getByLabel(/^Description/).first().fill('The patient list shows no rows after sign-in');
    await choose(page, /^Issue Type/, 'Issue');
    await choose(page, /^Line of Business/, 'Ortho');
    await dialog(page).locator('input[type=file]').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('steps to reproduce') },
      { name: 'screen.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) },
    ]);
    await dialog(page).getByText('screen.png').waitFor();
    await saveScreenshot(page, 'bug-report-filled');
    const uploadRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/bug_report/attachment');
    const ticketRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/bug_report');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    // One multipart upload of one zip (the middleware refuses anything that is not a zip).
    const upload = await uploadRequest;
    expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
    const uploaded = await upload.response();
    expect(uploaded?.status()).toBe(200);
    const attachmentId = ((await uploaded?.json()) as { data: { id: string; file_name: string } }).data.id;
    expect((await ticketRequest).postDataJSON()).toEqual({
      description: 'The patient list shows no rows after sign-in',
      issue_type: 'issue',
      line_of_business: 'Ortho',
      attachments: attachmentId,
    });
    await page.getByText('Attachment uploaded successfully').first().waitFor();
    await page.getByText('Bug report submitted successfully').first().waitFor();
    await dialog(page).waitFor({ state: 'detached' });

    // The demo's feedback service kept it, with the reporter and the fixed strings.
    const admin = await signedInAt('/practices', 'superadmin');
    const { data } = await callFromTab<Record<string, unknown>[]>(admin, 'POST', 'bug_report/list');
    const ticket = data.find((row) => row.ticketDetail === 'The patient list shows no rows after sign-in');
    expect(ticket).toMatchObject({
      attachments: [attachmentId],
      submittedBy: 'staff',
      ticketType: 'Non-Customer Service Issue',
      categories: ['Clinician Portal'],
      components: ['issue'],
      lineOfBusiness: 'Ortho',
    });
  });

  it('[bug-report-failures-logged] keeps the dialog open without a toast when the report fails, and only logs it', async () => {
    const page = await signedInAt('/patients', 'staff');
    const logged: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') logged.push(entry.text());
    });
    await page.route('**/api/bug_report', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'The feedback service is unavailable. Please try again later.' }) }));
    await openReportBug(page);
    await dialog(page).getByLabel(/^Description/).first().fill('Something failed');
    await choose(page, /^Issue Type/, 'Idea');
    await choose(page, /^Line of Business/, 'Cardiac');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => logged.some((text) => text.includes('Create Ticket could not be sent'))).toBe(true);
    expect(await dialog(page).getByLabel(/^Description/).first().inputValue()).toBe('Something failed');
    expect(await page.getByText('The feedback service is unavailable. Please try again later.').count()).toBe(0);
  });
});
