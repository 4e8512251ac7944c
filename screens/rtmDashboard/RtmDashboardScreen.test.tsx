// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { ConfirmDialogHost } from '../../runtime/dialogs/ConfirmDialogHost';
import { ToastHost } from '../../runtime/toasts/ToastHost';
import { createRealtimeStatusHub, type RealtimeStatusHub } from '../../runtime/realtime/realtimeStatusHub';
import { RealtimeStatusContext } from '../../runtime/realtime/RealtimeStatusContext';
import type { PortalPush } from '../../machines/rtmRoom/roomMachine';
import type { RtmTile } from '../../domain/rtmTile/rtmTile';
import { tileFixture } from '../../machines/rtmTile/tileMachineFixture';
import { postCallReport } from '../videoCall/callReports';
import { setRomTimeWindow } from './romTimeWindow';
import { RtmDashboardScreen } from './RtmDashboardScreen';

/** The middleware, faked at the API client: each operation answers from this table. */
type Answers = Record<string, (body: unknown, params: unknown) => unknown>;
const answers = vi.hoisted(() => {
  const table: { current: Answers } = { current: {} };
  return table;
});
const calls = vi.hoisted(() => ({ list: [] as { operationId: string; body: unknown; params: unknown }[] }));
vi.mock('../../runtime/api/portalApi', () => ({
  portalApi: () => ({
    call: (operationId: string, body: unknown, params: unknown) => {
      calls.list.push({ operationId, body, params });
      const answer = answers.current[operationId];
      return answer ? Promise.resolve(answer(body, params)) : Promise.reject(new Error(`unexpected call ${operationId}`));
    },
    callOperation: (operationId: string, body: unknown, params: unknown) => {
      calls.list.push({ operationId, body, params });
      const answer = answers.current[operationId];
      return answer ? Promise.resolve(answer(body, params)) : Promise.reject(new Error(`unexpected call ${operationId}`));
    },
  }),
  portalToken: () => 'token',
}));

const roleIds = { superAdmin: 1, monitoringAssistant: 16, monitoringManager: 15, customerService: 2 } as const;

const patientDetail = {
  id: 7,
  identifier: '1000007',
  first_name: 'Ada',
  last_name: 'Lovelace',
  age: 61,
  phone_number: [{ id: 1, name: 'Mobile Phone', number: '5550100007' }],
  home_phone: null,
  mobile_phone: null,
  surgeon: { id: 3, name: 'Dr. Grace Hopper', npi: null },
  address: { id: 1, state: 'TX' },
  patient_procedure: { procedure_date: 1_772_409_600, treatment_start_date: 1_772_496_000, codes: { cpt: [], icd: [], hcpcs: [] } },
  rtm_permission: true,
  rtm_patient_education: false,
  rtm_follow_up_needed: false,
  interaction_code_80: false,
  interaction_code_81: true,
};

function called(operationId: string) {
  return calls.list.filter((call) => call.operationId === operationId);
}

function renderDashboard(role: keyof typeof roleIds, patients: RtmTile[] = [tileFixture({ id: 7 })], realtime: RealtimeStatusHub = createRealtimeStatusHub()) {
  answers.current = {
    getMonitorRoomStatus: () => ({ can_start_monitoring: role !== 'customerService', room: null }),
    createMonitorRoom: () => ({
      room_id: 'R-12',
      started_at: '2026-03-02T10:00:00Z',
      template_hex_codes: [{ name: 'Knee v1', tile_color_hex: '#4caf50' }],
      patients,
    }),
    endMonitorRoom: () => ({}),
    createPatientInteraction: () => ({}),
    getTodayCompletedPatients: () => ({ patients: [] }),
    getPatientDetail: () => patientDetail,
    listUncosignedNotes: () => ({ patients: [] }),
    listPatientNotes: () => [],
    getPatientPrompts: () => ({ prompts: [], patient_version_id: null }),
    removeRtmConsent: () => ({ ...patientDetail, patient_id: 7, rtm_permission: false, patient_monitoring_specialist_id: null }),
    markRtmPatientEducated: () => ({ ...patientDetail, patient_id: 7, patient_monitoring_specialist_id: 9 }),
    startPatientViewingLog: () => ({ id: 55, patient_id: 7, started_at: 1, finished_at: null }),
    finishPatientViewingLog: () => ({ id: 55, patient_id: 7, started_at: 1, finished_at: 2 }),
  };
  const listeners: ((push: PortalPush) => void)[] = [];
  const usePushes = (listener: (push: PortalPush) => void) => {
    listeners.splice(0, listeners.length, listener);
  };
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 9, username: 'u', role_id: roleIds[role] } });
  render(
    <MantineProvider>
      <ToastHost />
      <ConfirmDialogHost />
      <MemoryRouter>
        <SessionContext.Provider value={session}>
          <RealtimeStatusContext.Provider value={realtime}>
            <RtmDashboardScreen usePushes={usePushes} />
          </RealtimeStatusContext.Provider>
        </SessionContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
  return { session, push: (push: PortalPush) => act(() => listeners.forEach((listener) => listener(push))) };
}

async function startMonitoring() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start Monitoring' }));
  expect(await screen.findByText('Please Do Not Enter if you are not a licensed RTM Observer.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Room R-12');
}

beforeEach(() => {
  calls.list = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the RTM dashboard screen', () => {
  it('[rtm-start-monitoring-who] shows Start Monitoring only to who may start a room', async () => {
    renderDashboard('customerService');
    await waitFor(() => expect(called('getMonitorRoomStatus')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Start Monitoring' })).toBeNull();
  });

  it('[rtm-warning-modal] [rtm-room-create] [rtm-timer-banner] [rtm-tile-size] opens a room after the warning: banner, timer, X and the tile grid', async () => {
    renderDashboard('monitoringAssistant', [tileFixture({ id: 7, next_interaction: '2099-01-01T00:00:00Z' })]);
    await startMonitoring();
    expect(called('createMonitorRoom')).toHaveLength(1);
    expect(screen.getByTestId('rtm-room-timer').textContent).toMatch(/^\d\d:\d\d$/);
    expect(screen.getByRole('button', { name: 'Close the monitoring room' })).toBeTruthy();
    const grid = screen.getByTestId('rtm-tile-grid');
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(210px, 1fr))');
    expect(grid.style.maxHeight).toBe('70vh');
    expect(screen.getByTestId('rtm-tile-7').dataset.status).toBe('ANSWERED');
  });

  it('[rtm-warning-modal] Exit closes the warning without a room', async () => {
    renderDashboard('monitoringAssistant');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Monitoring' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(screen.queryByText('Please Do Not Enter if you are not a licensed RTM Observer.')).toBeNull());
    expect(called('createMonitorRoom')).toHaveLength(0);
  });

  it('[rtm-pain-high-push] [rtm-click-starts-call] [rtm-interaction-type] [video-window] a pushed pain high turns the tile CALL_REQUIRED; its click records a required interaction and opens the 1280x720 call window', async () => {
    // A stand-in for the call window (never the test's own window: a completed tile closes it).
    const focus = vi.fn();
    const callWindow = { closed: false, focus, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => callWindow as unknown as Window);
    const { push } = renderDashboard('monitoringAssistant');
    await startMonitoring();
    push({ notification_type: 'pain_high', patient_id: 7, json: {} });
    expect(screen.getByTestId('rtm-tile-7').dataset.status).toBe('CALL_REQUIRED');
    // The tile's body is no action (issue 27, defect 3): only its Call button calls.
    fireEvent.click(screen.getByTestId('rtm-tile-7'));
    expect(called('createPatientInteraction')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Call Ada Lovelace' }));
    await waitFor(() => expect(called('createPatientInteraction')).toHaveLength(1));
    expect(called('createPatientInteraction')[0]?.body).toEqual({ patient_id: 7, interaction_type: 2, observer_id: 9 });
    expect(open).toHaveBeenCalledWith('/call/7', 'romTimeCall', 'popup,width=1280,height=720');
    // 'Focus ROMTime Window' brings the open call window forward.
    focus.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Focus ROMTime Window' }));
    expect(focus).toHaveBeenCalledTimes(1);
    open.mockRestore();
    setRomTimeWindow(null);
  });

  it('[rtm-call-connected] a call window reporting its call connected turns the tile ANSWERED and records it on the server; live-video mode meanwhile', async () => {
    const { push, session } = renderDashboard('monitoringAssistant');
    answers.current.recordRtmCallConnected = () => tileFixture({ id: 7, status: 'ANSWERED' });
    await startMonitoring();
    push({ notification_type: 'pain_high', patient_id: 7, json: {} });
    expect(screen.getByTestId('rtm-tile-7').dataset.status).toBe('CALL_REQUIRED');
    postCallReport({ type: 'callStarted', patientId: 7 });
    postCallReport({ type: 'callConnected', patientId: 7 });
    await waitFor(() => expect(screen.getByTestId('rtm-tile-7').dataset.status).toBe('ANSWERED'));
    await waitFor(() => expect(called('recordRtmCallConnected')).toHaveLength(1));
    expect(called('recordRtmCallConnected')[0]?.params).toEqual({ path: { id: 7 } });
    expect(session.sent).toContainEqual({ type: 'SET_REMOTE_CALL', on: true });
    // [rtm-profile-during-call] the tile's patient profile does not open while the call runs.
    fireEvent.click(within(screen.getByTestId('rtm-tile-7')).getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByText('Unable to open a patient profile while a ROMTime call is in progress.')).toBeTruthy();
    postCallReport({ type: 'callEnded', patientId: 7 });
    await waitFor(() => expect(session.sent).toContainEqual({ type: 'SET_REMOTE_CALL', on: false }));
  });

  it('issue 25 finding 3: says Reconnecting… while the live channel is down, and once back reloads its tiles without a reload of the page', async () => {
    const realtime = createRealtimeStatusHub();
    renderDashboard('monitoringAssistant', [tileFixture({ id: 7 })], realtime);
    await startMonitoring();
    const liveStatus = screen.getByTestId('rtm-live-status');
    expect(liveStatus.getAttribute('role')).toBe('status');
    expect(liveStatus.textContent).toBe('');
    act(() => realtime.setStatus('reconnecting'));
    expect(liveStatus.textContent).toBe('Reconnecting…');
    // Meanwhile patient 7 left and patient 8 joined: pushes the dashboard never heard.
    answers.current.getMonitorRoomTiles = () => ({ room_id: 'R-12', patients: [tileFixture({ id: 8, first_name: 'Alan', last_name: 'Turing' })] });
    act(() => {
      realtime.setStatus('live');
      realtime.resync();
    });
    expect(liveStatus.textContent).toBe('');
    expect(await screen.findByRole('article', { name: 'Alan Turing' })).toBeTruthy();
    expect(screen.queryByTestId('rtm-tile-7')).toBeNull();
    expect(called('getMonitorRoomTiles')[0]?.params).toEqual({ path: { room_id: 'R-12' } });
  });

  it('[rtm-new-patient] [rtm-patient-leave-push] joined and leaving patients appear and disappear', async () => {
    const { push } = renderDashboard('monitoringAssistant', []);
    await startMonitoring();
    push({ notification_type: 'patient_joined', patient_id: 8, json: tileFixture({ id: 8, first_name: 'Alan', last_name: 'Turing' }) });
    expect(screen.getByRole('article', { name: 'Alan Turing' })).toBeTruthy();
    push({ notification_type: 'patient_leave', patient_id: 8, json: {} });
    expect(screen.queryByRole('article', { name: 'Alan Turing' })).toBeNull();
  });

  it('[rtm-patient-update-push] [rtm-unknown-push] a burst of 1,000 pushes leaves the grid with every tile in order', async () => {
    const { push } = renderDashboard('monitoringAssistant', []);
    await startMonitoring();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    act(() => {
      for (let index = 0; index < 1000; index += 1) {
        const id = 100 + (index % 100);
        if (index < 100) push({ notification_type: 'patient_joined', patient_id: id, json: tileFixture({ id, sequence: index % 7 === 0 ? null : 1000 - index }) });
        else if (index % 50 === 0) push({ notification_type: 'mystery', patient_id: id, json: {} });
        else if (index % 10 === 0) push({ notification_type: 'pain_high', patient_id: id, json: {} });
        else push({ notification_type: 'patient_update', patient_id: id, json: { patient_adherence: index % 100 } });
      }
    });
    const tiles = within(screen.getByTestId('rtm-tile-grid')).getAllByRole('article');
    expect(tiles).toHaveLength(100);
    // Urgency first (issue 27, defect 3): the eight patients in pain (110 ... 190 but 150, whose
    // pushes of that turn were of an unknown type) lead, CALL_REQUIRED. Within a status,
    // sequences 999 down to 901 were given in joining order, so the last joined comes first and
    // the tiles without a sequence (every seventh: 170 among those in pain) come last.
    const ids = tiles.map((tile) => tile.dataset.testid);
    expect(ids.slice(0, 8)).toEqual([190, 180, 160, 140, 130, 120, 110, 170].map((id) => `rtm-tile-${String(id)}`));
    expect(tiles.slice(0, 8).every((tile) => tile.dataset.status === 'CALL_REQUIRED')).toBe(true);
    expect(ids[8]).toBe('rtm-tile-199');
    expect(ids.at(-1)).toBe('rtm-tile-198');
    expect(screen.getByTestId('rtm-tile-110').dataset.status).toBe('CALL_REQUIRED');
    expect(info).toHaveBeenCalledTimes(18);
    info.mockRestore();
  });

  it('[rtm-tile-statuses] [rtm-tile-colour] issue 27 defect 3: tiles are coloured and ordered by urgency, counted per status and filtered by status; the template is a secondary mark', async () => {
    renderDashboard('monitoringAssistant', [
      tileFixture({ id: 7, sequence: 1, status: 'ANSWERED', pain_level: 0, next_interaction: null }),
      tileFixture({ id: 8, sequence: 2, first_name: 'Alan', last_name: 'Turing', status: 'CALL_REQUIRED', pain_level: 10 }),
      tileFixture({ id: 9, sequence: 3, first_name: 'Grace', last_name: 'Hopper', status: 'COMPLETE', note_required: true }),
    ]);
    await startMonitoring();
    const order = () => within(screen.getByTestId('rtm-tile-grid')).getAllByRole('article').map((tile) => tile.getAttribute('aria-label'));
    expect(order()).toEqual(['Alan Turing', 'Grace Hopper', 'Ada Lovelace']);
    // The same template colour, different status colours.
    const background = (id: number) => screen.getByTestId(`rtm-tile-${String(id)}`).style.background;
    expect(new Set([background(7), background(8), background(9)]).size).toBe(3);
    expect(within(screen.getByTestId('rtm-tile-8')).getByText('Template: Knee v1')).toBeTruthy();

    const filter = screen.getByRole('radiogroup', { name: 'Show tiles by status' });
    expect(within(filter).getByLabelText('All (3)')).toBeTruthy();
    expect(within(filter).getByLabelText('INTERACTION REQUESTED (0)')).toBeTruthy();
    fireEvent.click(within(filter).getByLabelText('CALL REQUIRED (1)'));
    expect(order()).toEqual(['Alan Turing']);
    fireEvent.click(within(filter).getByLabelText('PENDING INTERACTION (0)'));
    expect(screen.getByText('No patient has this status.')).toBeTruthy();
    fireEvent.click(within(filter).getByLabelText('All (3)'));
    expect(order()).toHaveLength(3);
    // An answered tile has no action; a completed one is cleared by its button only.
    expect(within(screen.getByTestId('rtm-tile-7')).queryByRole('button', { name: /^(Call|Clear) / })).toBeNull();
    fireEvent.click(screen.getByTestId('rtm-tile-9'));
    expect(screen.getByTestId('rtm-tile-9')).toBeTruthy();
  });

  it('[rtm-complete-closes-call] issue 27 defect 12: a session completed during a call ends live-video mode with the call window, and the tile then asks for the note', async () => {
    const callWindow = { closed: false, focus: vi.fn(), close: vi.fn() };
    setRomTimeWindow(callWindow as unknown as Window);
    const { push, session } = renderDashboard('monitoringAssistant');
    answers.current.recordRtmCallConnected = () => tileFixture({ id: 7, status: 'ANSWERED' });
    await startMonitoring();
    push({ notification_type: 'pain_high', patient_id: 7, json: {} });
    postCallReport({ type: 'callStarted', patientId: 7 });
    postCallReport({ type: 'callConnected', patientId: 7 });
    await waitFor(() => expect(screen.getByTestId('rtm-tile-7').dataset.status).toBe('ANSWERED'));
    // The window closes before it can report its call's end: no callEnded arrives.
    push({ notification_type: 'session_complete', patient_id: 7, json: {} });
    expect(screen.getByTestId('rtm-tile-7').dataset.status).toBe('COMPLETE');
    expect(callWindow.close).toHaveBeenCalledTimes(1);
    expect(session.sent.at(-1)).toEqual({ type: 'SET_REMOTE_CALL', on: false });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Ada Lovelace' }));
    expect(await screen.findByText('Please add a note before clearing the session')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('rtm-tile-7')).getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('region', { name: 'Patient Profile' })).toBeTruthy();
    expect(screen.queryByText('Unable to open a patient profile while a ROMTime call is in progress.')).toBeNull();
  });

  it('[rtm-room-close-blocked] the X is refused while a note is required', async () => {
    renderDashboard('monitoringAssistant', [tileFixture({ id: 7, note_required: true })]);
    await startMonitoring();
    fireEvent.click(screen.getByRole('button', { name: 'Close the monitoring room' }));
    expect(await screen.findByText('One or more patients require a note before closing the room.')).toBeTruthy();
    expect(called('endMonitorRoom')).toHaveLength(0);
  });

  it('[rtm-room-close] closing ends the room and says Monitoring Room Closed', async () => {
    renderDashboard('monitoringAssistant');
    await startMonitoring();
    fireEvent.click(screen.getByRole('button', { name: 'Close the monitoring room' }));
    expect(await screen.findByText('Monitoring Room Closed')).toBeTruthy();
    expect(called('endMonitorRoom')[0]?.body).toEqual({ room_id: 'R-12' });
    expect(screen.queryByText('Room R-12')).toBeNull();
  });

  it('[rtm-fake-patients] [rtm-display-all-data] [rtm-focus-window] the super admin has Generate Fake Patients and Display All Patient Data; others do not', async () => {
    renderDashboard('superAdmin');
    expect(await screen.findByRole('button', { name: 'Generate Fake Patients' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Display All Patient Data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Focus ROMTime Window' })).toBeTruthy();
  });

  it('[rtm-fake-patients] [rtm-display-all-data] a monitoring assistant has neither admin tool', async () => {
    renderDashboard('monitoringAssistant');
    await screen.findByRole('button', { name: 'Start Monitoring' });
    expect(screen.queryByRole('button', { name: 'Generate Fake Patients' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Display All Patient Data' })).toBeNull();
  });

  it("[rtm-completed-today-modal] [rtm-completed-today-empty] Today's Completed Patients says when nobody completed today", async () => {
    renderDashboard('monitoringAssistant');
    fireEvent.click(await screen.findByRole('button', { name: "Today's Completed Patients" }));
    expect(await screen.findByText('No patients completed today')).toBeTruthy();
  });

  it('[rtm-tile-colour] the legend lists the room’s template colours', async () => {
    renderDashboard('monitoringAssistant');
    await startMonitoring();
    fireEvent.click(screen.getByRole('button', { name: 'Tile colours' }));
    expect(await screen.findByText('Knee v1')).toBeTruthy();
  });

  it('[rtm-side-panel-fields] [rtm-side-panel-no-cpt] [rtm-side-panel-tabs] [rtm-prompts-tab] [rtm-side-panel-split] the name opens the side panel, 70/30 and keyboard-resizable', async () => {
    renderDashboard('superAdmin');
    await startMonitoring();
    const tile = screen.getByTestId('rtm-tile-7');
    fireEvent.click(within(tile).getByRole('button', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('region', { name: 'Patient Profile' });
    for (const label of [
      'Identifier',
      'Name',
      'Age',
      'Phone Number',
      'Surgeon',
      'State',
      'Procedure Date',
      'Treatment Start Date',
      'Treatment End Date',
      'RTM Patient Education',
      'Follow Up Needed',
      'Interacted with Patient (first 20 minutes)',
      'Interacted with Patient (each additional 20 minutes)',
      'CPT Codes',
    ]) {
      expect(within(panel).getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(within(panel).getByText('No CPT Codes')).toBeTruthy();
    expect(within(panel).getByText('Dr. Grace Hopper')).toBeTruthy();
    expect(within(panel).getByText('(555) 010-0007')).toBeTruthy();
    expect(within(panel).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Prompts', 'Graphs', 'Notes']);
    // The Prompts tab, open first, is the 'Patient Prompt' questionnaire.
    expect(await within(panel).findByText('Patient Prompt')).toBeTruthy();
    const divider = screen.getByRole('separator', { name: 'Resize the patient profile' });
    expect(divider.getAttribute('aria-valuenow')).toBe('70');
    fireEvent.keyDown(divider, { key: 'ArrowLeft' });
    expect(divider.getAttribute('aria-valuenow')).toBe('65');
    // The tile click of the name only opens the panel: no call was started.
    expect(called('createPatientInteraction')).toHaveLength(0);
  });

  it('[rtm-patient-educated-who] [rtm-patient-educated] a manager may mark the patient educated but not change Follow Up Needed; 80/81 are theirs', async () => {
    renderDashboard('monitoringManager');
    await startMonitoring();
    fireEvent.click(within(screen.getByTestId('rtm-tile-7')).getByRole('button', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('region', { name: 'Patient Profile' });
    expect(within(panel).getByRole('checkbox', { name: 'Follow Up Needed' })).toHaveProperty('disabled', true);
    expect(within(panel).getByRole('checkbox', { name: 'Interacted with Patient (first 20 minutes)' })).toHaveProperty('disabled', false);
    expect(within(panel).getByRole('checkbox', { name: 'Interacted with Patient (each additional 20 minutes)' })).toHaveProperty('checked', true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Patient Educated' }));
    await waitFor(() => expect(called('markRtmPatientEducated')[0]?.params).toEqual({ path: { id: 7 } }));
    // A manager keeps no viewing log.
    expect(called('startPatientViewingLog')).toHaveLength(0);
  });

  it('[rtm-remove-consent-confirm] [rtm-remove-consent] removing RTM consent asks first; Cancel keeps it, confirming removes it', async () => {
    renderDashboard('monitoringAssistant');
    await startMonitoring();
    fireEvent.click(within(screen.getByTestId('rtm-tile-7')).getByRole('button', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('region', { name: 'Patient Profile' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove RTM Consent' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove RTM consent for this patient.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called('removeRtmConsent')).toHaveLength(0);

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove RTM Consent' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove RTM consent for this patient.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(called('removeRtmConsent')[0]?.params).toEqual({ path: { id: 7 } }));
  });

  it('[viewing-log-lifecycle] [viewing-log-roles] viewing logs are kept for the monitoring assistant: started on open, finished on close', async () => {
    renderDashboard('monitoringAssistant');
    await startMonitoring();
    fireEvent.click(within(screen.getByTestId('rtm-tile-7')).getByRole('button', { name: 'Ada Lovelace' }));
    await waitFor(() => expect(called('startPatientViewingLog')[0]?.body).toEqual({ patient_id: 7 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close the patient profile' }));
    await waitFor(() => expect(called('finishPatientViewingLog')[0]?.body).toEqual({ id: 55 }));
  });
});
