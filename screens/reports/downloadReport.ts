import { downloadFile } from '../../runtime/files/downloadFile';
import type { ReportRequest } from './reportsState';

/**
 * Download ([reports-call], [reports-download-filename]): the whole report as the server's CSV
 * (POST admin/reports with downloadReport), saved under the name the server gives it (the report
 * name plus date and time, .csv).
 */
export function downloadReport(request: ReportRequest): Promise<string> {
  return downloadFile('runReport', { ...request, downloadReport: true }, `${request.reportType}.csv`);
}
