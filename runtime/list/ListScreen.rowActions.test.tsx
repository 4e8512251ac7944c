// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../../src/generated/allScreens';
import type { CompiledListScreen } from '../../src/generated/compiled-types';
import { ApiError } from '../api/ApiError';
import { ConfirmDialogHost } from '../dialogs/ConfirmDialogHost';
import type { Row } from '../formats/cellDisplay';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture, type SessionViewFixture } from '../session/sessionViewFixture';
import { ToastHost } from '../toasts/ToastHost';
import { ListScreen } from './ListScreen';

beforeAll(() => {
  // AG Grid measures its container; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => {
  act(() => notifications.clean());
});

const practices = routeTable['/practices'] as CompiledListScreen;

const rows: Row[] = [
  {
    id: 1,
    name: 'Northside Orthopaedics',
    npi: '1457382910',
    practice_type: { id: 3, name: 'Surgeon' },
    address: { line_1: '1 A St', city: 'Chicago', state: 'IL', zip_code: '60611' },
    office_phone: '3125550142',
  },
  {
    id: 2,
    name: 'Riverside Physical Therapy',
    npi: null,
    practice_type: { id: 2, name: 'Physical Therapy' },
    address: null,
    office_phone: null,
  },
];

/** The middleware at the edge: the practice list, and archivePractice answering `archive`. */
function fakeMiddleware(archive: () => Promise<unknown> = () => Promise.resolve({ id: 2, archived: true })) {
  return vi.fn((operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => {
    if (operation === 'listPractices')
      return Promise.resolve({ data: rows, currentPage: 1, lastPage: 1, total: rows.length });
    if (operation === 'archivePractice') return archive();
    if (operation === 'spoofTeamMember') return Promise.resolve({ practice: null, practice_team_member: null, permissions: ['editPractice'] });
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

const superAdmin = () =>
  sessionViewFixture({
    phase: 'signedIn',
    user: { id: 1, username: 'superadmin', role_id: 1, permissions: ['editPractice'] },
    practice: { id: 2, name: 'Riverside Physical Therapy' },
  });
const csSenior = () =>
  sessionViewFixture({
    phase: 'signedIn',
    user: { id: 9, username: 'cssenior', role_id: 9, permissions: ['viewStaff'] },
  });

function renderPractices(
  call: ReturnType<typeof fakeMiddleware>,
  session: SessionViewFixture,
  spec: CompiledListScreen = practices,
) {
  render(
    <MantineProvider>
      <ToastHost />
      <ConfirmDialogHost />
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/practices']}>
          <Routes>
            <Route path="/practices" element={<ListScreen spec={spec} call={call} />} />
            <Route path="/practice/:practiceID" element={<h1>Practice form</h1>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
const listCalls = (call: ReturnType<typeof fakeMiddleware>) =>
  call.mock.calls.filter(([operation]) => operation === 'listPractices').length;

describe('list row actions (the practice list)', () => {
  it('[practice-list-layout] [practice-edit-archive-permission] shows Edit, Archive and Deselect Practice to a super user with editPractice', async () => {
    renderPractices(fakeMiddleware(), superAdmin());
    const row = await rowOf('Northside Orthopaedics');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Archive', 'Deselect Practice']);
    expect(screen.getByRole('columnheader', { name: /Actions/ })).toBeTruthy();
  });

  it('[practice-edit-archive-permission] hides Edit and Archive from a user without editPractice', async () => {
    renderPractices(fakeMiddleware(), csSenior());
    const row = await rowOf('Northside Orthopaedics');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Deselect Practice']);
  });

  it('Edit opens the practice form of the row', async () => {
    renderPractices(fakeMiddleware(), superAdmin());
    fireEvent.click(within(await rowOf('Riverside Physical Therapy')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Practice form' })).toBeTruthy();
  });

  it('[practice-archive-call] Archive asks first, calls DELETE practice/{id} with the row id on Archive, toasts and reloads the list', async () => {
    const call = fakeMiddleware();
    renderPractices(call, superAdmin());
    fireEvent.click(
      within(await rowOf('Riverside Physical Therapy')).getByRole('button', { name: 'Archive' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be undone')).toBeTruthy();
    expect(call.mock.calls.some(([operation]) => operation === 'archivePractice')).toBe(false);
    const before = listCalls(call);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('archivePractice', undefined, { path: { id: 2 } }));
    expect(await screen.findByText('Practice archived.')).toBeTruthy();
    await waitFor(() => expect(listCalls(call)).toBe(before + 1));
  });

  it('Cancel in the confirmation does nothing', async () => {
    const call = fakeMiddleware();
    renderPractices(call, superAdmin());
    fireEvent.click(within(await rowOf('Northside Orthopaedics')).getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.some(([operation]) => operation === 'archivePractice')).toBe(false);
  });

  it('a refused archive goes to the error notifier and the list stays', async () => {
    const call = fakeMiddleware(() =>
      Promise.reject(ApiError.fromResponse(403, { message: 'This action is unauthorized.' })),
    );
    renderPractices(call, superAdmin());
    fireEvent.click(within(await rowOf('Northside Orthopaedics')).getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('This action is unauthorized.')).toBeTruthy();
    expect(screen.getByText('Northside Orthopaedics')).toBeTruthy();
  });

  // Deselect Practice, a custom action of the app registry, is tested in screens/practices.

  it('disables an action where disabledWhen holds (a row field among the values; null matches a missing one)', async () => {
    const spec: CompiledListScreen = {
      ...practices,
      rowActions: [
        {
          label: 'Archive',
          operation: 'archivePractice',
          access: { signedIn: true },
          params: { id: 'id' },
          disabledWhen: { field: 'npi', in: [null] },
        },
      ],
    };
    renderPractices(fakeMiddleware(), superAdmin(), spec);
    expect(
      within(await rowOf('Northside Orthopaedics'))
        .getByRole('button', { name: 'Archive' })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(
      within(await rowOf('Riverside Physical Therapy'))
        .getByRole('button', { name: 'Archive' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('opens the rowLink route when a row is clicked', async () => {
    renderPractices(fakeMiddleware(), superAdmin(), { ...practices, rowLink: { to: '/practice/{id}' } });
    fireEvent.click(await screen.findByText('Northside Orthopaedics'));
    expect(await screen.findByRole('heading', { name: 'Practice form' })).toBeTruthy();
  });

  it('an action button of a linked row runs its action and does not open the row', async () => {
    renderPractices(fakeMiddleware(), superAdmin(), { ...practices, rowLink: { to: '/practice/{id}' } });
    fireEvent.click(within(await rowOf('Northside Orthopaedics')).getByRole('button', { name: 'Archive' }));
    // The Archive question is shown, and the list is still there behind it.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Practice form' })).toBeNull();
    expect(screen.getByText('Northside Orthopaedics')).toBeTruthy();
  });

  it('[practice-list-layout] [mobile-breakpoint] shows one card per practice on a narrow screen, the other columns behind Show more', async () => {
    window.innerWidth = 800;
    renderPractices(fakeMiddleware(), superAdmin());
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Northside Orthopaedics')).toBeTruthy();
    expect(within(first).queryByText('(312) 555-0142')).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Show more' }));
    expect(within(first).getByText('(312) 555-0142')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
  });
});
