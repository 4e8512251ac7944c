import type { Queryable } from '../db/Database';

/**
 * Gives the seeded patients that have none a Mobile Phone and an address (state from a short
 * list), so that their patient information opens complete enough to save. Set-based and safe to
 * run twice.
 *
 * @example
 * await seedPatientContacts(tx);
 */
export async function seedPatientContacts(db: Queryable): Promise<void> {
  await db.query(
    `insert into patient_phone_numbers (patient_id, name, number)
     select p.id, 'Mobile Phone', '555' || lpad((p.id % 10000000)::text, 7, '0')
     from patients p
     where not exists (select 1 from patient_phone_numbers n where n.patient_id = p.id)`,
  );
  await db.query(
    `insert into patient_addresses (patient_id, line_1, city, state, zip_code)
     select p.id, (100 + p.id % 900) || ' Elm Street', (array['Springfield', 'Madison', 'Columbus', 'Austin', 'Denver'])[1 + p.id % 5],
            (array['IL', 'WI', 'OH', 'TX', 'CO'])[1 + p.id % 5], lpad((60000 + p.id % 9999)::text, 5, '0')
     from patients p
     where not exists (select 1 from patient_addresses a where a.patient_id = p.id)`,
  );
}
