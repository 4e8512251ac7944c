import type { CookieSerializeOptions } from '@fastify/cookie';
import { twoFactorDeviceLifetimeMs } from './twoFactorCodes';

/**
 * The cookie that remembers a browser after a verified two-factor code ([two-factor-token-kept]).
 * It replaces the token the portal used to keep in localStorage, where any script on the page
 * could read it: HttpOnly (no script reads it), Secure (browsers also accept it on
 * http://localhost and http://127.0.0.1), SameSite=Strict, and sent only to the sign-in calls.
 */
export const twoFactorCookieName = 'cadence_two_factor';

/** The attributes the cookie is set with: 30 days, like the device token it carries. */
export const twoFactorCookieOptions: CookieSerializeOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  // /api/login and /api/login/okta; nothing else needs it.
  path: '/api/login',
  maxAge: Math.floor(twoFactorDeviceLifetimeMs / 1000),
};
