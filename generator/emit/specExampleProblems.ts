import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { type JsonSchema, specLanguage } from './specConstructs';
import { specSchemaKeywords } from '../load/specSchemaKeywords';

/**
 * What keeps specs/README.md honest: every construct of the spec language (each schema's root,
 * each `$defs` entry, each titled object inside) has at least one `examples` entry, and every
 * example is valid against its own construct, compiled with the whole set of schemas (so a
 * screen example's `access` is checked against the access spec's `accessRule`). Returns one line
 * per problem; none when the reference is sound.
 *
 * @example
 * specExampleProblems(tree.schemas);
 * // ['screen.schema.json#/$defs/listOrder (ListOrder) example 1: unknown key `dir`']
 */
export function specExampleProblems(schemas: ReadonlyMap<string, JsonSchema>): string[] {
  // The linter's own settings (generator/lint/schemaProblems.ts), so an example passes exactly
  // when the same text in a spec file would.
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: true, strictRequired: false, discriminator: true });
  for (const keyword of specSchemaKeywords) ajv.addKeyword(keyword);
  for (const [name, schema] of schemas) ajv.addSchema(schema, name);
  const problems: string[] = [];
  for (const construct of specLanguage(schemas, []).constructs) {
    const name = `${construct.id} (${construct.title})`;
    const examples = construct.schema.examples;
    if (!Array.isArray(examples) || examples.length === 0) {
      problems.push(`${name} has no example: add \`examples\` to it`);
      continue;
    }
    let validate: ReturnType<typeof ajv.getSchema>;
    try {
      validate = ajv.getSchema(construct.id);
    } catch (error) {
      problems.push(`${name} cannot be compiled: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (validate === undefined) {
      problems.push(`${name} cannot be compiled`);
      continue;
    }
    examples.forEach((example, index) => {
      if (validate(example)) return;
      const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'if');
      problems.push(`${name} example ${index + 1}: ${errors.map(errorWords).join('; ')}`);
    });
  }
  return problems;
}

function errorWords(error: ErrorObject): string {
  const at = error.instancePath === '' ? '' : `${error.instancePath.slice(1).replace(/\//g, '.')}: `;
  if (error.keyword === 'additionalProperties')
    return `${at}unknown key \`${String((error.params as { additionalProperty: unknown }).additionalProperty)}\``;
  if (error.keyword === 'propertyNames' || error.propertyName !== undefined)
    return `${at}key \`${String(error.propertyName ?? '')}\` is not taken here`;
  return `${at}${error.message ?? 'is not valid'}`;
}
