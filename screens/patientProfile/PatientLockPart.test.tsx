// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelSlot } from '../../src/generated/spec-types';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { PatientLockPart } from './PatientLockPart';

const slot: Compiled<PanelSlot> = { panel: 'patientLock', title: 'Lock' };

function renderLock(record: Record<string, unknown>, permissions: string[], answer = true) {
  const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown) =>
    Promise.resolve({ id: 7, locked: false }),
  );
  const confirm = vi.fn(() => Promise.resolve(answer));
  const reload = vi.fn();
  const session = sessionViewFixture({
    phase: 'signedIn',
    user: { id: 1, username: 'u', role_id: 50 },
    permissions,
  });
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <PatientLockPart record={record} slot={slot} reload={reload} call={call} confirm={confirm} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { call, confirm, reload };
}

describe('PatientLockPart', () => {
  it('[patient-lock-icon] shows the lock icon only for a locked patient', () => {
    renderLock({ id: 7, locked: false }, ['editPatient']);
    expect(screen.queryByRole('button', { name: 'Locked patient' })).toBeNull();
  });

  it('[patient-unlock-confirm] asks with Cancel and Unlock, then saves locked false', async () => {
    const { call, confirm, reload } = renderLock({ id: 7, locked: true }, ['editPatient']);
    fireEvent.click(screen.getByRole('button', { name: 'Locked patient' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith({
      title: 'Are you sure you want to unlock this patient?',
      cancelLabel: 'Cancel',
      confirmLabel: 'Unlock',
    });
    expect(call).toHaveBeenCalledWith('setPatientLock', { locked: false }, { path: { id: 7 } });
  });

  it('[patient-unlock-confirm] keeps the lock when the user cancels', async () => {
    const { call, confirm } = renderLock({ id: 7, locked: true }, ['editPatient'], false);
    fireEvent.click(screen.getByRole('button', { name: 'Locked patient' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(call).not.toHaveBeenCalled();
  });

  it('[patient-lock-permission] disables the icon for users without edit rights on the patient', () => {
    renderLock({ id: 7, locked: true }, ['viewStaff']);
    expect(screen.getByRole('button', { name: 'Locked patient' }).hasAttribute('disabled')).toBe(true);
  });
});
