// Calling the middleware from a signed-in tab, with the token its session stored, as the portal
// would: for a test's setup and clean-up, and for checking what the server refuses to a user whose
// screen hides the button; never for a step the user takes.
import type { Page } from 'playwright-core';
import { sessionKey } from './signedInState';

/** A call's status and its answer's `data` and `message` (undefined when the answer has no JSON body). */
export interface TabAnswer<T> {
  status: number;
  data: T;
  message: string | undefined;
}

/**
 * Calls `/api/{path}` from `page` with the bearer token of its stored session.
 *
 * @example
 * const { status, data } = await callFromTab<{ identifier: string }>(page, 'GET', 'patient/alt/42');
 */
export function callFromTab<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<TabAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body, sessionKey }) => {
      const stored = JSON.parse(
        window.sessionStorage.getItem(sessionKey) ?? window.localStorage.getItem(sessionKey) ?? '{}',
      ) as { token?: string };
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${stored.token ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      const parsed = text === '' ? {} : (JSON.parse(text) as { data?: T; message?: string });
      return { status: response.status, data: parsed.data as T, message: parsed.message };
    },
    { method, path, body, sessionKey },
  );
}

/** What the page's stored session holds that a test needs: its access token and the signed-in user's id. */
export interface TabSession {
  token: string;
  userId: number | undefined;
}

/**
 * Reads the session `page` stored at sign-in (sessionStorage in the production build, else
 * localStorage). Throws when the page stores no session with a token.
 *
 * @example
 * const { token, userId } = await tabSession(page);
 */
export async function tabSession(page: Page): Promise<TabSession> {
  const stored = await page.evaluate((key) => {
    const raw = window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key) ?? '{}';
    const session = JSON.parse(raw) as { token?: unknown; user?: { id?: unknown } | null };
    return {
      token: typeof session.token === 'string' ? session.token : undefined,
      userId: typeof session.user?.id === 'number' ? session.user.id : undefined,
    };
  }, sessionKey);
  if (stored.token === undefined || stored.token === '') throw new Error(`the page stores no session with a token under ${sessionKey}`);
  return { token: stored.token, userId: stored.userId };
}

/**
 * The access token of the session `page` stored, for a call made outside the page.
 *
 * @example
 * const response = await fetch(`${baseUrl}/api/twilio_room/info/7`, { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
 */
export async function sessionToken(page: Page): Promise<string> {
  return (await tabSession(page)).token;
}
