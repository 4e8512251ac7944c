import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationQueryKey, usePortalQueryClient } from '../api/operationQueries';
import type { Compiled } from '../../src/generated/compiled-types';
import type { DetailSource } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { operationParams } from './operationParams';
import { recordMatchesShape } from './recordShape';
import type { Row } from '../formats/cellDisplay';

/** How a detail record is looked up besides the route: a searched value, and the shape it must have. */
export interface DetailRecordOptions {
  /** A lookup screen's search: the body field and the text entered ('' = nothing searched yet). */
  lookup?: { param: string; value: string } | undefined;
  /** A schema of specs/api the record must match; one that does not fails like a missing record. */
  shape?: string | undefined;
}

/** The failure of a record that does not have the declared shape. */
export class RecordShapeMismatch extends Error {
  constructor(readonly shape: string) {
    super(`The record does not match ${shape}`);
    this.name = 'RecordShapeMismatch';
  }
}

/** The record of a detail screen as it loads. */
export interface DetailRecordState {
  record: Row | undefined;
  error: unknown;
  loading: boolean;
  /** A lookup screen before its first search: nothing is loaded or loading. */
  idle?: boolean;
  reload: () => void;
}

/**
 * Loads the record of a detail screen from its `source` operation, with path parameters taken
 * from the route's parameters; loads again when they change (another patient opens) or on
 * `reload`. An answer that arrives after the parameters changed is dropped. With `options.lookup`
 * the record is the answer for the searched value (sent as the body field `param`), nothing while
 * no value is entered; with `options.shape` a record that does not match that schema counts as
 * not found ([device-shape-validation]).
 *
 * @example
 * const { record, error, reload } = useDetailRecord(spec.detail.source, useParams(), call);
 */
export function useDetailRecord(
  source: Compiled<DetailSource>,
  routeParams: Readonly<Record<string, string | undefined>>,
  call: OperationCall,
  options: DetailRecordOptions = {},
): DetailRecordState {
  const { lookup, shape } = options;
  const params = operationParams(source.operation, lookup === undefined ? source.params : {}, routeParams);
  if (lookup !== undefined) params.body = { [lookup.param]: lookup.value.trim() };
  const idle = lookup !== undefined && lookup.value.trim() === '';
  // Cached per operation and parameters (TanStack Query): the real-time channel refetches the
  // record when another tab or user changes it; an answer for older parameters is never shown
  // for newer ones.
  const answer = useQuery(
    {
      queryKey: operationQueryKey(source.operation, params.body, { path: params.path }),
      queryFn: async () => {
        const record = await call(source.operation, params.body, { path: params.path });
        if (shape !== undefined && !(await recordMatchesShape(shape, record))) throw new RecordShapeMismatch(shape);
        return record as Row;
      },
      enabled: !idle,
      // A failed load is shown at once with its own retry button, as before the cache.
      retry: false,
      placeholderData: keepPreviousData,
    },
    usePortalQueryClient(),
  );
  const { refetch } = answer;
  const reload = useCallback(() => void refetch(), [refetch]);
  if (idle) return { record: undefined, error: undefined, loading: false, idle, reload };
  return {
    record: answer.isError ? undefined : answer.data,
    error: answer.isError ? answer.error : undefined,
    loading: answer.isFetching || answer.isPending,
    idle,
    reload,
  };
}
