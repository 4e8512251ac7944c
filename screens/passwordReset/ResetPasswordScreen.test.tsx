import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/ApiError';
import { ResetPasswordScreen, type ResetPasswordCalls } from './ResetPasswordScreen';

function renderReset(calls: ResetPasswordCalls, path = '/password/code-1?username=jdoe') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Welcome screen</p> },
      { path: '/password/reset', element: <p>Request a reset</p> },
      { path: '/password/:resetCode', element: <ResetPasswordScreen calls={calls} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

/** Calls answering as the middleware does; `reset` records what was sent. */
function calls(
  valid: boolean,
  reset: (token: string, password: string) => Promise<string> = () => Promise.resolve('Password changed.'),
) {
  const checked: string[] = [];
  const sent: [string, string][] = [];
  return {
    checked,
    sent,
    calls: {
      checkToken: (token: string) => (checked.push(token), Promise.resolve(valid)),
      resetPassword: (token: string, password: string) => (
        sent.push([token, password]),
        reset(token, password)
      ),
    },
  };
}

async function fillIn(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText(/^New password/, { selector: 'input' }), {
    target: { value: password },
  });
  fireEvent.change(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordScreen', () => {
  it('[reset-code-check] sends an expired reset code to /password/reset', async () => {
    const { calls: c, checked } = calls(false);
    const router = renderReset(c);
    expect(await screen.findByText('Request a reset')).toBeTruthy();
    expect(checked).toEqual(['code-1']);
    expect(router.state.location.pathname).toBe('/password/reset');
  });

  it('[reset-code-on-sign-in] asks for a new password', async () => {
    renderReset(calls(true).calls);
    expect(await screen.findByText('Please enter a new password.')).toBeTruthy();
  });

  it('[password-length] [password-character-classes] lists the policy messages the password breaks', async () => {
    const { calls: c, sent } = calls(true);
    renderReset(c);
    await fillIn('abc', 'abc');
    for (const text of [
      'Minimum 8 characters',
      'Must include uppercase letter',
      'Must include number',
      'Must include special character',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  it('[password-no-username] refuses a password containing the username', async () => {
    renderReset(calls(true).calls);
    await fillIn('Jdoe#2026xyz', 'Jdoe#2026xyz');
    expect(screen.getByText('Cannot contain username')).toBeTruthy();
  });

  it('[password-confirm-match] refuses a confirmation that differs', async () => {
    renderReset(calls(true).calls);
    await fillIn('Cadence#2026', 'Cadence#2025');
    expect(screen.getByText('Passwords must match')).toBeTruthy();
  });

  it('[reset-password-call] sends the reset code and the new password, then confirms', async () => {
    const { calls: c, sent } = calls(true);
    renderReset(c);
    await fillIn('Cadence#2026', 'Cadence#2026');
    expect(await screen.findByText('Password changed.')).toBeTruthy();
    expect(sent).toEqual([['code-1', 'Cadence#2026']]);
  });

  it('[form-error-to-field] shows a server form_error under the password field and clears it on edit', async () => {
    const refusal = ApiError.fromResponse(422, {
      message: 'Validation failed',
      form_error: { name: 'password', message: 'Password was used before' },
    });
    renderReset(calls(true, () => Promise.reject(refusal)).calls);
    await fillIn('Cadence#2026', 'Cadence#2026');
    expect(await screen.findByText('Password was used before')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New password/, { selector: 'input' }), {
      target: { value: 'Cadence#2027' },
    });
    expect(screen.queryByText('Password was used before')).toBeNull();
  });
});
