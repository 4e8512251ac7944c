import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture, type SessionViewFixture } from '../../runtime/session/sessionViewFixture';
import type { SessionView } from '../../runtime/session/sessionView';
import { LoginScreen, type LoginScreenProps } from './LoginScreen';

function renderLogin(overrides: Partial<SessionView> = {}, props: LoginScreenProps = {}, path = '/') {
  const session = sessionViewFixture(overrides);
  const router = createMemoryRouter([{ path: '/', element: <LoginScreen {...props} /> }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { session, router };
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('LoginScreen', () => {
  it('[login-form-fields] offers username, password, Sign In, single sign-on and Forgot Password', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(field(/^Username/)).toBeTruthy();
    expect(field(/^Password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeTruthy();
  });

  it('refuses empty credentials with Required and sends nothing', () => {
    const { session } = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(session.sent).toEqual([]);
  });

  it('[login-call] sends the credentials to the session', () => {
    const { session } = renderLogin();
    fireEvent.change(field(/^Username/), { target: { value: ' pms ' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Cadence#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(session.sent).toEqual([{ type: 'LOGIN', username: 'pms', password: 'Cadence#2026' }]);
  });

  it("[idle-forced-logout] shows the session's message 'Your session has expired.'", () => {
    renderLogin({ error: 'Your session has expired.' });
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired.');
  });

  it('[login-sso-call] single sign-on asks for the username, then leaves for the provider', () => {
    const visited: string[] = [];
    renderLogin({}, { goTo: (url) => visited.push(url) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    expect(screen.getByText('Required')).toBeTruthy();
    expect(visited).toEqual([]);
    fireEvent.change(field(/^Username/), { target: { value: 'jdoe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    expect(visited).toEqual(['/sso/start?username=jdoe']);
  });

  it('[login-sso-call] a returning single sign-on signs in with its token', () => {
    const { session, router } = renderLogin({}, {}, '/?sso_token=tok-1&username=jdoe');
    expect(session.sent).toEqual([{ type: 'SSO', username: 'jdoe', token: 'tok-1' }]);
    expect(router.state.location.search).toBe('');
  });

  it('[email-login-link-call] an e-mailed login link signs in with its token', () => {
    const { session } = renderLogin({}, {}, '/?login_token=abc&username=jdoe');
    expect(session.sent).toEqual([{ type: 'LOGIN_TOKEN', username: 'jdoe', loginToken: 'abc' }]);
  });

  it("[forgot-password-email-required] Forgot Password refuses an empty e-mail with 'Email is required.'", () => {
    const requested: string[] = [];
    renderLogin({}, { requestReset: (email) => (requested.push(email), Promise.resolve('sent')) });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('[forgot-password-call] Forgot Password sends the e-mail and confirms', async () => {
    const requested: string[] = [];
    renderLogin(
      {},
      { requestReset: (email) => (requested.push(email), Promise.resolve('A reset link has been sent.')) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    fireEvent.change(field(/^Email/), { target: { value: 'jdoe@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('A reset link has been sent.')).toBeTruthy();
    expect(requested).toEqual(['jdoe@example.com']);
  });

  describe('two-factor step', () => {
    const otpSession = (resendAvailableInSec: number): Partial<SessionView> => ({
      phase: 'twoFactor',
      otp: { username: 'superadmin', resendAvailableInSec },
    });

    it("[otp-empty] refuses an empty code with 'Please enter the one time password code.'", () => {
      const { session }: { session: SessionViewFixture } = renderLogin(otpSession(30));
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('Please enter the one time password code.')).toBeTruthy();
      expect(session.sent).toEqual([]);
    });

    it("[otp-min-length] refuses a code under 6 characters with 'One time password code must be at least 6 characters long.'", () => {
      const { session } = renderLogin(otpSession(30));
      fireEvent.change(field(/code/), { target: { value: '12345' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('One time password code must be at least 6 characters long.')).toBeTruthy();
      expect(session.sent).toEqual([]);
    });

    it('[otp-validate-call] sends a 6-character code', () => {
      const { session } = renderLogin(otpSession(30));
      fireEvent.change(field(/code/), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(session.sent).toEqual([{ type: 'SUBMIT_OTP', code: '123456' }]);
    });

    it('[otp-resend-cooldown] keeps Resend disabled during the countdown and shows it', () => {
      renderLogin(otpSession(30));
      const resend = screen.getByRole('button', { name: 'Resend code (30 s)' });
      expect((resend as HTMLButtonElement).disabled).toBe(true);
    });

    it('[otp-resend-cooldown] enables Resend once the countdown is over', () => {
      const { session } = renderLogin(otpSession(0));
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(session.sent).toEqual([{ type: 'RESEND_OTP' }]);
    });

    it("[otp-locked] shows the machine's message on the step", () => {
      renderLogin({ ...otpSession(0), error: 'Too many attempts. Your account is locked.' });
      expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Your account is locked.');
    });
  });
});
