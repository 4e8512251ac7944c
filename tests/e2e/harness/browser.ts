// Debian's Chromium driven by playwright-core, and pages of the portal opened with no session,
// storage or cookie of an earlier test (harness/contextPool.ts lends the contexts they open in).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { resultsDir } from './paths';
import { sessionKey, type SignedInState } from './signedInState';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How Chromium is launched. */
export interface LaunchOptions {
  /**
   * Chromium's fake camera and microphone (a test pattern and a beep), granted without asking:
   * video calls between two pages of one machine.
   */
  fakeMedia?: boolean;
}

/** Launches headless Chromium; fails with the install command when it is missing. */
export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}: run \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // V8 without its background threads: on two cores shared by the whole suite, speculative
      // optimising and concurrent GC of pages that live seconds cost more CPU than they save
      // (about 5 % of the browser's CPU over the every-route visits, measured A/B).
      '--js-flags=--single-threaded',
      ...(options.fakeMedia ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
    ],
  });
}

/** Timers of the session machine, shortened through `localStorage['cadence.clock']`. */
export interface ClockOverride {
  idleTimeoutMs?: number;
  idleWarningMs?: number;
}

export interface PortalPageOptions {
  /** Shortened session timers, set before the portal's first script runs. */
  clock?: ClockOverride;
  /** The window size; the default is a desktop wider than the 1217 px mobile breakpoint. */
  viewport?: { width: number; height: number };
  /**
   * Fake timers in the page (Playwright's `page.clock`), installed before the portal's first
   * script runs. Time still flows; a test jumps it with `page.clock.fastForward` or `runFor`
   * instead of sitting through a delay.
   */
  fakeTimers?: boolean;
  /** A signed-in state to start from (signedInState.ts): the context opens already signed in. */
  signedIn?: SignedInState;
}

/** The window size of a page unless a test asks for another: a desktop wider than the mobile breakpoint. */
export const defaultViewport = { width: 1366, height: 900 } as const;

/** A page of the portal, the errors it throws, and how to take back what it was given. */
export interface PortalPage {
  page: Page;
  /** Errors thrown in the page, to show when a screen fails to appear. */
  pageErrors: string[];
  /** Removes the init script the page was opened with from its context. */
  dispose(): Promise<void>;
}

/**
 * Opens a page in `context`, set up as `options` say: the context's cookies become those of the
 * signed-in state (or none), and before the portal's first script its localStorage becomes the
 * state's, its sessionStorage gets the stored session, and the session timers are shortened.
 * `lease` names this use of the context: localStorage is replaced once per lease, at the first
 * document of the portal, so a context used before (harness/contextPool.ts) keeps nothing of it
 * while a second tab of the same test sees what the first wrote.
 */
export async function portalPageIn(
  context: BrowserContext,
  baseUrl: string,
  options: PortalPageOptions,
  lease: string,
): Promise<PortalPage> {
  const origin = new URL(baseUrl).origin;
  await context.clearCookies();
  if (options.signedIn) await context.addCookies(options.signedIn.storageState.cookies);
  const initScript = await context.addInitScript(
    ({ lease, localEntries, session, clock }) => {
      try {
        if (window.localStorage.getItem('cadence.e2e.lease') !== lease) {
          window.localStorage.clear();
          for (const { name, value } of localEntries) window.localStorage.setItem(name, value);
          window.localStorage.setItem('cadence.e2e.lease', lease);
        }
        if (clock !== undefined) window.localStorage.setItem('cadence.clock', JSON.stringify(clock));
        // sessionStorage belongs to a tab: the stored session is put in once per tab, at its
        // first page, so a logout in the test (which clears it) stays a logout after the next
        // navigation.
        if (session !== undefined && window.sessionStorage.getItem('cadence.e2e.restored') === null) {
          window.sessionStorage.setItem('cadence.e2e.restored', '1');
          window.sessionStorage.setItem(session.key, session.value);
        }
      } catch {
        // a frame without storage of its own (about:blank, sandboxed)
      }
    },
    {
      lease,
      localEntries:
        options.signedIn?.storageState.origins.find((entry) => entry.origin === origin)?.localStorage ?? [],
      session:
        options.signedIn?.sessionStorageSession === undefined
          ? undefined
          : { key: sessionKey, value: options.signedIn.sessionStorageSession },
      clock: options.clock,
    },
  );
  const page = await context.newPage();
  // A wait or a navigation fails after 30 s. With the three stages of `npm test` on two cores a
  // first page load took over 15 s (its middleware answering sign-ins and scripts seconds late
  // while the other workers started too); a page that never comes still fails the test.
  page.setDefaultTimeout(30_000);
  if (options.fakeTimers) await page.clock.install();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, pageErrors, dispose: () => initScript.dispose() };
}

/**
 * Opens a new, empty browser context on the portal and one page in it. Errors the page throws are
 * collected in `pageErrors` so a test can show them when a screen fails to appear.
 */
export async function openPortalPage(
  browser: Browser,
  baseUrl: string,
  options: PortalPageOptions = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? defaultViewport,
  });
  const { page, pageErrors } = await portalPageIn(context, baseUrl, options, 'only');
  return { context, page, pageErrors };
}

/** Saves a full-page screenshot as `test-results/e2e/<name>.png` for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `${name}.png`), fullPage: true });
}
