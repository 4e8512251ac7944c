// Per-test-file plumbing: one Chromium per worker (shared by the files it runs, one after
// another), one fresh browser context per test, closed when the test finishes whatever its
// outcome, on the portal of the file's worker.
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPortalPage, type LaunchOptions, type PortalPageOptions } from './browser';
import { loginScreen, signIn } from './signIn';
import { captureSignedInState, isStillSignedIn, signedInStateStore } from './signedInState';
import { portalUrl } from './workerPortal';

export interface SignedInPageOptions extends Omit<PortalPageOptions, 'signedIn'> {
  /** Runs on the new page before it first navigates, e.g. to route or watch calls. */
  prepare?: (page: Page) => Promise<unknown> | void;
  /**
   * The `onTestFinished` of the test's own context, for tests that run concurrently (vitest
   * tracks only tests that run one at a time in its global hooks). The page's context is closed
   * through it.
   */
  onTestFinished?: OnTestFinished;
}

/** Vitest's `onTestFinished`, global or from a test's context. */
type OnTestFinished = typeof onTestFinished;

export interface Portal {
  /** Where the portal under test answers. */
  readonly baseUrl: string;
  /**
   * A page in a fresh browser context (no session), closed when the current test ends (a test
   * marked concurrent passes its context's `onTestFinished`).
   */
  newPage(options?: PortalPageOptions & { onTestFinished?: OnTestFinished }): Promise<Page>;
  /**
   * A page in a fresh browser context already signed in as `username`, showing `path`. The role
   * signs in through the Welcome screen the first time (per portal) and again only when its
   * session has ended (a test logged out); later tests start from the browser state that sign-in
   * left (cookies, localStorage and the stored session). Tests whose subject is signing in use
   * `newPage` and `signIn` instead.
   */
  signedInPage(username: string, path?: string, options?: SignedInPageOptions): Promise<Page>;
}

/**
 * Chromium of this worker for a set of launch options. A worker runs its files one after another
 * and keeps its modules between them (vitest.config.ts, isolate: false), so the files share one
 * browser instead of launching one each (about a CPU-second apiece); each test still gets a fresh
 * context. Playwright closes the browser when the worker process exits; a browser that went away
 * is launched again.
 */
const workerBrowsers = new Map<string, Promise<Browser>>();
function workerBrowser(launch: LaunchOptions): Promise<Browser> {
  const key = JSON.stringify(launch);
  const kept = workerBrowsers.get(key);
  if (kept !== undefined) return kept;
  const launching = launchChromium(launch);
  workerBrowsers.set(key, launching);
  launching.then(
    (browser) => browser.on('disconnected', () => workerBrowsers.delete(key)),
    () => workerBrowsers.delete(key),
  );
  return launching;
}

/**
 * Call once at the top of a test file.
 *
 * @example
 * const portal = setUpPortal();
 * it('...', async () => { const page = await portal.signedInPage('csmanager', '/patients'); });
 */
export function setUpPortal(launch: LaunchOptions = {}): Portal {
  const baseUrl = portalUrl();
  const states = signedInStateStore(inject('signedInDir'), baseUrl);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser(launch);
  });
  afterAll(async () => {
    // What a test left open (a context it made itself) does not reach the next file.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });

  async function newPage(options: PortalPageOptions = {}, whenFinished: OnTestFinished = onTestFinished): Promise<Page> {
    if (!browser) throw new Error('Chromium did not start (see beforeAll)');
    const { context, page, pageErrors } = await openPortalPage(browser, baseUrl, options);
    whenFinished(async ({ task }) => {
      if (task.result?.state === 'fail' && pageErrors.length > 0) {
        console.error(`errors thrown in the page during "${task.name}":\n  ${pageErrors.join('\n  ')}`);
      }
      await context.close();
    });
    return page;
  }

  async function signedInPage(username: string, path = '/', options: SignedInPageOptions = {}): Promise<Page> {
    const { prepare, onTestFinished: whenFinished, ...pageOptions } = options;
    const kept = states.read(username);
    const restoring = kept !== undefined && (await isStillSignedIn(baseUrl, kept));
    const page = await newPage(restoring ? { ...pageOptions, signedIn: kept } : pageOptions, whenFinished);
    await prepare?.(page);
    await page.goto(path);
    // A kept token can still be revoked after the check: the previous test's page, closing, ends
    // its session and the logout reaches the middleware late. The page then shows the Welcome
    // screen at the saved address, as for a role without a kept session, and signs in.
    if (restoring && (await isSignedIn(page))) return page;
    await signIn(page, baseUrl, username);
    states.write(await captureSignedInState(page, username));
    return page;
  }

  return {
    baseUrl,
    newPage: ({ onTestFinished: whenFinished, ...options } = {}) => newPage(options, whenFinished),
    signedInPage,
  };
}

/**
 * Waits for the signed-in shell (or the frame of a screen of its own window, the call window) or
 * the Welcome screen, and answers which came.
 */
async function isSignedIn(page: Page): Promise<boolean> {
  const shell = page.getByTestId('acting-label').or(page.getByTestId('window-frame'));
  await shell.or(loginScreen.username(page)).first().waitFor({ state: 'attached' });
  return (await shell.count()) > 0;
}
