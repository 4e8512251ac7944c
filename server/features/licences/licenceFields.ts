import { ApiError } from '../../http/ApiError';
import type { MultipartField } from '../../http/multipartParts';
import { isRowId } from '../../db/isRowId';
import { isCalendarDate } from '../../http/isCalendarDate';

/** The 50 states and DC by postal code: the cells of the licence grid. */
export const licenceStates: readonly string[] = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
  'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');

/** What a licence save sends, read from its multipart fields. */
export interface LicenceFields {
  user_id: number;
  state: string;
  certification_number: string;
  effective_date: string;
  expiration_date: string;
}

const isField = (part: unknown): part is MultipartField =>
  typeof part === 'object' && part !== null && 'type' in part && part.type === 'field';

const labels: Record<keyof LicenceFields, string> = {
  user_id: 'User',
  state: 'State',
  certification_number: 'Certification number',
  effective_date: 'Effective date',
  expiration_date: 'Expiration date',
};

/**
 * Reads and checks the text fields of a multipart licence save (multipart bodies are not checked
 * against the OpenAPI schema by the request validator): every field present, the user an id, the
 * state one of the grid's, the dates `YYYY-MM-DD`.
 *
 * @example
 * const fields = licenceFields(call.body);
 */
export function licenceFields(body: Readonly<Partial<Record<string, unknown>>>): LicenceFields {
  const text = (name: keyof LicenceFields) => {
    const part = body[name];
    return isField(part) ? String(part.value).trim() : '';
  };
  const missing = (Object.keys(labels) as (keyof LicenceFields)[]).filter((name) => text(name) === '');
  if (missing.length > 0) {
    throw ApiError.validation(['000F0001'], Object.fromEntries(missing.map((name) => [name, [`${labels[name]} is required.`]])));
  }
  const userId = Number(text('user_id'));
  const state = text('state').toUpperCase();
  const invalid: Record<string, string[]> = {};
  if (!isRowId(userId)) invalid.user_id = ['User is not valid.'];
  if (!licenceStates.includes(state)) invalid.state = ['State is not valid.'];
  for (const name of ['effective_date', 'expiration_date'] as const) {
    if (!isCalendarDate(text(name))) invalid[name] = [`${labels[name]} must be a date.`];
  }
  if (text('certification_number').length > 64) invalid.certification_number = ['Certification number must be at most 64 characters.'];
  if (Object.keys(invalid).length > 0) throw ApiError.validation(['000F0002'], invalid);
  return {
    user_id: userId,
    state,
    certification_number: text('certification_number'),
    effective_date: text('effective_date'),
    expiration_date: text('expiration_date'),
  };
}
