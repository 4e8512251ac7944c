import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture, type SessionViewFixture } from '../session/sessionViewFixture';
import type { SessionView } from '../session/sessionView';
import { AppShellLayout } from './AppShellLayout';
import type { MenuScreen } from './menuEntries';

const screens: MenuScreen[] = [
  { route: '/search', access: { signedIn: true }, menu: { label: 'Search', order: 20 } },
  {
    route: '/patientInformation/{patientID}',
    access: { permissions: ['addPatient'] },
    menu: { label: 'Add Patient', order: 30, to: '/patientInformation/new' },
  },
  { route: '/patients', access: { signedIn: true }, menu: { label: 'Patients', order: 40 } },
  { route: '/firmware', access: { roles: ['superAdmin'] }, menu: { label: 'Firmware', order: 90 } },
  {
    route: '/admin/reports',
    access: { roles: ['superAdmin', 'reportAccess'] },
    menu: { label: 'Reports', order: 101, group: 'Admin' },
  },
];

const longName = 'Lakeside Orthopaedic and Sports Medicine Rehabilitation Center';

function renderShell(overrides: Partial<SessionView>, width = 1400): SessionViewFixture {
  window.innerWidth = width;
  const session = sessionViewFixture({ phase: 'signedIn', ...overrides });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Welcome screen</p> },
      {
        path: '*',
        element: (
          <AppShellLayout screens={screens}>
            <p>Page content</p>
          </AppShellLayout>
        ),
      },
    ],
    { initialEntries: ['/patients'] },
  );
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return session;
}

const superAdmin = {
  id: 1,
  username: 'superadmin',
  first_name: 'Sam',
  last_name: 'Super',
  role_id: 1,
  permissions: ['addPatient', 'editPatient'],
};
const surgeon = { id: 9, username: 'surgeon', first_name: 'Sue', last_name: 'Surgeon', role_id: 40 };

function menuLabels() {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.closest('li') === null)
    .map((item) => item.querySelector('[class*="label"]')?.textContent);
}

describe('AppShellLayout', () => {
  it('[version-label] shows the version label on the first menu item', () => {
    renderShell({ user: superAdmin });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const first = within(nav).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Search');
    expect(first.textContent).toContain('1-release-3.33.00-1');
  });

  it('[menu-entries-by-role] lists the entries the role may open, groups included, and Logout last', () => {
    renderShell({ user: superAdmin });
    expect(menuLabels()).toEqual(['Search', 'Add Patient', 'Patients', 'Firmware', 'Admin', 'Logout']);
  });

  it('[menu-visibility-flags] hides the entries the acting context lacks permission for', () => {
    renderShell({ user: surgeon, permissions: [] });
    expect(menuLabels()).toEqual(['Search', 'Patients', 'Logout']);
    expect(screen.queryByRole('link', { name: /Firmware/ })).toBeNull();
  });

  it('[header-practice-name-cut] shows the practice name cut at 50 characters with an ellipsis', () => {
    renderShell({ user: surgeon, practice: { id: 3, name: longName } });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Lakeside Orthopaedic and Sports Medicine Rehabilit…')).toBeTruthy();
  });

  // The app's own header buttons (Prescribe, Add Patient) are tested with the app registry in
  // screens/shell/shellParts.test.tsx.
  it('[header-elements] shows the acting user when there is no practice, and the pin on wide screens', () => {
    renderShell({ user: superAdmin });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Sam Super')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Pin menu' })).toBeTruthy();
  });

  it('[mobile-breakpoint] hides the pin below 1217 px', () => {
    renderShell({ user: superAdmin }, 1216);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Pin menu' })).toBeNull();
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('[logout-always-home] Logout ends the session and returns to /', async () => {
    const session = renderShell({ user: superAdmin });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.sent).toContainEqual({ type: 'LOGOUT' });
    expect(await screen.findByText('Welcome screen')).toBeTruthy();
  });

  it('[privacy-consent-required] asks for consent until given; Cancel declines', async () => {
    const session = renderShell({ user: superAdmin, consented: false });
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(session.sent).toContainEqual({ type: 'DECLINE_POLICY' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(session.sent).toContainEqual({ type: 'ACCEPT_POLICY' });
  });

  it("[idle-warning] asks 'Are you still here?' and I'm here keeps the session", async () => {
    const session = renderShell({ user: superAdmin, idleWarning: true });
    const dialog = await screen.findByRole('dialog', { name: 'Are you still here?' });
    fireEvent.click(within(dialog).getByRole('button', { name: "I'm here" }));
    expect(session.sent).toContainEqual({ type: 'STAY' });
  });

  it('[password-expiry-warning] shows the password notice and the maintenance notices', () => {
    renderShell({
      user: superAdmin,
      notice: 'Your password will expire in 3 days.',
      maintenance: { ongoing: ['Database upgrade until 10:00'], upcoming: ['Portal update on Sunday'] },
    });
    expect(screen.getByText('Your password will expire in 3 days.')).toBeTruthy();
    expect(screen.getByText('Database upgrade until 10:00')).toBeTruthy();
    expect(screen.getByText('Portal update on Sunday')).toBeTruthy();
  });

  it('[footer-build-info] shows the build and database footer to the super admin only', () => {
    renderShell({ user: superAdmin, middlewareVersion: '3.33.0-demo', mfgApi: 'https://mfg.example' });
    const footer = screen.getByRole('contentinfo', { name: 'Build information' });
    expect(footer.textContent).toContain('Middleware 3.33.0-demo');
    expect(footer.textContent).toContain('Database https://mfg.example');
  });

  it('[footer-build-info] shows no build footer to other roles', () => {
    renderShell({ user: surgeon, middlewareVersion: '3.33.0-demo', mfgApi: 'https://mfg.example' });
    expect(screen.queryByRole('contentinfo', { name: 'Build information' })).toBeNull();
  });

  it('[menu-fade] opens and closes the menu with a 480 ms fade', () => {
    renderShell({ user: superAdmin });
    const shell = screen.getByRole('navigation', { name: 'Main menu' }).closest('[class*="AppShell-root"]');
    expect((shell as HTMLElement | null)?.style.getPropertyValue('--app-shell-transition-duration')).toBe('480ms');
  });
});
