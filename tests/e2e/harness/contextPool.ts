// Browser contexts lent to one test at a time and context for the next. A page in a fresh context
// costs about 2.4 CPU-seconds more than one in a context already used (measured on /patients:
// 5.4 against 3.1), and so does one in a context whose every page was closed: Chromium keeps what
// it fetched and compiled for the portal only while a page of the context is open. So a context
// context keeps one blank page open, and holds nothing else of the test before: the test's pages
// are closed, its cookies replaced and its localStorage cleared at the next test's first page
// (browser.ts, portalPageIn), and the next test's init script is its only one.
//
// A page on Playwright's fake clock opens in a fresh context all the same: a context's clock,
// once installed, cannot be taken out.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { defaultViewport, portalPageIn, type PortalPage, type PortalPageOptions } from './browser';

export interface LentPage extends PortalPage {
  /**
   * Closes the page and every other page of its context, and gives the context back for the next
   * test; after a failed test, or for a fake clock, the context is closed instead.
   */
  giveBack(options: { failed: boolean }): Promise<void>;
}

interface Pool {
  /** Contexts no test holds, by window size. */
  idle: Map<string, BrowserContext[]>;
  /** Every context the pool made and has not closed, with the blank page it keeps open. */
  owned: Map<BrowserContext, Page>;
  leases: number;
}

const pools = new WeakMap<Browser, Pool>();

function poolOf(browser: Browser): Pool {
  let pool = pools.get(browser);
  if (pool === undefined) {
    pool = { idle: new Map(), owned: new Map(), leases: 0 };
    pools.set(browser, pool);
  }
  return pool;
}

/** Whether `context` is one the pool lends (not one a test made itself). */
export function isPooledContext(browser: Browser, context: BrowserContext): boolean {
  return poolOf(browser).owned.has(context);
}

/** A new context; one the pool will keep opens its blank page at once. */
async function newContext(
  browser: Browser,
  baseUrl: string,
  options: PortalPageOptions,
  pool: Pool | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? defaultViewport,
  });
  pool?.owned.set(context, await context.newPage());
  return context;
}

/**
 * A page of the portal for one test, in a context of `browser` no other test holds.
 *
 * @example
 * const lent = await lendPortalPage(browser, baseUrl, { signedIn: state });
 * onTestFinished(({ task }) => lent.giveBack({ failed: task.result?.state === 'fail' }));
 */
export async function lendPortalPage(
  browser: Browser,
  baseUrl: string,
  options: PortalPageOptions,
): Promise<LentPage> {
  const pool = poolOf(browser);
  const size = JSON.stringify(options.viewport ?? defaultViewport);
  const reusable = options.fakeTimers !== true;
  const context =
    (reusable ? pool.idle.get(size)?.pop() : undefined) ??
    (await newContext(browser, baseUrl, options, reusable ? pool : undefined));
  pool.leases += 1;
  let lent: PortalPage;
  try {
    lent = await portalPageIn(context, baseUrl, options, `lease-${pool.leases}`);
  } catch (error) {
    pool.owned.delete(context);
    await context.close();
    throw error;
  }
  return {
    ...lent,
    async giveBack({ failed }) {
      const blank = pool.owned.get(context);
      if (blank === undefined || blank.isClosed() || failed) {
        pool.owned.delete(context);
        await context.close();
        return;
      }
      try {
        await Promise.all(
          context
            .pages()
            .filter((page) => page !== blank)
            .map((page) => page.close()),
        );
        await lent.dispose();
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.clearPermissions();
      } catch {
        // The context went away with its test (the browser crashed or closed it): make a new one.
        pool.owned.delete(context);
        await context.close().catch(() => undefined);
        return;
      }
      const idle = pool.idle.get(size) ?? [];
      idle.push(context);
      pool.idle.set(size, idle);
    },
  };
}
