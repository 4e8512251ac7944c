// User Management in the browser (document 1, sections 2, 4, 5 and 6; specs/screens/users and
// user): the list each manager sees, the role options each may pick, creating users, role 14's
// required fields and the Service Account's Permissions tab.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';
import { columnCells, columnTexts, isAscending, nextListRequest, type ListRequest } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

async function signedInAt(path: string, username: string): Promise<Page> {
  const page = await portal.signedInPage(username, path);
  return page;
}

const userForm = (page: Page) => page.locator('form').first();
const roleSelect = (page: Page) => userForm(page).getByLabel(/^Role/).first();

/** The role names the Role select offers. */
async function roleOptions(page: Page): Promise<string[]> {
  await roleSelect(page).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor();
  const names = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

async function pickRole(page: Page, name: string): Promise<void> {
  await roleSelect(page).click();
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
}

/** Fills and saves /user/new; resolves with the create call's answer status. */
async function createUser(page: Page, role: string, username: string, extra: (page: Page) => Promise<void> = async () => {}): Promise<number> {
  await page.goto('/user/new');
  await userForm(page).waitFor();
  await pickRole(page, role);
  await userForm(page).getByLabel(/^Username/).fill(username);
  await userForm(page).getByLabel(/^Password/).fill('Fresh#Pass2026');
  await userForm(page).getByLabel(/^Confirm Password/).fill('Fresh#Pass2026');
  await extra(page);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user' && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await answer;
  await page.waitForURL(/\/user\/\d+$/);
  return response.status();
}

async function fillMonitoringFields(page: Page): Promise<void> {
  await userForm(page).getByLabel(/^Monitor Type/).click();
  await page.getByRole('listbox').getByRole('option', { name: 'RPM', exact: true }).click();
  await userForm(page).getByLabel(/^First Name/).fill('Mina');
  await userForm(page).getByLabel(/^Last Name/).fill('Ortiz');
  await userForm(page).getByLabel(/^Credentials/).fill('RN');
}

describe('User Management', () => {
  it('[user-management-access] [user-default-order] [user-hidden-roles] lists users by username for the CS manager, without Super Admin or Service Account users', async () => {
    let firstList: Promise<ListRequest> | undefined;
    const page = await portal.signedInPage('csmanager', '/users', {
      prepare: (page) => {
        firstList = nextListRequest(page, 'user/list');
      },
    });
    const request = await firstList!;
    expect(request.order_by).toEqual({ field: 'username', direction: 'asc' });
    await columnCells(page, 'username').first().waitFor();
    const usernames = await columnTexts(page, 'username');
    expect(isAscending(usernames), usernames.join(', ')).toBe(true);
    expect(usernames).not.toContain('qadmin');
    expect(usernames).not.toContain('reporting-bot');
    const roles = await columnTexts(page, 'user_role.name');
    expect(roles).not.toContain('Super Admin');
    expect(roles).not.toContain('Service Account');
    await saveScreenshot(page, 'users-list');
  });

  it('[user-management-access] shows the Unauthorized view to other roles', async () => {
    const page = await signedInAt('/users', 'cssenior');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  });

  // The form has two paths (role 14 adds Monitor Type, names and credentials; every other role
  // does not): one user of each is created here through the form. That every role the form offers
  // can be created is checked call by call in tests/api/users.test.ts, where it is cheap.
  it('[user-cs-manager-no-super-admin] [user-no-service-account-assign] [user-create-call] the CS manager creates a role 14 user and a user of another role, and cannot pick Super Admin or Service Account', async () => {
    const page = await signedInAt('/user/new', 'csmanager');
    await userForm(page).waitFor();
    const offered = await roleOptions(page);
    expect(offered).not.toContain('Super Admin');
    expect(offered).not.toContain('Service Account');
    expect(offered).not.toContain('Patient');
    expect(offered).toEqual(expect.arrayContaining(['Customer Service Manager', 'Patient Monitoring Specialist', 'Patient Monitoring Assistant', 'Surgeon']));
    const suffix = Date.now();
    expect(await createUser(page, 'Patient Monitoring Specialist', `csm-made-14-${suffix}`, fillMonitoringFields)).toBe(200);
    expect(await createUser(page, 'Surgeon', `csm-made-40-${suffix}`)).toBe(200);
    const [made] = await Promise.all([
      nextListRequest(page, 'user/list', (body) => body.search?.username === 'csm-made'),
      (async () => {
        await page.goto('/users');
        await page.getByLabel('Search').fill('csm-made');
      })(),
    ]);
    expect(made.search).toEqual({ username: 'csm-made' });
    await expect
      .poll(async () => (await columnTexts(page, 'username')).filter((name) => name.endsWith(String(suffix))).sort())
      .toEqual([`csm-made-14-${suffix}`, `csm-made-40-${suffix}`]);
  });

  it('[user-monitoring-manager-roles] offers the monitoring manager roles 14 and 16 only', async () => {
    const page = await signedInAt('/user/new', 'pmm');
    await userForm(page).waitFor();
    expect(await roleOptions(page)).toEqual(['Patient Monitoring Specialist', 'Patient Monitoring Assistant']);
    expect(await createUser(page, 'Patient Monitoring Assistant', 'pmm-made-assistant')).toBe(200);
    await saveScreenshot(page, 'user-form-pmm');
  });

  it('[user-role-14-required] [password-required] [password-confirm-match] asks for Monitor Type, names and credentials for role 14, a password and a matching confirmation', async () => {
    const page = await signedInAt('/user/new', 'csmanager');
    await userForm(page).waitFor();
    await pickRole(page, 'Patient Monitoring Specialist');
    await userForm(page).getByLabel(/^Username/).fill('role14-check');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // RJSF shows 'Required' under each missing field of role 14.
    await expect.poll(() => userForm(page).getByText('Required', { exact: true }).count()).toBeGreaterThanOrEqual(4);
    await fillMonitoringFields(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await userForm(page).getByText('Required', { exact: true }).first().waitFor();
    await userForm(page).getByLabel(/^Password/).fill('Fresh#Pass2026');
    await userForm(page).getByLabel(/^Confirm Password/).fill('Fresh#Pass2027');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await userForm(page).getByText('Passwords must match').first().waitFor();
    await saveScreenshot(page, 'user-form-role14');
  });

  it('[password-lowercase] shows the server\'s password policy message under the password', async () => {
    const page = await signedInAt('/user/new', 'csmanager');
    await userForm(page).waitFor();
    await pickRole(page, 'Customer Service Junior');
    await userForm(page).getByLabel(/^Username/).fill('policy-check');
    await userForm(page).getByLabel(/^Password/).fill('ABCDEF#12');
    await userForm(page).getByLabel(/^Confirm Password/).fill('ABCDEF#12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await userForm(page).getByText('Must include lowercase letter').first().waitFor();
  });

  it('[user-permissions-tab-service-account] [user-form-tabs] opens Permissions for a Service Account only, where the super admin saves permissions', async () => {
    const page = await signedInAt('/users', 'superadmin');
    await columnCells(page, 'username').first().waitFor();
    const id = (await callFromTab<{ data: { id: number }[] }>(page, 'POST', 'user/list', { filter: { username: 'reporting-bot' } })).data.data[0]?.id;
    expect(id).toBeGreaterThan(0);
    await page.goto(`/user/${String(id)}`);
    await userForm(page).waitFor();
    const permissionsTab = page.getByRole('tab', { name: 'Permissions' });
    await expect.poll(() => permissionsTab.isEnabled()).toBe(true);
    await permissionsTab.click();
    const addPatient = page.getByRole('checkbox', { name: 'Add Patient' });
    await addPatient.check();
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user_permission');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await saveScreenshot(page, 'user-permissions');

    await page.goto('/users');
    await columnCells(page, 'username').first().waitFor();
    await page.goto('/user/new');
    await userForm(page).waitFor();
    expect(await page.getByRole('tab', { name: 'Permissions' }).isDisabled()).toBe(true);
  });
});

describe('archiving users from the list', () => {
  it('[user-archive-monitoring-manager] lets the CS manager archive a user after confirming, and shows Archive disabled to the monitoring manager', async () => {
    const page = await signedInAt('/users', 'csmanager');
    await columnCells(page, 'username').first().waitFor();
    const filtered = nextListRequest(page, 'user/list', (body) => body.search?.username === 'hlee');
    await page.getByLabel('Search').fill('hlee');
    await filtered;
    await expect.poll(() => columnTexts(page, 'username')).toEqual(['hlee']);
    await page.getByRole('button', { name: 'Archive' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This action cannot be undone').waitFor();
    const archived = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/user\/\d+$/.test(new URL(response.url()).pathname));
    await dialog.getByRole('button', { name: 'Archive' }).click();
    expect((await archived).status()).toBe(200);
    await expect.poll(async () => (await columnTexts(page, 'username')).includes('hlee')).toBe(false);

    const manager = await signedInAt('/users', 'pmm');
    await columnCells(manager, 'username').first().waitFor();
    const archive = manager.getByRole('button', { name: 'Archive' }).first();
    await archive.waitFor();
    expect(await archive.isDisabled()).toBe(true);
    await saveScreenshot(manager, 'users-list-pmm');
  });
});

describe('the customer-service manager\'s password tools', () => {
  it('[user-cs-manager-password-tools] [generate-password-call] [user-reset-unsaved] generates a password, sees it, and sends a password reset only when saved', async () => {
    const page = await signedInAt('/user/new', 'csmanager');
    await userForm(page).waitFor();
    // Send Password Reset is for saved users; Generate Password fills both password fields.
    expect(await page.getByRole('button', { name: 'Send Password Reset' }).count()).toBe(0);
    const generated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/generate_password');
    await page.getByRole('button', { name: 'Generate Password' }).click();
    const { data } = (await (await generated).json()) as { data: { password: string } };
    await expect.poll(() => userForm(page).getByLabel(/^Password/).inputValue()).toBe(data.password);
    expect(await userForm(page).getByLabel(/^Confirm Password/).inputValue()).toBe(data.password);

    expect(await createUser(page, 'Customer Service Junior', 'reset-target', async (form) => {
      await userForm(form).getByLabel(/^Email/).fill('reset-target@cadence.example');
    })).toBe(200);
    const reset = page.getByRole('button', { name: 'Send Password Reset' });
    await reset.waitFor();
    // With an unsaved change the reset is refused.
    await userForm(page).getByLabel(/^First Name/).fill('Changed');
    let sent = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/forgot_password') sent = true;
    });
    await reset.click();
    await page.getByText('Unsaved changes. Save changes before sending password reset.').waitFor();
    expect(sent).toBe(false);
    // Saved, it mails the reset link.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('User saved.').first().waitFor();
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/forgot_password');
    await reset.click();
    expect((await answer).status()).toBe(200);
    await page.getByText('Password reset e-mail sent.').waitFor();
    await saveScreenshot(page, 'user-password-tools');
  });

  it('[user-cs-manager-password-tools] does not show the password tools to the monitoring manager', async () => {
    const page = await signedInAt('/user/new', 'pmm');
    await userForm(page).waitFor();
    expect(await page.getByRole('button', { name: 'Generate Password' }).count()).toBe(0);
  });
});
