import type { MultipartFile, MultipartValue } from '@fastify/multipart';

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The text of a multipart field (installMultipart attaches parts to the body), trimmed; undefined
 * when the body has no such field or it is empty.
 *
 * @example
 * multipartText(call.body, 'version_number'); // '1.2.0'
 */
export function multipartText(body: unknown, name: string): string | undefined {
  const part = asObject(body)[name] as MultipartValue | undefined;
  if (asObject(part).type !== 'field') return undefined;
  const value = part?.value;
  const text = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').trim();
  return text === '' ? undefined : text;
}

/** The file part `name` of a multipart body, or undefined when none was sent. */
export function multipartFile(body: unknown, name: string): MultipartFile | undefined {
  const part = asObject(body)[name] as MultipartFile | undefined;
  return asObject(part).type === 'file' ? part : undefined;
}
