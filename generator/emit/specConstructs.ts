// The constructs of the spec language, read from the JSON Schemas of specs/schema: what the
// reference (specs/README.md) documents and what its example check covers.

/** A JSON Schema object, as parsed from specs/schema. */
export type JsonSchema = Record<string, unknown>;

/** One construct of the spec language: a schema's root, one of its `$defs`, or a titled object inside. */
export interface SpecConstruct {
  /** `<schema file>#<JSON pointer>`, e.g. `screen.schema.json#/$defs/listSource`: also its Ajv `$ref`. */
  id: string;
  /** The schema file, e.g. `screen.schema.json`. */
  schemaName: string;
  /** The JSON pointer inside the schema: `` for the root, `/$defs/listSource`, `/properties/submit`. */
  pointer: string;
  /** The name product owners read: the schema's `title`, else its `$defs` key. */
  title: string;
  schema: JsonSchema;
}

/** Which keys one kind of spec takes, from the root's `kind` branches. */
export interface KindBranch {
  kind: string;
  /** The keys this kind accepts (`propertyNames`); undefined when it accepts every key of the root. */
  keys: string[] | undefined;
  /** The keys this kind requires beyond the root's own `required`. */
  required: string[];
  /** The schemas of its keys, for a kind defined by a branch of its own (a `oneOf` root). */
  properties?: JsonSchema;
}

/** Every construct of every schema, and how they refer to each other. */
export interface SpecLanguage {
  /** The constructs, schema by schema in `schemaOrder`, each schema's root first. */
  constructs: SpecConstruct[];
  /** The schema files in reading order. */
  schemaOrder: string[];
  byId: ReadonlyMap<string, SpecConstruct>;
  /** The construct a schema object is (by identity), when it is one. */
  constructOf(schema: unknown): SpecConstruct | undefined;
  /** The construct a `$ref` written inside `schemaName` points at, when it is one. */
  resolveRef(ref: string, schemaName: string): SpecConstruct | undefined;
  /** The `kind` branches of a schema's root (empty when it has no kinds). */
  kindsOf(schemaName: string): KindBranch[];
  /** Where a construct is used: `Construct.key` of each construct key whose value refers to it. */
  usesOf(construct: SpecConstruct): { owner: SpecConstruct; key: string }[];
  /** The kinds of its schema's root whose keys lead (through any depth) to this construct. */
  kindsReaching(construct: SpecConstruct): string[];
}

// Keywords whose values are data, not schemas: never walked for references.
const dataKeywords = new Set(['examples', 'const', 'enum', 'default', 'required', 'propertyNames']);

/**
 * Reads the constructs of the spec-format schemas: each root, each `$defs` entry, and each object
 * with a `title` nested under their properties (a form's `submit`), with the references between them.
 *
 * @example
 * const language = specLanguage(tree.schemas, ['screen.schema.json', 'form.schema.json']);
 * language.constructs[0].title; // 'ScreenFields'
 */
export function specLanguage(
  schemas: ReadonlyMap<string, JsonSchema>,
  preferredOrder: readonly string[],
): SpecLanguage {
  const schemaOrder = [
    ...preferredOrder.filter((name) => schemas.has(name)),
    ...[...schemas.keys()].filter((name) => !preferredOrder.includes(name)).sort(),
  ];
  const constructs: SpecConstruct[] = [];
  const byObject = new Map<unknown, SpecConstruct>();
  const add = (schemaName: string, pointer: string, schema: JsonSchema, fallbackTitle: string) => {
    const title = typeof schema.title === 'string' ? schema.title : fallbackTitle;
    const construct = { id: `${schemaName}#${pointer}`, schemaName, pointer, title, schema };
    constructs.push(construct);
    byObject.set(schema, construct);
    addNestedConstructs(schemaName, pointer, schema);
  };
  // Titled objects under a construct's properties are constructs of their own (FormSubmit).
  const addNestedConstructs = (schemaName: string, pointer: string, schema: JsonSchema) => {
    for (const [key, value] of Object.entries(record(schema.properties))) {
      if (isSchema(value) && typeof value.title === 'string')
        add(schemaName, `${pointer}/properties/${escapePointer(key)}`, value, value.title);
    }
  };
  for (const schemaName of schemaOrder) {
    const root = schemas.get(schemaName) ?? {};
    add(schemaName, '', root, schemaName.replace(/\.schema\.json$/, ''));
    for (const [key, value] of Object.entries(record(root.$defs))) {
      if (isSchema(value)) add(schemaName, `/$defs/${escapePointer(key)}`, value, key);
    }
  }
  const byId = new Map(constructs.map((construct) => [construct.id, construct]));

  const resolveRef = (ref: string, schemaName: string): SpecConstruct | undefined => {
    const hash = ref.indexOf('#');
    const file = hash === 0 ? schemaName : hash < 0 ? ref : ref.slice(0, hash);
    const pointer = hash < 0 ? '' : ref.slice(hash + 1);
    return byId.get(`${file}#${pointer}`);
  };

  /** The constructs a schema refers to directly: its `$ref`s and the titled objects inside it. */
  const directReferences = (schema: unknown, schemaName: string): SpecConstruct[] => {
    const found: SpecConstruct[] = [];
    const walk = (node: unknown, top: boolean) => {
      if (Array.isArray(node)) {
        node.forEach((item) => walk(item, false));
        return;
      }
      if (!isSchema(node)) return;
      const nested = top ? undefined : byObject.get(node);
      if (nested !== undefined) {
        found.push(nested);
        return;
      }
      for (const [keyword, value] of Object.entries(node)) {
        if (keyword === '$ref' && typeof value === 'string') {
          const target = resolveRef(value, schemaName);
          if (target !== undefined) found.push(target);
        } else if (keyword === 'properties' || keyword === '$defs') {
          Object.values(record(value)).forEach((item) => walk(item, false));
        } else if (!dataKeywords.has(keyword)) {
          walk(value, false);
        }
      }
    };
    walk(schema, true);
    return [...new Set(found)];
  };

  const kindBranches = new Map(schemaOrder.map((name) => [name, readKindBranches(schemas.get(name) ?? {}, name)]));
  function readKindBranches(root: JsonSchema, schemaName: string): KindBranch[] {
    const branches: KindBranch[] = [];
    for (const branch of arrayOf(root.allOf)) {
      const condition = record(record(branch).if);
      const kind = record(record(condition.properties).kind).const;
      if (typeof kind !== 'string') continue;
      const then = record(record(branch).then);
      branches.push({ kind, keys: stringsOrUndefined(record(then.propertyNames).enum), required: strings(then.required) });
    }
    // A root written as `oneOf` one branch per kind (each branch, or its `$ref`, states its kind);
    // a branch closed by `unevaluatedProperties` takes the keys of the definitions it builds on too.
    for (const option of [...arrayOf(root.oneOf), ...arrayOf(root.anyOf)]) {
      const branch = referenced(option, schemaName);
      const kind = record(record(branch.properties).kind).const;
      if (typeof kind !== 'string') continue;
      const inherited = arrayOf(branch.allOf).map((part) => referenced(part, schemaName));
      const keys =
        stringsOrUndefined(record(branch.propertyNames).enum) ??
        (branch.additionalProperties === false
          ? Object.keys(record(branch.properties))
          : branch.unevaluatedProperties === false
            ? [...new Set([...inherited.flatMap((part) => Object.keys(record(part.properties))), ...Object.keys(record(branch.properties))])]
            : undefined);
      const common = new Set(inherited.flatMap((part) => strings(part.required)));
      branches.push({
        kind,
        keys,
        required: strings(branch.required).filter((key) => key !== 'kind' && !common.has(key)),
        properties: Object.assign({}, ...inherited.map((part) => record(part.properties)), record(branch.properties)) as JsonSchema,
      });
    }
    return branches;
  }
  // A schema, or the construct its `$ref` names.
  function referenced(schema: unknown, schemaName: string): JsonSchema {
    const ref = record(schema).$ref;
    return typeof ref === 'string' ? (resolveRef(ref, schemaName)?.schema ?? {}) : record(schema);
  }

  const uses = new Map<string, { owner: SpecConstruct; key: string }[]>();
  for (const owner of constructs) {
    const keyed: [string, unknown][] = [
      ...Object.entries(record(owner.schema.properties)),
      ['(any name)', owner.schema.additionalProperties],
      ...[...arrayOf(owner.schema.oneOf), ...arrayOf(owner.schema.anyOf)].flatMap((branch) =>
        Object.entries(record(record(branch).properties)),
      ),
    ];
    for (const [key, value] of keyed) {
      const nested = byObject.get(value);
      for (const target of nested !== undefined ? [nested] : directReferences(value, owner.schemaName)) {
        if (target === owner) continue;
        const list = uses.get(target.id) ?? [];
        if (!list.some((use) => use.owner === owner && use.key === key)) list.push({ owner, key });
        uses.set(target.id, list);
      }
    }
  }

  const reachCache = new Map<string, Set<string>>();
  /** Every construct reachable from a schema, through any number of references. */
  const reachableFrom = (schema: unknown, schemaName: string, cacheKey: string): Set<string> => {
    const cached = reachCache.get(cacheKey);
    if (cached !== undefined) return cached;
    const seen = new Set<string>();
    const queue = directReferences(schema, schemaName);
    while (queue.length > 0) {
      const next = queue.shift();
      if (next === undefined || seen.has(next.id)) continue;
      seen.add(next.id);
      queue.push(...directReferences(next.schema, next.schemaName));
    }
    reachCache.set(cacheKey, seen);
    return seen;
  };

  return {
    constructs,
    schemaOrder,
    byId,
    constructOf: (schema) => byObject.get(schema),
    resolveRef,
    kindsOf: (schemaName) => kindBranches.get(schemaName) ?? [],
    usesOf: (construct) => uses.get(construct.id) ?? [],
    kindsReaching(construct) {
      // Only kinds that limit their keys say anything about where a construct may appear.
      const branches = (kindBranches.get(construct.schemaName) ?? []).filter((branch) => branch.keys !== undefined);
      if (branches.length === 0 || construct.pointer === '') return [];
      const root = byId.get(`${construct.schemaName}#`);
      const rootProperties = record(root?.schema.properties);
      return branches
        .filter((branch) => {
          const properties = branch.properties ?? rootProperties;
          return (branch.keys ?? Object.keys(properties)).some(
            (key) =>
              properties[key] === construct.schema ||
              reachableFrom(properties[key], construct.schemaName, `${construct.schemaName}#${branch.kind}.${key}`).has(construct.id),
          );
        })
        .map((branch) => branch.kind);
    },
  };
}

/** Whether a value is a schema object (not an array, not null). */
export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a record; an empty one when it is not an object. */
export function record(value: unknown): JsonSchema {
  return isSchema(value) ? value : {};
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function strings(value: unknown): string[] {
  return arrayOf(value).filter((item): item is string => typeof item === 'string');
}

function stringsOrUndefined(value: unknown): string[] | undefined {
  return Array.isArray(value) ? strings(value) : undefined;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
