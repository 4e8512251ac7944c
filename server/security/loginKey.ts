/**
 * The form of a login name that limits and lockouts count by: trimmed and lower-cased, as sign-in
 * matches usernames, and cut to the longest username the API accepts.
 *
 * @example
 * loginKey(' SuperAdmin '); // 'superadmin'
 */
export function loginKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 255);
}
