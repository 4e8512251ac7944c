// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import { ApiError } from '../api/ApiError';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ToastHost } from '../toasts/ToastHost';
import { PanelForm } from './PanelForm';

afterEach(() => {
  act(() => notifications.clean());
});

// A self-pay option held by a field of the screen's record (specs/forms/selfPayOption.form.yaml:
// `update` is updateSelfPayOption on the option's id, the daily price in cents).
const record = { id: 12, option: { id: 4, days: 30, daily_price: 1250, name: 'Thirty days' } };

function renderForm(save: () => Promise<unknown> = () => Promise.resolve({ ...record.option, daily_price: 1100 })) {
  const call = vi.fn((operation: string, _body?: unknown, _params?: unknown): Promise<unknown> =>
    operation === 'updateSelfPayOption' ? save() : Promise.reject(new Error(`unexpected ${operation}`)),
  );
  const reload = vi.fn();
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: roleIdByName.superAdmin, permissions: [] } });
  render(
    <MantineProvider>
      <ToastHost />
      <SessionContext.Provider value={session}>
        <PanelForm form={{ form: 'selfPayOption', field: 'option' }} title="Self Pay" record={record} call={call} reload={reload} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  // The form is the region's (its card's heading names it); here it is the page's only form.
  return { call, reload, form: async () => (await screen.findByLabelText(/^Daily Price/)).closest('form')! };
}

describe('PanelForm (a `form` slot)', () => {
  it('shows the record in the form and saves it through the form\'s update on its id, then the screen reloads', async () => {
    const { call, reload, form: found } = renderForm();
    const form = await found();
    expect(within(form).getByLabelText<HTMLInputElement>(/^Daily Price/).value).toBe('$12.5');
    fireEvent.change(within(form).getByLabelText(/^Daily Price/), { target: { value: '$11' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('The option Thirty days has been updated successfully.');
    expect(call).toHaveBeenCalledWith('updateSelfPayOption', { days: 30, daily_price: 1100, name: 'Thirty days' }, { path: { id: '4' } });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('keeps what was typed and shows the server\'s message under its field when the save is refused', async () => {
    const refusal = ApiError.fromResponse(422, { message: 'The option with the same number of days already exists', form_error: { name: 'days', message: 'The option with the same number of days already exists' } });
    const { reload, form: found } = renderForm(() => Promise.reject(refusal));
    const form = await found();
    fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: 'Again' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('The option with the same number of days already exists')).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText<HTMLInputElement>(/^Message/).value).toBe('Again');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the empty text when the field holds no record', () => {
    const call = vi.fn();
    render(
      <MantineProvider>
        <SessionContext.Provider value={sessionViewFixture({ phase: 'signedIn' })}>
          <PanelForm form={{ form: 'selfPayOption', field: 'option' }} title="Self Pay" record={{ id: 12, option: null }} call={call} reload={vi.fn()} />
        </SessionContext.Provider>
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('This list is empty');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
