import { messages } from '../../../src/generated/catalog';
import { ApiError } from '../../http/ApiError';
import type { ScopedRows } from '../../security/scopedRows';
import type { UserProfile } from '../../session/UserProfile';

/** 422 'No practice selected.' */
export function noPracticeSelected(): ApiError {
  return new ApiError(422, { message: messages.noPracticeSelected });
}

/**
 * The practice a team call works on, within `dataScope.teamMembers` of specs/access.yaml: a
 * caller who sees every practice's members (a super user) works on the practice they choose
 * (`requested`, else the practice they act for); anyone else on the practice their scope names,
 * whatever they ask for. Without one the call is refused with 'No practice selected.'
 * ([team-no-practice-selected]).
 *
 * @example
 * const practiceId = teamPracticeOf(call.scoped.teamMembers, profile, body.practice_id ?? body.search?.practice_id);
 */
export function teamPracticeOf(
  members: ScopedRows<'teamMembers'>,
  profile: UserProfile,
  requested: number | null | undefined,
): number {
  const scope = members.rows;
  const scoped = scope === 'all' || scope === 'none' ? undefined : scope.practice_id;
  const practiceId = scope === 'all' ? (requested ?? profile.practice?.id) : scoped;
  if (typeof practiceId !== 'number') throw noPracticeSelected();
  return practiceId;
}

/** A member's practice and role, as scope and rights checks need them. */
export interface MemberHeader {
  id: number;
  practice_id: number;
  role_id: number;
  user_id: number | null;
}

/**
 * The member `memberId` when it exists, is not archived and lies in the caller's data scope
 * (`dataScope.teamMembers`: any practice for a super user, else their own); otherwise 404, so
 * that a member of another practice cannot even be told apart from one that does not exist.
 */
export async function memberInScope(members: ScopedRows<'teamMembers'>, memberId: number): Promise<MemberHeader> {
  const member = await members.find<MemberHeader>(memberId, {
    columns: 'r.id, r.practice_id, r.role_id, r.user_id',
  });
  if (!member) throw new ApiError(404, { message: messages.teamMemberNotFound });
  return member;
}
