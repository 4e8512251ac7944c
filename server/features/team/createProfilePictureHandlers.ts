import { randomBytes } from 'node:crypto';
import { roleIn } from '../../../src/generated/access';
import { messages } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { multipartFile, multipartText } from '../../http/multipartParts';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { UserProfile } from '../../session/UserProfile';
import { actionNotAllowed, isOwnMember, requireMemberRight } from './teamRights';
import { memberInScope, type MemberHeader } from './teamPracticeScope';
import { isRowId } from '../../db/isRowId';

/** The picture types the spec allows (document 1, section 5), by their leading bytes. */
const pictureTypes = [
  { extension: 'png', contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { extension: 'jpg', contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
] as const;



/** The member may change their own picture; anyone else needs the edit right of the member's kind. */
function requirePictureRight(profile: UserProfile, member: MemberHeader): void {
  if (!isOwnMember(profile, member.id)) requireMemberRight(profile, 'edit', member.role_id);
  // Roles whose members have no profile picture (roleGroups.withoutProfilePicture: [team-role-20],
  // [team-role-41], [team-role-50]).
  if (roleIn('withoutProfilePicture', member.role_id)) throw actionNotAllowed();
}

/**
 * The profile picture calls ([picture-calls]): `createProfilePicture` takes multipart `id` and
 * `profile_picture` (a PNG or JPEG of at most 1048576 bytes, the operation's x-max-upload-bytes;
 * the portal sends the 220×220 PNG it cropped), keeps the streamed upload in the file storage
 * under the picture's own key, and answers the member's new (signed) picture address;
 * `deleteProfilePicture/{id}` removes it. Refusals use the spec's texts: 'File must be of type:
 * jpeg, jpg, png' ([picture-file-type]) and 'File must be less than 1MB' ([picture-file-size]).
 *
 * @example
 * operations.register(app, 'team', { ...createProfilePictureHandlers(db, files) });
 */
export function createProfilePictureHandlers(db: Database, files: FileStorage): OperationHandlers {
  return {
    async createProfilePicture(call) {
      const profile = call.profile;
      const id = Number(multipartText(call.body, 'id') ?? Number.NaN);
      if (!isRowId(id)) throw ApiError.validation(['000F0001'], { id: ['Id is required.'] });
      const picture = multipartFile(call.body, 'profile_picture');
      if (!picture) throw ApiError.validation(['000F0001'], { profile_picture: ['Profile picture is required.'] });
      const member = await memberInScope(call.scoped.teamMembers, id);
      requirePictureRight(profile, member);
      if (picture.truncated) {
        throw new ApiError(422, { message: messages.pictureFileSize, form_error: { name: 'profile_picture', message: messages.pictureFileSize } });
      }
      const type = pictureTypes.find((candidate) => candidate.magic.every((byte, index) => picture.head[index] === byte));
      if (!type) {
        const text = messages.pictureFileType.replace('{types}', 'jpeg, jpg, png');
        throw new ApiError(422, { message: text, form_error: { name: 'profile_picture', message: text } });
      }
      // A new name on each upload, so that no browser shows a cached older picture.
      const key = `profile-pictures/${String(id)}-${randomBytes(6).toString('hex')}.${type.extension}`;
      await files.move(picture.key, key);
      const [previous] = await db.query<{ profile_picture_key: string | null }>(
        'select profile_picture_key from practice_team_members where id = $1',
        [id],
      );
      await db.query('update practice_team_members set profile_picture_key = $2 where id = $1', [id, key]);
      if (previous?.profile_picture_key) await files.remove(previous.profile_picture_key);
      return { id, profile_picture_url: files.urlOf(key) };
    },

    async deleteProfilePicture(call) {
      const profile = call.profile;
      const id = call.params.id;
      const member = await memberInScope(call.scoped.teamMembers, id);
      if (!isOwnMember(profile, member.id)) requireMemberRight(profile, 'edit', member.role_id);
      const [previous] = await db.query<{ profile_picture_key: string | null }>(
        'select profile_picture_key from practice_team_members where id = $1',
        [id],
      );
      await db.query('update practice_team_members set profile_picture_key = null where id = $1', [id]);
      if (previous?.profile_picture_key) await files.remove(previous.profile_picture_key);
      return { id, profile_picture_url: null };
    },
  };
}
