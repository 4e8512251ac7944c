// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { roleIdByName, type RoleName } from '../../src/generated/access';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { PatientSyncPart } from './PatientSyncPart';

interface LoginState {
  patient_id: number;
  pc_serial_number: string | null;
  logged_in: boolean;
  logged_in_at: number | null;
  in_session: boolean;
  pc_active_elsewhere: boolean;
}

function renderSync(role: RoleName, state: Partial<LoginState> = {}, reactions: (number | null)[] = [null]) {
  const clock = new SimulatedClock();
  const login: LoginState = { patient_id: 7, pc_serial_number: '500007', logged_in: false, logged_in_at: null, in_session: false, pc_active_elsewhere: false, ...state };
  let polls = 0;
  const call = vi.fn((operation: string, body?: unknown, _params?: unknown): Promise<unknown> => {
    if (operation === 'getPatientAppLogin') return Promise.resolve({ ...login });
    if (operation === 'pushAppNotification') return Promise.resolve({ fcm_notification_id: 31, result: null });
    if (operation === 'getAppNotification') {
      const reaction = reactions[Math.min(polls++, reactions.length - 1)] ?? null;
      // What the gateway does on an accepted remote login.
      if (reaction === 1) login.logged_in = true;
      return Promise.resolve({ reaction });
    }
    return Promise.reject(new Error(`unexpected ${operation} ${JSON.stringify(body)}`));
  });
  const reload = vi.fn();
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 3, username: 'u', role_id: roleIdByName[role] } });
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <PatientSyncPart
          record={{ id: 7 }}
          slot={{ panel: 'patientSync', title: 'Sync' }}
          reload={reload}
          call={call}
          confirm={() => Promise.resolve(true)}
          clock={clock}
        />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { call, reload, clock };
}

describe('PatientSyncPart', () => {
  it('[remote-login-sync-sends] [remote-login-accepted] Sync Patient ID sends a remote login; an accepted reply turns it into Cancel Sync', async () => {
    const { call, reload, clock } = renderSync('monitoringSpecialist', {}, [null, 1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Patient ID' }));
    expect(await screen.findByText('Waiting for the patient to accept the remote login…')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('pushAppNotification', { patient_id: 7, notification_type: 'remoteLogin', sender_id: 3, message: null });
    for (const poll of [1, 2]) {
      act(() => clock.increment(2_000));
      await waitFor(() => expect(call.mock.calls.filter(([operation]) => operation === 'getAppNotification')).toHaveLength(poll));
    }
    expect(await screen.findByText('The patient accepted the remote login.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel Sync' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('getAppNotification', undefined, { path: { id: 31 } });
    expect(reload).toHaveBeenCalled();
  });

  it('[remote-login-sync-labels] shows Sync Unavailable, disabled, for a patient without a PortableConnect', async () => {
    renderSync('csManager', { pc_serial_number: null });
    const button = await screen.findByRole('button', { name: 'Sync Unavailable' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('[remote-login-sync-labels] shows Cancel Unavailable, disabled, while a logged-in patient is in a session', async () => {
    renderSync('superAdmin', { logged_in: true, in_session: true });
    const button = await screen.findByRole('button', { name: 'Cancel Unavailable' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('[remote-login-who] shows nothing and asks nothing for a role that may not use it', async () => {
    const { call } = renderSync('monitoringAssistant');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
