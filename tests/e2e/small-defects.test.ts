// Issue 27 defect 11: small things a clinician and an admin tripped over, each as the user meets it.
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';
import { loginScreen } from './harness/signIn';

const portal = setUpPortal();

describe('issue 27 defect 11', () => {
  it('issue 27 defect 11: the sign-in card names the product over its Welcome', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    await loginScreen.username(page).waitFor();
    expect(await page.getByTestId('sign-in-product').textContent()).toBe('Cadence');
    expect(await page.getByRole('heading', { level: 1, name: 'Welcome' }).count()).toBe(1);
    await saveScreenshot(page, 'sign-in-product-name');
  });

  it('issue 27 defect 11: the Admin menu reads Device Search beside Devices, not Device beside Devices', async () => {
    const page = await portal.signedInPage('superadmin', '/');
    const menu = page.getByRole('navigation').first();
    await menu.waitFor();
    const open = menu.getByText('Admin', { exact: true }).first();
    if (await open.isVisible()) await open.click();
    await menu.getByRole('link', { name: 'Device Search', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Device', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Devices', exact: true }).count()).toBe(1);
  });
});
