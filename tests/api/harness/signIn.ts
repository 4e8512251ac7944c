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
  const code = await codeFromMail(api, `${username}@cadence.example`);
  const checked = await api.call<{ data: { two_factor_token?: string } }>('validateOtpCode', { username, otp_code: code });
  const deviceToken = checked.body.data?.two_factor_token;
  const second = await api.call<{ data: { access_token?: string } }>('login', { username, password, two_factor_token: deviceToken });
  const token = second.body.data?.access_token;
  if (!token) throw new Error(`two-factor sign-in of ${username} failed: ${JSON.stringify(second.body)}`);
  return token;
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
