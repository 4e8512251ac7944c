import type { RJSFSchema } from '@rjsf/utils';
import { asJsonObject, type JsonObject } from '../api/jsonObject';

const allowsNull = (schema: JsonObject): boolean =>
  schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));

/**
 * The body a form sends: its data, with every empty field whose schema allows `null` sent as
 * `null` rather than left out (the practice NPI is sent as null when empty, [practice-npi-null]),
 * in objects too. RJSF drops cleared inputs from its data; this puts the nulls back.
 *
 * @example
 * formRequestBody({ type: 'object', properties: { npi: { type: ['string', 'null'] } } }, {}); // { npi: null }
 */
export function formRequestBody(schema: RJSFSchema, data: unknown): JsonObject {
  const body: JsonObject = { ...asJsonObject(data) };
  for (const [name, property] of Object.entries(asJsonObject(schema.properties))) {
    const propertySchema = asJsonObject(property);
    const value = body[name];
    if (propertySchema.type === 'object' && value !== undefined) {
      body[name] = formRequestBody(propertySchema, value);
    } else if ((value === undefined || value === '') && allowsNull(propertySchema)) {
      body[name] = null;
    }
  }
  return body;
}
