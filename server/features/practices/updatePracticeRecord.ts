import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { RequestBody } from '../../http/RequestBody';
import { officePhoneName, type PracticeDetail } from './createPracticeRecord';
import { loadPracticeDetail } from './loadPracticeDetail';

/** The validated body of updatePractice. */
export type PracticeUpdateInput = RequestBody<'updatePractice'>;

// Optional texts arrive absent, null or blank; all three are stored as null.
const textOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/**
 * Saves a practice, its address and its Office Phone in one transaction ([practice-update-call]):
 * the address and phone with the given id are changed in place (an id of another practice's
 * record is refused with a form error); without an id a new one is recorded, which becomes the
 * current one. Resolves with the practice as saved, or undefined when it does not exist or is
 * archived.
 *
 * @example
 * await updatePracticeRecord(db, 7, { ...fields, address: { id: 12, ... }, phone_number: { id: 30, number: '5551234567' } });
 */
export async function updatePracticeRecord(
  db: Database,
  id: number,
  input: PracticeUpdateInput,
): Promise<PracticeDetail | undefined> {
  return db.transaction(async (tx) => {
    const updated = await tx.query<{ id: number }>(
      `update practices set name = $2, npi = $3, specialty = $4, practice_type_id = $5, template_url = $6
       where id = $1 and not archived returning id`,
      [
        id,
        input.name.trim(),
        textOrNull(input.npi),
        textOrNull(input.specialty),
        input.practice_type_id,
        textOrNull(input.template_url),
      ],
    );
    if (updated.length === 0) return undefined;
    const { address, phone_number: phone } = input;
    if (address.id !== undefined && address.id !== null) {
      const changed = await tx.query(
        `update practice_addresses set line_1 = $3, city = $4, state = $5, zip_code = $6
         where id = $1 and practice_id = $2 returning id`,
        [address.id, id, address.line_1.trim(), address.city.trim(), address.state, address.zip_code],
      );
      if (changed.length === 0)
        throw ApiError.formError('address.id', 'The address does not belong to this practice.');
    } else {
      await tx.query(
        'insert into practice_addresses (practice_id, line_1, city, state, zip_code) values ($1, $2, $3, $4, $5)',
        [id, address.line_1.trim(), address.city.trim(), address.state, address.zip_code],
      );
    }
    if (phone.id !== undefined && phone.id !== null) {
      const changed = await tx.query(
        'update practice_phone_numbers set number = $3 where id = $1 and practice_id = $2 returning id',
        [phone.id, id, phone.number],
      );
      if (changed.length === 0)
        throw ApiError.formError('phone_number.id', 'The phone number does not belong to this practice.');
    } else {
      await tx.query('insert into practice_phone_numbers (practice_id, name, number) values ($1, $2, $3)', [
        id,
        officePhoneName,
        phone.number,
      ]);
    }
    return loadPracticeDetail(tx, id);
  });
}
