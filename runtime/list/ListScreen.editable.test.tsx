// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../../src/generated/allScreens';
import type { CompiledListScreen } from '../../src/generated/compiled-types';
import { ApiError } from '../api/ApiError';
import { ConfirmDialogHost } from '../dialogs/ConfirmDialogHost';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ToastHost } from '../toasts/ToastHost';
import { ListScreen } from './ListScreen';

beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Mantine's autosizing text area listens for font loading, which jsdom does not have.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
});
afterEach(() => {
  act(() => notifications.clean());
});

const superAdmin = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: 1, permissions: [] } });
const csManager = sessionViewFixture({ phase: 'signedIn', user: { id: 8, username: 'csmanager', role_id: 8, permissions: [] } });

type Call = ReturnType<typeof vi.fn<(operation: string, body?: unknown, params?: unknown) => Promise<unknown>>>;

function renderScreen(route: string, call: Call, session = superAdmin) {
  const spec = routeTable[route] as CompiledListScreen;
  render(
    <MantineProvider>
      <ToastHost />
      <ConfirmDialogHost />
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={route} element={<ListScreen spec={spec} call={call} />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
}

describe('editable list rows', () => {
  it('[e-documents-edit-save] a row shows read-only with Edit; Edit makes it editable with Save; a server field error shows on the row', async () => {
    let saves = 0;
    const call: Call = vi.fn((operation: string) => {
      if (operation === 'queryGeneralForms') return Promise.resolve([{ id: 3, name: 'KOOS Survey', description: '', url: '' }]);
      if (operation === 'updateGeneralForm') {
        saves += 1;
        return saves === 1
          ? Promise.reject(new ApiError(422, { message: 'Taken', form_error: { name: 'name', message: 'That name is taken' } }, 'Taken'))
          : Promise.resolve({ id: 3, name: 'KOOS', description: '', url: '' });
      }
      return Promise.reject(new Error(`unexpected ${operation}`));
    });
    renderScreen('/admin/eDocumentLinks', call);
    const row = await screen.findByRole('group', { name: 'KOOS Survey' });
    const name = within(row).getByLabelText('Name');
    expect((name as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect((name as HTMLInputElement).readOnly).toBe(false);
    fireEvent.change(name, { target: { value: 'KOOS' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await within(row).findByText('That name is taken');
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('updateGeneralForm', { name: 'KOOS', description: '', url: '' }, { path: { id: 3 } }));
    await within(row).findByRole('button', { name: 'Edit' });
  });

  it('[config-loading] [config-save-whole-list] shows the loading text, then sends every row and shows the answer', async () => {
    let answer: (rows: unknown) => void = () => {};
    const call: Call = vi.fn((operation: string, body?: unknown) => {
      if (operation === 'getAdminConfig')
        return new Promise((resolve) => {
          answer = resolve;
        });
      if (operation === 'updateAdminConfig') return Promise.resolve((body as Array<Record<string, unknown>>).map((entry) => ({ ...entry, value: `${String(entry.value)}!` })));
      return Promise.reject(new Error(`unexpected ${operation}`));
    });
    renderScreen('/admin/config', call);
    await screen.findByText('Loading configuration...');
    act(() =>
      answer([
        { id: 1, key: 'a', value: '1' },
        { id: 2, key: 'b', value: '2' },
      ]),
    );
    const first = await screen.findByRole('group', { name: 'a' });
    fireEvent.change(within(first).getByLabelText('Value'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Configuration' }));
    await screen.findByText('Admin configuration updated');
    expect(call).toHaveBeenCalledWith('updateAdminConfig', [
      { id: 1, key: 'a', value: '10' },
      { id: 2, key: 'b', value: '2' },
    ]);
    await waitFor(() => expect(within(first).getByLabelText<HTMLInputElement>('Value').value).toBe('10!'));
  });

  it('[study-groups-add-warning] [study-groups-delete] the add bar warns first, Cancel keeps the name; only the super admin sees Delete', async () => {
    const call: Call = vi.fn((operation: string, body?: unknown) => {
      if (operation === 'queryStudyGroups') return Promise.resolve([{ id: 2, name: 'Control' }]);
      if (operation === 'createStudyGroup') return Promise.resolve({ id: 100, ...(body as object) });
      return Promise.reject(new Error(`unexpected ${operation}`));
    });
    renderScreen('/admin/studygroup', call, csManager);
    await screen.findByText('Control');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Required');
    fireEvent.change(screen.getByLabelText('Study group name'), { target: { value: 'Pilot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('A study group cannot be edited after creation.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Study group name').value).toBe('Pilot');
    expect(call.mock.calls.some(([operation]) => operation === 'createStudyGroup')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add' }));
    await screen.findByText('The study group Pilot has been added.');
    expect(call).toHaveBeenCalledWith('createStudyGroup', { name: 'Pilot' });
  });
});
