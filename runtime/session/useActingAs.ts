import { useCallback } from 'react';
import type { ActingMember } from '../../machines/session/types';
import { operationAccess } from '../../src/generated/access';
import { portalApi } from '../api/portalApi';
import { notifyError } from '../errors/notifyError';
import { useSession } from './SessionContext';
import { callOperation, type SpecCall } from '../../runtime/api/callOperation';

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

const defaultCall: SpecCall = (operationId, body, params) => portalApi().callOperation(operationId, body, params);

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
export function useActingAs(call: SpecCall = defaultCall): ActingAs {
  const session = useSession();
  const { send } = session;
  const allowed = session.can(operationAccess.spoofTeamMember ?? { superUser: true });

  const spoof = useCallback(
    async (practiceId: number | null) => {
      try {
        const answer = await callOperation(call, 'spoofTeamMember', { practice_id: practiceId });
        send(practiceId === null ? { type: 'STOP_ACTING', own: answer } : { type: 'ACT_AS', acting: answer });
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      }
    },
    [call, send],
  );

  return {
    acting: session.acting,
    allowed,
    actAs: (practiceId) => spoof(practiceId),
    deselect: () => spoof(null),
  };
}
