import type { SessionView } from '../../runtime/session/sessionView';
import { actingLabel } from './actingLabel';

/** The practice list: its menu entry goes with the practice switcher. */
const practicesPath = '/practices';

/**
 * The menu's sublabel under the practice list while a super user acts as a practice's member:
 * 'Acting as {member}' ([menu-practice-switcher]).
 *
 * @example
 * practiceMenuSublabels(session); // { '/practices': 'Acting as Daniel Kowalski' }
 */
export function practiceMenuSublabels(session: Pick<SessionView, 'acting'>): Readonly<Record<string, string>> {
  const sublabel = actingLabel(session.acting);
  return sublabel === undefined ? {} : { [practicesPath]: sublabel };
}
