import { lookups, type Lookup, type LookupOption } from '../../src/generated/catalog';
import type { FilterOptions, ListFilter } from '../../src/generated/spec-types';
import { isJsonObject } from '../api/jsonObject';
import type { FilterOption } from './filterWidget';

/** The row fields and values a lookup keeps rows by (`where` of specs/catalog/lookups.yaml). */
type LookupWhere = NonNullable<Extract<Lookup, { operation: string }>['where']>;

/** Where a filter's options come from, once its lookup name is resolved. */
export type OptionSource =
  | { kind: 'none' }
  | { kind: 'fixed'; options: FilterOption[] }
  | { kind: 'operation'; operation: string; value: string; label: string; where?: LookupWhere };

/** A lookup of the catalog, or the options written in a filter itself: the fields of either that say where the options come from. */
type OptionSpec = Readonly<Pick<FilterOptions, 'operation' | 'value' | 'label'> & { where?: LookupWhere; values?: readonly LookupOption[] }>;

// Option values and labels are scalars on the wire; anything else has no sensible text.
function optionText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

function fixedOptions(values: readonly LookupOption[]): FilterOption[] {
  return values.flatMap((entry) => {
    const value = optionText(entry.value);
    return value === undefined ? [] : [{ value, label: entry.label }];
  });
}

function sourceOf(spec: OptionSpec): OptionSource {
  if (spec.values !== undefined) return { kind: 'fixed', options: fixedOptions(spec.values) };
  if (spec.operation !== undefined) {
    return {
      kind: 'operation',
      operation: spec.operation,
      value: spec.value ?? 'id',
      label: spec.label ?? 'name',
      ...(spec.where === undefined ? {} : { where: spec.where }),
    };
  }
  return { kind: 'none' };
}

/**
 * Where a filter's options come from: a lookup of the catalog (`specs/catalog/lookups.yaml`, an
 * operation or fixed values), or an operation or values written in the filter itself. Throws for
 * a lookup name the catalog does not have, naming it, rather than showing an empty dropdown.
 */
export function optionSource(filter: ListFilter, catalogLookups: Readonly<Record<string, Lookup>> = lookups): OptionSource {
  const options = filter.options;
  if (options === undefined) return { kind: 'none' };
  if (options.lookup === undefined) return sourceOf(options);
  const entry: Lookup | undefined = catalogLookups[options.lookup];
  if (entry === undefined) throw new Error(`Filter '${filter.field}' names the unknown lookup '${options.lookup}'`);
  return sourceOf(entry);
}

/**
 * The options of a lookup answer: a list of rows or a page `{ data: [...] }`, read by its value
 * and label fields, keeping only the rows whose fields equal `where` when the lookup has one.
 */
export function rowsToOptions(payload: unknown, value: string, label: string, where?: LookupWhere): FilterOption[] {
  const rows: unknown = Array.isArray(payload) ? payload : isJsonObject(payload) ? payload.data : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const record = isJsonObject(row) ? row : undefined;
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
