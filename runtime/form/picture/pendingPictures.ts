import type { UiSchema } from '@rjsf/utils';
import type { SpecWritePort } from '../../api/operationQueries';
import type { ImageCropOptions } from '../ImageCropWidget';
import { dataUrlBlob } from './dataUrlBlob';
import { pictureUpload } from './pictureUpload';
import { asJsonObject, type JsonObject } from '../../api/jsonObject';

/** The top-level fields of a form drawn by the `imageCrop` widget. */
export function pictureFields(uiSchema: UiSchema): string[] {
  return Object.entries(uiSchema)
    .filter(([name, ui]) => !name.startsWith('ui:') && asJsonObject(ui)['ui:widget'] === 'imageCrop')
    .map(([name]) => name);
}

/** The request body without the picture fields (a picture goes by its own multipart call). */
export function withoutPictures(body: JsonObject, pictures: readonly string[]): JsonObject {
  const rest = { ...body };
  for (const name of pictures) delete rest[name];
  return rest;
}

/**
 * After a record was created: uploads each picture chosen before it existed (kept as a data
 * URL) with the new record's `id` through the field's `ui:options.upload.operation`; resolves
 * with the URL each uploaded field now has (a wizard shows them on the record it moves to).
 *
 * @example
 * await uploadPendingPictures(write, view.uiSchema, ['profile_picture_url'], formData, { id: 12 });
 */
export async function uploadPendingPictures(
  write: SpecWritePort,
  uiSchema: UiSchema,
  pictures: readonly string[],
  data: unknown,
  answer: unknown,
): Promise<Record<string, string>> {
  const uploaded: Record<string, string> = {};
  const id = asJsonObject(answer).id;
  if (typeof id !== 'number' && typeof id !== 'string') return uploaded;
  for (const name of pictures) {
    const value = asJsonObject(data)[name];
    const upload = (asJsonObject(asJsonObject(uiSchema[name])['ui:options']) as ImageCropOptions).upload;
    if (typeof value !== 'string' || !value.startsWith('data:') || upload === undefined) continue;
    const png = dataUrlBlob(value);
    const url = await pictureUpload(write, upload.operation, id, png);
    if (url !== undefined) uploaded[name] = url;
  }
  return uploaded;
}
