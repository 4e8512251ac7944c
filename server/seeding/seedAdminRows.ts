import type { Queryable } from '../db/Database';

/** The e-document links' descriptions and addresses (the demo's blank forms). */
const eDocuments: ReadonlyArray<[number, string, string]> = [
  [1, 'Signed by the caregiver who helps the patient at home', 'https://forms.cadence.example/caregiver-agreement.pdf'],
  [2, 'Lets the clinic share health information with named people', 'https://forms.cadence.example/release-of-health-information.pdf'],
  [3, 'Knee injury and Osteoarthritis Outcome Score, joint replacement', 'https://forms.cadence.example/koos-jr.pdf'],
  [4, 'Hip disability and Osteoarthritis Outcome Score, joint replacement', 'https://forms.cadence.example/hoos-jr.pdf'],
];

/** Key/value settings of the admin configuration (document 3, section 2.15). */
const configEntries: ReadonlyArray<[string, string]> = [
  ['support_phone', '1-800-555-0199'],
  ['support_email', 'support@cadence.example'],
  ['session_reminder_hour', '9'],
  ['max_upload_megabytes', '10'],
];

/**
 * Seeds the administration rows the demo needs: descriptions and addresses of the e-document
 * links (only where none was saved yet, so an edit survives a restart) and the admin
 * configuration entries (a key that exists keeps its value).
 *
 * @example
 * await seedAdminRows(tx);
 */
export async function seedAdminRows(db: Queryable): Promise<void> {
  for (const [id, description, url] of eDocuments) {
    await db.query(`update general_forms set description = $2, url = $3 where id = $1 and url = '' and description = ''`, [id, description, url]);
  }
  for (const [key, value] of configEntries) {
    await db.query('insert into admin_config (key, value) values ($1, $2) on conflict (key) do nothing', [key, value]);
  }
}
