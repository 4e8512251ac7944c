import { matchPath } from 'react-router';

/**
 * The routes that need no session ([public-routes]): the Welcome screen, both password-reset
 * routes and the privacy policy, which document 1 makes public so the consent dialog can link it.
 */
export const publicRoutePatterns = [
  '/',
  '/password/reset',
  '/password/:resetCode',
  '/privacyPolicy',
] as const;

/** True when `pathname` may be opened without a session. */
export function isPublicPath(pathname: string): boolean {
  return publicRoutePatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
