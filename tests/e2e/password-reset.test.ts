// A user who forgot the password asks for a link on the Welcome screen, follows the link the
// outbox received, sets a new password and signs in with it (document 1, sections 2 and 5).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPassword } from '../../scripts/demoUsers.mjs';
import { newestMessageId, readOutbox } from './harness/mailbox';
import { setUpPortal } from './harness/scenario';
import { loginScreen, signIn } from './harness/signIn';

const portal = setUpPortal();
const username = 'sales';
const email = `${username}@cadence.example`;
const newPassword = 'Rehab!Pedal42';

/** The path of the newest reset link mailed to `to` after `afterId`, e.g. `/password/3f9c...`. */
async function waitForResetLink(to: string, afterId: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(portal.baseUrl))
      .filter((message) => message.id > afterId && message.to === to)
      .at(-1);
    const link = /https?:\/\/\S+(\/password\/[A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset link was mailed to ${to}`);
}

/** Asks for a reset link on the Welcome screen, opens it and sets `password`. */
async function resetPasswordThroughMail(page: Page, password: string): Promise<void> {
  const mark = await newestMessageId(portal.baseUrl);
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('status').filter({ hasText: /reset/i }).waitFor();

  await page.goto(await waitForResetLink(email, mark));
  await page.getByText('Please enter a new password.').waitFor();
  await page
    .getByLabel(/^New password/)
    .and(page.locator('input'))
    .fill(password);
  await page
    .getByLabel(/^Confirm password/)
    .and(page.locator('input'))
    .fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
}

describe('password reset', () => {
  it('[forgot-password-call] [reset-code-check] [reset-password-call] resets a forgotten password through the mailed link', async () => {
    const page = await portal.newPage();
    await resetPasswordThroughMail(page, newPassword);
    try {
      // The old password no longer signs in; the new one does, and the user lands as before.
      await page.getByRole('link', { name: 'Sign in' }).click();
      await loginScreen.username(page).fill(username);
      await loginScreen.password(page).fill(demoPassword);
      await loginScreen.submit(page).click();
      await page.getByText('These credentials do not match our records.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');

      await signIn(page, portal.baseUrl, username, { password: newPassword });
      expect(new URL(page.url()).pathname).toBe('/practice/new');
    } finally {
      // Later suites sign this user in with the demo password: put it back the same way.
      await resetPasswordThroughMail(await portal.newPage(), demoPassword);
    }
  });

  it('[reset-code-check] a reset link that is not valid goes to /password/reset', async () => {
    const page = await portal.newPage();
    await page.goto('/password/not-a-real-code');
    await page.waitForURL((url) => url.pathname === '/password/reset');
  });
});
