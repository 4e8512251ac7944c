import { randomBytes } from 'node:crypto';
import { messages } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { ServerConfig } from '../../config/ServerConfig';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { multipartFile } from '../../http/multipartParts';
import { callerIn, roleIdsOf } from '../../security/roleFacts';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { UserProfile } from '../../session/UserProfile';
import { licenceFields } from './licenceFields';

/** The monitoring roles whose users are monitoring therapists (document 3, section 3). */
const therapistRoles = roleIdsOf('licensedMonitors');

/** The document types a licence accepts ([licences-upload-types]), by their leading bytes. */
const documentTypes = [
  { extension: 'pdf', contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  { extension: 'png', contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { extension: 'jpg', contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
] as const;

interface LicenceRow {
  id: number;
  user_id: number;
  state: string;
  certification_number: string;
  effective_date: string;
  expiration_date: string;
  file_key: string | null;
}

const licenceColumns = `id, user_id, state, certification_number, to_char(effective_date, 'YYYY-MM-DD') as effective_date,
  to_char(expiration_date, 'YYYY-MM-DD') as expiration_date, file_key`;

/** A licence as answered: `url` is the document's reference for get_credential_url. */
function licenceAnswer(row: LicenceRow) {
  return {
    id: row.id,
    state: row.state,
    certification_number: row.certification_number,
    effective_date: row.effective_date,
    expiration_date: row.expiration_date,
    url: row.file_key,
  };
}

/**
 * Whether the user may save and delete licences ([licences-save-who]): the spec has two readings,
 * chosen by `licenceEditors` — `manager` (the default: super admin and patient monitoring
 * manager) or `superAdmin` (super admin alone).
 */
export function mayEditLicences(profile: UserProfile, editors: ServerConfig['licenceEditors']): boolean {
  return callerIn(profile, editors === 'superAdmin' ? 'licenceEditorsSuperAdminReading' : 'licenceEditors');
}

/**
 * The monitor licence calls (document 3, section 7.6, [licences-calls]): the therapists (users of
 * the monitoring roles), the therapists with their licences, saving a state's licence (multipart,
 * one per therapist and state; the document a PDF or an image kept through the file storage),
 * the address of a document, and deleting a licence. Saving and deleting are refused (403) to
 * anyone but the configured editors, whatever the portal shows.
 *
 * @example
 * operations.register(app, 'licences', { ...createLicenceHandlers(db, files, config) });
 */
export function createLicenceHandlers(db: Database, files: FileStorage, config: Pick<ServerConfig, 'licenceEditors'>): OperationHandlers {
  const therapists = () =>
    db.query<{ id: number; username: string; first_name: string; last_name: string; monitor_type_id: number | null }>(
      `select id, username, first_name, last_name, user_monitor_type as monitor_type_id from users
        where role_id = any($1::int[]) and not archived order by lower(username)`,
      [therapistRoles],
    );
  const requireEditor = (call: { profile: UserProfile }) => {
    if (!mayEditLicences(call.profile, config.licenceEditors)) throw ApiError.forbidden();
  };
  return {
    async listMonitoringTherapists() {
      return therapists();
    },

    async listSpecialistsWithLicenses(call) {
      const profile = call.profile;
      const people = await therapists();
      const licences = await db.query<LicenceRow>(`select ${licenceColumns} from monitor_licenses order by state`);
      const canEdit = mayEditLicences(profile, config.licenceEditors);
      return people.map((person) => ({
        ...person,
        monitor_licenses: licences.filter((licence) => licence.user_id === person.id).map(licenceAnswer),
        can_edit_licenses: canEdit,
      }));
    },

    async saveLicense(call) {
      requireEditor(call);
      const fields = licenceFields(call.body);
      if (fields.expiration_date < fields.effective_date) throw ApiError.formError('expiration_date', messages.licenceExpiryBeforeEffective);
      const [therapist] = await db.query<{ id: number }>('select id from users where id = $1 and role_id = any($2::int[]) and not archived', [
        fields.user_id,
        therapistRoles,
      ]);
      if (!therapist) throw new ApiError(404, { message: messages.licenceTherapistNotFound });
      const part = multipartFile(call.body, 'file');
      let newKey: string | null = null;
      if (part) {
        // Past the operation's x-max-upload-bytes (1 MB) the upload was cut and discarded.
        if (part.truncated) throw ApiError.formError('file', messages.licenceFileSize);
        const type = documentTypes.find((candidate) => candidate.magic.every((byte, index) => part.head[index] === byte));
        if (!type) throw ApiError.formError('file', messages.licenceFileType);
        newKey = `licences/${String(fields.user_id)}-${fields.state}-${randomBytes(6).toString('hex')}.${type.extension}`;
        await files.move(part.key, newKey);
      }
      const { row, oldKey } = await db.transaction(async (tx) => {
        const [previous] = await tx.query<{ file_key: string | null }>('select file_key from monitor_licenses where user_id = $1 and state = $2', [
          fields.user_id,
          fields.state,
        ]);
        const [saved] = await tx.query<LicenceRow>(
          `insert into monitor_licenses (user_id, state, certification_number, effective_date, expiration_date, file_key)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (user_id, state) do update set certification_number = excluded.certification_number,
             effective_date = excluded.effective_date, expiration_date = excluded.expiration_date,
             file_key = coalesce(excluded.file_key, monitor_licenses.file_key)
           returning ${licenceColumns}`,
          [fields.user_id, fields.state, fields.certification_number, fields.effective_date, fields.expiration_date, newKey],
        );
        return { row: saved!, oldKey: newKey !== null ? (previous?.file_key ?? null) : null };
      });
      if (oldKey) await files.remove(oldKey);
      return licenceAnswer(row);
    },

    async getCredentialUrl(call) {
      const { url } = call.body;
      const [row] = await db.query<{ file_key: string }>('select file_key from monitor_licenses where file_key = $1', [url]);
      if (!row) throw new ApiError(404, { message: messages.licenceNotFound });
      return { url: files.urlOf(row.file_key) };
    },

    async deleteLicense(call) {
      requireEditor(call);
      const id = call.params.id;
      const [row] = await db.query<LicenceRow>(`delete from monitor_licenses where id = $1 returning ${licenceColumns}`, [id]);
      if (!row) throw new ApiError(404, { message: messages.licenceNotFound });
      if (row.file_key) await files.remove(row.file_key);
      return licenceAnswer(row);
    },
  };
}
