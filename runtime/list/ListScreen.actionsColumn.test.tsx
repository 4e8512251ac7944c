// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../../src/generated/allScreens';
import type { CompiledListScreen } from '../../src/generated/compiled-types';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ListScreen } from './ListScreen';

beforeAll(() => {
  // AG Grid measures its container; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // A desktop: the grid, not the mobile cards.
  window.innerWidth = 1280;
});

const teamManagement = routeTable['/teamManagement'] as CompiledListScreen;
const member = { id: 4, last_name: 'Okafor', first_name: 'Helen', role_name: 'Surgeon', email: 'h@x.example', npi: '1811223344', office_phone: '3125550142' };

function renderTeamAs(permissions: string[]) {
  const call = vi.fn(() => Promise.resolve({ data: [member], currentPage: 1, lastPage: 1, total: 1 }));
  const session = sessionViewFixture({
    phase: 'signedIn',
    user: { id: 30, username: 'staff', role_id: 50 },
    permissions,
    practice: { id: 3, name: 'Northside Orthopaedics' },
  });
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/teamManagement']}>
        <SessionContext.Provider value={session}>
          <ListScreen spec={teamManagement} call={call} />
        </SessionContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
}

// AG Grid renders slowly in jsdom, more so while other suites run beside this one.
describe('the Actions column', () => {
  it('is left out for a user who may use none of the row actions (clinical staff on the team)', async () => {
    renderTeamAs(['viewTeamMember']);
    await screen.findByText('Okafor');
    expect(await screen.findByRole('columnheader', { name: /Last Name/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Actions/ })).toBeNull();
  });

  it('holds the actions the user may use', async () => {
    renderTeamAs(['viewTeamMember', 'editTeamMember']);
    await screen.findByText('Okafor');
    expect(await screen.findByRole('columnheader', { name: /Actions/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
