import type { components } from '../../../src/generated/api';
import type { Database } from '../../db/Database';
import type { RequestBody } from '../../http/RequestBody';

/** A practice as the middleware answers it (document 1, section 3). */
export type PracticeDetail = components['schemas']['PracticeDetail'];

/** The validated body of createPractice. */
export type PracticeCreateInput = RequestBody<'createPractice'>;

/** The label of the phone number a practice is created with ([practice-phone-label]). */
export const officePhoneName = 'Office Phone';

// Optional texts arrive absent, null or blank; all three are stored as null.
const textOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/**
 * Inserts a practice with its address and its Office Phone in one transaction, so that a failure
 * half-way leaves no practice without an address, and resolves with the practice as the
 * middleware answers it. Names may repeat; an empty NPI is stored as null ([practice-npi-null]).
 *
 * @example
 * const practice = await createPracticeRecord(db, {
 *   name: 'Lakeside Clinic', practice_type_id: 3, npi: null,
 *   address: { line_1: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' },
 *   phone_number: { number: '5551234567' },
 * });
 */
export async function createPracticeRecord(db: Database, input: PracticeCreateInput): Promise<PracticeDetail> {
  return db.transaction(async (tx) => {
    const [practice] = await tx.query<{ id: number; name: string; npi: string | null; specialty: string | null; practice_type_id: number; template_url: string | null }>(
      `insert into practices (name, npi, specialty, practice_type_id, template_url)
       values ($1, $2, $3, $4, $5)
       returning id, name, npi, specialty, practice_type_id, template_url`,
      [input.name.trim(), textOrNull(input.npi), textOrNull(input.specialty), input.practice_type_id, textOrNull(input.template_url)],
    );
    if (!practice) throw new Error('insert into practices returned no row');
    const address = await tx.query<{ id: number; line_1: string; city: string; state: string; zip_code: string }>(
      `insert into practice_addresses (practice_id, line_1, city, state, zip_code)
       values ($1, $2, $3, $4, $5)
       returning id, line_1, city, state, zip_code`,
      [practice.id, input.address.line_1.trim(), input.address.city.trim(), input.address.state, input.address.zip_code],
    );
    const phone = await tx.query<{ id: number; name: string; number: string }>(
      `insert into practice_phone_numbers (practice_id, name, number) values ($1, $2, $3) returning id, name, number`,
      [practice.id, officePhoneName, input.phone_number.number],
    );
    const [type] = await tx.query<{ name: string }>('select name from practice_types where id = $1', [practice.practice_type_id]);
    return {
      id: practice.id,
      name: practice.name,
      npi: practice.npi,
      specialty: practice.specialty,
      practice_type: { id: practice.practice_type_id, name: type?.name ?? null },
      phone_number: phone,
      address,
      template_url: practice.template_url,
      is_default: false,
    };
  });
}
