import { messages } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { UserProfile } from '../../session/UserProfile';

/** 422 'No practice selected.' */
export function noPracticeSelected(): ApiError {
  return new ApiError(422, { message: messages.noPracticeSelected });
}

/**
 * The practice a team call works on: a super user's chosen practice (`requested`, else the
 * practice they act for), everyone else's own practice whatever they ask for. Without one the
 * call is refused with 'No practice selected.' ([team-no-practice-selected]).
 *
 * @example
 * const practiceId = teamPracticeOf(profile, body.practice_id ?? body.search?.practice_id);
 */
export function teamPracticeOf(profile: UserProfile, requested: number | null | undefined): number {
  const practiceId = profile.isSuperUser ? (requested ?? profile.practice?.id) : profile.practice?.id;
  if (practiceId === undefined || practiceId === null) throw noPracticeSelected();
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
 * (any practice for a super user, else their own); otherwise 404, so that a member of another
 * practice cannot even be told apart from one that does not exist.
 */
export async function memberInScope(db: Queryable, profile: UserProfile, memberId: number): Promise<MemberHeader> {
  const [member] = await db.query<MemberHeader>(
    'select id, practice_id, role_id, user_id from practice_team_members where id = $1 and not archived',
    [memberId],
  );
  if (!member || (!profile.isSuperUser && member.practice_id !== profile.practice?.id)) {
    throw new ApiError(404, { message: messages.teamMemberNotFound });
  }
  return member;
}
