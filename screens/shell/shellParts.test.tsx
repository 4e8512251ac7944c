// @vitest-environment jsdom
// The portal's parts of the signed-in frame, drawn by the generic shell from the app registry:
// the practice switcher ('Acting as', Deselect Practice), the Prescribe button and Add Patient,
// with the middleware faked at the edge and the session as a fixture that collects the events sent.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api/ApiError';
import { RuntimeRegistryProvider } from '../../runtime/registry/RuntimeRegistryContext';
import { SessionContext } from '../../runtime/session/SessionContext';
import type { SessionView } from '../../runtime/session/sessionView';
import { sessionViewFixture, type SessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { AppShellLayout } from '../../runtime/shell/AppShellLayout';
import type { MenuScreen } from '../../runtime/shell/menuEntries';
import { ToastHost } from '../../runtime/toasts/ToastHost';
import { appRegistry } from '../../src/appRegistry';

const screens: MenuScreen[] = [
  { route: '/patients', access: { signedIn: true }, menu: { label: 'Patients', order: 40 } },
  { route: '/patientInformation/{patientID}', access: { permissions: ['addPatient'] } },
  { route: '/practices', access: { superUser: true }, menu: { label: 'Practices', group: 'Manage Practices', order: 70 } },
];

const lakeview = { id: 4, name: 'Lakeview Surgical Center', template_url: 'https://templates.example/lakeview' };
const acting = { practice: lakeview, practice_team_member: { id: 9, first_name: 'Daniel', last_name: 'Kowalski', npi: '1744556677' }, permissions: ['addPatient'] };

type Answers = Partial<Record<string, (body: unknown) => Promise<unknown>>>;

function middleware(answers: Answers = {}) {
  return vi.fn((operation: string, body?: unknown): Promise<unknown> => {
    const answer = answers[operation];
    if (answer) return answer(body);
    if (operation === 'listPractices') return Promise.resolve({ data: [lakeview, { id: 5, name: 'Harbor Home Medical' }], currentPage: 1, lastPage: 1, total: 2 });
    if (operation === 'listSurgeons') return Promise.resolve([{ id: 31, name: 'Dr. Aiko Tanaka', npi: '1811223347', practice_id: 4 }]);
    if (operation === 'spoofTeamMember') return Promise.resolve(acting);
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderShell(overrides: Partial<SessionView>, call = middleware(), open = vi.fn(), width = 1400): { session: SessionViewFixture; call: typeof call; open: typeof open } {
  window.innerWidth = width;
  const session = sessionViewFixture({ phase: 'signedIn', ...overrides });
  const router = createMemoryRouter(
    [{ path: '*', element: <AppShellLayout screens={screens} call={call} openUrl={open}><p>Page</p></AppShellLayout> }],
    { initialEntries: ['/patients'] },
  );
  render(
    <MantineProvider>
      <ToastHost />
      <RuntimeRegistryProvider value={appRegistry}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  return { session, call, open };
}

const superAdmin = { id: 1, username: 'superadmin', first_name: 'Sofia', last_name: 'Marsh', role_id: 1, permissions: ['editPractice'] };
const surgeon = {
  id: 40,
  username: 'surgeon',
  first_name: 'Helen',
  last_name: 'Okafor',
  role_id: 40,
  permissions: ['addPatient'],
  practice_team_member: { id: 7, first_name: 'Helen', last_name: 'Okafor', npi: '1811223344' } as { id: number },
};

describe('practice switcher', () => {
  it('[menu-practice-switcher] [practice-spoof] a super user picks a practice and the session acts as its member', async () => {
    const { session, call } = renderShell({ user: superAdmin });
    const switcher = await screen.findByTestId('practice-switcher');
    fireEvent.click(within(switcher).getByLabelText('Practice', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lakeview Surgical Center', hidden: true }));
    await waitFor(() => expect(session.sent).toContainEqual({ type: 'ACT_AS', acting }));
    expect(call).toHaveBeenCalledWith('spoofTeamMember', { practice_id: 4 });
  });

  it("[menu-practice-switcher] while acting, the Practices entry says 'Acting as' and Deselect Practice returns to the own view", async () => {
    const own = { practice: null, practice_team_member: null, permissions: ['editPractice'] };
    const { session, call } = renderShell(
      { user: superAdmin, practice: lakeview, acting: acting.practice_team_member },
      middleware({ spoofTeamMember: () => Promise.resolve(own) }),
    );
    expect((await screen.findByTestId('acting-as')).textContent).toBe('Acting as Daniel Kowalski');
    fireEvent.click(screen.getByText('Manage Practices'));
    expect(screen.getByRole('link', { name: /Practices/, hidden: true }).textContent).toContain('Acting as Daniel Kowalski');
    fireEvent.click(screen.getByRole('button', { name: 'Deselect Practice' }));
    await waitFor(() => expect(session.sent).toContainEqual({ type: 'STOP_ACTING', own }));
    expect(call).toHaveBeenCalledWith('spoofTeamMember', { practice_id: null });
  });

  it('[practice-spoof] a practice without members shows Practice has no team member to spoof as', async () => {
    const refusal = new ApiError(422, { message: 'Practice has no team member to spoof as' }, 'Practice has no team member to spoof as');
    const { session } = renderShell({ user: superAdmin }, middleware({ spoofTeamMember: () => Promise.reject(refusal) }));
    fireEvent.click(within(await screen.findByTestId('practice-switcher')).getByLabelText('Practice', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Home Medical', hidden: true }));
    expect(await screen.findByText('Practice has no team member to spoof as')).toBeTruthy();
    expect(session.sent.filter((event) => event.type === 'ACT_AS')).toEqual([]);
  });

  it('is not offered to users who may not act as a member', async () => {
    renderShell({ user: surgeon, practice: lakeview });
    await screen.findByRole('button', { name: 'Prescribe' });
    expect(screen.queryByTestId('practice-switcher')).toBeNull();
  });
});

describe('Prescribe button', () => {
  it('[prescribe-needs-template-url] is shown only when the practice has a template_url', async () => {
    renderShell({ user: surgeon, practice: { ...lakeview, template_url: null } });
    await screen.findByRole('link', { name: 'Add Patient' });
    expect(screen.queryByRole('button', { name: 'Prescribe' })).toBeNull();
  });

  it("[prescribe-one-or-many] [prescriber-name-npi] one template opens at once with the surgeon's own name and NPI", async () => {
    const { open } = renderShell({ user: surgeon, practice: lakeview });
    fireEvent.click(await screen.findByRole('button', { name: 'Prescribe' }));
    expect(open).toHaveBeenCalledWith('https://templates.example/lakeview?prescriber_name=Helen+Okafor&prescriber_npi=1811223344');
  });

  it('[prescribe-one-or-many] several templates open a chooser', async () => {
    const { open } = renderShell({ user: surgeon, practice: { ...lakeview, template_url: 'Knee | https://t.example/knee\nHip | https://t.example/hip' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Prescribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a prescription template' });
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByLabelText('Template', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hip', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledWith('https://t.example/hip?prescriber_name=Helen+Okafor&prescriber_npi=1811223344');
  });

  it("[prescriber-name-npi] clinical staff choose the prescriber, whose name and NPI are used", async () => {
    const staff = { id: 50, username: 'staff', first_name: 'Tomás', last_name: 'Herrera', role_id: 50, permissions: [], practice_team_member: { id: 8 } };
    const { open, call } = renderShell({ user: staff, practice: lakeview });
    fireEvent.click(await screen.findByRole('button', { name: 'Prescribe' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(call).toHaveBeenCalledWith('listSurgeons', { search: null, practice_id: 4 }));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Open' }).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Prescriber', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dr. Aiko Tanaka (NPI 1811223347)', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledWith('https://templates.example/lakeview?prescriber_name=Dr.+Aiko+Tanaka&prescriber_npi=1811223347');
  });
});

describe('Add Patient', () => {
  it('[header-elements] is in the header on wide screens for users who may add a patient', async () => {
    renderShell({ user: surgeon, practice: lakeview });
    const banner = screen.getByRole('banner');
    expect((await within(banner).findByRole('link', { name: 'Add Patient' })).getAttribute('href')).toBe('/patientInformation/new');
  });

  it('[mobile-breakpoint] is not in the header below 1217 px', async () => {
    renderShell({ user: surgeon, practice: lakeview }, middleware(), vi.fn(), 1216);
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('button', { name: 'Prescribe' });
    expect(within(banner).queryByRole('link', { name: 'Add Patient' })).toBeNull();
  });

  it('is not offered to users who may not add a patient', async () => {
    renderShell({ user: { ...surgeon, permissions: [] }, practice: lakeview });
    await screen.findByRole('button', { name: 'Prescribe' });
    expect(screen.queryByRole('link', { name: 'Add Patient' })).toBeNull();
  });
});
