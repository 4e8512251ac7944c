// Calls the middleware from a signed-in tab with the token its session stored, as the portal
// would: for a test's set-up and clean-up, and for checking what the server refuses to a user
// whose screen hides the button.
import type { Page } from 'playwright-core';

export interface TabAnswer<T> {
  status: number;
  /** The answer's `data` (undefined for an error or an answer without JSON). */
  data: T;
  /** The answer's `message` (an error's text). */
  message: string | undefined;
}

/**
 * `method /api/{path}` with `body` as JSON, from inside `page`.
 *
 * @example
 * const { status } = await callFromTab(page, 'DELETE', 'license/1'); // 403 for a reader
 */
export function callFromTab<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<TabAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(
        window.sessionStorage.getItem('cadence.session') ?? window.localStorage.getItem('cadence.session') ?? '{}',
      ) as { token?: string };
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${stored.token ?? ''}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
      return { status: response.status, data: json.data as T, message: json.message };
    },
    { method, path, body },
  );
}
