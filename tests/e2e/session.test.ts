// The session as the shell enforces it: deep links survive sign-in, screens a role may not open
// show the access-denied view, and an idle session warns and then ends.
import { describe, expect, it } from 'vitest';
import { defaultSessionTiming } from '../../machines/session/sessionTiming';
import { effectivePermissions, isAllowed, roleIdByName, screenAccess } from '../../src/generated/access';
import { saveScreenshot } from './harness/browser';
import { nextListRequest } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';
import { currentPath, loginScreen, signIn } from './harness/signIn';

const portal = setUpPortal();
const { idleTimeoutMs, idleWarningMs } = defaultSessionTiming;

/**
 * A screen of the specs that the given role may not open, found from the generated access table
 * so the test follows the specs: the first route without parameters whose rule refuses the role.
 */
function screenDeniedTo(roleName: keyof typeof roleIdByName, hasPractice: boolean): string | undefined {
  const roleId = roleIdByName[roleName];
  const subject = { signedIn: true, roleId, permissions: effectivePermissions(roleId, []), hasPractice };
  return Object.entries(screenAccess).find(
    ([route, rule]) => !route.includes(':') && !route.includes('{') && !isAllowed(rule, subject),
  )?.[0];
}

describe('session', () => {
  it('[deep-link-restore] [public-routes] a deep link visited without a session shows the Welcome screen and reopens after sign-in', async () => {
    const page = await portal.newPage();
    await page.goto('/patients?page=2');

    await loginScreen.username(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // The customer-service manager would otherwise land on /practices.
    const secondPage = nextListRequest(page, 'patient/list', (body) => body.page === 2);
    await signIn(page, portal.baseUrl, 'csmanager');
    await page.waitForURL((url) => url.pathname === '/patients');
    expect(new URL(page.url()).searchParams.get('page'), currentPath(page)).toBe('2');
    await secondPage;
  });

  it('[access-denied-view] a screen the role may not open shows Unauthorized', async () => {
    // Sales has no practice and no built-in permissions.
    const route = screenDeniedTo('sales', false);
    expect(
      route,
      'no screen spec refuses the Sales role yet, so the access-denied view cannot be reached',
    ).toBeDefined();
    const page = await portal.newPage();
    await page.goto('/');
    await signIn(page, portal.baseUrl, 'sales');

    await page.goto(route!);

    await page.getByRole('heading', { name: 'Unauthorized', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(route);
    await saveScreenshot(page, 'access-denied');
  });

  it("[idle-warning] [idle-forced-logout] an idle user is asked 'Are you still here?', can stay, and is then signed out", async () => {
    // The spec's own timings (14 idle minutes, then a minute's warning) on the page's fake clock.
    const page = await portal.newPage({ fakeTimers: true });
    await page.goto('/');
    await signIn(page, portal.baseUrl, 'pmm');
    const landed = new URL(page.url()).pathname;

    const warning = page.getByRole('dialog').filter({ hasText: 'Are you still here?' });
    // The page's clock also flows with real time: a move of the mouse starts the idle count now,
    // and the check before the warning leaves 5 s for the runner's own steps on a busy machine.
    await page.mouse.move(5, 5);
    await page.clock.runFor(idleTimeoutMs - 5_000);
    expect(await warning.isVisible()).toBe(false);
    await page.clock.runFor(5_000);
    await warning.waitFor({ state: 'visible' });
    await saveScreenshot(page, 'idle-warning');

    // "I'm here" keeps the session.
    await warning.getByRole('button', { name: "I'm here" }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(landed);

    // Left unanswered, the warning ends the session.
    await page.clock.runFor(idleTimeoutMs);
    await warning.waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe(landed);
    await page.clock.runFor(idleWarningMs);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your session has expired.').waitFor();
    await loginScreen.username(page).waitFor();
    await saveScreenshot(page, 'session-expired');
  });
});
