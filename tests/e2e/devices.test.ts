// The device screens in the browser (document 3, sections 2.1, 2.4, 4, 5, 6, 8 and 9): searching a
// tablet by serial and locking/unlocking it with the re-read after 5 seconds, the shape check,
// the role refusals, the Devices view with its tabs, filter and counted cards, the device page and
// a patient's session page.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** Signed in on `path`; with fake timers, so a test can jump over the re-read's 5 seconds. */
async function signedInAt(path: string, username: string): Promise<Page> {
  return portal.signedInPage(username, path, { fakeTimers: true });
}

/**
 * Jumps the page's clock over the 5-second countdown a device command starts, and resolves with
 * the re-read it triggers ([device-reread-after-command]).
 */
async function rereadNow(page: Page): Promise<Response> {
  await page.getByTestId('detail-reread').waitFor();
  const reread = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/tablet/get_device_info');
  await page.clock.runFor(5_000);
  return reread;
}

/** The value shown for a field of the device's details. */
const detail = (page: Page, field: string) => page.locator(`[data-field="${field}"]`);

async function searchTablet(page: Page, serial: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Serial Number' }).fill(serial);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('device search and control (/admin/device)', () => {
  it('[device-search] [device-lock-states] [device-lock-message-required] [device-reread-after-command] [device-unlock-call] a CS manager locks a tablet with a message, sees it locked after the re-read, then unlocks it', async () => {
    const page = await signedInAt('/admin/device', 'csmanager');
    await searchTablet(page, 'T8-0003');
    await page.getByRole('heading', { name: 'Tablet T8-0003' }).waitFor();
    await expect(detail(page, 'lockdown_state').textContent()).resolves.toMatch(/^Unlocked/);
    for (const field of ['power_status', 'brightness_level', 'volume_levels', 'location', 'network.current_connection_type', 'versions.app_version']) {
      expect((await detail(page, field).textContent())?.trim(), field).not.toBe('');
    }
    // Unlocked offers Lock, not Unlock.
    expect(await page.getByRole('button', { name: 'Unlock', exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'devices-search-unlocked');

    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const confirmLock = dialog.getByRole('button', { name: 'Lock', exact: true });
    // A blank message is refused: the Lock button stays disabled.
    await dialog.getByLabel(/^Message/).fill('   ');
    expect(await confirmLock.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Message/).fill('Please call the clinic at 555-0100');
    const lockCall = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/admin/tablet/lock/'));
    await confirmLock.click();
    expect((await lockCall).status()).toBe(200);
    // The re-read comes 5 seconds later.
    expect((await rereadNow(page)).status()).toBe(200);
    await page.getByRole('button', { name: 'Unlock', exact: true }).waitFor();
    await expect(detail(page, 'lockdown_state').textContent()).resolves.toMatch(/^Locked/);
    await expect(detail(page, 'lockdown_message').textContent()).resolves.toBe('Please call the clinic at 555-0100');
    await saveScreenshot(page, 'devices-search-locked');

    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    const unlockCall = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/admin/tablet/unlock/'));
    await page.getByRole('dialog').getByRole('button', { name: 'Unlock', exact: true }).click();
    expect((await unlockCall).request().method()).toBe('GET');
    await rereadNow(page);
    await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();
    await expect(detail(page, 'lockdown_state').textContent()).resolves.toMatch(/^Unlocked/);
  });

  it('[device-volume-range] [device-command-calls] volume is set on a 0 to 100 slider and shows after the re-read', async () => {
    const page = await signedInAt('/admin/device?serial_number=T8-0004', 'csmanager');
    await page.getByRole('heading', { name: 'Tablet T8-0004' }).waitFor();
    await page.getByRole('button', { name: 'Volume', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const slider = dialog.getByRole('slider');
    expect(await slider.getAttribute('aria-valuemin')).toBe('0');
    expect(await slider.getAttribute('aria-valuemax')).toBe('100');
    await dialog.getByRole('textbox', { name: 'Volume' }).fill('150');
    await dialog.getByRole('textbox', { name: 'Volume' }).blur();
    expect(await slider.getAttribute('aria-valuenow')).toBe('100');
    await dialog.getByRole('textbox', { name: 'Volume' }).fill('35');
    const volumeCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/admin/tablet/volume/'));
    await dialog.getByRole('button', { name: 'Set Volume' }).click();
    expect((await volumeCall).postDataJSON()).toEqual({ volume_level: 35 });
    await rereadNow(page);
    await page.waitForFunction(() => document.querySelector('[data-field="volume_levels"]')?.textContent?.startsWith('music: 35'));
  });

  it("[device-shape-validation] [device-lookup-failure] an unknown serial, or a tablet whose information lacks the expected fields, shows 'No results were found'", async () => {
    const page = await signedInAt('/admin/device', 'superadmin');
    await searchTablet(page, 'NO-SUCH-SERIAL');
    await page.getByText('No results were found').waitFor();
    // T8-0099 never reported: the service answers only its UUID.
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/tablet/get_device_info');
    await searchTablet(page, 'T8-0099');
    expect((await answer).status()).toBe(200);
    await page.getByText('No results were found').waitFor();
    expect(await page.getByRole('button', { name: 'Lock', exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'devices-search-no-results');
  });

  it('[device-reboot-who] [device-lock-who] reboot shows for the super admin only; a CS senior is Unauthorized and the server refuses them (403)', async () => {
    const admin = await signedInAt('/admin/device?serial_number=T8-0005', 'superadmin');
    await admin.getByRole('button', { name: 'Reboot', exact: true }).waitFor();
    const manager = await signedInAt('/admin/device?serial_number=T8-0005', 'csmanager');
    await manager.getByRole('button', { name: 'Lock', exact: true }).waitFor();
    expect(await manager.getByRole('button', { name: 'Reboot', exact: true }).count()).toBe(0);
    const senior = await signedInAt('/admin/device', 'cssenior');
    await senior.getByRole('heading', { name: 'Unauthorized', exact: true }).waitFor();
    const { status } = await callFromTab(senior, 'GET', 'admin/tablet/unlock/c0ffee00-0000-4000-8000-000000000005');
    expect(status).toBe(403);
  });
});

describe('Devices view (/admin/devices)', () => {
  it('[devices-view-tabs] [devices-summary-cards] [devices-status-filter] [device-list-call] [device-type-ids] [device-type-8-label] tabs, counted cards and the status filter', async () => {
    const page = await signedInAt('/admin/devices', 'csmanager');
    await page.getByRole('tab', { name: 'With Patient' }).waitFor();
    await page.getByRole('tab', { name: 'Inventory' }).waitFor();
    const cards = page.getByRole('list', { name: 'Summary' });
    for (const product of ['PortableConnect', 'AccuAngle', 'Accumotion']) await cards.getByRole('listitem', { name: product }).waitFor();
    const inStock = await cards.getByRole('listitem', { name: 'PortableConnect' }).locator('[data-stat="In Stock"]').textContent();
    expect(Number(inStock)).toBeGreaterThan(0);
    await page.getByRole('gridcell').first().waitFor();
    await saveScreenshot(page, 'devices-view-with-patient');

    const inventoryCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/device/list');
    await page.getByRole('tab', { name: 'Inventory' }).click();
    expect((await inventoryCall).postDataJSON()).toMatchObject({ assignment: 'inventory', page: 1, limit: 20 });
    await page.getByRole('combobox', { name: 'Status' }).click();
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(options).toEqual(['All Statuses', 'In Stock', 'Inactive', 'Active', 'Pending']);
    const statusCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/device/list');
    await page.getByRole('listbox').getByRole('option', { name: 'Pending' }).click();
    expect((await statusCall).postDataJSON()).toMatchObject({ assignment: 'inventory', status: 'Pending' });
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Device Type' }).click();
    expect(await page.getByRole('listbox').getByRole('option', { name: 'Tablet (motor/tablet)' }).count()).toBe(1);
  });
});

describe('device page and session page', () => {
  it('[device-detail-placeholder] [device-detail-title] /portableConnect/{deviceID} shows the real serial, MAC address, sessions and patients; an unknown one says No Device', async () => {
    const page = await signedInAt('/admin/devices', 'csmanager');
    await page.getByRole('gridcell', { name: /^1000\d\d$/ }).first().click();
    await page.waitForURL(/\/portableConnect\/\d+$/);
    await page.getByRole('heading', { name: /^PortableConnect 1000\d\d$/ }).waitFor();
    expect(await detail(page, 'mac_address').textContent()).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
    await page.getByRole('heading', { name: 'Sessions' }).waitFor();
    await page.getByRole('heading', { name: 'Patients' }).waitFor();
    await saveScreenshot(page, 'devices-device-page');
    await page.goto('/portableConnect/999999');
    await page.getByText('No Device').first().waitFor();
  });

  it('/uxcam/{patientID} lists the patient sessions, narrowed by the date picker', async () => {
    const page = await signedInAt('/uxcam/1', 'csmanager');
    await page.getByTestId('list-subtitle').waitFor();
    await page.getByRole('gridcell').first().waitFor();
    const dateCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/device_session/list');
    await page.getByLabel('Date').fill('2020-01-01');
    expect((await dateCall).postDataJSON()).toMatchObject({ patient_id: 1, date: '2020-01-01' });
    await page.getByText('No sessions on this date').waitFor();
    await saveScreenshot(page, 'devices-sessions-empty');
  });
});
