/** Where earlier versions of the portal kept the two-factor remember token. */
export const legacyTwoFactorTokenKey = 'cadence.twoFactorToken';

/**
 * Removes the two-factor remember token that earlier versions kept in localStorage, where any
 * script on the page could read it. The server now keeps it in an HttpOnly cookie and no longer
 * accepts it in the sign-in body, so the old copy is only a risk ([two-factor-token-kept]).
 *
 * @example
 * forgetLegacyTwoFactorToken(window.localStorage);
 */
export function forgetLegacyTwoFactorToken(storage: Storage): void {
  storage.removeItem(legacyTwoFactorTokenKey);
}
