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
  let missing = false;
  const target = to.replace(/\{([^}]+)\}/g, (_, path: string) => {
    const value = fieldAt(session, path);
    if (typeof value !== 'string' && typeof value !== 'number') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : target;
}

function fieldAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((current, key) => (typeof current === 'object' && current !== null ? (Reflect.get(current, key) as unknown) : undefined), value);
}
