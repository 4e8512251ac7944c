import type { CreateLink } from '../../src/generated/spec-types';
import type { SessionView } from '../session/sessionView';

/**
 * Whether a list's `createLink` button shows: the session allows its `access` (when it has one)
 * and the session's practice is not of a type in `hiddenForPracticeTypes`.
 *
 * @example
 * createLinkShown({ label: 'Add New Template', to: '/treatmentPlanTemplate/new', hiddenForPracticeTypes: [1] }, session);
 */
export function createLinkShown(
  link: CreateLink,
  session: Pick<SessionView, 'can' | 'practice'> | undefined,
): boolean {
  if (session === undefined) return false;
  if (link.access !== undefined && !session.can(link.access)) return false;
  const practiceType = session.practice?.practice_type_id;
  return !(practiceType !== undefined && (link.hiddenForPracticeTypes ?? []).includes(practiceType));
}
