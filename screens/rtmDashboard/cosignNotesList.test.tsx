// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import { screen as dashboard } from '../../src/generated/screens/rtm-dashboard';
import { PlacedList } from '../../runtime/list/PlacedList';
import { namedSpecPart } from '../../runtime/list/namedSpecPart';
import { RuntimeRegistryProvider } from '../../runtime/registry/RuntimeRegistryContext';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { cosignListLoads, cosignListVisible } from '../patientNotes/cosignListRules';

beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.innerWidth = 1280;
});

const roleIds = { superAdmin: 1, monitoringSpecialist: 14, monitoringAssistant: 16 } as const;
const waiting = { patient_id: 31, first_name: 'Ana', last_name: 'Lopez', identifier: '1000031', uncosigned_notes: 2, oldest_note_at: 1_772_445_600 };
const cosignNotes = namedSpecPart(dashboard.lists, 'cosignNotes', 'list', 'test');

function Address() {
  return <span data-testid="address">{useLocation().pathname}</span>;
}

/** The dashboard's Cosign Notes list of specs/screens/rtm-dashboard.screen.yaml, as the dashboard places it. */
function renderList(role: keyof typeof roleIds) {
  const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => Promise.resolve({ patients: [waiting] }));
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 9, username: 'u', role_id: roleIds[role] } });
  render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <MemoryRouter initialEntries={['/admin/rtmDashboard']}>
          <SessionContext.Provider value={session}>
            <PlacedList list={cosignNotes} title="Cosign Notes" route={dashboard.route} record={{ id: cosignListLoads(session.can) ? 9 : undefined }} call={call} />
            <Address />
          </SessionContext.Provider>
        </MemoryRouter>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  return { call, session };
}

describe("the RTM dashboard's Cosign Notes list (a custom screen's spec list)", () => {
  it('[cosign-list-visibility] [cosign-list-loaded] shows the specialist the patients whose notes wait for their cosign; a row opens the profile', async () => {
    const { call } = renderList('monitoringSpecialist');
    fireEvent.click(await screen.findByText('Ana Lopez'));
    expect(screen.getByText('1000031')).toBeTruthy();
    expect(screen.getByText('03/02/2026')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('listUncosignedNotes', expect.anything(), { path: { id: 9 } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/patientProfile/31'));
  });

  it('[cosign-list-visibility] [cosign-list-loaded] shows the super admin the list without loading it', () => {
    const { call } = renderList('superAdmin');
    expect(screen.getByRole('status').textContent).toBe('No notes waiting for a cosign');
    expect(call).not.toHaveBeenCalled();
  });

  it('[cosign-list-visibility] is shown when no room is open, to the specialist and the super admin only', () => {
    const can = (role: keyof typeof roleIds) => sessionViewFixture({ phase: 'signedIn', user: { id: 9, username: 'u', role_id: roleIds[role] } }).can;
    expect(cosignListVisible(can('monitoringSpecialist'), false)).toBe(true);
    expect(cosignListVisible(can('superAdmin'), false)).toBe(true);
    expect(cosignListVisible(can('monitoringSpecialist'), true)).toBe(false);
    expect(cosignListVisible(can('monitoringAssistant'), false)).toBe(false);
  });
});
