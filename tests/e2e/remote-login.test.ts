// Remote login and logout of a patient app end to end (document 2, sections 4 "Remote login" and
// 9) in Chromium against the real middleware: the monitoring specialist `pms` presses the Sync
// action on the profile of a patient whose app is connected (a simulated tablet of simulator/,
// run in this test process over the real /api/patient-app socket), and the app accepts, declines
// or never answers (the 2 s poll and the 20 s time-out are jumped on Playwright's fake clock, not
// waited for).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findSimulatableDevices } from '../../simulator/findSimulatableDevices';
import { seededRandom } from '../../simulator/patientScript';
import { startSimulatedPatient, type AnswerMode, type SimulatableDevice } from '../../simulator/simulatedPatient';
import { callFromTab } from './harness/callFromTab';
import { connectPatientApp } from './harness/patientAppSocket';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/**
 * Patients of the device listing passed over: the first are the RTM dashboard's and the prompt
 * flow's, whose tiles would join this patient's sessions (a patient in session cannot be logged
 * out).
 */
const listingSkip = 40;

/** The patient whose app this file logs in and out. */
async function patientDevice(): Promise<SimulatableDevice> {
  // Counted among the devices listed, not the listing's rows: patients without a device (fake
  // patients) take rows but list no device.
  const device = (await findSimulatableDevices(portal.baseUrl, 200))[listingSkip];
  if (!device) throw new Error(`the demo seed lists fewer than ${String(listingSkip + 1)} devices the patient app can speak for`);
  return device;
}

/**
 * The patient's app, answering every remote login or logout as `answer` says, until `stop`. Its
 * script is slowed so far that it never joins a session while the test runs.
 */
async function connectedApp(device: SimulatableDevice, answer: AnswerMode) {
  const app = startSimulatedPatient({ baseUrl: portal.baseUrl, device, rate: 0.0001, answer, random: seededRandom(device.patient_id) });
  await app.welcomed;
  return app;
}

/** The profile's Sync action and the status text under it. */
function syncAction(page: Page) {
  const button = (label: string) => page.getByRole('button', { name: label, exact: true });
  const status = (text: string) => page.getByRole('status').filter({ hasText: text });
  return {
    button,
    status,
    /**
     * Presses the action and, once the portal waits for the reply, jumps the fake clock to its
     * first poll (2 s) instead of sitting through it; later polls run as time flows.
     */
    async press(label: string, action: 'login' | 'logout') {
      await button(label).click();
      await status(`Waiting for the patient to accept the remote ${action}…`).waitFor();
      await page.clock.runFor(2_000);
    },
  };
}

describe('remote login of a connected patient app', () => {
  it('[remote-login-sync-sends] [remote-login-poll] [remote-login-accepted] [remote-logout] the app accepts a remote login (Cancel Sync), declines a remote logout (its own message), then accepts one (Sync Patient ID again)', async () => {
    const device = await patientDevice();
    const page = await portal.signedInPage('pms', `/patientProfile/${String(device.patient_id)}`, { fakeTimers: true });
    const sync = syncAction(page);

    const accepting = await connectedApp(device, 'accept');
    try {
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/push_notification'));
      await sync.press('Sync Patient ID', 'login');
      const request = (await sent).request().postDataJSON() as Record<string, unknown>;
      expect(request).toMatchObject({ patient_id: device.patient_id, notification_type: 'remoteLogin' });
      await sync.status('The patient accepted the remote login.').waitFor();
      await sync.button('Cancel Sync').waitFor();
    } finally {
      await accepting.stop();
    }

    const declining = await connectedApp(device, 'decline');
    try {
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/push_notification'));
      await sync.press('Cancel Sync', 'logout');
      expect((await sent).request().postDataJSON()).toMatchObject({ notification_type: 'remoteCancelLogin' });
      await sync.status('The patient declined the remote logout and is still logged in.').waitFor();
      await sync.button('Cancel Sync').waitFor();
    } finally {
      await declining.stop();
    }

    const loggingOut = await connectedApp(device, 'accept');
    try {
      await sync.press('Cancel Sync', 'logout');
      await sync.status('The patient app was logged out.').waitFor();
      await sync.button('Sync Patient ID').waitFor();
    } finally {
      await loggingOut.stop();
    }
  });

  it('[remote-login-declined] the app declines a remote login: the declined status, and the action stays Sync Patient ID', async () => {
    const device = await patientDevice();
    const page = await portal.signedInPage('pms', `/patientProfile/${String(device.patient_id)}`, { fakeTimers: true });
    const sync = syncAction(page);
    const app = await connectedApp(device, 'decline');
    try {
      await sync.press('Sync Patient ID', 'login');
      await sync.status('The patient declined the remote login.').waitFor();
      await sync.button('Sync Patient ID').waitFor();
    } finally {
      await app.stop();
    }
  });

  it('[remote-login-timeout] [remote-login-failure-sources] the app never answers: the Sync fails after 20 s (on the fake clock)', async () => {
    const device = await patientDevice();
    const page = await portal.signedInPage('pms', `/patientProfile/${String(device.patient_id)}`, { fakeTimers: true });
    const sync = syncAction(page);
    const app = await connectedApp(device, 'none');
    try {
      // The page's clock stands still from here, so the 20 s are the clock's alone however long a
      // loaded machine takes to show the waiting status; the button gets its click as an event,
      // since Playwright's click waits for animation frames, which stand still too.
      await sync.button('Sync Patient ID').waitFor();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await sync.button('Sync Patient ID').dispatchEvent('click');
      await sync.status('Waiting for the patient to accept the remote login…').waitFor();
      await page.clock.runFor(19_000);
      expect(await sync.status('The remote login failed.').count()).toBe(0);
      await page.clock.runFor(1_000);
      await sync.status('The remote login failed.').waitFor();
      await sync.button('Sync Patient ID').waitFor();
    } finally {
      await app.stop();
    }
  });

  it('issue 27 defect 11: after a finished session (its COMPLETE tile waits for a note) a successful remote login offers Cancel Sync, not Cancel Unavailable', async () => {
    const all = await findSimulatableDevices(portal.baseUrl, 200);
    const device = all[listingSkip + 1];
    if (!device) throw new Error('the demo seed lists too few devices');
    const page = await portal.signedInPage('pms', `/patientProfile/${String(device.patient_id)}`, { fakeTimers: true });
    const inSession = async () =>
      (await callFromTab<{ in_session: boolean }>(page, 'GET', `patient_app_login/${String(device.patient_id)}`)).data.in_session;
    // The patient's session runs (in a session), then completes: its tile stays COMPLETE until a
    // note clears it, but the patient is no longer in a session.
    const tablet = await connectPatientApp(portal.baseUrl, device);
    tablet.send({ type: 'join_session' });
    await expect.poll(inSession).toBe(true);
    tablet.send({ type: 'session_complete' });
    await expect.poll(inSession).toBe(false);
    tablet.close();
    await page.reload();
    const sync = syncAction(page);
    const app = await connectedApp(device, 'accept');
    try {
      await sync.press('Sync Patient ID', 'login');
      await sync.status('The patient accepted the remote login.').waitFor();
      await sync.button('Cancel Sync').waitFor();
      expect(await sync.button('Cancel Sync').isEnabled()).toBe(true);
      expect(await sync.button('Cancel Unavailable').count()).toBe(0);
      // Back as it was: logged out, and the tile gone.
      await sync.press('Cancel Sync', 'logout');
      await sync.status('The patient app was logged out.').waitFor();
    } finally {
      await app.stop();
      const leaving = await connectPatientApp(portal.baseUrl, device);
      leaving.send({ type: 'leave' });
      leaving.close();
    }
  });
});
