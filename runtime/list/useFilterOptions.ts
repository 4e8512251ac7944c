import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { specOperationQuery, usePortalQueryClient } from '../api/operationQueries';
import { notifyError } from '../errors/notifyError';
import { optionSource, rowsToOptions, withAllOption } from '../filters/filterOptions';
import type { FilterOption } from '../filters/filterWidget';
import type { ListFilter } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';

/**
 * The options of every filter by field: fixed values at once, operation lookups once loaded.
 * A failed lookup only logs ([lookup-failures-logged]) and leaves the "all" option, so the list
 * still works unfiltered.
 */
export function useFilterOptions(filters: readonly ListFilter[], call: OperationCall): Record<string, FilterOption[]> {
  const lookups = filters.flatMap((filter) => {
    const source = optionSource(filter);
    return source.kind === 'operation' ? [{ field: filter.field, source }] : [];
  });
  const answers = useQueries(
    { queries: lookups.map(({ source }) => specOperationQuery(source.operation, {}, undefined, call)) },
    usePortalQueryClient(),
  );
  const loaded: Record<string, FilterOption[]> = {};
  for (const [index, { field, source }] of lookups.entries()) {
    const payload = answers[index]?.data;
    if (payload !== undefined) loaded[field] = rowsToOptions(payload, source.value, source.label, source.where);
  }
  useLookupFailures(answers.map((answer) => [answer.error, answer.errorUpdatedAt] as const));

  const options: Record<string, FilterOption[]> = {};
  for (const filter of filters) {
    const source = optionSource(filter);
    const base = source.kind === 'fixed' ? source.options : (loaded[filter.field] ?? []);
    options[filter.field] = withAllOption(filter, base);
  }
  return options;
}

/** Logs each failure of a lookup once ([lookup-failures-logged]), not again on a re-render. */
function useLookupFailures(failures: readonly (readonly [unknown, number])[]): void {
  const told = useRef(new Set<string>());
  const key = failures.map(([, at], index) => `${String(index)}@${String(at)}`).join(',');
  useEffect(() => {
    for (const [index, [error, at]] of failures.entries()) {
      const id = `${String(index)}@${String(at)}`;
      if (error === null || told.current.has(id)) continue;
      told.current.add(id);
      notifyError(error, { context: 'lookup' });
    }
    // `key` names every failure; the array itself is new on each render.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
}
