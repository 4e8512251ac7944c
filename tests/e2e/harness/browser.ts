// Debian's Chromium driven by playwright-core, and a fresh browser context per scenario so that
// no session, storage or cookie leaks from one test into the next.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { resultsDir } from './paths';
import { sessionKey, type SignedInState } from './signedInState';

/**
 * Debian's headless Chromium (package chromium-headless-shell): the build without the browser's
 * window and UI that Playwright itself uses for headless runs. The full browser's headless mode
 * spends more CPU on the same tests, on the windows, address bar and UI renderers nobody sees here:
 * the whole end-to-end stage alone took 1,801 CPU-s and 1,014 s with it, 1,446 CPU-s and 778 s
 * with this one (measured A/B on one machine, nothing else running).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** How Chromium is launched. */
export interface LaunchOptions {
  /**
   * Chromium's fake camera and microphone (a test pattern and a beep): `granted` without asking,
   * for video calls between two pages of one machine, or with every permission prompt `denied`.
   */
  fakeMedia?: 'granted' | 'denied';
}

/** Chromium's switches for each `fakeMedia`. */
const fakeMediaSwitches = {
  granted: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  denied: ['--use-fake-device-for-media-stream', '--deny-permission-prompts'],
} as const;

/** Launches headless Chromium; fails with the install command when it is missing. */
export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}: run \`apt-get install -y chromium-headless-shell\` (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // V8 without its background threads: on two cores shared by three workers, speculative
      // optimising and concurrent GC of pages that live seconds cost more CPU than they save
      // (about 5 % of the browser's CPU over the every-route visits, measured A/B).
      '--js-flags=--single-threaded',
      ...(options.fakeMedia ? fakeMediaSwitches[options.fakeMedia] : []),
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
    viewport: options.viewport ?? { width: 1366, height: 900 },
    ...(options.signedIn ? { storageState: options.signedIn.storageState } : {}),
  });
  const sessionStorageSession = options.signedIn?.sessionStorageSession;
  if (sessionStorageSession !== undefined) {
    // sessionStorage belongs to a tab: the stored session is put in once per tab, at its first
    // page, so a logout in the test (which clears it) stays a logout after the next navigation.
    await context.addInitScript(
      ({ key, value }) => {
        try {
          if (window.sessionStorage.getItem('cadence.e2e.restored') !== null) return;
          window.sessionStorage.setItem('cadence.e2e.restored', '1');
          window.sessionStorage.setItem(key, value);
        } catch {
          // a frame without storage of its own (about:blank, sandboxed)
        }
      },
      { key: sessionKey, value: sessionStorageSession },
    );
  }
  if (options.clock) {
    await context.addInitScript((clock) => {
      window.localStorage.setItem('cadence.clock', JSON.stringify(clock));
    }, options.clock);
  }
  const page = await context.newPage();
  // A wait or a navigation fails after 30 s. With three workers' browsers and portals on two cores
  // (and, before, the unit tests of `npm test` beside them) a first page load took over 15 s,
  // its middleware answering sign-ins and scripts seconds late; a page that never comes still
  // fails the test.
  page.setDefaultTimeout(30_000);
  if (options.fakeTimers) await page.clock.install();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Saves a full-page screenshot as `test-results/e2e/<name>.png` for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `${name}.png`), fullPage: true });
}
