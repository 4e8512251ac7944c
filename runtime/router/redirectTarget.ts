import { fillTemplate } from '../core/fillTemplate';
import { valueAtPath } from '../core/formFieldPaths';

/** What a redirect's `{placeholders}` are read from: the signed-in session's user and practice. */
export interface RedirectSession {
  user: unknown;
  practice: unknown;
}

/**
 * The route a `kind: redirect` screen opens: its `to` with each `{placeholder}` replaced by the
 * session field it names (`user.practice_team_member.id`), URL-encoded; `undefined` when a field
 * is missing or null (the user sees the Unauthorized view instead).
 *
 * @example
 * redirectTarget('/editTeamMember/{user.practice_team_member.id}?permissions', { user: { practice_team_member: { id: 7 } }, practice: undefined });
 * // '/editTeamMember/7?permissions'
 */
export function redirectTarget(to: string, session: RedirectSession): string | undefined {
  const missing = [...to.matchAll(/\{([\w.]+)\}/g)].some(([, path = '']) => {
    const value = valueAtPath(session, path);
    return typeof value !== 'string' && typeof value !== 'number';
  });
  return missing ? undefined : fillTemplate(to, session, true);
}
