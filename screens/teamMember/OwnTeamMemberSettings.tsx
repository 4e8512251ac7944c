import { Navigate, useLocation } from 'react-router';
import { UnauthorizedView } from '../../runtime/router/UnauthorizedView';
import { useSession } from '../../runtime/session/SessionContext';

/**
 * /permissions and /notifications (document 1, section 2): the signed-in user's own team member
 * at that tab of the editor (/editTeamMember/{id}?permissions). A user who is no team member
 * sees the Unauthorized view.
 */
export function OwnTeamMemberSettings() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const id = user?.practice_team_member?.id;
  if (id === undefined) return <UnauthorizedView />;
  const tab = pathname.replace(/^\//, '');
  return <Navigate replace to={`/editTeamMember/${String(id)}?${tab}`} />;
}
