import { useMemo } from 'react';
import { useSpecOperationQuery } from '../api/operationQueries';
import { notifyError } from '../errors/notifyError';
import { optionSource, rowsToOptions } from '../filters/filterOptions';
import type { FilterOption } from '../filters/filterWidget';
import type { OperationCall } from '../core/listSpec';

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
  const operationId = operation?.operation;
  const valueField = operation?.value;
  const labelField = operation?.label;
  const where = operation?.where;
  const rows = useSpecOperationQuery(valueField === undefined || labelField === undefined ? undefined : operationId, {}, undefined, {
    call,
    onError: (error) => notifyError(error, { context: 'lookup' }),
  });
  const loaded = useMemo(
    () => (rows.data === undefined || valueField === undefined || labelField === undefined ? [] : rowsToOptions(rows.data, valueField, labelField, where)),
    [rows.data, valueField, labelField, where],
  );

  return source.kind === 'fixed' ? source.options : loaded;
}
