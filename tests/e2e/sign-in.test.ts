// Signing in: two-factor through the outbox, the privacy-policy consent, and where each demo
// user lands (document 1, section 2).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../scripts/demoUsers.mjs';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';
import { consentDialog, loginScreen, signIn } from './harness/signIn';

const portal = setUpPortal();

/** Where document 1, section 2 says each demo user lands, and the rule that says so. */
const landings: Record<string, { route: string; rule: string }> = {
  superadmin: { route: '/practices', rule: 'landing-practices' },
  csmanager: { route: '/practices', rule: 'landing-practices' },
  fieldspecialist: { route: '/patients', rule: 'landing-patients' },
  pms: { route: '/patients', rule: 'landing-patients' },
  pmm: { route: '/patients', rule: 'landing-patients' },
  pma: { route: '/patients', rule: 'landing-patients' },
  rtmconfig: { route: '/patients', rule: 'landing-patients' },
  customerservice: { route: '/patients', rule: 'landing-patients' },
  cssenior: { route: '/patients', rule: 'landing-patients' },
  csjunior: { route: '/patients', rule: 'landing-patients' },
  dme: { route: '/patients', rule: 'landing-patients' },
  surgicalcenter: { route: '/patients', rule: 'landing-patients' },
  surgeon: { route: '/patients', rule: 'landing-patients' },
  therapist: { route: '/patients', rule: 'landing-patients' },
  staff: { route: '/patients', rule: 'landing-patients' },
  reportaccess: { route: '/admin/reports', rule: 'landing-reports' },
  sales: { route: '/practice/new', rule: 'landing-fallback' },
  technology: { route: '/practice/new', rule: 'landing-fallback' },
  executive: { route: '/practice/new', rule: 'landing-fallback' },
  billing: { route: '/practice/new', rule: 'landing-fallback' },
  serviceaccount: { route: '/practice/new', rule: 'landing-fallback' },
};

/**
 * Asks for single sign-on on the Welcome screen as `username` and continues on the embedded
 * identity provider's page, which stands in for the organisation's and hands the user back.
 */
async function signOnWithDemoProvider(username: string): Promise<Page> {
  const page = await portal.newPage();
  await page.goto('/');
  await loginScreen.username(page).fill(username);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByRole('link', { name: `Continue as ${username}` }).click();
  return page;
}

describe('signing in', () => {
  it('covers every demo user in the landing table', () => {
    expect(Object.keys(landings).sort()).toEqual(demoUsers.map((user) => user.username).sort());
  });

  it('[two-factor-required] [landing-practices] superadmin enters the e-mailed code and lands on /practices', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    await loginScreen.username(page).waitFor();
    await saveScreenshot(page, 'login');

    const result = await signIn(page, portal.baseUrl, 'superadmin');

    expect(result.usedTwoFactor).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/practices');
    await saveScreenshot(page, 'landing-practices');
  });

  it('[login-sso-call] the surgeon signs in through single sign-on and lands on /patients', async () => {
    const page = await signOnWithDemoProvider('surgeon');
    const dialog = consentDialog.dialog(page);
    await dialog.or(page.getByRole('heading', { name: 'Patients' })).first().waitFor();
    if (await dialog.isVisible()) await consentDialog.accept(page).click();
    await page.getByRole('heading', { name: 'Patients' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/patients');
  });

  it('[login-sso-not-assigned] a user without single sign-on is told so and stays on the Welcome screen', async () => {
    const page = await signOnWithDemoProvider('staff');
    await page
      .getByText('Your okta credentials are not authorized for this site. Please contact your Admin')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('[privacy-consent-required] declining the privacy policy signs the user out; accepting lets them in', async () => {
    const page = await portal.newPage();
    await page.goto('/');

    // nbrown, a seeded billing user, is signed in by no other test: whatever ran before on this
    // portal (every demo user signs in somewhere), nbrown has not consented yet.
    const declined = await signIn(page, portal.baseUrl, 'nbrown', { consent: 'decline' });
    expect(declined.consentShown).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await loginScreen.username(page).waitFor();

    // The refusal was not recorded as consent: the dialog comes back on the next sign-in.
    const accepted = await signIn(page, portal.baseUrl, 'nbrown');
    expect(accepted.user.consented).toBe(false);
    expect(accepted.consentShown).toBe(true);
    expect(await consentDialog.dialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/practice/new');
  });
});

// Each user signs in in a browser context of their own and nothing is shared, so the landings
// run side by side (3 at a time, the config's maxConcurrency): a sign-in mostly waits on the
// browser and the server in turn, which leaves the cores to the others.
describe('landing after sign-in', () => {
  it.concurrent.for(Object.entries(landings).map(([username, landing]): [rule: string, username: string, route: string] => [landing.rule, username, landing.route]))(
    '[%s] %s lands on %s after sign-in',
    async ([, username, route]: [string, string, string], { onTestFinished, expect }) => {
      const page = await portal.newPage({ onTestFinished });
      await page.goto('/');

      await signIn(page, portal.baseUrl, username);

      expect(new URL(page.url()).pathname).toBe(route);
      expect(await loginScreen.username(page).count()).toBe(0);
      if (username === 'reportaccess') await saveScreenshot(page, 'landing-reports');
      if (username === 'sales') await saveScreenshot(page, 'landing-fallback');
    },
  );
});
