import type { Row } from '../../runtime/formats/cellDisplay';
import { message } from '../../src/generated/catalog';
import type { OperationBody } from '../../src/generated/operationTypes';
import type { ListColumn } from '../../src/generated/spec-types';

/** What the NPI lookup's four inputs hold. */
export interface NpiInputs {
  number: string;
  firstName: string;
  lastName: string;
  organizationName: string;
}

/** Which of the inputs may be typed in: the kinds of search exclude each other ([npi-fields-exclusive]). */
export interface NpiEnabled {
  number: boolean;
  names: boolean;
  organizationName: boolean;
}

/** The search kinds of the NPI search action. */
export type NpiSearchKind = 'number' | 'name' | 'organization';

/** One result of `searchNpi` (the middleware's flattened NPPES result). */
export interface NpiLookupResult {
  number: string;
  enumeration_type: string;
  sole_proprietor: boolean;
  name: string;
  [field: string]: unknown;
}

/** What the lookup is for: `practice` keeps practice-like providers and has its own empty message. */
export type NpiPurpose = 'practice' | 'person' | 'any';

const filled = (value: string) => value.trim() !== '';

/**
 * Which inputs are open: typing a number closes the names and the organisation, typing a name
 * closes the number and the organisation, typing an organisation closes the number and the names
 * ([npi-fields-exclusive]).
 *
 * @example
 * npiEnabled({ number: '12', firstName: '', lastName: '', organizationName: '' });
 * // { number: true, names: false, organizationName: false }
 */
export function npiEnabled(inputs: NpiInputs): NpiEnabled {
  const number = filled(inputs.number);
  const names = filled(inputs.firstName) || filled(inputs.lastName);
  const organization = filled(inputs.organizationName);
  return { number: !names && !organization, names: !number && !organization, organizationName: !number && !names };
}

/** The body of `searchNpi` for the inputs, or the message saying why there is none. */
export type NpiRequest =
  | { ok: true; kind: NpiSearchKind; body: OperationBody<'searchNpi'> }
  | { ok: false; message: string | undefined };

/**
 * The NPI search action's request ([npi-search-params]): type npi, limit 100 and skip 0, plus the
 * number, or first and last name ('NPI search requires first and last name' when only one is
 * given, [npi-name-search-both]), or the organisation name. Nothing typed: no request, no message.
 *
 * @example
 * npiRequest({ number: '', firstName: 'John', lastName: 'Smith', organizationName: '' }, 100);
 * // { ok: true, kind: 'name', body: { type: 'npi', params: { limit: 100, skip: 0, first_name: 'John', last_name: 'Smith' } } }
 */
export function npiRequest(inputs: NpiInputs, limit: number): NpiRequest {
  const page = { limit, skip: 0 };
  if (filled(inputs.number)) return { ok: true, kind: 'number', body: { type: 'npi', params: { ...page, number: inputs.number.trim() } } };
  if (filled(inputs.organizationName)) {
    return { ok: true, kind: 'organization', body: { type: 'npi', params: { ...page, organization_name: inputs.organizationName.trim() } } };
  }
  if (filled(inputs.firstName) || filled(inputs.lastName)) {
    if (!filled(inputs.firstName) || !filled(inputs.lastName)) return { ok: false, message: message('npiNeedsFirstAndLastName') };
    return {
      ok: true,
      kind: 'name',
      body: { type: 'npi', params: { ...page, first_name: inputs.firstName.trim(), last_name: inputs.lastName.trim() } },
    };
  }
  return { ok: false, message: undefined };
}

/**
 * The results the lookup offers: a person search keeps only individuals (NPI-1,
 * [npi-person-results]); a lookup for a practice keeps only sole proprietors with NPI-1 and
 * organisations with NPI-2 ([practice-npi-result-filter]).
 *
 * @example
 * npiResultFilter(results, { kind: 'organization', purpose: 'practice' });
 */
export function npiResultFilter<T extends NpiLookupResult>(results: readonly T[], { kind, purpose }: { kind: NpiSearchKind; purpose: NpiPurpose }): T[] {
  return results.filter((result) => {
    if (kind === 'name' && result.enumeration_type !== 'NPI-1') return false;
    if (purpose === 'person' && result.enumeration_type !== 'NPI-1') return false;
    if (purpose === 'practice') {
      return (result.enumeration_type === 'NPI-1' && result.sole_proprietor) || result.enumeration_type === 'NPI-2';
    }
    return true;
  });
}

/**
 * The message for a search that found nothing: 'Please enter the organization's NPI
 * information' for a practice ([practice-npi-empty]), else '{label} not found in the {product}
 * database.' ([npi-empty-other]).
 *
 * @example
 * npiEmptyMessage('person', 'Surgeon NPI', 'NPPES'); // 'Surgeon NPI not found in the NPPES database.'
 */
export function npiEmptyMessage(purpose: NpiPurpose, label: string, product: string): string {
  if (purpose === 'practice') return message('npiEmptyForPractice');
  return message('npiNotFoundInDatabase', { label, product });
}

/**
 * The form values a chosen result fills: `fill` maps form field paths to result fields
 * (`{ name: 'name', 'address.city': 'city' }`); empty result fields fill nothing.
 *
 * @example
 * npiFillValues(result, { name: 'name', 'phone_number.number': 'phone' }); // { name: 'Summit Medical Supply LLC', 'phone_number.number': '4145550119' }
 */
export function npiFillValues(result: NpiLookupResult, fill: Readonly<Record<string, string>>): Row {
  return Object.fromEntries(
    Object.entries(fill).flatMap(([path, field]) => {
      const value = result[field];
      return value === null || value === undefined || value === '' ? [] : [[path, value]];
    }),
  );
}

/** One row of the results grid: the result's name, number, kind and place. */
export interface NpiResultRow {
  [field: string]: string;
  number: string;
  name: string;
  type: string;
  place: string;
}

/**
 * The results grid's columns (runtime/list's grid): Name, NPI, Type and City, headed from the
 * catalogue.
 *
 * @example
 * npiResultColumns().map((column) => column.field); // ['name', 'number', 'type', 'place']
 */
export function npiResultColumns(): ListColumn[] {
  return [
    { field: 'name', header: message('npiColumnName') },
    { field: 'number', header: message('npiColumnNumber') },
    { field: 'type', header: message('npiColumnType') },
    { field: 'place', header: message('npiColumnCity') },
  ];
}

/**
 * A result as the results grid shows it: NPI-2 is an organisation, anything else an individual;
 * the place is the city and state that are given, joined by a comma.
 *
 * @example
 * npiResultRow({ number: '1234567893', name: 'Summit', enumeration_type: 'NPI-2', sole_proprietor: false, city: 'Denver', state: 'CO' });
 * // { number: '1234567893', name: 'Summit', type: 'Organization', place: 'Denver, CO' }
 */
export function npiResultRow(result: NpiLookupResult): NpiResultRow {
  return {
    number: result.number,
    name: result.name,
    type: message(result.enumeration_type === 'NPI-2' ? 'npiTypeOrganization' : 'npiTypeIndividual'),
    place: [result.city, result.state].filter((part): part is string => typeof part === 'string' && part !== '').join(', '),
  };
}
