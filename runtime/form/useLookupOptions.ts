import { useEffect, useState } from 'react';
import { notifyError } from '../errors/notifyError';
import { optionSource, rowsToOptions } from '../filters/filterOptions';
import type { FilterOption } from '../filters/filterWidget';
import type { OperationCall } from '../core/listSpec';
import { callOperation } from '../../runtime/api/callOperation';

/**
 * The options of a catalog lookup (`specs/catalog/lookups.yaml`): fixed values at once, an
 * operation's rows once loaded. A failed load only logs ([lookup-failures-logged]); the select
 * stays empty rather than the form breaking. Without a lookup name, no options.
 *
 * @example
 * const options = useLookupOptions('practiceTypes', call); // [{ value: '1', label: 'Equipment Supplier' }, ...]
 */
export function useLookupOptions(lookup: string | undefined, call: OperationCall): FilterOption[] {
  const source = lookup === undefined ? ({ kind: 'none' } as const) : optionSource({ field: lookup, label: lookup, widget: 'select', options: { lookup } });
  const operation = source.kind === 'operation' ? source : undefined;
  const [loaded, setLoaded] = useState<FilterOption[]>([]);
  const operationId = operation?.operation;
  const valueField = operation?.value;
  const labelField = operation?.label;
  const where = operation?.where;

  useEffect(() => {
    if (operationId === undefined || valueField === undefined || labelField === undefined) return undefined;
    let current = true;
    callOperation(call, operationId, {}).then(
      (payload) => {
        if (current) setLoaded(rowsToOptions(payload, valueField, labelField, where));
      },
      (error: unknown) => {
        if (current) notifyError(error, { context: 'lookup' });
      },
    );
    return () => {
      current = false;
    };
  }, [call, operationId, valueField, labelField, where]);

  return source.kind === 'fixed' ? source.options : loaded;
}
