// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { PatientStatusPart } from './PatientStatusPart';

const statuses = [
  { id: 1, name: 'Pending', search_value: 1 },
  { id: 2, name: 'Active', search_value: 2 },
  { id: 3, name: 'Inactive', search_value: 3 },
];

function renderStatus(permissions: string[]) {
  const call = vi.fn((operation: string, _body?: unknown, _params?: unknown) =>
    Promise.resolve(operation === 'queryPatientStatusTypes' ? statuses : statuses[2]),
  );
  const reload = vi.fn();
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'u', role_id: 50 }, permissions });
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <PatientStatusPart
          record={{ id: 7, status: statuses[1] }}
          slot={{ panel: 'patientStatus', title: 'Status' }}
          reload={reload}
          call={call}
          confirm={() => Promise.resolve(true)}
        />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { call, reload };
}

describe('PatientStatusPart', () => {
  it('[patient-status-change-call] [patient-status-values] changes the status with PUT patient/status/{a}/{b}', async () => {
    const { call, reload } = renderStatus(['editPatient']);
    const select = await screen.findByRole('combobox', { name: 'Patient status' });
    expect((select as HTMLInputElement).value).toBe('Active');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive', hidden: true }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('changePatientStatus', undefined, { path: { id: 7, status_id: 3 } });
  });

  it('[profile-header-actions] shows the status as a badge to users without edit rights', () => {
    const { call } = renderStatus(['viewStaff']);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Patient status' })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
