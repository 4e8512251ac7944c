import { useCallback } from 'react';
import type { ActingMember } from '../../machines/session/types';
import { operationAccess } from '../../src/generated/access';
import { useOperationMutation } from '../api/operationQueries';
import { notifyError } from '../errors/notifyError';
import { useSession } from './SessionContext';
import type { SpecCall } from '../api/callOperation';

/** What {@link useActingAs} offers the shell and the practice list. */
export interface ActingAs {
  /** The practice's member the user acts as, or undefined. */
  acting: ActingMember | undefined;
  /** True when the user may act as a practice's member at all (super users). */
  allowed: boolean;
  /** Acts as a member of the practice; resolves true when the middleware agreed. */
  actAs: (practiceId: number) => Promise<boolean>;
  /** Returns to the user's own view (Deselect Practice). */
  deselect: () => Promise<boolean>;
}

/**
 * Acting as a practice's team member, for any screen ([practice-spoof]): `actAs(practiceId)`
 * sends POST practice_team_member/spoof {practice_id} and switches the session to the answer;
 * `deselect()` sends practice_id null and returns to the user's own view. A refusal ('Practice
 * has no team member to spoof as') is shown through the error notifier. The practice switcher of
 * the menu and a practice list's Deselect Practice action both use it.
 *
 * @example
 * const { actAs, deselect, acting } = useActingAs();
 * await actAs(row.id);
 */
export function useActingAs(call?: SpecCall): ActingAs {
  const session = useSession();
  const { send } = session;
  const allowed = session.can(operationAccess.spoofTeamMember ?? { superUser: true });
  // Through the portal's client unless a part was given a port (tests pass a fake).
  const { mutateAsync: spoofAs } = useOperationMutation('spoofTeamMember', { call });

  const spoof = useCallback(
    async (practiceId: number | null) => {
      try {
        const answer = await spoofAs([{ practice_id: practiceId }]);
        send(practiceId === null ? { type: 'STOP_ACTING', own: answer } : { type: 'ACT_AS', acting: answer });
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      }
    },
    [send, spoofAs],
  );

  return {
    acting: session.acting,
    allowed,
    actAs: (practiceId) => spoof(practiceId),
    deselect: () => spoof(null),
  };
}
