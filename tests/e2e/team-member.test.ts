// The team screens in Chromium (document 1, sections 2, 4 and 6): adding a team member through
// the wizard (Team Member, Permissions with the cascade, Notifications), editing the member, and
// the Unauthorized view for a role without the team's view rights.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** A field of the wizard's form by its label (inside the form: the menu's practice switcher is labelled Practice too). */
function field(page: Page, label: string | RegExp) {
  return page.locator('form').getByLabel(label).and(page.locator('input'));
}

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signedIn(username: string, path: string): Promise<Page> {
  const page = await portal.signedInPage(username, path);
  return page;
}

describe('team member wizard', () => {
  it('[team-wizard-steps] [team-wizard-create-step] [team-wizard-permissions-step] [team-wizard-finish] [permission-add-implies] adds a member with permissions and notifications, then edits it', async () => {
    const page = await signedIn('csmanager', '/addTeamMember/new');
    await page.getByRole('heading', { name: 'Add Team Member' }).waitFor();
    for (const tab of ['Team Member', 'Permissions', 'Notifications']) await page.getByRole('tab', { name: tab }).waitFor();

    await choose(page, /^Practice/, 'Lakeview Surgical Center');
    await choose(page, /^Role/, 'Surgeon');
    await field(page, /^Username/).fill('e2e.quill');
    await field(page, /^Password/).fill('Cadence#2026');
    await field(page, /^Confirm Password/).fill('Cadence#2026');
    await field(page, /^Prefix/).fill('Dr.');
    await field(page, /^First Name/).fill('Nora');
    await field(page, /^Last Name/).fill('Quill');
    await field(page, /^Email/).fill('nora.quill@lakeview.example');
    await field(page, /^NPI/).fill('1811229999');
    await field(page, /^Office Phone/).fill('7735550101');
    await saveScreenshot(page, 'team-member-step');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 1: the member exists, with the default staff permissions.
    await page.waitForURL(/\/addTeamMember\/\d+$/);
    const memberId = /\/addTeamMember\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const addStaff = page.getByRole('switch', { name: 'Add Staff' });
    await addStaff.waitFor();
    expect(await page.getByRole('switch', { name: 'View Staff' }).isChecked()).toBe(true);
    // Turning View Staff off turns Add and Edit Staff off; Add Staff on turns them back on.
    await page.getByRole('switch', { name: 'View Staff' }).click({ force: true });
    expect(await addStaff.isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Edit Staff' }).isChecked()).toBe(false);
    await addStaff.click({ force: true });
    expect(await page.getByRole('switch', { name: 'Edit Staff' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'View Staff' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Edit All Permissions' }).click({ force: true });
    await saveScreenshot(page, 'team-permissions-step');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: notifications, then back to the list.
    const painHigh = page.getByRole('switch', { name: 'Pain High' });
    await painHigh.waitFor();
    await painHigh.click({ force: true });
    await page.getByRole('button', { name: 'Add Another Team Member' }).waitFor();
    await saveScreenshot(page, 'team-notifications-step');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/teamManagement$/);

    // Editing the member: every tab opens, and each step saves on its own.
    await page.goto(`/editTeamMember/${memberId}`);
    await page.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    expect(await field(page, /^Last Name/).inputValue()).toBe('Quill');
    await field(page, /^First Name/).fill('Nova');
    await field(page, /^Mobile Phone/).fill('7735550102');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Team member saved.').first().waitFor();
    await page.getByRole('tab', { name: 'Permissions' }).click();
    expect(await page.getByRole('switch', { name: 'Edit All Permissions' }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Notifications' }).click();
    expect(await page.getByRole('switch', { name: 'Pain High' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add Another Team Member' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    await expect.poll(() => field(page, /^First Name/).inputValue()).toBe('Nova');
    expect(await field(page, /^Mobile Phone/).inputValue()).toBe('(773) 555-0102');
    await saveScreenshot(page, 'team-member-edit');
  });
});

/** The grid row showing `text`. */
const rowWith = (page: Page, text: string) => page.locator('[role="row"][row-index]').filter({ hasText: text });

describe('team management list', () => {
  it('[team-list-call] [team-default-order] [team-archive-call] [permission-last-administrator] lists the practice by last name, archives a member and refuses the last administrator', async () => {
    // Wide enough for every column and the row actions without scrolling sideways.
    let firstList: Promise<Request> | undefined;
    const page = await portal.signedInPage('surgicalcenter', '/teamManagement', {
      viewport: { width: 1600, height: 900 },
      prepare: (page) => {
        firstList = page.waitForRequest((request) => request.url().endsWith('/api/practice_team_member/list'));
      },
    });
    const request = (await firstList!).postDataJSON() as { limit: number; order_by: { field: string } };
    expect(request).toMatchObject({ limit: 20, order_by: { field: 'last_name', direction: 'asc' } });
    await page.getByRole('heading', { name: 'Team Management' }).waitFor();
    await rowWith(page, 'Moreno').waitFor();
    await saveScreenshot(page, 'team-management');

    // Archive asks first, then the member leaves the list.
    await rowWith(page, 'Moreno').getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This action cannot be undone').waitFor();
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/practice_team_member\/\d+$/.test(new URL(response.url()).pathname));
    await dialog.getByRole('button', { name: 'Archive' }).click();
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => rowWith(page, 'Moreno').count()).toBe(0);

    // The practice's only administrator (the user himself) cannot be archived.
    await rowWith(page, 'Kowalski').getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('This practice must have at least one administrator.').waitFor();
    expect(await rowWith(page, 'Kowalski').count()).toBe(1);
  });
});

describe('team access', () => {
  it('[team-visible] a role without viewTeamMember or viewStaff sees Unauthorized', async () => {
    const page = await signedIn('fieldspecialist', '/teamManagement');
    await page.getByText('Unauthorized', { exact: true }).waitFor();
    await saveScreenshot(page, 'team-unauthorized');
  });
});
