// Where a clinician starts a video call, end to end in Chromium with its fake camera and
// microphone over the built-in WebRTC provider, the patient's tablet being the demo patient-app
// page (/dev/patient-app/{id}): a tile of the RTM dashboard (the monitoring specialist `pms`, who
// may call once acting as a practice's team member), the profile's Call button (the surgeon), and
// a camera the browser denies.
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { launchChromium } from './harness/browser';
import { sessionToken } from './harness/callFromTab';
import { setUpPortal } from './harness/scenario';
import { signIn } from './harness/signIn';

const portal = setUpPortal({ fakeMedia: 'granted' });

/** The patients with a tablet the patient-app dev page can speak for. */
async function tabletPatients(): Promise<number[]> {
  const listing = (await (await fetch(`${portal.baseUrl}/dev/patient-app/devices?limit=500`)).json()) as { data: { patient_id: number }[] };
  return listing.data.map((device) => device.patient_id);
}

/** Who holds the patient's video room (null: nobody). */
async function roomCaller(token: string, patientId: number): Promise<number | null> {
  const response = await fetch(`${portal.baseUrl}/api/twilio_room/info/${String(patientId)}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`twilio_room/info/${String(patientId)} answered ${String(response.status)}`);
  return ((await response.json()) as { data: { caller_user_id: number | null } }).data.caller_user_id;
}

/** A patient with a tablet in the caller's reach and no call open. */
async function patientWithoutCall(token: string, skip: readonly number[] = []): Promise<number> {
  for (const patientId of await tabletPatients()) {
    if (skip.includes(patientId)) continue;
    const answer = await fetch(`${portal.baseUrl}/api/twilio_room/info/${String(patientId)}`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status === 200 && ((await answer.json()) as { data: { caller_user_id: number | null } }).data.caller_user_id === null) return patientId;
  }
  throw new Error('no patient with a tablet is in reach with no call open');
}

/** The patient's tablet, connected. */
async function openTablet(patientId: number): Promise<Page> {
  const tablet = await portal.newPage();
  await tablet.goto(`/dev/patient-app/${String(patientId)}`);
  await expect.poll(() => tablet.locator('#state').textContent()).toContain('connected as patient');
  return tablet;
}

/** Decoding: frames of a size arrive and the play position moves on. */
async function expectDecoding(read: () => Promise<{ width: number; time: number }>): Promise<void> {
  await expect.poll(async () => (await read()).width, { timeout: 20_000 }).toBeGreaterThan(0);
  const before = (await read()).time;
  await expect.poll(async () => (await read()).time, { timeout: 10_000 }).toBeGreaterThan(before);
}

/** Both sides of a call decode the other's camera: the call window's remote video and the tablet's. */
async function expectBothSidesDecode(callWindow: Page, tablet: Page): Promise<void> {
  const remote = callWindow.getByLabel("The patient's camera");
  await expectDecoding(() => remote.evaluate((video: HTMLVideoElement) => ({ width: video.videoWidth, time: video.currentTime })));
  await expectDecoding(() =>
    tablet.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('#remote-video');
      return { width: video?.videoWidth ?? 0, time: video?.currentTime ?? 0 };
    }),
  );
}

/** Hang Up in the call window: 'Call ended.' there, and the tablet told. */
async function hangUp(callWindow: Page, tablet: Page): Promise<void> {
  await callWindow.getByRole('button', { name: 'Hang Up' }).click();
  await callWindow.getByText('Call ended.').waitFor();
  await expect.poll(() => tablet.locator('#video-state').textContent(), { timeout: 10_000 }).toBe('call ended');
}

/**
 * pms (monitoring specialist, an RTM observer) may start monitoring; a call needs a team member,
 * which the demo's internal users have only while acting as one of a practice: the dashboard of
 * pms acting for Northside, its room open.
 */
async function monitoringAsMember(): Promise<Page> {
  const page = await portal.newPage();
  await page.goto('/patients');
  await signIn(page, portal.baseUrl, 'pms');
  await page.getByTestId('practice-switcher').getByLabel('Practice').and(page.locator('input')).fill('Northside');
  await page.getByRole('option', { name: 'Northside Orthopaedics' }).click();
  await expect.poll(() => page.getByTestId('acting-as').textContent()).toMatch(/^Acting as /);

  await page.goto('/admin/rtmDashboard');
  await page.getByRole('button', { name: 'Start Monitoring' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText(/^Room /).waitFor();
  return page;
}

describe('starting a video call', () => {
  it('[rtm-click-starts-call] [rtm-call-connected] [video-call-ability] [video-window] [video-hang-up] a monitoring specialist acting as a team member clicks a CALL REQUIRED tile: the call window connects, the hang-up ends both sides, the tile is ANSWERED and needs a note', async () => {
    const page = await monitoringAsMember();

    const token = await sessionToken(page);
    const patientId = await patientWithoutCall(token);
    const tablet = await openTablet(patientId);
    try {
      await tablet.getByRole('button', { name: 'Join session' }).click();
      const tile = page.getByTestId(`rtm-tile-${String(patientId)}`);
      await tile.waitFor();
      await tablet.locator('#pain').fill('9');
      await tablet.getByRole('button', { name: 'Report pain' }).click();
      await expect.poll(() => tile.getAttribute('data-status')).toBe('CALL_REQUIRED');
      expect(await tile.textContent()).toContain('Calls 0');

      const opened = page.context().waitForEvent('page');
      await tile.getByRole('button', { name: /^Call / }).click();
      const callWindow = await opened;
      expect(new URL(callWindow.url()).pathname).toBe(`/call/${String(patientId)}`);
      await expectBothSidesDecode(callWindow, tablet);
      expect(await roomCaller(token, patientId)).not.toBeNull();

      // [rtm-call-connected] the connected call answers the tile and counts.
      await expect.poll(() => tile.getAttribute('data-status'), { timeout: 10_000 }).toBe('ANSWERED');
      await expect.poll(() => tile.textContent()).toContain('Calls 1');

      await hangUp(callWindow, tablet);
      expect(await roomCaller(token, patientId)).toBeNull();
      expect(await tile.getAttribute('data-status')).toBe('ANSWERED');
      // The note the call requires keeps the room open.
      await page.getByRole('button', { name: 'Close the monitoring room' }).click();
      await page.getByText('One or more patients require a note before closing the room.').first().waitFor();
    } finally {
      await tablet.getByRole('button', { name: 'Leave' }).click();
    }
  });

  it('[rtm-complete-closes-call] [rtm-click-complete-note-required] [rtm-profile-during-call] [rtm-room-close-blocked] [rtm-note-saved] [rtm-room-close] issue 27 defect 12: the tablet completes its session while the call is still open: the call ends with its window, the tile asks for the note and takes it, the profile opens, and the room closes once the note is saved', async () => {
    const page = await monitoringAsMember();
    const token = await sessionToken(page);
    const patientId = await patientWithoutCall(token);
    const tablet = await openTablet(patientId);
    const tile = page.getByTestId(`rtm-tile-${String(patientId)}`);
    try {
      await tablet.getByRole('button', { name: 'Join session' }).click();
      await tile.waitFor();
      await tablet.locator('#pain').fill('9');
      await tablet.getByRole('button', { name: 'Report pain' }).click();
      await expect.poll(() => tile.getAttribute('data-status')).toBe('CALL_REQUIRED');

      const opened = page.context().waitForEvent('page');
      await tile.getByRole('button', { name: /^Call / }).click();
      const callWindow = await opened;
      await expectBothSidesDecode(callWindow, tablet);
      await expect.poll(() => tile.getAttribute('data-status'), { timeout: 10_000 }).toBe('ANSWERED');

      // No hang-up: the session completes first.
      await tablet.getByRole('button', { name: 'Complete session' }).click();
      await expect.poll(() => tile.getAttribute('data-status')).toBe('COMPLETE');
      await expect.poll(() => callWindow.isClosed()).toBe(true);
      await expect.poll(() => roomCaller(token, patientId)).toBeNull();
      await expect.poll(() => tablet.locator('#video-state').textContent(), { timeout: 10_000 }).toBe('call ended');

      // The tile answers its Clear: the note comes first.
      await tile.getByRole('button', { name: /^Clear / }).click();
      await page.getByText('Please add a note before clearing the session').first().waitFor();
      await page.getByRole('button', { name: 'Close the monitoring room' }).click();
      await page.getByText('One or more patients require a note before closing the room.').first().waitFor();

      // The profile opens: no call is in progress any more.
      await tile.locator('button').first().click();
      const panel = page.getByRole('region', { name: 'Patient Profile' });
      await panel.getByRole('tab', { name: 'Notes' }).click();
      expect(await page.getByText('Unable to open a patient profile while a ROMTime call is in progress.').count()).toBe(0);
      await panel.getByRole('button', { name: 'Add Note' }).click();
      const form = panel.getByRole('form', { name: /^New note new\.\d+$/ }).first();
      await form.getByLabel('Note', { exact: true }).fill('Called about the pain; the session ended during the call.');
      const noteSaved = page.waitForResponse((response) => /\/api\/rtm_live_patient\/\d+\/note_saved$/.test(response.url()));
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await noteSaved).status()).toBe(200);
      await tile.waitFor({ state: 'detached' });

      const ended = page.waitForResponse((response) => response.url().endsWith('/api/end_room'));
      await page.getByRole('button', { name: 'Close the monitoring room' }).click();
      expect((await ended).status()).toBe(200);
      await page.getByText('Monitoring Room Closed').first().waitFor();
    } finally {
      await tablet.getByRole('button', { name: 'Leave' }).click();
    }
  });

  it("[video-call-ability] [video-window] [video-call-open] [video-call-established] the profile's Call button opens the call window, which connects to the patient's tablet", async () => {
    const page = await portal.signedInPage('surgeon', '/patients');
    const patientId = await patientWithoutCall(await sessionToken(page));
    const tablet = await openTablet(patientId);
    await page.goto(`/patientProfile/${String(patientId)}`);

    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Call', exact: true }).click();
    const callWindow = await opened;
    expect(new URL(callWindow.url()).pathname).toBe(`/call/${String(patientId)}`);
    await expectBothSidesDecode(callWindow, tablet);
    await expect.poll(() => callWindow.getByLabel('Call time').textContent(), { timeout: 10_000 }).toMatch(/^\d+:\d\d$/);

    await hangUp(callWindow, tablet);
    expect(await roomCaller(await sessionToken(page), patientId)).toBeNull();
  });

  it("[video-permissions-blocked] [video-call-open] a camera the browser denies: the call window says ROMTime was blocked, opens no room, and returns to the patient's profile after its notice", async () => {
    // Chromium's fake devices without its fake consent, every prompt denied: the permission test
    // of opening the call page reads the camera as denied for the site.
    const browser = await launchChromium({ fakeMedia: 'denied' });
    onTestFinished(() => browser.close());
    const context = await browser.newContext({ baseURL: portal.baseUrl, viewport: { width: 1280, height: 720 } });
    await context.grantPermissions([]);
    const callWindow = await context.newPage();
    await callWindow.goto('/patients');
    await signIn(callWindow, portal.baseUrl, 'surgeon');
    const token = await sessionToken(callWindow);
    const patientId = await patientWithoutCall(token);

    // The notice's 10 s run on Playwright's clock.
    await callWindow.clock.install();
    await callWindow.goto(`/call/${String(patientId)}`);
    await callWindow.getByText('ROMTime was blocked. Please allow microphone and camera permissions in browser settings.').waitFor();
    expect(await callWindow.getByText('Calling patient...').count()).toBe(0);
    expect(await roomCaller(token, patientId)).toBeNull();

    await callWindow.clock.runFor(10_000);
    await expect.poll(() => new URL(callWindow.url()).pathname).toBe(`/patientProfile/${String(patientId)}`);
  });
});
