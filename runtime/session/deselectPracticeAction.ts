import type { Row } from '../formats/cellDisplay';
import type { SessionView } from './sessionView';

/**
 * Deselect Practice, a row action of the practice list ([practice-list-layout]): a super user
 * acting in a practice stops acting in it. The session forgets the practice (and the stored
 * session with it), so the header and practice-scoped screens show the user's own context. It
 * applies only to the row of the practice the user acts in.
 *
 * @example
 * rowActions: [{ label: Deselect Practice, action: deselectPractice }]
 */
export const deselectPracticeAction = {
  available: (row: Row, session: SessionView): boolean =>
    session.practice !== undefined && row.id === session.practice.id,
  run: ({ session }: { session: SessionView }): void => {
    session.send({ type: 'SET_PRACTICE', practice: null });
  },
};
