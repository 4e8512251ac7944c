type Json = Record<string, unknown>;

const propertiesOf = (schema: unknown): Json => {
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return typeof properties === 'object' && properties !== null ? (properties as Json) : {};
};

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
export function withoutHiddenFields(body: Json, formSchema: unknown, viewSchema: unknown): Json {
  const visible = propertiesOf(viewSchema);
  const result: Json = {};
  for (const [name, value] of Object.entries(body)) {
    if (name in propertiesOf(formSchema) && !(name in visible)) continue;
    result[name] = value;
  }
  return result;
}
