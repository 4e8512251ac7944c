// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { raiseAppEvent } from '../../runtime/events/appEvents';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { CosignNotesList } from './CosignNotesList';

const roleIds = { superAdmin: 1, monitoringSpecialist: 14, monitoringAssistant: 16 } as const;
const waiting = { patient_id: 31, first_name: 'Ana', last_name: 'Lopez', identifier: '1000031', uncosigned_notes: 2, oldest_note_at: 1_772_445_600 };

function renderList(role: keyof typeof roleIds, monitoring = false) {
  const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown) => Promise.resolve({ patients: [waiting] }));
  const onOpen = vi.fn();
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 9, username: 'u', role_id: roleIds[role] } });
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <CosignNotesList call={call} monitoring={monitoring} onOpen={onOpen} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { call, onOpen };
}

describe('CosignNotesList', () => {
  it('[cosign-list-visibility] [cosign-list-loaded] shows the specialist the patients whose notes wait for their cosign', async () => {
    const { call, onOpen } = renderList('monitoringSpecialist');
    fireEvent.click(await screen.findByRole('button', { name: 'Ana Lopez' }));
    expect(onOpen).toHaveBeenCalledWith(31);
    expect(call).toHaveBeenCalledWith('listUncosignedNotes', undefined, { path: { id: 9 } });
    raiseAppEvent('reloadCosignedNotes', { patientId: 31 });
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });

  it('[cosign-list-visibility] [cosign-list-loaded] shows the super admin the grid without loading it', () => {
    const { call } = renderList('superAdmin');
    expect(screen.getByText('Cosign Notes')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('[cosign-list-visibility] hides the grid while monitoring and from other roles', () => {
    renderList('monitoringSpecialist', true);
    expect(screen.queryByText('Cosign Notes')).toBeNull();
    renderList('monitoringAssistant');
    expect(screen.queryByText('Cosign Notes')).toBeNull();
  });
});
