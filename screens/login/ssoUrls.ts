/**
 * Where the single sign-on button sends the browser: the middleware's `/sso/start`, which passes
 * it on to the identity provider (the organisation's, or the embedded demo page). The provider's
 * answer comes back to the Welcome screen as `?sso_token=&username=`.
 *
 * @example
 * ssoStartUrl('jdoe'); // '/sso/start?username=jdoe'
 */
export function ssoStartUrl(username: string): string {
  return `/sso/start?${new URLSearchParams({ username }).toString()}`;
}

/** A sign-in handed over in the address: a returning single sign-on or an e-mailed login link. */
export type UrlSignIn =
  | { kind: 'sso'; username: string; token: string }
  | { kind: 'loginLink'; username: string; loginToken: string };

/** Reads `?sso_token=&username=` or `?login_token=&username=` from a query string. */
export function readUrlSignIn(search: string): UrlSignIn | undefined {
  const query = new URLSearchParams(search);
  const username = query.get('username');
  if (!username) return undefined;
  const ssoToken = query.get('sso_token');
  if (ssoToken) return { kind: 'sso', username, token: ssoToken };
  const loginToken = query.get('login_token');
  if (loginToken) return { kind: 'loginLink', username, loginToken };
  return undefined;
}
