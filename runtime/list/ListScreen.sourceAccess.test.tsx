// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { message } from '../../src/generated/catalog';
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
});

const teamManagement = routeTable['/teamManagement'] as CompiledListScreen;
const superAdmin = { id: 1, username: 'superadmin', role_id: 1 };

function renderTeam(practice: { id: number; name: string } | undefined) {
  const call = vi.fn(() => Promise.resolve({ data: [], currentPage: 1, lastPage: 1, total: 0 }));
  const session = sessionViewFixture({
    phase: 'signedIn',
    user: superAdmin,
    permissions: ['viewTeamMember', 'viewStaff'],
    ...(practice === undefined ? {} : { practice }),
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
  return call;
}

describe('a list whose rows need a practice', () => {
  it('Team Management for a super user without a practice says to pick one and calls nothing', () => {
    const call = renderTeam(undefined);
    expect(screen.getByRole('heading', { name: 'Team Management' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(message('selectPracticeForTeam'));
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('Team Management with a practice selected loads the team', async () => {
    const call = renderTeam({ id: 3, name: 'Lakeview' });
    await waitFor(() => expect(call).toHaveBeenCalledWith('listTeamMembers', expect.anything()));
    expect(screen.queryByText(message('selectPracticeForTeam'))).toBeNull();
  });
});
