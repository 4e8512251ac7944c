// The built portal under its Content-Security-Policy (issue 9, item 11) and the demo banner
// (item 1): the Welcome screen, the signed-in shell and forms run with no CSP violation and no
// error thrown, and the portal started in demo mode warns with a readable banner. Since issue 25
// the policy has no 'unsafe-eval': the forms validate with validators `npm run generate`
// precompiled, in a page where eval is refused.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';
import { loginScreen, signIn } from './harness/signIn';

const portal = setUpPortal();

/** The error text shown under the input labelled `label` (its `aria-describedby` error), if any. */
async function errorUnder(page: Page, label: RegExp): Promise<string | undefined> {
  const input = page.getByLabel(label).and(page.locator('input')).first();
  const id = (await input.getAttribute('aria-describedby'))?.split(' ').find((part) => part.endsWith('-error'));
  return id === undefined ? undefined : ((await page.locator(`[id="${id}"]`).textContent()) ?? undefined);
}

/**
 * Collects, from the first script on, CSP violations (as the page reports them), the browser's
 * console errors about the policy ("Refused to ...", EvalError) and errors the page throws.
 * (Failed calls the screens expect, such as a 422 of a form, are the app's business, not the CSP's.)
 */
async function watchPage(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy|refused to|EvalError|unsafe-eval/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(`thrown: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return {
    async problems() {
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      return [...violations.map((line) => `CSP: ${line}`), ...consoleErrors.map((line) => `console: ${line}`)];
    },
  };
}

describe('the portal under its Content-Security-Policy', () => {
  it("issue 25: serves the portal page with a CSP that allows no inline script and no 'unsafe-eval'", async () => {
    const response = await fetch(`${portal.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    // Scripts from the portal's origin only: no inline script, and no eval (issue 25).
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("issue 25: [practice-zip-numeric] [email-format] signs in and validates forms with their catalogue messages under a CSP without 'unsafe-eval', with no CSP violation", async () => {
    const page = await portal.newPage();
    const watch = await watchPage(page);
    await page.goto('/');
    await loginScreen.username(page).waitFor();
    await signIn(page, portal.baseUrl, 'csmanager');
    await page.getByRole('navigation').first().waitFor();

    // A form screen: the schema's pattern and required fields, checked in the browser.
    const practicePage = await page.goto('/practice/new');
    // The messages below come from precompiled validators: this page may not compile code.
    expect(practicePage?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await page.getByRole('heading', { name: 'Create New Practice' }).waitFor();
    await page.getByLabel(/^Practice Name/).and(page.locator('input')).fill('Lakeside Clinic');
    await page.getByLabel(/^Zip/).and(page.locator('input')).fill('55a');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => errorUnder(page, /^Zip/)).toBe('Only numbers allowed.');
    expect(await errorUnder(page, /^City/)).toBe('Required');
    expect(new URL(page.url()).pathname).toBe('/practice/new');
    await saveScreenshot(page, 'csp-form-validated');

    // A wizard step (the user form): an e-mail format.
    await page.goto('/user/new');
    await page.getByLabel(/^Email/).and(page.locator('input')).fill('not-an-address');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => errorUnder(page, /^Email/)).toBe('Not a valid email');
    expect(await errorUnder(page, /^Username/)).toBe('Required');

    expect(await watch.problems()).toEqual([]);
  });
});

describe('the demo banner', () => {
  it('warns on the Welcome screen, readably, without a failed request', async () => {
    const page = await portal.newPage();
    const watch = await watchPage(page);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    const banner = page.getByRole('note', { name: 'Demo mode' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Never use demo mode with real patient data.');
    await saveScreenshot(page, 'demo-banner-welcome');

    const contrast = await new AxeBuilder({ page }).include('[aria-label="Demo mode"]').withRules(['color-contrast']).analyze();
    expect(contrast.violations).toEqual([]);
    expect(await watch.problems()).toEqual([]);
    expect(failed).toEqual([]);
  });
});
