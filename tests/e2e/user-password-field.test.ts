// The user form offers no field the server refuses (issue 9, item 2): editing a saved user, the
// password fields are shown only to the holders of Generate Password (super admin, CS manager);
// the monitoring manager still sets the first password of a user they create. The e-mail and the
// username, which receive the reset link, are shown to the others read-only (issue 25, finding 1).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callFromTab } from './harness/callFromTab';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

async function signedInAt(path: string, username: string): Promise<Page> {
  const page = await portal.signedInPage(username, path);
  return page;
}

const userForm = (page: Page) => page.locator('form').first();

/** The id of the user `username`, asked with the page's own session. */
async function userIdIn(page: Page, username: string): Promise<number | undefined> {
  const answer = await callFromTab<{ data: { id: number; username: string }[] }>(page, 'POST', 'user/list', { filter: { username } });
  return answer.data.data.find((row) => row.username === username)?.id;
}

/** Opens the saved user `username` in the user form and answers whether it shows a Password field. */
async function editShowsPassword(page: Page, username: string): Promise<boolean> {
  const id = await userIdIn(page, username);
  expect(id).toBeGreaterThan(0);
  await page.goto(`/user/${String(id)}`);
  await expect.poll(() => userForm(page).getByLabel(/^Username/).inputValue()).toBe(username);
  return (await userForm(page).getByLabel(/^Password/).count()) > 0;
}

describe('the password fields of the user form', () => {
  it('[user-cs-manager-password-tools] [user-monitoring-manager-roles] are not offered to the monitoring manager editing a specialist, but are when creating a user; e-mail and username are read-only', async () => {
    const page = await signedInAt('/users', 'pmm');
    await page.getByRole('button', { name: 'Archive' }).first().waitFor();
    expect(await editShowsPassword(page, 'pms')).toBe(false);
    expect(await userForm(page).getByLabel(/^Confirm Password/).count()).toBe(0);
    // Issue 25 finding 1: the e-mail and username are there to read, not to change.
    await expect.poll(() => userForm(page).getByLabel(/^Email/).inputValue()).toBe('pms@cadence.example');
    expect(await userForm(page).getByLabel(/^Email/).isDisabled()).toBe(true);
    expect(await userForm(page).getByLabel(/^Username/).isDisabled()).toBe(true);
    await page.goto('/user/new');
    await userForm(page).getByLabel(/^Password/).waitFor();
  });

  it('[user-cs-manager-password-tools] are offered to the CS manager editing the same user', async () => {
    const page = await signedInAt('/users', 'csmanager');
    await page.getByRole('button', { name: 'Archive' }).first().waitFor();
    expect(await editShowsPassword(page, 'pms')).toBe(true);
    expect(await userForm(page).getByLabel(/^Email/).isDisabled()).toBe(false);
  });
});
