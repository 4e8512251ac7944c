// An answer that is not `{data}` JSON: a file streamed to the caller (a report's CSV). A handler
// of an operation whose 200 answer lists that content type returns one; the registrar records the
// audit with `audited` (what the x-audit `response.` source reads) and streams `body`.
import type { Readable } from 'node:stream';

/** A streamed file answer: its content type, the download's file name and the bytes. */
export class StreamedAnswer {
  constructor(
    readonly contentType: string,
    readonly fileName: string,
    readonly body: Readable,
    /** What the audit reads as the answer (the x-audit `response.` source). */
    readonly audited: unknown,
  ) {}
}

/**
 * The Content-Disposition of a download named `fileName`: the plain ASCII name (quotes and
 * backslashes dropped) and the RFC 5987 UTF-8 name.
 *
 * @example
 * attachmentDisposition('Custom Patients 2026-11-25 01-51-00.csv');
 * // 'attachment; filename="Custom Patients 2026-11-25 01-51-00.csv"; filename*=UTF-8\'\'Custom%20Patients%202026-11-25%2001-51-00.csv'
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
