import { Navigate } from 'react-router';
import type { CompiledRedirectScreen } from '../../src/generated/compiled-types';
import { useSession } from '../session/SessionContext';
import { redirectTarget } from './redirectTarget';
import { UnauthorizedView } from './UnauthorizedView';

/** Props of {@link RedirectScreen}. */
export interface RedirectScreenProps {
  spec: CompiledRedirectScreen;
}

/**
 * A `kind: redirect` screen: replaces its route with `spec.to` filled from the session (the user's
 * own team member for /permissions), or shows the Unauthorized view when the session lacks a field
 * it names (a user who is no team member).
 *
 * @example
 * <RedirectScreen spec={{ ...screen, kind: 'redirect', to: '/editTeamMember/{user.practice_team_member.id}?permissions' }} />
 */
export function RedirectScreen({ spec }: RedirectScreenProps) {
  const { user, practice } = useSession();
  const target = redirectTarget(spec.to, { user, practice });
  if (target === undefined) return <UnauthorizedView />;
  return <Navigate replace to={target} />;
}
