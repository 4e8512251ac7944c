// Firmware, Manage App Versions and User Guides in the browser (document 3, sections 2.2, 2.5,
// 2.6, 2.8, 4, 5, 6 and 8; specs/screens/firmware, app-versions and user-guides): the super
// admin uploads a firmware version, activates it (asked first), is refused archiving it,
// deactivates and archives it; edits and saves the app versions; adds and deletes a user guide;
// and opens the guide of their role from the menu in a new tab.
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

async function signedInAt(path: string, username: string): Promise<Page> {
  const page = await portal.signedInPage(username, path);
  return page;
}

const card = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** Answers the confirmation dialog titled `title` with its `button`. */
async function confirm(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('Firmware', () => {
  it('[firmware-access] [app-versions-access] anyone but the super admin sees Unauthorized', async () => {
    const page = await signedInAt('/firmware', 'csmanager');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    await page.goto('/admin/appVersions');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    expect(await page.getByRole('link', { name: 'Firmware' }).count()).toBe(0);
  });

  it('[firmware-cards] [firmware-type-names] [firmware-device-counts] [firmware-upload-disabled-types] one card per type with counts, dashes for types 1 to 6, upload off for types 4 and 6', async () => {
    const page = await signedInAt('/firmware', 'superadmin');
    await card(page, 'EAP Controller').waitFor();
    await card(page, 'AccuPedals').waitFor();
    // Types 1 to 6 show dashes; AccuAngle (7) shows its counts.
    expect(await card(page, 'PortableConnect').getByLabel('Updated: none').count()).toBe(1);
    expect(await card(page, 'PortableConnect').getByLabel('Needs update: none').count()).toBe(1);
    const accuAngle = await card(page, 'AccuAngle').innerText();
    expect(accuAngle).toMatch(/Updated:\s*\d+/);
    expect(accuAngle).toMatch(/Needs update:\s*\d+/);
    for (const name of ['AccuPedals', 'AccuRadius']) {
      expect(await card(page, name).getByRole('button', { name: 'Upload Firmware' }).isDisabled()).toBe(true);
    }
    expect(await card(page, 'AccuAngle').getByRole('button', { name: 'Upload Firmware' }).isDisabled()).toBe(false);
    for (const name of ['View Versions', 'Upload Firmware']) await card(page, 'EAP Controller').getByRole('button', { name }).waitFor();
    await saveScreenshot(page, 'firmware-cards');
  });

  it('[firmware-upload-required] [firmware-upload-call] [firmware-confirmations] [firmware-flags-exclusive] [firmware-archive-blocked] [firmware-flag-off] [firmware-archive-effect] [firmware-refresh-after-flag] [firmware-version-order] [firmware-query-limit] [firmware-flag-meaning] upload, activate, refused archive, deactivate and archive', async () => {
    const page = await signedInAt('/firmware', 'superadmin');
    await card(page, 'AccuAngle').getByRole('button', { name: 'Upload Firmware' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Firmware: AccuAngle' });
    const ok = upload.getByRole('button', { name: 'Ok', exact: true });
    expect(await ok.isDisabled()).toBe(true);
    await upload.getByLabel('Version Number*').fill('4.0.0');
    expect(await ok.isDisabled()).toBe(true);
    await upload.locator('input[type=file]').setInputFiles({ name: 'accuangle-4.0.0.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([1, 2, 3, 4]) });
    await upload.getByText('accuangle-4.0.0.bin').waitFor();
    expect(await ok.isDisabled()).toBe(false);
    await saveScreenshot(page, 'firmware-upload');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/firmware' && request.method() === 'POST');
    await ok.click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await toast(page, 'Firmware uploaded');
    await upload.waitFor({ state: 'hidden' });

    const listed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/firmware/query');
    await card(page, 'AccuAngle').getByRole('button', { name: 'View Versions' }).click();
    expect((await listed).postDataJSON()).toEqual({ columns: ['archived'], search: 0, limit: 5000 });
    const versions = page.getByRole('dialog', { name: 'AccuAngle versions' });
    const table = versions.getByRole('table', { name: 'Versions' });
    const row = table.getByRole('row').filter({ hasText: '4.0.0' });
    await row.waitFor();
    // Active first: 1.1.0 is the active one, then by number without dots (400 > 120 > 100).
    const order = async () => (await table.getByRole('row').allInnerTexts()).slice(1).map((text) => text.split(/\s/)[0]);
    expect(await order()).toEqual(['1.1.0', '4.0.0', '1.2.0', '1.0.0']);

    // Activating asks first; a test version loses its test flag when activated.
    await row.getByRole('button', { name: 'Set Test' }).click();
    await confirm(page, 'Make this a test version?', 'Set Test');
    await row.getByRole('button', { name: 'Unset Test' }).waitFor();
    await row.getByRole('button', { name: 'Activate' }).click();
    await confirm(page, 'Activate firmware version?', 'Activate');
    await row.getByRole('button', { name: 'Deactivate' }).waitFor();
    expect(await row.getByRole('button', { name: 'Unset Test' }).count()).toBe(0);
    expect(await row.innerText()).toMatch(/4\.0\.0\s+Yes\s+No/);
    expect((await order())[0]).toBe('4.0.0');
    // The types reload: 4.0.0 is AccuAngle's latest active version now.
    await card(page, 'AccuAngle').getByText('4.0.0').waitFor();
    await saveScreenshot(page, 'firmware-versions');

    // An active version cannot be archived: its Archive is disabled, as document 3 section 4 says.
    expect(await row.getByRole('button', { name: 'Archive' }).isDisabled()).toBe(true);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await confirm(page, 'Deactivate firmware version?', 'Deactivate');
    await row.getByRole('button', { name: 'Activate' }).waitFor();
    await row.getByRole('button', { name: 'Archive' }).click();
    await confirm(page, 'Archive firmware version?', 'Archive');
    await row.waitFor({ state: 'detached' });
    await versions.getByRole('button', { name: 'Done' }).click();
    await versions.waitFor({ state: 'hidden' });
  });

  it("[firmware-device-status] View Versions lists the type's devices as 'Updated' or 'Needs update'", async () => {
    const page = await signedInAt('/firmware', 'superadmin');
    await card(page, 'Accumotion Calf').getByRole('button', { name: 'View Versions' }).click();
    const devices = page.getByRole('dialog', { name: 'Accumotion Calf versions' }).getByRole('table', { name: 'Devices' });
    await devices.getByRole('row').nth(1).waitFor();
    const rows = (await devices.getByRole('row').allInnerTexts()).slice(1);
    expect(rows.some((text) => /1\.1\.0\s+Updated$/.test(text))).toBe(true);
    expect(rows.some((text) => /1\.0\.0\s+Needs update$/.test(text))).toBe(true);
  });
});

describe('Manage App Versions', () => {
  it('[app-versions-form] [app-versions-fields] [app-versions-form-names] [app-versions-fallback] [app-versions-calls] one column per app type, zeros and a warning for Cardiac, Save and Cancel', async () => {
    const warnings: string[] = [];
    const page = await portal.signedInPage('superadmin', '/admin/appVersions', {
      prepare: (page) => {
        page.on('console', (entry) => {
          if (entry.type() === 'warning') warnings.push(entry.text());
        });
      },
    });
    const ortho = card(page, 'Ortho');
    const cardiac = card(page, 'Cardiac');
    await ortho.getByLabel(/^Minimum Required Version/).waitFor();
    for (const label of [/^Minimum Required Version/, /^Latest Version/, /^App Version Check Time/, /^Session Allowed Check Time/, /^No Session Allowed$/, /^No Session Allowed Message/]) {
      await cardiac.getByLabel(label).waitFor();
    }
    expect(await ortho.getByLabel(/^Minimum Required Version/).inputValue()).toBe('3.30.0');
    expect(await cardiac.getByLabel(/^Minimum Required Version/).inputValue()).toBe('0');
    expect(await cardiac.getByLabel(/^App Version Check Time/).inputValue()).toBe('0');
    expect(warnings).toContain('No app version settings for patient app type 2: showing zeros');
    // Issue 27 defect 11: the zeros are explained on the card that shows them, and only there.
    expect(await cardiac.getByTestId('card-fallback-notice').innerText()).toBe(
      'No version settings have been saved for this app yet, so every value shows 0. Enter the versions and check times, then Save.',
    );
    expect(await ortho.getByTestId('card-fallback-notice').count()).toBe(0);
    // Side by side: the two columns share a row.
    const [orthoBox, cardiacBox] = [await ortho.boundingBox(), await cardiac.boundingBox()];
    expect(Math.round(orthoBox?.y ?? 0)).toBe(Math.round(cardiacBox?.y ?? 1));
    await saveScreenshot(page, 'app-versions');

    // Cancel restores what was loaded.
    await ortho.getByLabel(/^Latest Version/).fill('9.9.9');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await ortho.getByLabel(/^Latest Version/).inputValue()).toBe('3.33.0');

    await cardiac.getByLabel(/^Minimum Required Version/).fill('1.5.0');
    await cardiac.getByLabel(/^Latest Version/).fill('2.0.0');
    await cardiac.getByLabel(/^App Version Check Time/).fill('120');
    await cardiac.getByLabel(/^No Session Allowed$/).check();
    await cardiac.getByLabel(/^No Session Allowed Message/).fill('Sessions are paused');
    const saved = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/patient_app_versions' && (request.postDataJSON() as { patientAppType?: number } | null)?.patientAppType === 2);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).postDataJSON()).toEqual({
      patientAppType: 2,
      minAppVersion: '1.5.0',
      latestVersion: '2.0.0',
      appCheckFrequency: 120,
      sessionAllowedCheckFrequency: 0,
      noSessionAllowed: true,
      noSessionAllowedMessage: 'Sessions are paused',
    });
    await toast(page, 'App versions saved');
    await page.reload();
    await card(page, 'Cardiac').getByLabel(/^Latest Version/).waitFor();
    await expect.poll(() => card(page, 'Cardiac').getByLabel(/^Latest Version/).inputValue()).toBe('2.0.0');
  });
});

describe('User Guides', () => {
  it('[user-guides-cards] [user-guides-row-modes] [user-guides-fields] [user-guides-pdf-only] [user-guides-upload-call] [user-guides-query-limit] [user-guides-menu-open] add a PDF guide, open it from the menu in a new tab, delete it', async () => {
    let listed: Promise<Request> | undefined;
    const page = await portal.signedInPage('superadmin', '/admin/editUserGuide', {
      prepare: (page) => {
        listed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/query_user_guide');
      },
    });
    expect((await listed!).postDataJSON()).toEqual({ limit: 200 });
    await page.getByText('No user guides yet').waitFor();

    await page.getByRole('button', { name: '+ Add User Guide' }).click();
    const fresh = card(page, 'New User Guide');
    const uploadButton = fresh.getByRole('button', { name: 'Upload', exact: true });
    expect(await fresh.getByLabel(/^Version/).inputValue()).toBe('1.0.0');
    expect(await uploadButton.isDisabled()).toBe(true);
    const fileInput = fresh.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await fresh.getByText('The user guide must be a PDF file.').waitFor();
    expect(await uploadButton.isDisabled()).toBe(true);
    await fileInput.setInputFiles({ name: 'admin-guide.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    await fresh.getByRole('checkbox', { name: 'Super Admin', exact: true }).check();
    await saveScreenshot(page, 'user-guide-new');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/upload_user_guide');
    await uploadButton.click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await toast(page, 'User guide uploaded');
    const guide = card(page, 'admin-guide.pdf');
    // The stored guide shows the file's name, the default version and the chosen role.
    await guide.getByText('Super Admin').waitFor();
    expect(await guide.innerText()).toMatch(/Version:\s*1\.0\.0/);
    await fresh.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'user-guides');

    // The menu's User Guide opens the guide of the user's role in a new tab.
    const opened = page.context().waitForEvent('request', (request) => /\/files\/user-guides\/[0-9a-f]+\.pdf\?expires=\d+&signature=[\w-]+$/.test(request.url()));
    const tab = page.context().waitForEvent('page');
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/get_current_user_guide');
    await page.getByRole('button', { name: 'User Guide', exact: true }).click();
    expect((await asked).postDataJSON()).toEqual({ user_role: 1 });
    await tab;
    expect((await opened).url()).toMatch(/\/files\/user-guides\/[0-9a-f]+\.pdf\?expires=\d+&signature=[\w-]+$/);

    // An existing row deletes, after asking.
    await guide.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete this user guide?', 'Delete');
    await toast(page, 'User guide deleted');
    await guide.waitFor({ state: 'detached' });
  });
});
