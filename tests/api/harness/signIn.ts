import type { ApiServer } from './startApiServer';

/** The demo password. */
export const password = 'Cadence#2026';

/**
 * Signs a demo user without two-factor in and returns the access token.
 *
 * @example
 * const token = await signIn(api, 'staff');
 */
export async function signIn(api: ApiServer, username: string): Promise<string> {
  const { status, body } = await api.call<{ data: { access_token?: string } }>('login', { username, password });
  const token = body.data?.access_token;
  if (status !== 200 || !token) throw new Error(`sign-in of ${username} failed: ${status} ${JSON.stringify(body)}`);
  return token;
}

/** Signs the two-factor super admin in through the e-mailed code. */
export async function signInWithCode(api: ApiServer, username: string): Promise<string> {
  const first = await api.call<{ data: { two_factor_required?: boolean } }>('login', { username, password });
  if (!first.body.data?.two_factor_required) return signIn(api, username);
  const cookie = await verifyCode(api, username, await codeFromMail(api, `${username}@cadence.example`));
  const second = await api.call<{ data: { access_token?: string } }>('login', { username, password }, undefined, undefined, { cookie });
  const token = second.body.data?.access_token;
  if (!token) throw new Error(`two-factor sign-in of ${username} failed: ${JSON.stringify(second.body)}`);
  return token;
}

/**
 * Sends a two-factor code (validateOtpCode) and returns the remember cookie the answer sets, as a
 * `Cookie` header value for later sign-ins (the browser's part); throws when none is set.
 *
 * @example
 * const cookie = await verifyCode(api, 'superadmin', await codeFromMail(api, 'superadmin@cadence.example'));
 * await api.call('login', { username: 'superadmin', password }, undefined, undefined, { cookie });
 */
export async function verifyCode(api: ApiServer, username: string, code: string): Promise<string> {
  const response = await api.fetch('/api/two_factor_auth/validate_otp_code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, otp_code: code }),
  });
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('cadence_two_factor='));
  if (!setCookie) throw new Error(`validateOtpCode for ${username} set no cookie: ${response.status} ${await response.text()}`);
  return setCookie.split(';')[0] ?? '';
}

/** The 6-digit code of the newest two-factor mail to `to`. */
export async function codeFromMail(api: ApiServer, to: string): Promise<string> {
  const mail = await api.lastMailTo(to);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/**
 * A token source that signs each demo user in once (the two-factor ones through their code) and
 * hands out the same token afterwards, so a suite does not sign in before every call.
 *
 * @example
 * const token = cachedSignIn(() => api);
 * await api.call('listPatients', {}, await token('csmanager'));
 */
export function cachedSignIn(server: () => ApiServer): (username: string) => Promise<string> {
  const tokens = new Map<string, Promise<string>>();
  return (username) => {
    let token = tokens.get(username);
    if (token === undefined) {
      token = signInWithCode(server(), username);
      tokens.set(username, token);
    }
    return token;
  };
}
