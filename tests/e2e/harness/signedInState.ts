// A browser's signed-in state kept between test files, so that each role signs in through the
// Welcome screen once per portal instead of once per test. The state is what the browser holds
// after that sign-in: its cookies (the two-factor remember cookie `cadence_two_factor` among
// them), its localStorage and the stored session (`cadence.session`), which the production build
// keeps in sessionStorage (runtime/api/sessionStore.ts), where Playwright's storageState does not
// look.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { operations } from '../../../src/generated/operations';
import { accessTokenLifetimeSeconds } from '../../../server/session/accessTokens';

/** The key the portal stores its session under (runtime/api/sessionStore.ts). */
export const sessionKey = 'cadence.session';

/** What `BrowserContext.storageState()` answers: cookies and localStorage per origin. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SignedInState {
  username: string;
  storageState: StorageState;
  /** The stored session when it lives in sessionStorage (absent when it is in localStorage). */
  sessionStorageSession?: string;
  /** The access token of the stored session, to check before the state is used again. */
  token: string;
  /** When the token was issued (ms since the epoch). */
  signedInAt: number;
}

/**
 * Reads what the signed-in page holds. Call it on a page that has just signed in.
 *
 * @example
 * await signIn(page, baseUrl, 'csmanager');
 * const state = await captureSignedInState(page, 'csmanager');
 */
export async function captureSignedInState(page: Page, username: string): Promise<SignedInState> {
  const stored = await page.evaluate((key) => {
    const inSession = window.sessionStorage.getItem(key);
    return { inSession, raw: inSession ?? window.localStorage.getItem(key) };
  }, sessionKey);
  const token = (JSON.parse(stored.raw ?? '{}') as { token?: unknown }).token;
  if (typeof token !== 'string') throw new Error(`after signing in as ${username} the page stores no session under ${sessionKey}`);
  const storageState = await page.context().storageState();
  // The session-timer override belongs to the test that set it, not to the role's state.
  for (const origin of storageState.origins) {
    origin.localStorage = origin.localStorage.filter((entry) => entry.name !== 'cadence.clock');
  }
  return {
    username,
    storageState,
    ...(stored.inSession === null ? {} : { sessionStorageSession: stored.inSession }),
    token,
    signedInAt: Date.now(),
  };
}

/**
 * The most a test may need from the token it starts on. The portal refreshes a token first
 * 2 minutes after it loads (document 3, section 9); a page opened on a token with less left than
 * that met 401s on a slow run. 8 minutes leaves room for the slowest page load.
 */
const tokenLeftForATestMs = 8 * 60_000;

/** How long a kept state is used before the role signs in again. */
const keptStateLifetimeMs = accessTokenLifetimeSeconds * 1000 - tokenLeftForATestMs;

/**
 * Whether the state may start a test: its token is young enough, and the middleware still accepts
 * it (a test that logged out revoked it, and a page left open past the first token refresh
 * replaced it).
 */
export async function isStillSignedIn(baseUrl: string, state: SignedInState): Promise<boolean> {
  if (Date.now() - state.signedInAt >= keptStateLifetimeMs) return false;
  const { method, path } = operations.queryUserRoles;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: method.toUpperCase(),
    headers: { authorization: `Bearer ${state.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await response.arrayBuffer();
  return response.ok;
}

/**
 * The signed-in states of one portal, kept as files so the next test file on the same worker
 * finds them. Each worker has a portal of its own and runs its files one at a time, so a folder
 * per portal has one writer at a time.
 */
export function signedInStateStore(rootDir: string, baseUrl: string) {
  const dir = join(rootDir, new URL(baseUrl).port);
  const fileOf = (username: string) => join(dir, `${username}.json`);
  return {
    read(username: string): SignedInState | undefined {
      const file = fileOf(username);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SignedInState) : undefined;
    },
    write(state: SignedInState): void {
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const file = fileOf(state.username);
      writeFileSync(`${file}.tmp`, JSON.stringify(state));
      renameSync(`${file}.tmp`, file);
    },
  };
}
