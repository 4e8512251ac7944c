// A built-in call's recording end to end, in Chromium with its fake camera and microphone (a
// beep): the surgeon's call window records both sides while the call runs and uploads the audio at
// hang-up; the CS manager requests it, waits for the conversion and downloads audio.mp3, which the
// browser decodes to about the call's length.
import { describe, expect, it } from 'vitest';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal({ fakeMedia: 'granted' });

async function signInByApi(username: string): Promise<string> {
  const response = await fetch(`${portal.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Cadence#2026' }),
  });
  const answer = (await response.json()) as { data?: { access_token?: string } };
  const token = answer.data?.access_token;
  if (!token) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return token;
}

async function api<T>(token: string, method: string, path: string): Promise<{ status: number; data: T; message?: string }> {
  const response = await fetch(`${portal.baseUrl}/api/${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as { data: T; message?: string };
  return { status: response.status, ...answer };
}

/** A patient with a tablet in the surgeon's reach and no call open. */
async function callablePatient(surgeon: string): Promise<number> {
  const listing = (await (await fetch(`${portal.baseUrl}/dev/patient-app/devices?limit=500`)).json()) as { data: { patient_id: number }[] };
  for (const { patient_id: patientId } of listing.data) {
    const info = await api<{ caller_user_id: number | null }>(surgeon, 'GET', `twilio_room/info/${patientId}`);
    if (info.status === 200 && info.data.caller_user_id === null) return patientId;
  }
  throw new Error('no patient with a tablet is in reach of the surgeon');
}

describe('call recordings over the built-in provider', () => {
  it("[recording-request] [recording-requested] [recording-download] a call's audio is recorded, requested, converted and downloaded as an audio.mp3 of the call's length", async () => {
    const surgeon = await signInByApi('surgeon');
    const manager = await signInByApi('csmanager');
    const patientId = await callablePatient(surgeon);
    const tablet = await portal.newPage();
    await tablet.goto(`/dev/patient-app/${patientId}`);
    await expect.poll(() => tablet.locator('#state').textContent()).toContain('connected as patient');

    const opening = Date.now();
    const callWindow = await portal.signedInPage('surgeon', `/call/${patientId}`);
    await expect.poll(() => callWindow.getByLabel('Call time').textContent(), { timeout: 20_000 }).toMatch(/^\d+:\d\d$/);
    // The user's first click in the window (as on the unmute banner) lets its audio run.
    await callWindow.getByLabel('Call time').click();
    const started = Date.now();
    await callWindow.waitForTimeout(6_000);
    await callWindow.getByRole('button', { name: 'Hang Up' }).click();
    const heldSeconds = (Date.now() - started) / 1000;
    const sinceOpeningSeconds = (Date.now() - opening) / 1000;
    await callWindow.getByText('Call ended.').waitFor();

    const rooms = await api<{ rooms: { id: number; patient_id: number }[] }>(manager, 'GET', `twilio_room/patient/${patientId}`);
    const roomId = rooms.data.rooms[0]?.id ?? 0;
    // The upload leaves at hang-up: Request Recording answers once it is stored.
    await expect.poll(async () => (await api<{ audio_composition_status: string }>(manager, 'GET', `create_composition/${roomId}`)).status, { timeout: 20_000 }).toBe(200);
    await expect
      .poll(async () => (await api<{ audio_composition_status: string }>(manager, 'GET', `composition_status/${roomId}`)).data.audio_composition_status, { timeout: 30_000 })
      .toBe('completed');
    const content = await api<{ redirect_to: string }>(manager, 'GET', `get_content/${roomId}`);
    expect(content.data.redirect_to).toMatch(/audio\.mp3\?/);

    const decoded = await callWindow.evaluate(async (address) => {
      const response = await fetch(address);
      const bytes = await response.arrayBuffer();
      const audio = await new AudioContext().decodeAudioData(bytes);
      const samples = audio.getChannelData(0);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      return { type: response.headers.get('content-type'), duration: audio.duration, peak };
    }, content.data.redirect_to);
    expect(decoded.type).toBe('audio/mpeg');
    // The recording runs from the room's opening to the hang-up: at least the held time, at most
    // the time since the call window was asked for (its connection took 20 s on a loaded machine).
    expect(decoded.duration).toBeGreaterThan(heldSeconds - 1);
    expect(decoded.duration).toBeLessThan(sinceOpeningSeconds + 2);
    // Chromium's fake microphone beeps: the recording is not silence.
    expect(decoded.peak).toBeGreaterThan(0.01);
  });
});
