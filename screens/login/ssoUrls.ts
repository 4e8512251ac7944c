/**
 * Where the single sign-on button sends the browser: the identity provider's page with the
 * username and the path to come back to: the Welcome screen, which finishes the sign-in. In the
 * embedded demo the provider is the middleware's `/dev/sso`, which accepts only a same-site path
 * and returns there with `?sso_token=&username=`.
 *
 * @example
 * ssoStartUrl('jdoe'); // '/dev/sso?username=jdoe&redirect=%2F'
 */
export function ssoStartUrl(username: string): string {
  const query = new URLSearchParams({ username, redirect: '/' });
  return `/dev/sso?${query.toString()}`;
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
