// Files chosen in an `attachments` widget wait here until the form is submitted: the form data
// holds only a token (RJSF copies its data, and a File is not data), the files stay in the page.
import type { UiSchema } from '@rjsf/utils';
import { zipSync } from 'fflate';
import type { SpecWritePort } from '../../api/operationQueries';
import { asJsonObject, type JsonObject } from '../../api/jsonObject';

/** What `ui:options.upload` of an `attachments` field says. */
export interface AttachmentsUpload {
  /** The multipart operation the zip is sent to, as `file`. */
  operation: string;
  /** The answer field that becomes the form field's value; `id` by default. */
  answer?: string;
  /** The zip's file name; `attachments.zip` by default. */
  fileName?: string;
  /** Message key of the toast after the upload. */
  success?: string;
}

const pending = new Map<string, File[]>();
let next = 0;

/** Keeps `files` until submit and answers the token the form data holds for them. */
export function holdAttachments(files: readonly File[]): string {
  next += 1;
  const token = `pending-attachments:${String(next)}`;
  pending.set(token, [...files]);
  return token;
}

/** The files a token holds (none for any other value). */
export function heldAttachments(token: unknown): File[] {
  return typeof token === 'string' ? (pending.get(token) ?? []) : [];
}

/** The top-level fields drawn by the `attachments` widget, with their upload. */
export function attachmentFields(uiSchema: UiSchema): [string, AttachmentsUpload][] {
  return Object.entries(uiSchema).flatMap(([name, ui]): [string, AttachmentsUpload][] => {
    if (name.startsWith('ui:') || asJsonObject(ui)['ui:widget'] !== 'attachments') return [];
    const upload = readUpload(asJsonObject(asJsonObject(ui)['ui:options']).upload);
    return upload === undefined ? [] : [[name, upload]];
  });
}

/** `ui:options.upload` read field by field (the uiSchema is untyped JSON); none without an operation. */
function readUpload(value: unknown): AttachmentsUpload | undefined {
  const { operation, answer, fileName, success } = asJsonObject(value);
  if (typeof operation !== 'string') return undefined;
  return {
    operation,
    ...(typeof answer === 'string' ? { answer } : {}),
    ...(typeof fileName === 'string' ? { fileName } : {}),
    ...(typeof success === 'string' ? { success } : {}),
  };
}

/**
 * One zip of the files, each under its own name (a repeated name gets a number), compressed in
 * the browser ([bug-report-attachments]).
 *
 * @example
 * const zip = await zipFiles([screenshot, log]);
 */
export async function zipFiles(files: readonly File[]): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    let name = file.name || 'file';
    for (let copy = 2; name in entries; copy += 1) name = `${String(copy)}-${file.name || 'file'}`;
    entries[name] = new Uint8Array(await file.arrayBuffer());
  }
  return zipSync(entries);
}

/**
 * Before a form is sent: zips and uploads the files of each `attachments` field (one multipart
 * call each, the zip as `file`) and puts the upload's answer (`upload.answer`, `id` by default)
 * in the field; a field without files is sent as null. `uploaded` is told of each upload (the
 * success toast).
 *
 * @example
 * const body = await uploadAttachments(write, uiSchema, formData, (upload) => showSuccess(...));
 */
export async function uploadAttachments(
  write: SpecWritePort,
  uiSchema: UiSchema,
  data: JsonObject,
  uploaded: (upload: AttachmentsUpload) => void,
): Promise<JsonObject> {
  const body = { ...data };
  for (const [name, upload] of attachmentFields(uiSchema)) {
    const files = heldAttachments(body[name]);
    if (files.length === 0) {
      body[name] = null;
      continue;
    }
    const zip = await zipFiles(files);
    const file = new File([zip as BlobPart], upload.fileName ?? 'attachments.zip', { type: 'application/zip' });
    const answer = asJsonObject(await write(upload.operation, { file }));
    body[name] = answer[upload.answer ?? 'id'] ?? null;
    pending.delete(String(data[name]));
    uploaded(upload);
  }
  return body;
}
