import { useEffect, useState } from 'react';
import { notifyError } from '../errors/notifyError';
import { optionSource, rowsToOptions, withAllOption } from '../filters/filterOptions';
import type { FilterOption } from '../filters/filterWidget';
import type { ListFilter } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { callOperation } from '../../runtime/api/callOperation';

/**
 * The options of every filter by field: fixed values at once, operation lookups once loaded.
 * A failed lookup only logs ([lookup-failures-logged]) and leaves the "all" option, so the list
 * still works unfiltered.
 */
export function useFilterOptions(filters: readonly ListFilter[], call: OperationCall): Record<string, FilterOption[]> {
  const [loaded, setLoaded] = useState<Record<string, FilterOption[]>>({});

  useEffect(() => {
    let current = true;
    for (const filter of filters) {
      const source = optionSource(filter);
      if (source.kind !== 'operation') continue;
      callOperation(call, source.operation, {}).then(
        (payload) => {
          if (current) setLoaded((before) => ({ ...before, [filter.field]: rowsToOptions(payload, source.value, source.label, source.where) }));
        },
        (error: unknown) => {
          if (current) notifyError(error, { context: 'lookup' });
        },
      );
    }
    return () => {
      current = false;
    };
  }, [filters, call]);

  const options: Record<string, FilterOption[]> = {};
  for (const filter of filters) {
    const source = optionSource(filter);
    const base = source.kind === 'fixed' ? source.options : (loaded[filter.field] ?? []);
    options[filter.field] = withAllOption(filter, base);
  }
  return options;
}
