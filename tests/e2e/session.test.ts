// The session as the shell enforces it: deep links survive sign-in, screens a role may not open
// show the access-denied view, an idle session warns and then ends, and the windows of one
// session share its token refreshes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultSessionTiming } from '../../machines/session/sessionTiming';
import { effectivePermissions, isAllowed, roleIdByName, screenAccess } from '../../src/generated/access';
import { constants } from '../../src/generated/catalog';
import { operations } from '../../src/generated/operations';
import { saveScreenshot } from './harness/browser';
import { callFromTab, tabSession } from './harness/callFromTab';
import { nextListRequest } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';
import { currentPath, loginScreen, signIn } from './harness/signIn';

const portal = setUpPortal();
const { idleTimeoutMs, idleWarningMs, tokenRefreshFirstMs } = defaultSessionTiming;

/** A signed-in call from the page with its stored token: what the middleware answered. */
async function userRolesStatus(page: Page): Promise<number> {
  const { method, path } = operations.queryUserRoles;
  const verb = method.toUpperCase() === 'POST' ? 'POST' : 'GET';
  return (await callFromTab(page, verb, path.replace(/^\//, ''), verb === 'POST' ? {} : undefined)).status;
}

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

  it('issue 25 finding 11 follow-up: [token-refresh-first] a window opened from the portal shares its session: the token is refreshed once for both, both stay signed in, and a logout signs both out', async () => {
    const page = await portal.newPage({ fakeTimers: true });
    await page.goto('/');
    await signIn(page, portal.baseUrl, 'pmm');
    // Each window's first refresh falls due 120 s after it signed in or restored the session: by
    // now at the latest (the page's fake clock).
    const firstDue = (await page.evaluate(() => Date.now())) + tokenRefreshFirstMs;
    const first = (await tabSession(page)).token;
    const refreshes: string[] = [];
    page.context().on('request', (request) => {
      if (new URL(request.url()).pathname === `/api${operations.refreshToken.path}`) refreshes.push(request.headers().authorization ?? '');
    });

    // Opened the way the call window is (screens/videoCall/openCallWindow.ts): a named pop-up
    // with the opener, so it starts from a copy of the stored session.
    const opened = page.context().waitForEvent('page');
    await page.evaluate(
      ({ width, height }) => window.open('/patients', 'romTimeCall', `popup,width=${width},height=${height}`),
      { width: constants.videoCallWindowWidth, height: constants.videoCallWindowHeight },
    );
    const second = await opened;
    const sentOnSocket: string[] = [];
    second.on('websocket', (socket) => socket.on('framesent', (frame) => sentOnSocket.push(String(frame.payload))));
    await second.getByTestId('acting-label').waitFor();
    const secondDue = (await second.evaluate(() => Date.now())) + tokenRefreshFirstMs;
    expect((await tabSession(second)).token).toBe(first);

    // Just past both windows' refresh time, so both decide to refresh in the same moment.
    await page.clock.runFor(Math.max(firstDue, secondDue) - (await page.evaluate(() => Date.now())) + 1_000);
    await expect.poll(async () => (await tabSession(second)).token, { timeout: 15_000 }).not.toBe(first);
    const refreshed = (await tabSession(page)).token;
    expect((await tabSession(second)).token).toBe(refreshed);
    expect([await userRolesStatus(page), await userRolesStatus(second)]).toEqual([200, 200]);
    // The pop-up's real-time channel authenticated again with the token it took over.
    await expect.poll(() => sentOnSocket.some((frame) => frame.includes(refreshed)), { timeout: 10_000 }).toBe(true);
    expect(refreshes).toEqual([`Bearer ${first}`]);
    expect(await loginScreen.username(second).count()).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await loginScreen.username(second).waitFor();
    expect(new URL(second.url()).pathname).toBe('/');
  });

  it('issue 27 defect 8: a second tab of the same browser opens signed in, on the same session and never through localStorage, and a logout in either tab signs both out', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    await signIn(page, portal.baseUrl, 'pmm');
    await page.getByTestId('acting-label').waitFor();
    const first = await tabSession(page);

    // A tab opened by hand (no opener, empty sessionStorage), as a clinician middle-clicks a link.
    const second = await page.context().newPage();
    await second.goto('/patients');
    await second.getByTestId('acting-label').waitFor();
    expect(new URL(second.url()).pathname).toBe('/patients');
    expect(await loginScreen.username(second).count()).toBe(0);
    expect((await tabSession(second)).token).toBe(first.token);
    expect(await userRolesStatus(second)).toBe(200);
    // The token never lands where it would outlive the tabs.
    expect(await second.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(first.token);

    await second.getByRole('button', { name: 'Logout' }).click();
    await loginScreen.username(second).waitFor();
    await loginScreen.username(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Signed out everywhere: a third tab starts on the Welcome screen.
    const third = await page.context().newPage();
    await third.goto('/patients');
    await loginScreen.username(third).waitFor();
  });
});
