import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { specSchemaKeywords } from '../load/specSchemaKeywords';

/** Where a schema sits: its file of specs/schema and a JSON pointer into it (`''` for the root). */
export interface SchemaLocation {
  file: string;
  pointer: string;
}

/** A schema that applies to a value, with its location. */
export interface AppliedSchema {
  location: SchemaLocation;
  schema: Readonly<Record<string, unknown>>;
}

/** What a compile step sees at each value: the value and every schema that applies to it. */
export type SchemaVisit = (value: unknown, applied: readonly AppliedSchema[]) => unknown;

type Schema = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeKey = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** Walks spec data together with the JSON Schemas of specs/schema. */
export interface SchemaWalker {
  /**
   * Rebuilds `value` bottom-up: each object's and array's children first, then `visit` with the
   * schemas that apply to the value (its `$ref` targets, `allOf` parts, the `oneOf`/`anyOf`
   * branches it validates against, the `then`/`else` its `if` picks), whose answer replaces it.
   */
  transform(value: unknown, location: SchemaLocation, visit: SchemaVisit): unknown;
}

/**
 * A walker over the spec-format schemas, so that a compile step can act on an annotation of the
 * schema (`"x-message": true`) wherever a construct uses it, whatever the construct's shape:
 * fields that other constructs add later are compiled as soon as their schema marks them.
 *
 * @example
 * const walker = createSchemaWalker(tree.schemas);
 * walker.transform(screen, { file: 'screen.schema.json', pointer: '' }, (value, applied) => value);
 */
export function createSchemaWalker(schemas: ReadonlyMap<string, Record<string, unknown>>): SchemaWalker {
  const ajv = new Ajv2020({ allowUnionTypes: true, strict: false, discriminator: true });
  for (const keyword of specSchemaKeywords) ajv.addKeyword(keyword);
  for (const [name, schema] of schemas) ajv.addSchema(schema, name);
  const validators = new Map<string, ValidateFunction>();

  const schemaAt = (location: SchemaLocation): Schema | undefined => {
    const root = schemas.get(location.file);
    if (location.pointer === '') return root;
    return location.pointer
      .slice(1)
      .split('/')
      .map(unescapeKey)
      .reduce<unknown>((node, key) => (Array.isArray(node) ? node[Number(key)] : isRecord(node) ? node[key] : undefined), root) as
      | Schema
      | undefined;
  };
  const validates = (value: unknown, location: SchemaLocation): boolean => {
    const key = `${location.file}#${location.pointer}`;
    let validate = validators.get(key);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: key });
      validators.set(key, validate);
    }
    return validate(value);
  };
  const child = (location: SchemaLocation, ...keys: (string | number)[]): SchemaLocation => ({
    file: location.file,
    pointer: `${location.pointer}/${keys.map((key) => escapeKey(String(key))).join('/')}`,
  });

  // Every schema that applies to `value` at `location`, the location's own first.
  const applicable = (value: unknown, location: SchemaLocation, depth = 0): AppliedSchema[] => {
    const schema = schemaAt(location);
    if (schema === undefined || depth > 40) return [];
    const applied: AppliedSchema[] = [{ location, schema }];
    const add = (next: SchemaLocation) => applied.push(...applicable(value, next, depth + 1));
    if (typeof schema.$ref === 'string') {
      const [file = '', pointer = ''] = schema.$ref.split('#');
      add({ file: file === '' ? location.file : file, pointer });
    }
    if (Array.isArray(schema.allOf)) schema.allOf.forEach((_, index) => add(child(location, 'allOf', index)));
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const branches = schema[keyword];
      if (!Array.isArray(branches)) continue;
      branches.forEach((_, index) => {
        const branch = child(location, keyword, index);
        if (validates(value, branch)) add(branch);
      });
    }
    if (schema.if !== undefined) {
      const picked = validates(value, child(location, 'if')) ? 'then' : 'else';
      if (schema[picked] !== undefined) add(child(location, picked));
    }
    return applied;
  };

  const propertyLocations = (applied: readonly AppliedSchema[], key: string): SchemaLocation[] =>
    applied.flatMap(({ location, schema }) => {
      if (isRecord(schema.properties) && key in schema.properties) return [child(location, 'properties', key)];
      const patterns = isRecord(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
      const pattern = patterns.find((source) => new RegExp(source, 'u').test(key));
      if (pattern !== undefined) return [child(location, 'patternProperties', pattern)];
      return isRecord(schema.additionalProperties) ? [child(location, 'additionalProperties')] : [];
    });
  const itemLocations = (applied: readonly AppliedSchema[], index: number): SchemaLocation[] =>
    applied.flatMap(({ location, schema }) => {
      if (Array.isArray(schema.prefixItems) && index < schema.prefixItems.length) return [child(location, 'prefixItems', index)];
      return isRecord(schema.items) ? [child(location, 'items')] : [];
    });

  const transformAt = (value: unknown, locations: readonly SchemaLocation[], visit: SchemaVisit): unknown => {
    const applied = locations.flatMap((location) => applicable(value, location));
    let rebuilt = value;
    if (Array.isArray(value)) {
      rebuilt = value.map((item, index) => transformAt(item, itemLocations(applied, index), visit));
    } else if (isRecord(value)) {
      rebuilt = Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, transformAt(item, propertyLocations(applied, key), visit)]),
      );
    }
    return visit(rebuilt, applied);
  };

  return { transform: (value, location, visit) => transformAt(value, [location], visit) };
}
