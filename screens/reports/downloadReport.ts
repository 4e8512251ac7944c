import { ApiError } from '../../runtime/api/ApiError';
import { saveFile } from '../../runtime/files/saveFile';
import { portalToken } from '../../runtime/api/portalApi';
import type { ReportRequest } from './reportsState';

/** The file name of a Content-Disposition answer (the UTF-8 name when given). */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

/**
 * Download ([reports-call], [reports-download-filename]): the whole report as the server's CSV
 * (POST admin/reports with downloadReport), saved under the name the server gives it (the report
 * name plus date and time, .csv).
 */
export async function downloadReport(request: ReportRequest): Promise<string> {
  const token = portalToken();
  let response: Response;
  try {
    response = await fetch('/api/admin/reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ ...request, downloadReport: true }),
    });
  } catch (error) {
    throw ApiError.fromNetwork(error);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the text is the message
    }
    throw ApiError.fromResponse(response.status, body);
  }
  const fileName = dispositionFileName(response.headers.get('content-disposition')) ?? `${request.reportType}.csv`;
  saveFile(await response.blob(), fileName);
  return fileName;
}
