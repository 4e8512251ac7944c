// @vitest-environment jsdom
// Deselect Practice, the practice list's custom row action, as the generic list draws it from the
// app registry: the middleware faked at the edge, the session a fixture that collects the events.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../runtime/formats/cellDisplay';
import { ListScreen } from '../../runtime/list/ListScreen';
import { listSpecAt } from '../../runtime/list/listSpecAt';
import { RuntimeRegistryProvider } from '../../runtime/registry/RuntimeRegistryContext';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { appRegistry } from '../../src/appRegistry';

beforeAll(() => {
  // AG Grid measures its container; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.innerWidth = 1280;
});

const rows: Row[] = [
  { id: 1, name: 'Northside Orthopaedics', npi: '1457382910', practice_type: { id: 3, name: 'Surgeon' }, address: null, office_phone: null },
  { id: 2, name: 'Riverside Physical Therapy', npi: null, practice_type: { id: 2, name: 'Physical Therapy' }, address: null, office_phone: null },
];
const own = { practice: null, practice_team_member: null, permissions: ['editPractice'] };

function middleware() {
  return vi.fn((operation: string): Promise<unknown> => {
    if (operation === 'listPractices') return Promise.resolve({ data: rows, currentPage: 1, lastPage: 1, total: rows.length });
    if (operation === 'spoofTeamMember') return Promise.resolve(own);
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

describe('Deselect Practice', () => {
  it('[practice-list-layout] applies to the practice acted in and clears it from the session', async () => {
    const session = sessionViewFixture({
      phase: 'signedIn',
      user: { id: 1, username: 'superadmin', role_id: 1, permissions: ['editPractice'] },
      practice: { id: 2, name: 'Riverside Physical Therapy' },
    });
    const call = middleware();
    render(
      <MantineProvider>
        <RuntimeRegistryProvider value={appRegistry}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={['/practices']}>
              <Routes>
                <Route path="/practices" element={<ListScreen spec={listSpecAt('/practices')} call={call} />} />
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
    const other = within(await rowOf('Northside Orthopaedics')).getByRole('button', { name: 'Deselect Practice' });
    expect(other.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(await rowOf('Riverside Physical Therapy')).getByRole('button', { name: 'Deselect Practice' }));
    // The middleware forgets the member acted as, and the session returns to the user's own view.
    await waitFor(() => expect(session.sent).toContainEqual({ type: 'STOP_ACTING', own }));
    expect(call).toHaveBeenCalledWith('spoofTeamMember', { practice_id: null });
  });
});
