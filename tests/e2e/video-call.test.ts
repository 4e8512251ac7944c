// A video call end to end over the built-in WebRTC provider, in Chromium with its fake camera and
// microphone: the patient's tablet is the demo patient-app page (/dev/patient-app/{id}); the
// surgeon places the call as the portal does (the call machine, the twilio_room calls and the
// provider of createVideoProvider(), tests/e2e/harness/callDriver.ts). Both sides decode the
// other's video; a second clinician calling the same patient is told the patient is on a call;
// the hang-up ends both sides.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallView } from './harness/callDriver';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal({ fakeMedia: true });
let driver: string;
/** The patient of the calls, and the second user who sees them (set by the first test). */
let callee: { patientId: number; second: Clinician } | undefined;

interface Clinician {
  token: string;
  userId: number;
  identity: string;
}

async function signInByApi(username: string): Promise<Clinician> {
  const response = await fetch(`${portal.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Cadence#2026' }),
  });
  const answer = (await response.json()) as { data?: { access_token?: string; user?: { id?: number } } };
  const token = answer.data?.access_token;
  const userId = answer.data?.user?.id;
  if (!token || userId === undefined) throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(answer)}`);
  return { token, userId, identity: username };
}

async function roomInfo(clinician: Clinician, patientId: number): Promise<{ status: number; callerUserId: number | null }> {
  const response = await fetch(`${portal.baseUrl}/api/twilio_room/info/${patientId}`, { headers: { authorization: `Bearer ${clinician.token}` } });
  const answer = (await response.json()) as { data?: { caller_user_id: number | null } };
  return { status: response.status, callerUserId: answer.data?.caller_user_id ?? null };
}

/**
 * A patient with a tablet in the surgeon's reach with no call open, and a second user who sees
 * the patient too: the therapist when they share one, else the CS manager (who sees every
 * practice; the call page tells them of the open room before any start).
 */
async function callablePatient(surgeon: Clinician, others: Clinician[]): Promise<{ patientId: number; second: Clinician }> {
  const listing = (await (await fetch(`${portal.baseUrl}/dev/patient-app/devices?limit=500`)).json()) as { data: { patient_id: number }[] };
  for (const other of others) {
    for (const { patient_id: patientId } of listing.data) {
      const [mine, theirs] = await Promise.all([roomInfo(surgeon, patientId), roomInfo(other, patientId)]);
      if (mine.status === 200 && theirs.status === 200 && mine.callerUserId === null) return { patientId, second: other };
    }
  }
  throw new Error('no patient with a tablet is in reach of the surgeon and another user');
}

/** A page of the portal's origin running the call driver, for `clinician`'s call with `patientId`. */
async function clinicianCalling(clinician: Clinician, patientId: number): Promise<Page> {
  const page = await portal.newPage();
  // A page of the portal's origin without the portal app: the API answers the driver's calls.
  await page.goto('/dev/patient-app/devices?limit=1');
  await page.evaluate(driver);
  await page.evaluate(
    ({ clinician, patientId }) => {
      const call = (window as unknown as { cadenceCall: { startCall(start: object): unknown } }).cadenceCall.startCall({ ...clinician, patientId });
      Object.assign(window, { call });
    },
    { clinician, patientId },
  );
  return page;
}

const viewOf = (page: Page): Promise<CallView> => page.evaluate(() => (window as unknown as { call: { view(): CallView } }).call.view());

/** The size and play position of a page's <video>. */
const videoOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const video = document.querySelector<HTMLVideoElement>(selector);
    return { width: video?.videoWidth ?? 0, time: video?.currentTime ?? 0, hasStream: Boolean(video?.srcObject) };
  }, selector);

/** Decoding: frames of a size arrive and the play position moves on. */
async function expectDecoding(read: () => Promise<{ width: number; time: number }>): Promise<void> {
  await expect.poll(async () => (await read()).width, { timeout: 20_000 }).toBeGreaterThan(0);
  const before = (await read()).time;
  await expect.poll(async () => (await read()).time, { timeout: 10_000 }).toBeGreaterThan(before);
}

beforeAll(async () => {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./harness/callDriver.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    // Twilio is never reached over the built-in provider; its lazy import stays out of the bundle.
    external: ['twilio-video'],
    logLevel: 'silent',
  });
  driver = bundled.outputFiles[0]?.text ?? '';
}, 60_000);

describe('a video call over the built-in WebRTC provider', () => {
  it('[video-call-states] [video-call-established] [video-other-clinician] [video-hang-up] the surgeon calls the patient\'s tablet: both see each other, a second clinician is told the patient is on a call, the hang-up ends both sides', async () => {
    const surgeon = await signInByApi('surgeon');
    callee = await callablePatient(surgeon, [await signInByApi('therapist'), await signInByApi('csmanager')]);
    const { patientId, second: otherUser } = callee;

    const tablet = await portal.newPage();
    await tablet.goto(`/dev/patient-app/${patientId}`);
    await expect.poll(() => tablet.locator('#state').textContent()).toContain('connected as patient');

    const call = await clinicianCalling(surgeon, patientId);
    await expect.poll(async () => (await viewOf(call)).tags, { timeout: 20_000 }).toContain('established');
    // Both sides decode the other's camera.
    await expectDecoding(async () => (await viewOf(call)).remoteVideo);
    await expectDecoding(() => videoOf(tablet, '#remote-video'));
    await expect.poll(() => tablet.locator('#video-state').textContent()).toBe('in a call with surgeon');
    expect((await viewOf(call)).localTracks).toBe(2);

    // A second clinician calling the same patient.
    const second = await clinicianCalling(otherUser, patientId);
    await expect.poll(async () => (await viewOf(second)).tags, { timeout: 20_000 }).toContain('finished');
    expect(await viewOf(second)).toMatchObject({
      notice: 'Patient is currently on a ROMTime call with another User',
      title: 'Patient Call Already in Progress',
      localTracks: 0,
    });
    // The call in progress did not notice.
    expect((await viewOf(call)).tags).toContain('established');

    // The hang-up: the camera off, the room deleted, the tablet told and left.
    await call.evaluate(() => (window as unknown as { call: { hangUp(): void } }).call.hangUp());
    await expect.poll(async () => (await viewOf(call)).tags, { timeout: 10_000 }).toContain('finished');
    expect(await viewOf(call)).toMatchObject({ notice: 'Call ended.', localTracks: 0 });
    await expect.poll(() => tablet.locator('#video-state').textContent(), { timeout: 10_000 }).toBe('call ended');
    expect(await videoOf(tablet, '#remote-video')).toMatchObject({ hasStream: false });
    expect(await videoOf(tablet, '#local-video')).toMatchObject({ hasStream: false });
    expect(await roomInfo(surgeon, patientId)).toEqual({ status: 200, callerUserId: null });
  });

  it('[video-window] [video-call-open] the call window on the patient: the patient\'s camera plays beside the own preview, the timer runs, Hang Up ends the call on both sides', async () => {
    const surgeon = await signInByApi('surgeon');
    const { patientId } = callee ?? (await callablePatient(surgeon, [await signInByApi('csmanager')]));
    const tablet = await portal.newPage();
    await tablet.goto(`/dev/patient-app/${patientId}`);
    await expect.poll(() => tablet.locator('#state').textContent()).toContain('connected as patient');

    const callWindow = await portal.signedInPage('surgeon', `/call/${patientId}`);
    const remote = callWindow.getByLabel("The patient's camera");
    const readRemote = () => remote.evaluate((video: HTMLVideoElement) => ({ width: video.videoWidth, time: video.currentTime }));
    await expectDecoding(readRemote);
    await expectDecoding(() => videoOf(tablet, '#remote-video'));
    await expect.poll(() => callWindow.getByLabel('Your camera').evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => callWindow.getByLabel('Call time').textContent(), { timeout: 10_000 }).toMatch(/^\d+:\d\d$/);

    await callWindow.getByRole('button', { name: 'Hang Up' }).click();
    await callWindow.getByText('Call ended.').waitFor();
    await expect.poll(() => tablet.locator('#video-state').textContent(), { timeout: 10_000 }).toBe('call ended');
    expect(await roomInfo(surgeon, patientId)).toEqual({ status: 200, callerUserId: null });
  });
});
