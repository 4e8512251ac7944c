import type { SpecWritePort } from '../../api/operationQueries';
import { operationPathParams } from '../../api/operationPathParams';

/**
 * Uploads a profile picture through a multipart operation (see `ImageCropOptions`): the body
 * `{ id, profile_picture }` (the API client sends it as multipart/form-data because the
 * operation's request body is), the id also as path parameter `id` when the path has one; resolves
 * with the URL the answer names (`profile_picture_url`, else `url`).
 *
 * @example
 * const url = await pictureUpload(write, 'uploadTeamMemberPicture', '12', png); // write = useSpecWrite(call)
 */
export async function pictureUpload(write: SpecWritePort, operation: string, recordId: string | number, png: Blob): Promise<string | undefined> {
  const file = new File([png], 'profile_picture.png', { type: 'image/png' });
  const path = operationPathParams(operation).includes('id') ? { path: { id: recordId } } : undefined;
  const answer = (await write(operation, { id: recordId, profile_picture: file }, path)) as { profile_picture_url?: unknown; url?: unknown } | null;
  const url = answer?.profile_picture_url ?? answer?.url;
  return typeof url === 'string' ? url : undefined;
}
