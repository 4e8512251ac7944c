import { useCallback, useEffect, useState } from 'react';
import type { DetailSource } from '../../src/generated/spec-types';
import type { OperationCall } from '../list/listSpec';
import { operationParams } from './operationParams';

/** The record of a detail screen as it loads. */
export interface DetailRecordState {
  record: Readonly<Record<string, unknown>> | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads the record of a detail screen from its `source` operation, with path parameters taken
 * from the route's parameters; loads again when they change (another patient opens) or on
 * `reload`. An answer that arrives after the parameters changed is dropped.
 *
 * @example
 * const { record, error, reload } = useDetailRecord(spec.detail.source, useParams(), call);
 */
export function useDetailRecord(
  source: DetailSource,
  routeParams: Readonly<Record<string, string | undefined>>,
  call: OperationCall,
): DetailRecordState {
  const [state, setState] = useState<Omit<DetailRecordState, 'reload'>>({
    record: undefined,
    error: undefined,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(operationParams(source.operation, source.params, routeParams));
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    const { path, body } = JSON.parse(key) as ReturnType<typeof operationParams>;
    call(source.operation, body, { path })
      .then((record) => {
        if (current)
          setState({ record: record as Record<string, unknown>, error: undefined, loading: false });
      })
      .catch((error: unknown) => {
        if (current) setState({ record: undefined, error, loading: false });
      });
    return () => {
      current = false;
    };
  }, [source.operation, key, call, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
