// How big the spec formats are: the number of property entries (keys of every `properties` map,
// at any depth, `$defs` included) in the screen, form and catalog JSON Schemas. Fewer entries
// for the same screens means a smaller language to learn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The spec-format schemas whose size the bench watches. */
export const countedSchemas = ['screen.schema.json', 'form.schema.json', 'catalog.schema.json'] as const;

/**
 * Counts the entries of every `properties` map in a JSON Schema, recursively.
 *
 * @example
 * countPropertyEntries({ properties: { a: { properties: { b: {} } } } }); // 2
 */
export function countPropertyEntries(schema: unknown): number {
  if (Array.isArray(schema)) return schema.reduce((sum: number, item) => sum + countPropertyEntries(item), 0);
  if (!isRecord(schema)) return 0;
  let count = 0;
  for (const [keyword, value] of Object.entries(schema)) {
    // `examples` hold sample specs (data, not schema): their keys are no part of the language.
    if (keyword === 'examples') continue;
    if (keyword === 'properties' && isRecord(value)) {
      // The keys here are property names, not keywords: count them and descend into their schemas.
      const entries = Object.values(value);
      count += entries.length + entries.reduce((sum: number, item) => sum + countPropertyEntries(item), 0);
    } else {
      count += countPropertyEntries(value);
    }
  }
  return count;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The property-entry count of each counted schema in specs/schema, and their total. */
export function schemaPropertyCounts(repoRoot: string): { perSchema: [string, number][]; total: number } {
  const perSchema = countedSchemas.map((name): [string, number] => [
    name,
    countPropertyEntries(JSON.parse(readFileSync(join(repoRoot, 'specs/schema', name), 'utf8'))),
  ]);
  return { perSchema, total: perSchema.reduce((sum, [, count]) => sum + count, 0) };
}
