import { message } from '../../../src/generated/catalog';
import type { ListSpec } from '../../core/listSpec';
import type { ListRequestBody } from '../listRequest';
import type { JsonObject } from '../../api/jsonObject';

/** A list's `export` as compiled. */
export type ListExport = NonNullable<ListSpec['export']>;

/** The ports an export runs through: the streamed download and the error toast; fakes in tests. */
export interface ExportPorts {
  download: (operation: ListExport['operation'], body: JsonObject | undefined, filename: string) => Promise<unknown>;
  failed: (text: string) => void;
}

/**
 * Downloads the list's file ([assignment-export] for the template assignment): `operation`'s
 * streamed answer saved under the name the server gives (else `filename`); with `filters: true`
 * the list's current filters are the body (every page of what the list shows, no paging).
 * A failure shows `failed` ('Export failed' when absent). Resolves whether the file was saved.
 *
 * @example
 * await exportList(spec.export, request, ports);
 */
export async function exportList(spec: ListExport, request: ListRequestBody, ports: ExportPorts): Promise<boolean> {
  let body: JsonObject | undefined;
  if (spec.filters === true) {
    const { limit: _limit, page: _page, ...filters } = request;
    body = filters;
  }
  try {
    await ports.download(spec.operation, body, spec.filename);
    return true;
  } catch {
    ports.failed(spec.failed ?? message('exportFailed'));
    return false;
  }
}
