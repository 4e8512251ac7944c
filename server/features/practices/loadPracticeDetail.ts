import type { Queryable } from '../../db/Database';
import type { PracticeDetail } from './createPracticeRecord';

/**
 * A practice that is not archived as the middleware answers it (document 1, section 3): its
 * fields, type, addresses and phone numbers (oldest first, so the last is the current one), or
 * undefined when there is no such practice.
 *
 * @example
 * const practice = await loadPracticeDetail(db, 7);
 */
export async function loadPracticeDetail(db: Queryable, id: number): Promise<PracticeDetail | undefined> {
  const [practice] = await db.query<{
    id: number;
    name: string;
    npi: string | null;
    specialty: string | null;
    practice_type_id: number;
    practice_type_name: string | null;
    template_url: string | null;
  }>(
    `select p.id, p.name, p.npi, p.specialty, p.practice_type_id, t.name as practice_type_name, p.template_url
     from practices p left join practice_types t on t.id = p.practice_type_id
     where p.id = $1 and not p.archived`,
    [id],
  );
  if (!practice) return undefined;
  const address = await db.query<{
    id: number;
    line_1: string;
    city: string;
    state: string;
    zip_code: string;
  }>('select id, line_1, city, state, zip_code from practice_addresses where practice_id = $1 order by id', [
    id,
  ]);
  const phoneNumber = await db.query<{ id: number; name: string; number: string }>(
    'select id, name, number from practice_phone_numbers where practice_id = $1 order by id',
    [id],
  );
  return {
    id: practice.id,
    name: practice.name,
    npi: practice.npi,
    specialty: practice.specialty,
    practice_type: { id: practice.practice_type_id, name: practice.practice_type_name },
    phone_number: phoneNumber,
    address,
    template_url: practice.template_url,
    is_default: false,
  };
}
