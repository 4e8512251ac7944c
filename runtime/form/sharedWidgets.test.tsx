// @vitest-environment jsdom
// The shared form widgets every later form uses, rendered by the generic form screen from a
// small test form: date entry, e-mail, the password policy with its confirmation and Generate
// Password, and the unsaved-changes guard.
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledForm } from '../../src/generated/compiled-types';
import { ConfirmDialogHost } from '../dialogs/ConfirmDialogHost';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ToastHost } from '../toasts/ToastHost';
import { dateFieldEntry, padDateOnBlur } from './dateFieldEntry';
import { FormScreen } from './FormScreen';
import { message } from '../../src/generated/catalog';

afterEach(() => {
  act(() => notifications.clean());
});

const userForm: CompiledForm = {
  title: 'User',
  schema: {
    type: 'object',
    required: ['username', 'password', 'confirmPassword'],
    properties: {
      username: { type: 'string', title: 'Username' },
      email: { type: 'string', title: 'Email', format: 'email' },
      date_of_birth: { type: 'integer', title: 'Date of Birth' },
      password: { type: 'string', title: 'Password' },
      confirmPassword: { type: 'string', title: 'Confirm Password' },
    },
  },
  uiSchema: {
    email: { 'ui:widget': 'email' },
    date_of_birth: { 'ui:widget': 'date', 'ui:options': { min: '01/01/1900', max: 'today' } },
    password: { 'ui:widget': 'password', 'ui:options': { usernameField: 'username' } },
    confirmPassword: { 'ui:widget': 'password', 'ui:options': { matches: 'password' } },
  },
  submit: { operation: 'createUser', success: 'User saved.', onSuccess: { to: '/users' } },
  // As compiled: the text of `leaveUnsaved`.
  leaveConfirm: message('leaveUnsaved'),
};

const csManager = sessionViewFixture({ phase: 'signedIn', user: { id: 8, username: 'csmanager', role_id: 8, permissions: [] } });

function fakeMiddleware() {
  return vi.fn((operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => {
    if (operation === 'generatePassword') return Promise.resolve({ password: 'Gen#Pass2026x' });
    if (operation === 'createUser') return Promise.resolve({ id: 5 });
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderForm(call = fakeMiddleware(), session = csManager) {
  render(
    <MantineProvider>
      <ToastHost />
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/user/new']}>
          <FormScreen spec={{ route: '/user/new', title: 'Create User', form: 'user' }} form={{ ...userForm, leaveConfirm: undefined }} call={call} />
        </MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return call;
}

const field = (label: RegExp | string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: RegExp | string) => {
  const id = field(label).getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('date entry', () => {
  it('[date-entry] has a value only when all 8 digits name a day, and pads single digits', () => {
    expect(dateFieldEntry('03/02/2026')).toEqual({ shown: '03/02/2026', value: 1772409600, complete: true });
    expect(dateFieldEntry('0302202')).toEqual({ shown: '03/02/202', value: undefined, complete: false });
    expect(dateFieldEntry('3/2/2026').shown).toBe('03/02/2026');
    expect(dateFieldEntry('02/31/2026')).toMatchObject({ value: undefined, complete: true });
    expect(padDateOnBlur('3/5')).toBe('03/05');
  });

  it('[date-entry] shows MM/DD/YYYY while typing, pads on blur, and says "Invalid Date" outside 01/01/1900 to today', async () => {
    const call = renderForm();
    type('Date of Birth', '3');
    fireEvent.blur(field('Date of Birth'));
    expect(field('Date of Birth').value).toBe('03');
    type('Date of Birth', '03021850');
    expect(field('Date of Birth').value).toBe('03/02/1850');
    type(/^Username/, 'newuser');
    type(/^Password/, 'Valid#Pass2026');
    type(/^Confirm Password/, 'Valid#Pass2026');
    save();
    await waitFor(() => expect(errorOf('Date of Birth')).toBe('Invalid Date'));
    type('Date of Birth', '02/31/2000');
    expect(errorOf('Date of Birth')).toBe('Invalid Date');
    type('Date of Birth', '03/02/1980');
    save();
    await waitFor(() => expect(call.mock.calls.find(([operation]) => operation === 'createUser')?.[1]).toMatchObject({ date_of_birth: 320803200 }));
  });
});

describe('e-mail and password', () => {
  it('[email-format] shows "Not a valid email"', async () => {
    renderForm();
    type('Email', 'nope');
    save();
    await waitFor(() => expect(errorOf('Email')).toBe('Not a valid email'));
  });

  it('[password-required] [password-length] [password-lowercase] [password-character-classes] [password-no-username] shows every broken rule verbatim', async () => {
    renderForm();
    save();
    await waitFor(() => expect(errorOf(/^Password/)).toBe('Required'));
    type(/^Username/, 'ALICE');
    type(/^Password/, 'ALICE');
    save();
    await waitFor(() => expect(errorOf(/^Password/)).toContain('Minimum 8 characters'));
    expect(errorOf(/^Password/)?.split('\n')).toEqual([
      'Minimum 8 characters',
      'Must include lowercase letter',
      'Must include number',
      'Must include special character',
      'Cannot contain username',
    ]);
    type(/^Password/, `Aa1#${'x'.repeat(61)}`);
    save();
    await waitFor(() => expect(errorOf(/^Password/)).toBe('Maximum 64 characters'));
  });

  it('[password-confirm-match] shows "Passwords must match" under a differing confirmation', async () => {
    const call = renderForm();
    type(/^Username/, 'newuser');
    type(/^Password/, 'Valid#Pass2026');
    type(/^Confirm Password/, 'Valid#Pass2027');
    save();
    await waitFor(() => expect(errorOf(/^Confirm Password/)).toBe('Passwords must match'));
    expect(call.mock.calls.some(([operation]) => operation === 'createUser')).toBe(false);
  });
});

describe('unsaved-changes guard (leaveConfirm)', () => {
  function renderGuarded() {
    const router = createMemoryRouter(
      [
        { path: '/user/new', element: <FormScreen spec={{ route: '/user/new', title: 'Create User', form: 'user' }} form={userForm} call={fakeMiddleware()} /> },
        { path: '/users', element: <h1>Users</h1> },
      ],
      { initialEntries: ['/users', '/user/new'], initialIndex: 1 },
    );
    render(
      <MantineProvider>
        <ConfirmDialogHost />
        <SessionContext.Provider value={csManager}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </MantineProvider>,
    );
    return router;
  }

  it('[patient-leave-unsaved] asks "Leave this page? Unsaved changes will be lost." when leaving with changes; Stay keeps the form', async () => {
    const router = renderGuarded();
    type(/^Username/, 'half typed');
    act(() => void router.navigate('/users'));
    // The navigation is held at once; the question opens with the dialog's transition (slow on a
    // busy machine: a CI run beside other work once took over 10 s).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 25_000 });
    expect(within(dialog).getByText('Leave this page? Unsaved changes will be lost.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog goes as soon as Stay is clicked; the held navigation is released a moment later
    // (the answer's promise, then the router's state). A user's next click comes long after, a
    // test's at once: it waits until the router holds nothing before leaving again.
    await waitFor(() => expect([...router.state.blockers.values()].map((blocker) => blocker.state)).not.toContain('blocked'));
    expect(field(/^Username/).value).toBe('half typed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
  }, 60_000);

  it('leaves without asking when nothing changed, and after a save', async () => {
    const router = renderGuarded();
    act(() => void router.navigate('/users'));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    act(() => void router.navigate('/user/new'));
    await screen.findByLabelText(/^Username/, { selector: 'input' });
    type(/^Username/, 'newuser');
    type(/^Password/, 'Valid#Pass2026');
    type(/^Confirm Password/, 'Valid#Pass2026');
    save();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
