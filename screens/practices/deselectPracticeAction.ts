import type { ActingContext } from '../../machines/session/types';
import type { Row } from '../../runtime/formats/cellDisplay';
import type { RowActionHandler } from '../../runtime/registry/rowActionHandler';
import type { SessionView } from '../../runtime/session/sessionView';

/**
 * Deselect Practice, a row action of the practice list ([practice-list-layout]): a super user
 * acting in a practice stops acting in it. The session forgets the practice (and the stored
 * session with it), so the header and practice-scoped screens show the user's own context. It
 * applies only to the row of the practice the user acts in.
 *
 * @example
 * rowActions: [{ label: Deselect Practice, action: deselectPractice }]
 */
export const deselectPracticeAction: RowActionHandler = {
  available: (row: Row, session: SessionView): boolean =>
    session.practice !== undefined && row.id === session.practice.id,
  // The middleware forgets the member the session acts as (practice_team_member/spoof with
  // practice_id null, [practice-spoof]) and answers the user's own context, which the session takes.
  run: async ({ session, write }) => {
    const own = (await write('spoofTeamMember', { practice_id: null })) as ActingContext;
    session.send({ type: 'STOP_ACTING', own });
  },
};
