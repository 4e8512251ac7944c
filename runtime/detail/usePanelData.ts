import { useQuery } from '@tanstack/react-query';
import type { AccessRule } from '../../src/generated/access';
import type { CompiledPanelSource } from '../../src/generated/compiled-types';
import { operationQueryKey, usePortalQueryClient } from '../api/operationQueries';
import { valueAtPath } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import { operationParams } from './operationParams';
import type { Row } from '../formats/cellDisplay';

/** What a region of a detail screen shows, as it loads. */
export type PanelData =
  /** The user may not call the region's source: nothing is called, nothing shows. */
  | { state: 'denied' }
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  /** `data` is null (or undefined) when the record or the field holds nothing: the region's empty text. */
  | { state: 'ready'; data: unknown };

/**
 * The data of a record card, chart or form of a detail screen's region: the screen's `record`,
 * or the answer of the region's `source` (parameters from fields of the record, through the
 * portal's cache, so a change to what it reads reloads it), then the value of `field` in it when
 * given. A source the user may not call is never called.
 *
 * @example
 * const data = usePanelData({ operation: 'getPatientMonitoring', params: { id: 'id' }, access }, undefined, record, call, can);
 * if (data.state === 'ready') draw(data.data);
 */
export function usePanelData(
  source: CompiledPanelSource | undefined,
  field: string | undefined,
  record: Row,
  call: OperationCall,
  can: (rule: AccessRule) => boolean,
): PanelData {
  const allowed = source === undefined || can(source.access);
  const params = source === undefined ? undefined : operationParams(source.operation, source.params, record);
  const answer = useQuery(
    {
      queryKey: operationQueryKey(source?.operation ?? '', params?.body, { path: params?.path ?? {} }),
      queryFn: () => (source === undefined ? Promise.resolve(null) : call(source.operation, params?.body, { path: params?.path ?? {} })),
      enabled: source !== undefined && allowed,
      // A failed load shows at once, like the screen's own record.
      retry: false,
    },
    usePortalQueryClient(),
  );
  if (!allowed) return { state: 'denied' };
  if (source !== undefined && answer.isError) return { state: 'failed', error: answer.error };
  if (source !== undefined && answer.data === undefined) return { state: 'loading' };
  const whole = source === undefined ? record : answer.data;
  return { state: 'ready', data: field === undefined ? whole : valueAtPath(whole, field) };
}
