import { randomBytes } from 'node:crypto';
import { messages } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { multipartFile, multipartText } from '../../http/multipartParts';
import { callerMay } from '../../security/roleFacts';
import type { OperationHandlers } from '../../http/OperationHandler';
import { isRowId } from '../../db/isRowId';

interface GuideRow {
  id: number;
  file_name: string;
  version: string;
  file_key: string;
  roles: { user_role_id: number; name: string }[] | null;
}

const guideSelect = `
  select g.id, g.file_name, g.version, g.file_key,
         (select json_agg(json_build_object('user_role_id', r.id, 'name', r.name) order by r.id)
          from user_guide_roles gr join user_roles r on r.id = gr.user_role_id where gr.user_guide_id = g.id) as roles
  from user_guides g`;

function guideOut(row: GuideRow, files: FileStorage) {
  const roles = row.roles ?? [];
  return {
    id: row.id,
    file_name: row.file_name,
    version: row.version,
    url: files.urlOf(row.file_key),
    user_guide_roles: roles,
    role_names: roles.map((role) => role.name).join(', '),
  };
}

/** `user_roles` of the upload: "1,8" or "[1,8]"; each a known role id. */
async function parseRoles(db: Queryable, text: string | undefined): Promise<number[]> {
  if (text === undefined) return [];
  let values: unknown[];
  try {
    const parsed: unknown = text.startsWith('[') ? JSON.parse(text) : text.split(',');
    values = Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    throw ApiError.validation(['000F0002'], { user_roles: ['User roles must be role ids.'] });
  }
  const ids = [...new Set(values.map((value) => Number(String(value).trim())))];
  if (ids.some((id) => !isRowId(id))) {
    throw ApiError.validation(['000F0002'], { user_roles: ['User roles must be role ids.'] });
  }
  const known = await db.query<{ id: number }>('select id from user_roles where id = any($1::int[])', [ids]);
  if (known.length !== ids.length) throw ApiError.validation(['000F0002'], { user_roles: ['User roles must be role ids.'] });
  return ids;
}

const isPdf = (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * The user guide calls (document 3, sections 2.2, 2.8 and 7.4): the super admin lists guides
 * (`queryUserGuides`, at most 200, [user-guides-query-limit]), uploads a PDF with its version
 * (1.0.0 by default) and roles (`uploadUserGuide`, [user-guides-upload-call],
 * [user-guides-pdf-only], [user-guides-fields]) and deletes one (`deleteUserGuide`); any user
 * gets the address of the newest guide of their role (`getCurrentUserGuide`,
 * [user-guides-menu-open]). Files go through the file storage.
 *
 * @example
 * operations.register(app, 'userGuides', { ...createUserGuideHandlers(db, files) });
 */
export function createUserGuideHandlers(db: Database, files: FileStorage): OperationHandlers {
  return {
    async queryUserGuides(call) {
      const limit = call.body.limit ?? 200;
      const rows = await db.query<GuideRow>(`${guideSelect} order by g.id desc limit $1`, [limit]);
      return rows.map((row) => guideOut(row, files));
    },

    async uploadUserGuide(call) {
      const file = multipartFile(call.body, 'user_guide');
      if (file === undefined || file.filename === '') {
        throw ApiError.validation(['000F0001'], { user_guide: [messages.userGuideRequired] });
      }
      // A user guide PDF may be larger than a picture, but not a firmware image (the spec sets no
      // size): the operation's x-max-upload-bytes is 16 MB, past which the upload was discarded.
      if (file.mimetype !== 'application/pdf' || !isPdf(file.head)) throw ApiError.formError('user_guide', messages.userGuidePdfOnly);
      if (file.truncated) {
        throw ApiError.formError('user_guide', messages.fileTooLarge.replace('{size}', '16 MB'));
      }
      const version = multipartText(call.body, 'version') ?? '1.0.0';
      if (version.length > 32) throw ApiError.validation(['000F0003'], { version: ['Version is too long.'] });
      const idText = multipartText(call.body, 'id');
      const replaceId = idText === undefined ? undefined : Number(idText);
      if (replaceId !== undefined && !isRowId(replaceId)) {
        throw ApiError.validation(['000F0002'], { id: ['Id must be a guide id.'] });
      }
      const roles = await parseRoles(db, multipartText(call.body, 'user_roles'));
      const key = `user-guides/${randomBytes(8).toString('hex')}.pdf`;
      const fileName = file.filename.slice(0, 255);
      const { id, previousKey } = await db.transaction(async (tx) => {
        let guideId: number;
        let previous: string | undefined;
        if (replaceId !== undefined) {
          const [old] = await tx.query<{ file_key: string }>('select file_key from user_guides where id = $1', [replaceId]);
          if (!old) throw new ApiError(404, { message: 'Not found.' });
          previous = old.file_key;
          await tx.query('update user_guides set file_name = $2, version = $3, file_key = $4 where id = $1', [replaceId, fileName, version, key]);
          await tx.query('delete from user_guide_roles where user_guide_id = $1', [replaceId]);
          guideId = replaceId;
        } else {
          const [row] = await tx.query<{ id: number }>(
            'insert into user_guides (file_name, version, file_key) values ($1, $2, $3) returning id',
            [fileName, version, key],
          );
          guideId = row?.id ?? 0;
        }
        for (const role of roles) {
          await tx.query('insert into user_guide_roles (user_guide_id, user_role_id) values ($1, $2)', [guideId, role]);
        }
        return { id: guideId, previousKey: previous };
      });
      await files.move(file.key, key);
      if (previousKey !== undefined) await files.remove(previousKey);
      const [row] = await db.query<GuideRow>(`${guideSelect} where g.id = $1`, [id]);
      if (!row) throw new ApiError(404, { message: 'Not found.' });
      return guideOut(row, files);
    },

    async deleteUserGuide(call) {
      const id = call.params.id;
      const [row] = await db.query<{ file_key: string }>('delete from user_guides where id = $1 returning file_key', [id]);
      if (!row) throw new ApiError(404, { message: 'Not found.' });
      await files.remove(row.file_key);
      return { id };
    },

    async getCurrentUserGuide(call) {
      const profile = call.profile;
      const role = call.body.user_role;
      // Each user opens the guide of their own role; who manages the guides (the rule of
      // queryUserGuides: the super admin) may look at any role's.
      if (role !== profile.user.role_id && !callerMay(profile, 'queryUserGuides')) {
        throw ApiError.formError('user_role', messages.userGuideOwnRole);
      }
      const [guide] = await db.query<{ file_key: string; version: string }>(
        `select g.file_key, g.version from user_guides g join user_guide_roles r on r.user_guide_id = g.id
         where r.user_role_id = $1 order by g.id desc limit 1`,
        [role],
      );
      if (!guide) throw new ApiError(404, { message: messages.userGuideNotFound });
      return { url: files.urlOf(guide.file_key), version: guide.version };
    },
  };
}
