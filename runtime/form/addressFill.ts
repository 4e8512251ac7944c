/** The answer of POST google/place_details. */
export interface AddressParts {
  line_1: string;
  city: string;
  state: string;
  zip_code: string;
}

/**
 * The form values a chosen address fills: line_1, city, state and zip_code beside the field the
 * autocomplete sits on (`address.line_1` fills `address.city`, ...). An empty part (a ZIP-only
 * suggestion has no street) leaves that field as typed.
 *
 * @example
 * addressFillValues('address.line_1', { line_1: '1 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' });
 * // { 'address.line_1': '1 Main Street', 'address.city': 'Springfield', 'address.state': 'IL', 'address.zip_code': '62701' }
 */
export function addressFillValues(fieldPath: string, parts: AddressParts): Record<string, string> {
  const parent = fieldPath.includes('.') ? `${fieldPath.slice(0, fieldPath.lastIndexOf('.'))}.` : '';
  const values: Record<string, string> = {};
  for (const key of ['line_1', 'city', 'state', 'zip_code'] as const) {
    const part = parts[key];
    if (typeof part === 'string' && part !== '') values[`${parent}${key}`] = part;
  }
  return values;
}
