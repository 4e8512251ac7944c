// Per-test-file plumbing: one Chromium per file, one fresh browser context per test, closed when
// the test finishes whatever its outcome.
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPortalPage, type PortalPageOptions } from './browser';

export interface Portal {
  /** Where the portal under test answers. */
  readonly baseUrl: string;
  /** A page in a fresh browser context (no session), closed when the current test ends. */
  newPage(options?: PortalPageOptions): Promise<Page>;
}

/**
 * Call once at the top of a test file.
 *
 * @example
 * const portal = setUpPortal();
 * it('...', async () => { const page = await portal.newPage(); await page.goto('/'); });
 */
export function setUpPortal(): Portal {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl,
    async newPage(options) {
      if (!browser) throw new Error('Chromium did not start (see beforeAll)');
      const { context, page, pageErrors } = await openPortalPage(browser, baseUrl, options);
      onTestFinished(async ({ task }) => {
        if (task.result?.state === 'fail' && pageErrors.length > 0) {
          console.error(`errors thrown in the page during "${task.name}":\n  ${pageErrors.join('\n  ')}`);
        }
        await context.close();
      });
      return page;
    },
  };
}
