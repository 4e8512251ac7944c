import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { SpecFile } from '../load/SpecFile';
import { specSchemaKeywords } from '../load/specSchemaKeywords';
import type { LintProblem } from './LintProblem';
import { nearestName } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

/** Validates spec files against the JSON Schemas of specs/schema. */
export interface SchemaValidator {
  /** Problems of one file against the named schema (`screen.schema.json`), each at its YAML node. */
  problemsOf(file: SpecFile, schemaName: string): LintProblem[];
}

/**
 * Compiles the spec-format schemas once (they reference each other, e.g. a screen's `access`
 * is the access spec's `accessRule`) and returns a validator that maps each Ajv error to the
 * YAML node it concerns, in plain words.
 *
 * @example
 * const validator = createSchemaValidator(tree.schemas);
 * validator.problemsOf(screenFile, 'screen.schema.json');
 */
export function createSchemaValidator(
  schemas: ReadonlyMap<string, Record<string, unknown>>,
): SchemaValidator {
  // Compiling the schemas is the slowest step of a lint; the dev server and the lint corpus lint
  // the same schemas again and again, so validators are kept per schema content.
  const cacheKey = JSON.stringify([...schemas]);
  const cached = validatorCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const validator = compileSchemaValidator(schemas);
  validatorCache.set(cacheKey, validator);
  return validator;
}

const validatorCache = new Map<string, SchemaValidator>();

function compileSchemaValidator(schemas: ReadonlyMap<string, Record<string, unknown>>): SchemaValidator {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    allowUnionTypes: true,
    strict: true,
    strictRequired: false,
  });
  for (const keyword of specSchemaKeywords) ajv.addKeyword(keyword);
  for (const [name, schema] of schemas) ajv.addSchema(schema, name);
  const compiled = new Map<string, ValidateFunction>();
  return {
    problemsOf(file, schemaName) {
      if (file.data === undefined) return [];
      let validate = compiled.get(schemaName);
      if (validate === undefined) {
        const found = ajv.getSchema(schemaName);
        if (found === undefined) {
          return [
            { file: file.path, line: 1, column: 1, message: `missing schema specs/schema/${schemaName}` },
          ];
        }
        validate = found;
        compiled.set(schemaName, validate);
      }
      if (validate(file.data)) return [];
      return describeErrors(file, validate.errors ?? [], validate.schema);
    },
  };
}

function describeErrors(file: SpecFile, errors: readonly ErrorObject[], schema: unknown): LintProblem[] {
  // An `anyOf` failure also reports why each branch failed; one sentence naming the allowed
  // forms is clearer, so the branch errors under it are dropped.
  const anyOfErrors = errors.filter((error) => error.keyword === 'anyOf');
  const problems: LintProblem[] = [];
  const unknownKeys = new Set(
    errors
      .filter((error) => error.keyword === 'additionalProperties')
      .map((error) => `${error.instancePath}/${String((error.params as { additionalProperty: string }).additionalProperty)}`),
  );
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    // A key refused by `propertyNames` (a key of another kind of screen): Ajv reports it twice,
    // the inner error names the key, and it is reported at the key's line.
    if (error.keyword === 'propertyNames') continue;
    if (error.propertyName !== undefined) {
      // A key no kind knows is already an "unknown key" of additionalProperties.
      if (!unknownKeys.has(`${error.instancePath}/${error.propertyName}`))
        problems.push(foreignKeyProblem(file, error, error.propertyName, schema));
      continue;
    }
    const underAnyOf = anyOfErrors.some(
      (anyOf) => anyOf !== error && error.schemaPath.startsWith(`${anyOf.schemaPath}/`),
    );
    if (underAnyOf) continue;
    const path = pathSegments(error.instancePath);
    const at = error.keyword === 'additionalProperties' ? 'key' : 'value';
    const target =
      error.keyword === 'additionalProperties'
        ? [...path, String((error.params as { additionalProperty: string }).additionalProperty)]
        : path;
    const { line, column } = positionOf(file, target, at);
    problems.push({ file: file.path, line, column, message: errorMessage(error, path, file.data) });
  }
  return problems;
}

function foreignKeyProblem(file: SpecFile, error: ErrorObject, key: string, schema: unknown): LintProblem {
  const path = pathSegments(error.instancePath);
  const kind = valueAt(file.data, [...path, 'kind']);
  const allowed = ((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).map(String);
  const suggestion = nearestName(key, allowed);
  // A nested construct with kinds (an action: `to`, `operation`...) names the kind in the
  // `$comment` of its `propertyNames`.
  const comment = (error.parentSchema as { $comment?: unknown } | undefined)?.$comment;
  const owner =
    typeof comment === 'string'
      ? `${comment} at \`${pathText(path)}\``
      : typeof kind === 'string'
        ? `a \`${kind}\` screen`
        : pathText(path) || 'this spec';
  const owners = typeof comment === 'string' ? [] : kindsTaking(schema, key);
  const belongs = owners.length === 0 ? '' : ` (it belongs to ${owners.map((name) => `\`${name}\``).join(', ')})`;
  return {
    file: file.path,
    ...positionOf(file, [...path, key], 'key'),
    message: `\`${key}\` is not a key of ${owner}${belongs}${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
  };
}

/** The kinds whose `if: { properties: { kind: { const } } }, then: { propertyNames }` branch allows `key`. */
function kindsTaking(schema: unknown, key: string): string[] {
  const branches = (schema as { allOf?: unknown } | undefined)?.allOf;
  if (!Array.isArray(branches)) return [];
  return branches.flatMap((branch) => {
    const { if: condition, then } = branch as {
      if?: { properties?: { kind?: { const?: unknown } } };
      then?: { propertyNames?: { enum?: unknown[] } };
    };
    const kind = condition?.properties?.kind?.const;
    return typeof kind === 'string' && then?.propertyNames?.enum?.includes(key) === true ? [kind] : [];
  });
}

function errorMessage(error: ErrorObject, path: readonly PathSegment[], data: unknown): string {
  const name = `\`${pathText(path)}\``;
  const value = valueAt(data, path);
  switch (error.keyword) {
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return path.length === 0
        ? `missing required key \`${missing}\``
        : `${name} is missing required key \`${missing}\``;
    }
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys(
        (error.parentSchema as { properties?: object } | undefined)?.properties ?? {},
      );
      const suggestion = nearestName(key, allowed);
      const where = path.length === 0 ? '' : ` in ${name}`;
      return suggestion === undefined
        ? `unknown key \`${key}\`${where}`
        : `unknown key \`${key}\`${where}; did you mean \`${suggestion}\`?`;
    }
    case 'type': {
      const expected = [(error.params as { type: string | string[] }).type]
        .flat()
        .map(typeWords)
        .join(' or ');
      return `${name} must be ${expected}, not ${typeWords(typeOf(value))}`;
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const suggestion = nearestName(String(value), allowed);
      const hint = suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`;
      return `${name} must be one of ${allowed.map((item) => `\`${item}\``).join(', ')}, not \`${String(value)}\`${hint}`;
    }
    case 'const':
      return `${name} must be \`${String((error.params as { allowedValue: unknown }).allowedValue)}\``;
    case 'anyOf':
      return `${name} must be ${anyOfWords(error.schema)}`;
    case 'pattern':
      return (error.params as { pattern: string }).pattern === '^/'
        ? `${name} must start with \`/\``
        : `${name} must match the pattern \`${(error.params as { pattern: string }).pattern}\``;
    default:
      return `${name} ${error.message ?? 'is not valid'}`;
  }
}

function anyOfWords(branches: unknown): string {
  if (!Array.isArray(branches)) return 'of another form';
  return branches
    .map((branch: { const?: unknown; type?: string }) =>
      branch.const !== undefined
        ? `\`${JSON.stringify(branch.const).replace(/^"|"$/g, '')}\``
        : typeWords(branch.type ?? 'value'),
    )
    .join(' or ');
}

function typeWords(type: string): string {
  switch (type) {
    case 'integer':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'string':
      return 'text';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'a map of keys';
    case 'null':
      return 'empty';
    default:
      return type;
  }
}

function typeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function pathSegments(instancePath: string): PathSegment[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** `columns[3].format` for ['columns', 3, 'format']. */
export function pathText(path: readonly PathSegment[]): string {
  return path.reduce<string>(
    (text, segment) =>
      typeof segment === 'number' ? `${text}[${segment}]` : text === '' ? segment : `${text}.${segment}`,
    '',
  );
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let value: unknown = data;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}
