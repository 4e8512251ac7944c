// Signing in through the Welcome screen exactly as a person does: type the credentials, enter the
// two-factor code from the outbox when asked, answer the privacy-policy consent dialog, and wait
// until the portal has left the login route.
import type { Page, Response } from 'playwright-core';
import { demoPassword } from '../../../scripts/demoUsers.mjs';
import { newestMessageId, waitForOtpCode } from './mailbox';

/** What the middleware answered to the sign-in that succeeded (ARCHITECTURE.md, LoginResult). */
export interface SignedInUser {
  username: string;
  role_id: number;
  consented: boolean;
}

export interface SignInResult {
  user: SignedInUser;
  /** Whether the two-factor step was shown and completed. */
  usedTwoFactor: boolean;
  /** Whether the privacy-policy consent dialog was shown (and answered). */
  consentShown: boolean;
}

export interface SignInOptions {
  password?: string;
  /** What to do with the consent dialog if it appears; the default is to accept it. */
  consent?: 'accept' | 'decline';
}

/** The Welcome screen's fields and buttons, found the way assistive technology finds them. */
export const loginScreen = {
  username: (page: Page) => page.getByLabel(/^username/i),
  password: (page: Page) => page.getByLabel(/^password/i).and(page.locator('input')),
  submit: (page: Page) => page.getByRole('button', { name: /^(sign in|log in|login)$/i }),
  otpCode: (page: Page) => page.getByLabel(/code/i).and(page.locator('input')),
  otpSubmit: (page: Page) => page.getByRole('button', { name: /^(verify|submit|continue|sign in)$/i }),
};

/** The privacy-policy consent dialog the shell shows until the user has consented. */
export const consentDialog = {
  dialog: (page: Page) => page.getByRole('dialog').filter({ hasText: /privacy/i }),
  accept: (page: Page) =>
    consentDialog.dialog(page).getByRole('button', { name: /^(accept|i agree|agree)$/i }),
  decline: (page: Page) =>
    consentDialog.dialog(page).getByRole('button', { name: /^(decline|cancel|i do not agree)$/i }),
};

interface LoginPayload {
  two_factor_required?: boolean;
  user?: SignedInUser;
}

async function loginPayload(response: Response): Promise<LoginPayload | undefined> {
  if (!response.ok()) return undefined;
  const body = (await response.json().catch(() => undefined)) as { data?: LoginPayload } | undefined;
  return body?.data;
}

function isLoginCall(response: Response): boolean {
  return response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/login';
}

/** Types the credentials into the Welcome screen and submits them; waits for the login answer. */
export async function submitCredentials(
  page: Page,
  username: string,
  password = demoPassword,
): Promise<LoginPayload | undefined> {
  await loginScreen.username(page).fill(username);
  await loginScreen.password(page).fill(password);
  const answer = page.waitForResponse(isLoginCall);
  await loginScreen.submit(page).click();
  return loginPayload(await answer);
}

/**
 * Signs `username` in from the page's current screen (the Welcome screen must be showing) and
 * resolves once the portal has navigated away from `/`, or, when the consent is declined, once
 * the user is back on the Welcome screen.
 *
 * @example
 * await page.goto('/');
 * const { user } = await signIn(page, baseUrl, 'csmanager');
 * expect(new URL(page.url()).pathname).toBe('/practices');
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  options: SignInOptions = {},
): Promise<SignInResult> {
  const mailMark = await newestMessageId(baseUrl);
  let payload = await submitCredentials(page, username, options.password);
  let usedTwoFactor = false;
  if (payload?.two_factor_required) {
    usedTwoFactor = true;
    const code = await waitForOtpCode(baseUrl, mailMark);
    await loginScreen.otpCode(page).fill(code);
    // After the code is accepted, the portal signs in again with the two-factor token.
    const secondLogin = page.waitForResponse(isLoginCall);
    await loginScreen.otpSubmit(page).click();
    payload = await loginPayload(await secondLogin);
  }
  const user = payload?.user;
  if (!user)
    throw new Error(
      `signing in as ${username} did not succeed: the login call answered ${JSON.stringify(payload)}`,
    );

  let consentShown = false;
  if (!user.consented) {
    await consentDialog.dialog(page).waitFor({ state: 'visible' });
    consentShown = true;
    if (options.consent === 'decline') {
      await consentDialog.decline(page).click();
      await page.waitForURL((url) => url.pathname === '/');
      return { user, usedTwoFactor, consentShown };
    }
    const accepted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/accept_privacy_policy');
    await consentDialog.accept(page).click();
    await accepted;
    await consentDialog.dialog(page).waitFor({ state: 'hidden' });
  }
  await page.waitForURL((url) => url.pathname !== '/');
  return { user, usedTwoFactor, consentShown };
}

/** The path and query the page shows, e.g. `/patients?page=2`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
