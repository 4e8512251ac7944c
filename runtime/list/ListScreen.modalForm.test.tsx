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
  window.innerWidth = 1280;
});
afterEach(() => {
  act(() => notifications.clean());
});

const spec = routeTable['/admin/selfPayOption'] as CompiledListScreen;
const row = { id: 4, days: 30, daily_price: 1250, name: 'Thirty days', formatted_daily_price: '$12.50', formatted_total_price: '$375.00' };

function fakeMiddleware(create: () => Promise<unknown> = () => Promise.resolve({ ...row, id: 5, days: 45, name: 'Forty-five' })) {
  return vi.fn((operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => {
    if (operation === 'getSelfPayOptions') return Promise.resolve({ data: [row], currentPage: 1, lastPage: 1, total: 1 });
    if (operation === 'createSelfPayOption') return create();
    if (operation === 'updateSelfPayOption') return Promise.resolve({ ...row, daily_price: 1100 });
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderList(call: ReturnType<typeof fakeMiddleware>) {
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: 1, permissions: [] } });
  render(
    <MantineProvider>
      <ToastHost />
      <ConfirmDialogHost />
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/admin/selfPayOption']}>
          <Routes>
            <Route path="/admin/selfPayOption" element={<ListScreen spec={spec} call={call} />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
}

const listCalls = (call: ReturnType<typeof fakeMiddleware>) => call.mock.calls.filter(([operation]) => operation === 'getSelfPayOptions').length;

describe('list modal form (self-pay options)', { timeout: 30_000 }, () => {
  it('[self-pay-table] [self-pay-modal] [self-pay-total] [self-pay-create-success] creates from the modal, with the total worked out, the toast and a reload', async () => {
    const call = fakeMiddleware();
    renderList(call);
    await screen.findByText('Thirty days');
    fireEvent.click(screen.getByRole('button', { name: 'Add Self Pay Option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Self Pay Option' });
    fireEvent.change(within(dialog).getByLabelText(/^Number of Days/), { target: { value: '45' } });
    fireEvent.change(within(dialog).getByLabelText(/^Daily Price/), { target: { value: '$10.5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Forty-five' } });
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>(/^Total/).value).toBe('$472.50'));
    const before = listCalls(call);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('The option Forty-five has been created successfully.');
    expect(call).toHaveBeenCalledWith('createSelfPayOption', { days: 45, daily_price: 1050, name: 'Forty-five' });
    await waitFor(() => expect(listCalls(call)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Self Pay Option' })).toBeNull());
  });

  it('[self-pay-modes] [self-pay-update-success] [self-pay-cents] edits the row in the modal and saves it to its id', async () => {
    const call = fakeMiddleware();
    renderList(call);
    const cell = await screen.findByText('Thirty days');
    fireEvent.click(within(cell.closest('[role="row"]') as HTMLElement).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Self Pay Option' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Daily Price/).value).toBe('$12.5');
    fireEvent.change(within(dialog).getByLabelText(/^Daily Price/), { target: { value: '$11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await screen.findByText('The option Thirty days has been updated successfully.');
    expect(call).toHaveBeenCalledWith('updateSelfPayOption', { days: 30, daily_price: 1100, name: 'Thirty days' }, { path: { id: '4' } });
  });

  it('[self-pay-same-days] keeps the modal open with the server\'s message under the field', async () => {
    const refusal = ApiError.fromResponse(422, { message: 'The option with the same number of days already exists', form_error: { name: 'days', message: 'The option with the same number of days already exists' } });
    const call = fakeMiddleware(() => Promise.reject(refusal));
    renderList(call);
    await screen.findByText('Thirty days');
    fireEvent.click(screen.getByRole('button', { name: 'Add Self Pay Option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Self Pay Option' });
    fireEvent.change(within(dialog).getByLabelText(/^Number of Days/), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText(/^Daily Price/), { target: { value: '$1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findAllByText('The option with the same number of days already exists')).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Message/).value).toBe('Again');
  });
});
