import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture, type SessionViewFixture } from '../session/sessionViewFixture';
import { buildAppRoutes, type RoutedScreen } from './buildAppRoutes';

const screens: RoutedScreen[] = [
  {
    route: '/patients',
    access: { signedIn: true },
    element: (
      <>
        <p>Patient list</p>
        <Link to="/patient/7">Open patient</Link>
      </>
    ),
  },
  { route: '/patient/{id}', access: { signedIn: true }, element: <p>Patient profile</p> },
  { route: '/firmware', access: { roles: ['superAdmin'] }, element: <p>Firmware list</p> },
  { route: '/call/{patientID}', access: { signedIn: true }, element: <p>The call</p>, layout: 'window' },
];

function renderAt(path: string, session: SessionViewFixture) {
  const routes = buildAppRoutes({
    publicRoutes: [
      { path: '/', element: <p>Welcome screen</p> },
      { path: '/password/reset', element: <p>Request reset</p> },
      { path: '/password/:resetCode', element: <p>Set new password</p> },
      { path: '/privacyPolicy', element: <p>Privacy policy text</p> },
    ],
    screens,
    signedInLayout: (page: ReactNode, layout: string) => <div data-testid={layout === 'window' ? 'window' : 'shell'}>{page}</div>,
    signedOutLayout: (page: ReactNode) => <main>{page}</main>,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  const rerender = (next: SessionViewFixture) =>
    view.rerender(
      <MantineProvider>
        <SessionContext.Provider value={next}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </MantineProvider>,
    );
  return { router, rerender };
}

const signedIn = (overrides: Parameters<typeof sessionViewFixture>[0] = {}) =>
  sessionViewFixture({ phase: 'signedIn', user: { id: 5, username: 'sales', role_id: 3 }, ...overrides });

describe('the route tree', () => {
  it.each([
    ['/', 'Welcome screen'],
    ['/password/reset', 'Request reset'],
    ['/password/3f9c0e1a', 'Set new password'],
    ['/privacyPolicy', 'Privacy policy text'],
  ])('[public-routes] opens %s without a session', async (path, text) => {
    const session = sessionViewFixture();
    renderAt(path, session);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(session.sent).toEqual([]);
  });

  it('[deep-link-restore] saves a deeper path visited without a session and shows the Welcome screen at /', async () => {
    const session = sessionViewFixture();
    const { router } = renderAt('/patients?page=2', session);
    expect(await screen.findByText('Welcome screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(session.sent).toContainEqual({ type: 'SET_DEEP_LINK', path: '/patients?page=2' });
    expect(screen.queryByText('Patient list')).toBeNull();
  });

  it('[deep-link-restore] reopens the saved path once signed in', async () => {
    const { router } = renderAt('/', signedIn({ deepLink: '/patients?page=2' }));
    expect(await screen.findByText('Patient list')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/patients?page=2');
  });

  it('[login-sso-not-assigned] a redirect to the page already shown leaves that page on screen', async () => {
    // After a refused single sign-on the machine sends the user to /, where the Welcome screen is.
    const session = sessionViewFixture({ redirect: { to: '/', seq: 1 }, error: 'refused' });
    renderAt('/', session);
    expect(await screen.findByText('Welcome screen')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('[landing-fallback] sends a signed-in user at / to the landing route of the role', async () => {
    const { router } = renderAt('/', signedIn());
    await screen.findByText('Page not found');
    expect(router.state.location.pathname).toBe('/practice/new');
  });

  it('[access-denied-view] shows the plain Unauthorized view for a screen the role may not open', async () => {
    renderAt('/firmware', signedIn());
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(screen.queryByText('Firmware list')).toBeNull();
  });

  it('[access-denied-view] lets a role with access through, inside the signed-in layout', async () => {
    renderAt('/firmware', signedIn({ user: { id: 1, username: 'superadmin', role_id: 1 } }));
    expect(await screen.findByText('Firmware list')).toBeTruthy();
    expect(screen.getByTestId('shell')).toBeTruthy();
  });

  it("[video-window] a screen whose layout is window is framed alone (no shell), and the next page in the shell again", async () => {
    const { router } = renderAt('/call/7', signedIn());
    expect(await screen.findByText('The call')).toBeTruthy();
    expect(screen.getByTestId('window')).toBeTruthy();
    expect(screen.queryByTestId('shell')).toBeNull();
    await act(() => router.navigate('/patients'));
    expect(await screen.findByText('Patient list')).toBeTruthy();
    expect(screen.getByTestId('shell')).toBeTruthy();
    expect(screen.queryByTestId('window')).toBeNull();
  });

  it('shows a not-found view for a path no screen answers', async () => {
    renderAt('/nowhere', signedIn());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('[logout-always-home] follows a redirect the session machine issues', async () => {
    const { router, rerender } = renderAt('/patients', signedIn());
    await screen.findByText('Patient list');
    rerender(
      sessionViewFixture({
        phase: 'signedOut',
        error: 'Your session has expired.',
        redirect: { to: '/', seq: 1 },
      }),
    );
    expect(await screen.findByText('Welcome screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('[scroll-top] scrolls back to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderAt('/patients', signedIn());
    await screen.findByText('Patient list');
    scrollTo.mockClear();
    await act(async () => {
      screen.getByRole('link', { name: 'Open patient' }).click();
      await Promise.resolve();
    });
    expect(await screen.findByText('Patient profile')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
