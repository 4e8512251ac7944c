// Issue 9, item 11: the two-factor remember token lives in an HttpOnly cookie that the server sets,
// not in localStorage where any script on the page could read it ([two-factor-token-kept]).
import { describe, expect, it } from 'vitest';
import { setUpPortal } from './harness/scenario';
import { signIn } from './harness/signIn';

const portal = setUpPortal();

describe('two-factor remember cookie', () => {
  it('[two-factor-token-kept] a verified code leaves an HttpOnly cookie no script can read, and the next sign-in in that browser skips the code', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    expect((await signIn(page, portal.baseUrl, 'superadmin')).usedTwoFactor).toBe(true);

    const remember = (await page.context().cookies()).find((cookie) => cookie.name === 'cadence_two_factor');
    expect(remember).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/login' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('cadence_two_factor');
    const storedKeys = await page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);
    expect(storedKeys.filter((key) => /two.?factor/i.test(key))).toEqual([]);

    // Once that tab is closed, a new tab of the same browser has no session (no signed-in tab
    // to share one, issue 27 defect 8) but the same cookie jar.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto('/');
    expect((await signIn(again, portal.baseUrl, 'superadmin')).usedTwoFactor).toBe(false);
  });
});
