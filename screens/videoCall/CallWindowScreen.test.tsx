// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import { ApiError } from '../../runtime/api/ApiError';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { VideoConnectError, type ConnectRequest, type DevicePermission } from '../../domain/videoCall/VideoProvider';
import type { CallReport } from './callReports';
import type { BrowserVideoProvider } from './providers/BrowserVideoProvider';
import { createCallMediaStore } from './providers/callMediaStore';
import { CallWindowScreen } from './CallWindowScreen';

/** The middleware, faked at the API client: each operation answers from this table. */
type Answers = Record<string, (body: unknown, params: unknown) => unknown>;
const answers = vi.hoisted(() => {
  const table: { current: Answers } = { current: {} };
  return table;
});
const calls = vi.hoisted(() => ({ list: [] as { operationId: string; body: unknown; params: unknown }[] }));
vi.mock('../../runtime/api/portalApi', () => {
  const call = (operationId: string, body: unknown, params: unknown) => {
    calls.list.push({ operationId, body, params });
    const answer = answers.current[operationId];
    if (!answer) return Promise.reject(new Error(`unexpected call ${operationId}`));
    try {
      return Promise.resolve(answer(body, params));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return { portalApi: () => ({ call, callOperation: call }), portalToken: () => 'token' };
});

const called = (operationId: string) => calls.list.filter((call) => call.operationId === operationId);

const room = {
  id: 41,
  sid: 'RM41',
  unique_name: 'patient-7-RM41',
  patient_id: 7,
  caller_user_id: 3,
  caller_username: 'pms',
  provider: 'builtIn',
  date: '2026-11-24 10:00:00',
  started_at: '2026-11-24T10:00:00Z',
  ended_at: null,
  audio_composition_sid: null,
  audio_composition_status: null,
};

/** A provider whose room the test drives: it keeps the listener, counts disconnects and records the outgoing video. */
function fakeProvider(options: { permission?: DevicePermission; failure?: VideoConnectError } = {}) {
  const media = createCallMediaStore();
  const state = { request: undefined as ConnectRequest | undefined, disconnects: 0, outgoing: [] as (MediaStreamTrack | null)[], media };
  const provider: BrowserVideoProvider = {
    kind: 'builtIn',
    media,
    testPermissions: () => Promise.resolve(options.permission ?? 'granted'),
    connect: (request) => {
      state.request = request;
      if (options.failure) return Promise.reject(options.failure);
      return Promise.resolve({ room: request.room, disconnect: () => void (state.disconnects += 1) });
    },
    replaceOutgoingVideo: (track) => {
      state.outgoing.push(track);
      return Promise.resolve();
    },
  };
  return { state, createProvider: () => provider };
}

/** jsdom has no MediaStream: a stand-in with one video track. */
class FakeMediaStream {
  readonly track = { kind: 'video', stop: vi.fn() };
  getVideoTracks() {
    return [this.track];
  }
  getTracks() {
    return [this.track];
  }
}

function renderCall(provider: ReturnType<typeof fakeProvider>, roleId: number = roleIdByName.monitoringSpecialist, effectStops = vi.fn()) {
  const reports: CallReport[] = [];
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 3, username: 'pms', role_id: roleId } });
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/call/7']}>
        <SessionContext.Provider value={session}>
          <Routes>
            <Route path="/call/:patientID" element={
                <CallWindowScreen
                  createProvider={provider.createProvider}
                  report={(report) => reports.push(report)}
                  backgroundEffect={(camera) => ({ track: camera.getVideoTracks()[0], stop: effectStops })}
                />
              } />
            <Route path="/patientProfile/:id" element={<p>the patient profile</p>} />
          </Routes>
        </SessionContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
  return { reports, session };
}

/** The patient's camera arrives: the call is established. */
async function patientAnswers(provider: ReturnType<typeof fakeProvider>) {
  await waitFor(() => expect(provider.state.request).toBeDefined());
  act(() => provider.state.request?.onEvent({ type: 'trackReceived', kind: 'video', participant: { identity: 'patient-7' } }));
}

beforeEach(() => {
  calls.list = [];
  answers.current = {
    grabTwilioRoomInfo: () => ({ patient_id: 7, room: null, caller_user_id: null, refreshToken: null }),
    startVideoRoom: () => ({ token: 'tok', expires_in: 600, provider: 'builtIn', room }),
    endVideoRoom: () => ({ ...room, ended_at: '2026-11-24T10:05:00Z' }),
    listPatientNotes: () => [],
    sendCallDeviceSettings: () => ({ room_id: 41, patient_id: 7, command: 'device_settings' }),
    sendCallScreenClick: () => ({ room_id: 41, patient_id: 7, command: 'screen_click' }),
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the ROMTime call window', () => {
  it('[video-call-open] [video-call-start] [video-call-states] [video-call-established] [video-window] tests the devices, reads the room, says Calling patient..., and shows the timer once the patient is seen', async () => {
    const provider = fakeProvider();
    const { reports, session } = renderCall(provider);
    expect(await screen.findByText('Calling patient...')).toBeTruthy();
    await waitFor(() => expect(called('startVideoRoom')).toHaveLength(1));
    expect(called('grabTwilioRoomInfo')[0]?.params).toEqual({ path: { id: 7 } });
    expect(called('startVideoRoom')[0]?.body).toEqual({ identity: 'pms', patient_id: 7 });
    // [video-audio-constraints] the provider opens the microphone with section 9's constraints.
    await waitFor(() => expect(provider.state.request?.token).toBe('tok'));
    expect(provider.state.request?.media.audio).toEqual({ autoGainControl: true, echoCancellation: true, noiseSuppression: true });
    expect(provider.state.request?.room).toBe('patient-7-RM41');
    await patientAnswers(provider);
    expect(await screen.findByLabelText('Call time')).toBeTruthy();
    expect(screen.getByLabelText('Call time').textContent).toBe('0:00');
    expect(screen.queryByText('Calling patient...')).toBeNull();
    const preview = screen.getByLabelText('Your camera');
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['230', '180']);
    expect(screen.getByLabelText("The patient's camera")).toBeTruthy();
    // Live-video mode for the session; the opener hears the call start and connect.
    expect(session.sent).toContainEqual({ type: 'SET_REMOTE_CALL', on: true });
    expect(reports).toEqual([
      { type: 'callStarted', patientId: 7 },
      { type: 'callConnected', patientId: 7 },
    ]);
  });

  it('[video-call-states] the call timer runs m:ss once established', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const provider = fakeProvider();
      renderCall(provider);
      await patientAnswers(provider);
      const timer = await screen.findByLabelText('Call time');
      expect(timer.textContent).toBe('0:00');
      await act(() => vi.advanceTimersByTimeAsync(65_000));
      // shouldAdvanceTime lets real milliseconds pass too: at most a second more.
      expect(screen.getByLabelText('Call time').textContent).toMatch(/^1:0[56]$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[video-hang-up] [video-call-ended] Hang Up stops the tracks, deletes the room and says Call ended.', async () => {
    const provider = fakeProvider();
    const { reports, session } = renderCall(provider);
    await patientAnswers(provider);
    await screen.findByLabelText('Call time');
    fireEvent.click(screen.getByRole('button', { name: 'Hang Up' }));
    await waitFor(() => expect(called('endVideoRoom')).toHaveLength(1));
    expect(called('endVideoRoom')[0]?.params).toEqual({ path: { id: 41 } });
    expect(provider.state.disconnects).toBe(1);
    expect(await screen.findByText('Call ended.')).toBeTruthy();
    expect(session.sent).toContainEqual({ type: 'SET_REMOTE_CALL', on: false });
    await waitFor(() => expect(reports.at(-1)).toEqual({ type: 'callEnded', patientId: 7 }));
    expect(screen.getByRole('button', { name: 'Hang Up' })).toHaveProperty('disabled', true);
  });

  it('[video-other-clinician] another user on a call with the patient: both messages, no media opened', async () => {
    answers.current.startVideoRoom = () => {
      throw ApiError.fromResponse(409, { message: 'Patient is currently on a ROMTime call with another User' });
    };
    const provider = fakeProvider();
    renderCall(provider);
    expect(await screen.findByText('Patient is currently on a ROMTime call with another User')).toBeTruthy();
    expect(screen.getByText('Patient Call Already in Progress')).toBeTruthy();
    expect(provider.state.request).toBeUndefined();
  });

  it('[video-permissions-blocked] blocked devices say so, then the patient profile opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderCall(fakeProvider({ permission: 'blocked' }));
      expect(await screen.findByText('ROMTime was blocked. Please allow microphone and camera permissions in browser settings.')).toBeTruthy();
      expect(called('startVideoRoom')).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText('the patient profile')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('[video-device-access-denied] a refused camera gives the denied message and deletes the room', async () => {
    renderCall(fakeProvider({ failure: new VideoConnectError('deviceAccessDenied') }));
    expect(
      await screen.findByText('Error, access to camera and/or microphone denied. Please check your browser privacy / security settings.'),
    ).toBeTruthy();
    await waitFor(() => expect(called('endVideoRoom')).toHaveLength(1));
  });

  it('[video-start-failure] a failed start says An Error Occurred trying to initiate the call.', async () => {
    answers.current.startVideoRoom = () => {
      throw ApiError.fromResponse(500, { message: 'Something went wrong.' });
    };
    renderCall(fakeProvider());
    expect(await screen.findByText('An Error Occurred trying to initiate the call.')).toBeTruthy();
  });

  it('[video-window] Background On sends the blurred picture instead of the camera; Background Off sends the camera again', async () => {
    vi.stubGlobal('MediaStream', FakeMediaStream);
    const provider = fakeProvider();
    const effectStops = vi.fn();
    renderCall(provider, roleIdByName.monitoringSpecialist, effectStops);
    const camera = new MediaStream();
    act(() => provider.state.media.set({ local: camera }));
    fireEvent.click(await screen.findByRole('button', { name: 'Background On' }));
    await screen.findByRole('button', { name: 'Background Off' });
    expect(provider.state.outgoing).toEqual([camera.getVideoTracks()[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Background Off' }));
    await screen.findByRole('button', { name: 'Background On' });
    expect(provider.state.outgoing).toEqual([camera.getVideoTracks()[0], null]);
    expect(effectStops).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("[video-window] when autoplay keeps the patient's audio muted, 'Click to unmute audio' unmutes it", async () => {
    vi.stubGlobal('MediaStream', FakeMediaStream);
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('autoplay', 'NotAllowedError'))
      .mockResolvedValue(undefined);
    const provider = fakeProvider();
    renderCall(provider);
    act(() => provider.state.media.set({ remote: new MediaStream() }));
    const banner = await screen.findByRole('button', { name: 'Click to unmute audio' });
    const remote = screen.getByLabelText<HTMLVideoElement>("The patient's camera");
    expect(remote.muted).toBe(true);
    fireEvent.click(banner);
    expect(remote.muted).toBe(false);
    expect(screen.queryByRole('button', { name: 'Click to unmute audio' })).toBeNull();
    expect(play).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('the patient call screen', () => {
  it('[video-call-screen-tabs] has the tabs Notes, Settings and Patient App', async () => {
    renderCall(fakeProvider());
    expect(await screen.findByRole('tab', { name: 'Notes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Patient App' })).toBeTruthy();
  });

  it('[video-device-settings-defaults] [video-device-settings-pressure] the sliders start at section 9 defaults; Confirm sends them to the patient app', async () => {
    renderCall(fakeProvider());
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByText('Pedal Radius: 34')).toBeTruthy();
    expect(screen.getByText('Resistance: 13')).toBeTruthy();
    expect(screen.getByText('RPM Min: 25')).toBeTruthy();
    expect(screen.getByText('RPM Max: 45')).toBeTruthy();
    expect(screen.getByText('Pressure Limit: 12')).toBeTruthy();
    expect(screen.getByText('About 110 lbs')).toBeTruthy();
    const pressure = screen.getAllByRole('slider').at(-1);
    expect([pressure?.getAttribute('aria-valuemin'), pressure?.getAttribute('aria-valuemax')]).toEqual(['5', '50']);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    fireEvent.click(confirm);
    await waitFor(() => expect(called('sendCallDeviceSettings')).toHaveLength(1));
    expect(called('sendCallDeviceSettings')[0]).toMatchObject({
      body: { pedal_radius: 34, resistance: 13, rpm_min: 25, rpm_max: 45, pressure_limit: 12 },
      params: { path: { id: 41 } },
    });
  });

  it('[video-device-settings-cs-junior] Confirm is disabled for the CS junior', async () => {
    renderCall(fakeProvider(), roleIdByName.csJunior);
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(called('startVideoRoom')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
  });

  it("[video-screen-click] a click on the patient's screen sends screen_click with xPercentage and yPercentage", async () => {
    renderCall(fakeProvider());
    fireEvent.click(await screen.findByRole('tab', { name: 'Patient App' }));
    await waitFor(() => expect(called('startVideoRoom')).toHaveLength(1));
    const area = screen.getByTestId('patient-app-screen');
    vi.spyOn(area, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 50, width: 200, height: 400 }));
    await waitFor(() => {
      fireEvent.click(area, { clientX: 150, clientY: 350 });
      expect(called('sendCallScreenClick').length).toBeGreaterThan(0);
    });
    expect(called('sendCallScreenClick')[0]).toMatchObject({ body: { xPercentage: 25, yPercentage: 75 }, params: { path: { id: 41 } } });
  });

  it("[video-call-screen-tabs] until the patient's screen arrives the tab says so; then it shows the screen live instead", async () => {
    vi.stubGlobal('MediaStream', FakeMediaStream);
    const provider = fakeProvider();
    renderCall(provider);
    fireEvent.click(await screen.findByRole('tab', { name: 'Patient App' }));
    expect(screen.getByText("The patient's screen has not arrived: it shows here once the patient's app shares it in the call. A click on the area below still taps that spot on the patient's app.")).toBeTruthy();
    expect(screen.queryByLabelText("The patient's screen")).toBeNull();

    const patientScreen = new MediaStream();
    act(() => provider.state.media.set({ screen: patientScreen }));
    const picture = screen.getByLabelText<HTMLVideoElement>("The patient's screen");
    expect(picture.tagName).toBe('VIDEO');
    expect(picture.srcObject).toBe(patientScreen);
    expect(screen.getByText("Click on the patient's screen to tap there on the patient's app.")).toBeTruthy();
    expect(screen.queryByText(/has not arrived/)).toBeNull();

    // The screen track ends (the app stopped sharing): the note again.
    act(() => provider.state.media.set({ screen: null }));
    expect(screen.getByText(/has not arrived/)).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it("[video-screen-click] a click on the patient's screen, scaled to fit, sends where it fell within the picture; a click beside it sends nothing", async () => {
    vi.stubGlobal('MediaStream', FakeMediaStream);
    const provider = fakeProvider();
    renderCall(provider);
    fireEvent.click(await screen.findByRole('tab', { name: 'Patient App' }));
    await waitFor(() => expect(called('startVideoRoom')).toHaveLength(1));
    act(() => provider.state.media.set({ screen: new MediaStream() }));
    const picture = screen.getByLabelText<HTMLVideoElement>("The patient's screen");
    // A 960x600 screen in a 480x400 element: shown 480x300, from 50 to 350 down.
    vi.spyOn(picture, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 0, width: 480, height: 400 }));
    Object.defineProperty(picture, 'videoWidth', { value: 960 });
    Object.defineProperty(picture, 'videoHeight', { value: 600 });
    fireEvent.click(picture, { clientX: 300, clientY: 20 });
    await waitFor(() => {
      fireEvent.click(picture, { clientX: 100 + 120, clientY: 50 + 225 });
      expect(called('sendCallScreenClick').length).toBeGreaterThan(0);
    });
    expect(called('sendCallScreenClick').map((call) => call.body)).toEqual(called('sendCallScreenClick').map(() => ({ xPercentage: 25, yPercentage: 75 })));
    expect(called('sendCallScreenClick')[0]).toMatchObject({ params: { path: { id: 41 } } });
    expect(await screen.findByText('Tap sent at 25% × 75%.')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
