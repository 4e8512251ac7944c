// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { ToastHost } from '../../runtime/toasts/ToastHost';
import { RecordingAction } from './RecordingAction';
import { MemoryRouter } from 'react-router';
import { appRegistry } from '../../src/appRegistry';
import { screen as profile } from '../../src/generated/screens/patient-profile';
import { SpecTabContent } from '../../runtime/detail/SpecTabContent';
import { RuntimeRegistryProvider } from '../../runtime/registry/RuntimeRegistryContext';
import { portalApi } from '../../runtime/api/portalApi';
import { callOperation } from '../../runtime/api/callOperation';

/** The middleware, faked at the API client: each operation answers from this table. */
type Answers = Record<string, (body: unknown, params: unknown) => unknown>;
const answers = vi.hoisted(() => {
  const table: { current: Answers } = { current: {} };
  return table;
});
const calls = vi.hoisted(() => ({ list: [] as { operationId: string; params: unknown }[] }));
vi.mock('../../runtime/api/portalApi', () => {
  const call = (operationId: string, body: unknown, params: unknown) => {
    calls.list.push({ operationId, params });
    const answer = answers.current[operationId];
    return answer ? Promise.resolve(answer(body, params)) : Promise.reject(new Error(`unexpected call ${operationId}`));
  };
  return { portalApi: () => ({ call, callOperation: call }), portalToken: () => 'token' };
});

const called = (operationId: string) => calls.list.filter((call) => call.operationId === operationId);

const endedRoom = {
  id: 41,
  sid: 'RM41',
  unique_name: 'patient-7-RM41',
  patient_id: 7,
  caller_user_id: 3,
  caller_username: 'pms',
  provider: 'builtIn',
  date: '2026-11-24 10:00:00',
  started_at: '2026-11-24T10:00:00Z',
  ended_at: '2026-11-24T10:05:00Z',
  audio_composition_sid: null,
  audio_composition_status: null,
};

function renderWithRole(roleId: number, children: React.ReactNode) {
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'admin', role_id: roleId } });
  render(
    <MantineProvider>
      <ToastHost />
      <RuntimeRegistryProvider value={appRegistry}>
        <MemoryRouter>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </MemoryRouter>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
}

/** The profile spec's ROMTime Audio tab (specs/screens/patient-profile.screen.yaml), drawn as the charts panel draws it. */
function RecordingsList({ patientId, roleId }: { patientId: number; roleId: number }) {
  const charts = profile.detail.panels?.find((slot) => slot.panel === 'patientCharts');
  const tab = charts?.tabs?.find((candidate) => typeof candidate !== 'string' && candidate.title === 'ROMTime Audio');
  if (tab === undefined || typeof tab === 'string') throw new Error('the profile spec has no ROMTime Audio list tab');
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'admin', role_id: roleId } });
  return <SpecTabContent tab={tab} record={{ id: patientId }} call={(operation, body, params) => portalApi().callOperation(operation, body, params)} can={session.can} route={profile.route} />;
}

beforeAll(() => {
  // AG Grid measures its container; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  window.innerWidth = 1280;
  calls.list = [];
  answers.current = {
    listPatientVideoRooms: () => ({ rooms: [endedRoom, { ...endedRoom, id: 42, ended_at: null }] }),
    createVideoComposition: () => ({ id: 41, patient_id: 7, audio_composition_status: 'enqueued' }),
    getVideoCompositionStatus: () => ({ id: 41, patient_id: 7, audio_composition_status: 'enqueued' }),
    getVideoCompositionContent: () => ({ id: 41, patient_id: 7, redirect_to: '/api/files/audio-41.mp3' }),
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the call recordings list (the profile spec\'s ROMTime Audio tab)', () => {
  it('[recordings-list] [video-room-date-format] a row per ended call: date, caller username and the recording action', async () => {
    renderWithRole(roleIdByName.superAdmin, <RecordingsList patientId={7} roleId={roleIdByName.superAdmin} />);
    expect(await screen.findByText('2026-11-24 10:00:00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Date/ })).toBeTruthy();
    expect(screen.getByText('pms')).toBeTruthy();
    // The call still running (no ended_at) is left out.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Request Recording' })).toHaveLength(1));
    expect(called('listPatientVideoRooms')[0]?.params).toEqual({ path: { id: 7 } });
  });

  it('[recordings-who] is shown to the super admin and the CS manager only', async () => {
    renderWithRole(roleIdByName.csManager, <RecordingsList patientId={7} roleId={roleIdByName.csManager} />);
    expect(await screen.findByText('pms')).toBeTruthy();
    cleanup();
    calls.list = [];
    renderWithRole(roleIdByName.csSenior, <RecordingsList patientId={7} roleId={roleIdByName.csSenior} />);
    expect(screen.queryByText('pms')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Only a super admin or a customer service manager can request or download call recordings.');
    expect(called('listPatientVideoRooms')).toHaveLength(0);
  });

  it('[recording-request] [recording-requested] [recording-still-enqueued] request, then a status check disabled 60 s while still processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithRole(roleIdByName.superAdmin, <RecordingAction roomId={41} status={null} call={callOperation} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request Recording' }));
    expect(await screen.findByText('Audio requested successfully. This can take a few minutes to process.')).toBeTruthy();
    expect(called('createVideoComposition')[0]?.params).toEqual({ path: { id: 41 } });
    expect(screen.getByText('Requested')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByText('Audio is still processing. Please check back in a few minutes.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check Status' })).toHaveProperty('disabled', true));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: 'Check Status' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check Status' })).toHaveProperty('disabled', false));
  });

  it('[recording-download] a completed recording downloads audio.mp3 from get_content', async () => {
    const download = vi.fn();
    renderWithRole(
      roleIdByName.superAdmin,
      <RecordingAction roomId={41} status="completed" download={download} call={callOperation} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download Recording' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/files/audio-41.mp3', 'audio.mp3'));
  });
});
