// How long a video call takes to connect on loopback over the built-in WebRTC provider, in
// Chromium with its fake camera and microphone: the surgeon clicks Call on the patient's profile
// and the call window opens, asks the server for the room, and establishes the call (the timer
// shows once the patient's tablet, the demo patient-app page, sends its tracks). Each call is hung
// up before the next.
import type { Page } from 'playwright-core';
import { launchChromium, openPortalPage } from '../e2e/harness/browser';
import { signIn } from '../e2e/harness/signIn';
import { percentile } from './percentile';

export interface CallSetupFigures {
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

/** A patient with a tablet in the caller's reach and no call open. */
async function callablePatient(baseUrl: string, token: string): Promise<number> {
  const listing = (await (await fetch(`${baseUrl}/dev/patient-app/devices?limit=500`)).json()) as { data: { patient_id: number }[] };
  for (const { patient_id: patientId } of listing.data) {
    const answer = await fetch(`${baseUrl}/api/twilio_room/info/${String(patientId)}`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status === 200 && ((await answer.json()) as { data: { caller_user_id: number | null } }).data.caller_user_id === null) return patientId;
  }
  throw new Error('no patient with a tablet is in reach of the caller');
}

const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const stored = window.sessionStorage.getItem('cadence.session') ?? window.localStorage.getItem('cadence.session') ?? '{}';
    return (JSON.parse(stored) as { token?: string }).token ?? '';
  });

/**
 * Places `calls` calls from the profile's Call button and times each from the click to the call
 * timer showing (the call established).
 *
 * @example
 * const { p50, p95 } = await measureCallSetup(server.baseUrl, 20);
 */
export async function measureCallSetup(baseUrl: string, calls: number, username = 'surgeon'): Promise<CallSetupFigures> {
  const browser = await launchChromium({ fakeMedia: 'granted' });
  try {
    const { page } = await openPortalPage(browser, baseUrl);
    await page.goto('/patients');
    await signIn(page, baseUrl, username);
    const patientId = await callablePatient(baseUrl, await tokenOf(page));
    const { page: tablet } = await openPortalPage(browser, baseUrl);
    await tablet.goto(`/dev/patient-app/${String(patientId)}`);
    await tablet.locator('#state').filter({ hasText: 'connected as patient' }).waitFor({ timeout: 30_000 });
    await page.goto(`/patientProfile/${String(patientId)}`);
    const callButton = page.getByRole('button', { name: 'Call', exact: true });
    await callButton.waitFor();

    const times: number[] = [];
    for (let call = 0; call < calls; call += 1) {
      const opened = page.context().waitForEvent('page');
      const clicked = performance.now();
      await callButton.click();
      const callWindow = await opened;
      await callWindow.getByLabel('Call time').waitFor({ timeout: 30_000 });
      times.push(performance.now() - clicked);
      await callWindow.getByRole('button', { name: 'Hang Up' }).click();
      await callWindow.getByText('Call ended.').waitFor();
      await tablet.locator('#video-state').filter({ hasText: 'call ended' }).waitFor();
      await callWindow.close();
    }
    return { calls: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
  } finally {
    await browser.close();
  }
}
