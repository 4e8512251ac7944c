// The portal's side of a streamed download (a report's CSV, the template assignment export): the
// operation's file answer fetched with the session's token and handed to the browser under the
// name the server gives it.
import { operations, type OperationId } from '../../src/generated/operations';
import type { OperationBody, TypedOperationId } from '../../src/generated/operationTypes';
import { ApiError } from '../api/ApiError';
import { portalToken } from '../api/portalApi';
import { requestUrl } from '../api/sendRequest';
import { saveFile } from './saveFile';

/** The file name of a Content-Disposition answer (the UTF-8 name when given). */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

/**
 * Calls `operationId` (an operation without path parameters whose 200 answer is a file) with
 * `body` and saves its answer as a download named by its Content-Disposition (else `fallbackName`);
 * answers the name used. A refusal throws the ApiError of its JSON answer.
 *
 * @example
 * await downloadFile('exportActiveAssignations', undefined, 'export.csv'); // 'rtm_template_assignments.csv'
 */
export function downloadFile<Id extends TypedOperationId>(operationId: Id, body: OperationBody<Id>, fallbackName: string): Promise<string> {
  return downloadOperationFile(operationId, body, fallbackName);
}

/** {@link downloadFile} for an operation named by a spec (a list's `export`), its body as the list builds it. */
export async function downloadOperationFile(operationId: OperationId, body: unknown, fallbackName: string): Promise<string> {
  const { method, path } = operations[operationId];
  const token = portalToken();
  let response: Response;
  try {
    response = await fetch(requestUrl('/api', path), {
      method: method.toUpperCase(),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw ApiError.fromNetwork(error);
  }
  if (!response.ok) {
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the text is the message
    }
    throw ApiError.fromResponse(response.status, answer);
  }
  const fileName = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
  return fileName;
}
