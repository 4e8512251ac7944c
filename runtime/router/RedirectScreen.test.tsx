import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompiledRedirectScreen } from '../../src/generated/compiled-types';
import { message } from '../../src/generated/catalog';
import type { SessionView } from '../session/sessionView';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { RedirectScreen } from './RedirectScreen';

const spec: CompiledRedirectScreen = {
  route: '/permissions',
  title: 'Permissions',
  access: { hasPractice: true },
  kind: 'redirect',
  to: '/editTeamMember/{user.practice_team_member.id}?permissions',
};

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

function renderAt(user: SessionView['user']) {
  const router = createMemoryRouter(
    [
      { path: '/permissions', element: <RedirectScreen spec={spec} /> },
      { path: '/editTeamMember/:id', element: <Where /> },
    ],
    { initialEntries: ['/permissions'] },
  );
  render(
    <MantineProvider>
      <SessionContext.Provider value={sessionViewFixture({ phase: 'signedIn', user, practice: { id: 2, name: 'Clinic' } })}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return router;
}

describe('RedirectScreen', () => {
  it("opens the signed-in user's own team member at the tab its route names, replacing the redirect in history", async () => {
    const router = renderAt({ id: 1, username: 'pat', role_id: 40, practice_team_member: { id: 12 } });
    expect(await screen.findByText('at /editTeamMember/12?permissions')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the Unauthorized view to a user who is no team member', () => {
    renderAt({ id: 1, username: 'admin', role_id: 1, practice_team_member: null });
    expect(screen.getByRole('heading', { name: message('unauthorized') })).toBeTruthy();
  });
});
