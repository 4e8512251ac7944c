// A video call end to end over the built-in WebRTC provider, in Chromium with its fake camera and
// microphone: the patient's tablet is the demo patient-app page (/dev/patient-app/{id}); the
// surgeon places the call as the portal does (the call machine, the twilio_room calls and the
// provider of createVideoProvider(), tests/e2e/harness/callDriver.ts). Both sides decode the
// other's video; a second clinician calling the same patient is told the patient is on a call;
// the hang-up ends both sides. The call window shows only the call, and its Patient App tab plays
// the tablet's own screen (a second video track), where a click taps the tablet.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe';
import type { CallView } from './harness/callDriver';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal({ fakeMedia: 'granted' });
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
/** The patient's simulated tablet (demo page), once its app is connected as the patient. */
async function patientTablet(patientId: number): Promise<Page> {
  const tablet = await portal.newPage();
  await tablet.goto(`/dev/patient-app/${patientId}`);
  await expect.poll(() => tablet.locator('#state').textContent()).toContain('connected as patient');
  return tablet;
}

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
  it('[video-call-states] [video-call-established] [video-other-clinician] [video-hang-up] [video-call-screen-tabs] the surgeon calls the patient\'s tablet: both see each other (and the tablet\'s screen apart), a second clinician is told the patient is on a call, the hang-up ends both sides', async () => {
    const surgeon = await signInByApi('surgeon');
    callee = await callablePatient(surgeon, [await signInByApi('therapist'), await signInByApi('csmanager')]);
    const { patientId, second: otherUser } = callee;

    const tablet = await patientTablet(patientId);

    const call = await clinicianCalling(surgeon, patientId);
    await expect.poll(async () => (await viewOf(call)).tags, { timeout: 20_000 }).toContain('established');
    // Both sides decode the other's camera.
    await expectDecoding(async () => (await viewOf(call)).remoteVideo);
    await expectDecoding(() => videoOf(tablet, '#remote-video'));
    await expect.poll(() => tablet.locator('#video-state').textContent()).toBe('in a call with surgeon');
    expect((await viewOf(call)).localTracks).toBe(2);
    // The tablet's screen arrives apart from its camera: its own 16:10 picture.
    await expectDecoding(async () => (await viewOf(call)).screenVideo);
    const { screenVideo, remoteVideo } = await viewOf(call);
    expect(screenVideo.width / screenVideo.height).toBeCloseTo(1.6, 1);
    expect(remoteVideo.width / remoteVideo.height).not.toBeCloseTo(1.6, 1);

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
    const tablet = await patientTablet(patientId);

    const callWindow = await portal.signedInPage('surgeon', `/call/${patientId}`);
    const remote = callWindow.getByLabel("The patient's camera");
    const readRemote = () => remote.evaluate((video: HTMLVideoElement) => ({ width: video.videoWidth, time: video.currentTime }));
    await expectDecoding(readRemote);
    await expectDecoding(() => videoOf(tablet, '#remote-video'));
    await expect.poll(() => callWindow.getByLabel('Your camera').evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => callWindow.getByLabel('Call time').textContent(), { timeout: 10_000 }).toMatch(/^\d+:\d\d$/);
    // The call window is the one route the every-route test does not open (it starts a call): its axe check is here.
    expect(await seriousViolations(callWindow)).toEqual([]);

    await callWindow.getByRole('button', { name: 'Hang Up' }).click();
    await callWindow.getByText('Call ended.').waitFor();
    await expect.poll(() => tablet.locator('#video-state').textContent(), { timeout: 10_000 }).toBe('call ended');
    expect(await roomInfo(surgeon, patientId)).toEqual({ status: 200, callerUserId: null });
  });

  it("[video-window] [video-call-screen-tabs] [video-screen-click] the call window shows only the call; the Patient App tab plays the tablet's screen live, and a click on it taps the tablet there, which the picture then shows", async () => {
    const surgeon = await signInByApi('surgeon');
    const { patientId } = callee ?? (await callablePatient(surgeon, [await signInByApi('csmanager')]));
    const tablet = await patientTablet(patientId);

    const callWindow = await portal.signedInPage('surgeon', `/call/${patientId}`);
    await callWindow.getByLabel("The patient's camera").waitFor();
    // The window of the call alone: no side menu, no header of the portal.
    expect(await callWindow.locator('#cadence-side-menu').count()).toBe(0);
    expect(await callWindow.getByRole('navigation').count()).toBe(0);
    expect(await callWindow.getByRole('banner').count()).toBe(0);

    await callWindow.getByRole('tab', { name: 'Patient App' }).click();
    const picture = callWindow.getByLabel("The patient's screen");
    const readPicture = () => picture.evaluate((video: HTMLVideoElement) => ({ width: video.videoWidth, height: video.videoHeight, time: video.currentTime }));
    await expectDecoding(readPicture);
    // The tablet's 16:10 screen, not its camera (the camera plays in its own place, 16:9 or 4:3).
    const { width, height } = await readPicture();
    expect(width / height).toBeCloseTo(1.6, 1);
    expect(await callWindow.getByLabel("The patient's camera").evaluate((video: HTMLVideoElement) => video.videoWidth / video.videoHeight)).not.toBeCloseTo(1.6, 1);

    // A click at a quarter across and three quarters down the shown picture (scaled to fit).
    const box = await picture.evaluate((video: HTMLVideoElement) => {
      const { width: boxWidth, height: boxHeight } = video.getBoundingClientRect();
      const scale = Math.min(boxWidth / video.videoWidth, boxHeight / video.videoHeight);
      return { boxWidth, boxHeight, shownWidth: video.videoWidth * scale, shownHeight: video.videoHeight * scale };
    });
    await picture.click({
      position: {
        x: (box.boxWidth - box.shownWidth) / 2 + box.shownWidth * 0.25,
        y: (box.boxHeight - box.shownHeight) / 2 + box.shownHeight * 0.75,
      },
    });
    await expect.poll(() => tablet.locator('#screen-tap').textContent(), { timeout: 10_000 }).toMatch(/^Tapped at [\d.]+%, [\d.]+%$/);
    const [, x, y] = /^Tapped at ([\d.]+)%, ([\d.]+)%$/.exec((await tablet.locator('#screen-tap').textContent()) ?? '') ?? [];
    expect(Number(x)).toBeCloseTo(25, 0);
    expect(Number(y)).toBeCloseTo(75, 0);
    await callWindow.getByText(/^Tap sent at [\d.]+% × [\d.]+%\.$/).waitFor();

    // The clinician sees the tap land: the tablet's red marker at that point of the picture.
    const markerShown = () =>
      picture.evaluate((video: HTMLVideoElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d');
        if (!context) return false;
        context.drawImage(video, 0, 0);
        const [red = 0, green = 0, blue = 0] = context.getImageData(Math.round(canvas.width * 0.25), Math.round(canvas.height * 0.75), 1, 1).data;
        return red > 170 && green < 120 && blue < 120;
      });
    await expect.poll(markerShown, { timeout: 10_000 }).toBe(true);

    await callWindow.getByRole('button', { name: 'Hang Up' }).click();
    await callWindow.getByText('Call ended.').waitFor();
    await expect.poll(() => tablet.locator('#video-state').textContent(), { timeout: 10_000 }).toBe('call ended');
  });
});
