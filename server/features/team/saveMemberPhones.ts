import type { Queryable } from '../../db/Database';

/**
 * Stores a member's Office Phone and Mobile Phone (document 1, section 3): each is replaced by
 * the new number, or removed when it is null or empty.
 *
 * @example
 * await saveMemberPhones(tx, 12, { office_phone: '3125550100', mobile_phone: null });
 */
export async function saveMemberPhones(
  db: Queryable,
  memberId: number,
  phones: { office_phone: string; mobile_phone?: string | null | undefined },
): Promise<void> {
  for (const [name, number] of [
    ['Office Phone', phones.office_phone],
    ['Mobile Phone', phones.mobile_phone ?? null],
  ] as const) {
    if (number === null || number === '') {
      await db.query('delete from practice_team_member_phone_numbers where team_member_id = $1 and name = $2', [memberId, name]);
    } else {
      await db.query(
        `insert into practice_team_member_phone_numbers (team_member_id, name, number) values ($1, $2, $3)
         on conflict (team_member_id, name) do update set number = excluded.number`,
        [memberId, name, number],
      );
    }
  }
}
