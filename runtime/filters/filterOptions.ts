import { lookups } from '../../src/generated/catalog';
import type { FilterOption } from './filterWidget';
import type { ListFilter } from '../../src/generated/spec-types';

/** Where a filter's options come from, once its lookup name is resolved. */
export type OptionSource =
  | { kind: 'none' }
  | { kind: 'fixed'; options: FilterOption[] }
  | { kind: 'operation'; operation: string; value: string; label: string; where?: Readonly<Record<string, unknown>> };

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

// Option values and labels are scalars on the wire; anything else has no sensible text.
function optionText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

function fixedOptions(values: unknown): FilterOption[] {
  if (!Array.isArray(values)) return [];
  return values.flatMap((entry) => {
    const value = optionText(asRecord(entry)?.value);
    return value === undefined ? [] : [{ value, label: optionText(asRecord(entry)?.label) ?? value }];
  });
}

function sourceOf(spec: Readonly<Record<string, unknown>>): OptionSource {
  if (Array.isArray(spec.values)) return { kind: 'fixed', options: fixedOptions(spec.values) };
  if (typeof spec.operation === 'string') {
    return {
      kind: 'operation',
      operation: spec.operation,
      value: typeof spec.value === 'string' ? spec.value : 'id',
      label: typeof spec.label === 'string' ? spec.label : 'name',
      ...(asRecord(spec.where) ? { where: asRecord(spec.where) } : {}),
    };
  }
  return { kind: 'none' };
}

/**
 * Where a filter's options come from: a lookup of the catalog (`specs/catalog/lookups.yaml`, an
 * operation or fixed values), or an operation or values written in the filter itself. Throws for
 * a lookup name the catalog does not have, naming it, rather than showing an empty dropdown.
 */
export function optionSource(filter: ListFilter, catalogLookups: Readonly<Record<string, unknown>> = lookups): OptionSource {
  const options = filter.options;
  if (options === undefined) return { kind: 'none' };
  if (options.lookup === undefined) return sourceOf({ ...options });
  const entry = asRecord(catalogLookups[options.lookup]);
  if (entry === undefined) throw new Error(`Filter '${filter.field}' names the unknown lookup '${options.lookup}'`);
  return sourceOf(entry);
}

/**
 * The options of a lookup answer: a list of rows or a page `{ data: [...] }`, read by its value
 * and label fields, keeping only the rows whose fields equal `where` when the lookup has one.
 */
export function rowsToOptions(payload: unknown, value: string, label: string, where?: Readonly<Record<string, unknown>>): FilterOption[] {
  const rows: unknown = Array.isArray(payload) ? payload : asRecord(payload)?.data;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const record = asRecord(row);
    if (where && !Object.entries(where).every(([field, wanted]) => record?.[field] === wanted)) return [];
    const optionValue = optionText(record?.[value]);
    if (optionValue === undefined) return [];
    return [{ value: optionValue, label: optionText(record?.[label]) ?? optionValue }];
  });
}

/** The options with the spec's "all" choice first (value '' = no filter), when the filter has one. */
export function withAllOption(filter: ListFilter, options: readonly FilterOption[]): FilterOption[] {
  if (filter.all === undefined || filter.all === false) return [...options];
  const label = filter.all === true ? `All ${filter.label}` : filter.all;
  return [{ value: '', label }, ...options];
}
