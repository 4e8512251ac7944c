import type { StepData } from '../../machines/wizard/wizardContract';
import { asJsonObject, type JsonObject } from '../api/jsonObject';

const propertiesOf = (schema: unknown): JsonObject => asJsonObject(asJsonObject(schema).properties);

/**
 * The body a wizard step sends: the machine's body without the form's fields this user may not
 * see (those the form's schema has and the user's view of it lacks), so that a field limited to
 * some roles is neither shown nor sent to anyone else; fields outside the form (ids the machine
 * adds) pass through.
 *
 * @example
 * withoutHiddenFields({ beta: true, first_name: 'Ann', patient_id: 4 }, fullSchema, viewSchema);
 * // { first_name: 'Ann', patient_id: 4 } for a user who does not see `beta`
 */
export function withoutHiddenFields(body: StepData, formSchema: unknown, viewSchema: unknown): StepData {
  const visible = propertiesOf(viewSchema);
  const result: JsonObject = {};
  for (const [name, value] of Object.entries(body)) {
    if (name in propertiesOf(formSchema) && !(name in visible)) continue;
    result[name] = value;
  }
  return result;
}
