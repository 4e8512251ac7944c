import type { AccessRule } from '../../src/generated/access';
import { message } from '../../src/generated/catalog';
import type { SearchOption, SearchSpec } from '../../src/generated/spec-types';

/**
 * The body a search screen sends ([search-call]): the option's `value` as `search_model`, the one
 * field's text or the option's filled fields as `search_term`, the page, and the spec's page size.
 */
export interface SearchRequestBody {
  search_model: string;
  search_term: string | Record<string, string>;
  page: number;
  limit?: number;
}

/** What the user has chosen and typed, and which page of results they look at. */
export interface SearchState {
  /** The chosen option's `value`. */
  model: string;
  /** Field → text typed. */
  values: Record<string, string>;
  /** The page of results shown; 0 when no search has been made yet. */
  page: number;
}

/** The options a user is offered: those whose access rule allows them. */
export function offeredOptions(spec: Pick<SearchSpec, 'options'>, can: (rule: AccessRule) => boolean): SearchOption[] {
  return spec.options.filter((option) => option.access === undefined || can(option.access));
}

/**
 * The search state of a URL query (`?model=patient_name&last_name=smi&page=1`): the option it
 * names if offered, else the first offered one; its fields' values; the page (0 when absent).
 *
 * @example
 * readSearchState(new URLSearchParams('model=practice&name=lake&page=2'), options); // { model: 'practice', values: { name: 'lake' }, page: 2 }
 */
export function readSearchState(query: URLSearchParams, options: readonly SearchOption[]): SearchState {
  const option = options.find((candidate) => candidate.value === query.get('model')) ?? options[0];
  const values: Record<string, string> = {};
  for (const field of option?.fields ?? []) values[field.field] = query.get(field.field) ?? '';
  const page = Number(query.get('page'));
  return { model: option?.value ?? '', values, page: Number.isInteger(page) && page > 0 ? page : 0 };
}

/** The URL query of a search state (empty fields and an unsearched page left out). */
export function searchStateQuery(state: SearchState): URLSearchParams {
  const query = new URLSearchParams({ model: state.model });
  for (const [field, value] of Object.entries(state.values)) if (value !== '') query.set(field, value);
  if (state.page > 0) query.set('page', String(state.page));
  return query;
}


/**
 * The problem of each field of `option` as typed, by field: 'Required' for an empty required field,
 * the spec's minimum-length message for a filled field shorter than `minLength`
 * ([search-min-chars]). Empty when the search may be made.
 *
 * @example
 * searchProblems(spec, patientName, { last_name: 'Sm', first_name: '' }); // { last_name: 'Minimum 3 characters.' }
 */
export function searchProblems(spec: Pick<SearchSpec, 'minLength' | 'minLengthMessage'>, option: SearchOption, values: Readonly<Record<string, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of option.fields) {
    const value = (values[field.field] ?? '').trim();
    if (value === '') {
      if (field.required === true) problems[field.field] = message('required');
    } else if (spec.minLength !== undefined && value.length < spec.minLength) {
      problems[field.field] = spec.minLengthMessage === undefined ? `Minimum ${spec.minLength} characters.` : spec.minLengthMessage;
    }
  }
  return problems;
}

/**
 * Whether a field can be typed in: a field with `enabledAfter` only once that field is filled
 * ([search-second-name-disabled]).
 */
export function fieldEnabled(option: SearchOption, field: string, values: Readonly<Record<string, string>>): boolean {
  const after = option.fields.find((candidate) => candidate.field === field)?.enabledAfter;
  return after === undefined || (values[after] ?? '').trim() !== '';
}

/**
 * The request body of a search ([search-call]): `{search_model, search_term, page, limit?}`, the
 * term being the one field's text, or an object of the option's filled fields (trimmed).
 *
 * @example
 * searchRequestBody(spec, patientName, { model: 'patient_name', values: { last_name: 'smi', first_name: '' }, page: 1 });
 * // { search_model: 'patient_name', search_term: { last_name: 'smi' }, page: 1, limit: 20 }
 */
export function searchRequestBody(spec: Pick<SearchSpec, 'pageSize'>, option: SearchOption, state: SearchState): SearchRequestBody {
  const trimmed = (field: string) => (state.values[field] ?? '').trim();
  let term: SearchRequestBody['search_term'];
  const [only] = option.fields;
  if (option.fields.length === 1 && only !== undefined) term = trimmed(only.field);
  else {
    const object: Record<string, string> = {};
    for (const field of option.fields) {
      // A field that cannot be typed in yet is not sent either.
      if (trimmed(field.field) !== '' && fieldEnabled(option, field.field, state.values)) object[field.field] = trimmed(field.field);
    }
    term = object;
  }
  return {
    search_model: option.value,
    search_term: term,
    page: Math.max(1, state.page),
    ...(spec.pageSize === undefined ? {} : { limit: spec.pageSize }),
  };
}
