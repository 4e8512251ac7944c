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
    // A screen's `kind` picks its definition (`oneOf` + `discriminator`): only that one reports.
    discriminator: true,
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
    // A key refused by `propertyNames` (a key of another kind of action): Ajv reports it twice,
    // the inner error names the key, and it is reported at the key's line.
    if (error.keyword === 'propertyNames') continue;
    if (error.propertyName !== undefined) {
      // A key no kind knows is already an "unknown key" of additionalProperties.
      if (!unknownKeys.has(`${error.instancePath}/${error.propertyName}`))
        problems.push(foreignKeyProblem(file, error, error.propertyName));
      continue;
    }
    const kindProblems = kindBranchProblems(file, error, schema);
    if (kindProblems !== undefined) {
      problems.push(...kindProblems);
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

function foreignKeyProblem(file: SpecFile, error: ErrorObject, key: string): LintProblem {
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
  return {
    file: file.path,
    ...positionOf(file, [...path, key], 'key'),
    message: `\`${key}\` is not a key of ${owner}${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
  };
}

/**
 * The errors of a root whose `kind` picks one definition (`oneOf` + `discriminator`, the screen
 * schema), in the words of its kinds: a `kind` no definition has is one "must be one of" problem;
 * a key the picked kind does not take names the kinds that do, or the nearest key it takes; a key
 * the kind needs says so at `kind`. None for an error another one says (a missing `kind` is a
 * `required` error of its own); `undefined` for an error that is not about kinds.
 */
function kindBranchProblems(file: SpecFile, error: ErrorObject, root: unknown): LintProblem[] | undefined {
  const path = pathSegments(error.instancePath);
  const branch = record(error.parentSchema);
  const kind = record(record(branch.properties).kind).const;
  if (error.keyword === 'discriminator') {
    const { error: reason, tag, tagValue } = error.params as { error: string; tag: string; tagValue?: unknown };
    if (reason === 'tag') return [];
    const allowed = kindBranches(error.parentSchema, root).map(({ kind: name }) => name);
    const value = String(tagValue);
    const suggestion = nearestName(value, allowed);
    return [
      {
        file: file.path,
        ...positionOf(file, [...path, tag]),
        message: `\`${pathText([...path, tag])}\` must be one of ${allowed.map((name) => `\`${name}\``).join(', ')}, not \`${value}\`${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
      },
    ];
  }
  if (typeof kind !== 'string') return undefined;
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return [{ file: file.path, ...positionOf(file, [...path, 'kind']), message: `a ${kind} screen needs \`${missing}\`` }];
  }
  if (error.keyword !== 'unevaluatedProperties') return undefined;
  const key = (error.params as { unevaluatedProperty: string }).unevaluatedProperty;
  const takes = keysOf(branch, root);
  const owners = kindBranches(root, root).filter((other) => other.kind !== kind && other.keys.includes(key));
  const suggestion = nearestName(key, takes);
  const hint = suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`;
  const where = path.length === 0 ? '' : ` in \`${pathText(path)}\``;
  return [
    {
      file: file.path,
      ...positionOf(file, [...path, key], 'key'),
      message:
        owners.length === 0
          ? `unknown key \`${key}\`${where}${hint}`
          : `\`${key}\` is not a key of a \`${kind}\` screen (it belongs to ${owners.map((owner) => `\`${owner.kind}\``).join(', ')})${hint}`,
    },
  ];
}

/** The definitions of a `oneOf` root one per kind: each kind (its `kind` const) and its own keys. */
function kindBranches(schema: unknown, root: unknown): { kind: string; keys: string[] }[] {
  const branches = record(schema).oneOf;
  return (Array.isArray(branches) ? branches : []).flatMap((entry) => {
    const branch = resolveRef(entry, root);
    const kind = record(record(branch.properties).kind).const;
    return typeof kind === 'string' ? [{ kind, keys: Object.keys(record(branch.properties)) }] : [];
  });
}

/** Every key a definition takes: its own properties and those of the definitions it builds on (`allOf`). */
function keysOf(schema: Record<string, unknown>, root: unknown, depth = 0): string[] {
  const parts = Array.isArray(schema.allOf) && depth < 10 ? schema.allOf : [];
  return [...new Set([...parts.flatMap((part) => keysOf(resolveRef(part, root), root, depth + 1)), ...Object.keys(record(schema.properties))])];
}

// A local `$ref` (`#/$defs/listScreen`) followed inside `root`; the schema itself otherwise.
function resolveRef(schema: unknown, root: unknown): Record<string, unknown> {
  const ref = record(schema).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return record(schema);
  return record(ref.slice(2).split('/').reduce<unknown>((node, key) => record(node)[key.replace(/~1/g, '/').replace(/~0/g, '~')], root));
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
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
