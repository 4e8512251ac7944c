import type { SpecTree } from '../load/SpecTree';
import { exampleYaml } from './exampleYaml';
import type { GeneratedFile } from './GeneratedFile';
import { generatedNotice } from './generatedHeader';
import { createHeadingSlugger } from './markdownSlugs';
import { isSchema, type JsonSchema, record, type SpecConstruct, type SpecLanguage, specLanguage } from './specConstructs';
import { introduction, type OpenApiExtension, openApiExtensions, schemaFiles, schemaOrder } from './specReferenceTexts';

/** Where the reference is written, relative to the root. */
export const specReferencePath = 'specs/README.md';

/** The heading of the OpenAPI extensions section (the introduction links to its anchor). */
const extensionsHeading = 'OpenAPI extensions (specs/api)';

interface Section {
  level: 2 | 3;
  heading: string;
  construct?: SpecConstruct;
  body: (link: (construct: SpecConstruct) => string) => string;
}

/**
 * Emits `specs/README.md`: the product owner's reference of the whole spec language, read from the
 * JSON Schemas of specs/schema so that it cannot drift from what the linter accepts. Per schema
 * and per construct (its root, each `$defs` entry, each titled object inside): title, description,
 * the table of its keys, where it is used and by which kinds of screen, and its `examples` as YAML;
 * then the OpenAPI extensions of specs/api.
 *
 * @example
 * emitSpecReference(loadSpecTree(root)).path; // 'specs/README.md'
 */
export function emitSpecReference(tree: SpecTree): GeneratedFile {
  const language = specLanguage(tree.schemas, schemaOrder);
  const sections: Section[] = [
    ...introduction.map((part): Section => ({ level: 2, heading: part.heading, body: () => part.body })),
    ...language.schemaOrder.flatMap((schemaName) => schemaSections(language, schemaName)),
    { level: 2, heading: extensionsHeading, body: () => extensionsBody(tree) },
    ...openApiExtensions.map((extension): Section => ({ level: 3, heading: extension.name, body: () => extensionBody(extension) })),
  ];
  const slug = createHeadingSlugger();
  const anchors = sections.map((section) => slug(section.heading));
  const anchorOf = new Map<string, string>();
  sections.forEach((section, index) => {
    if (section.construct !== undefined) anchorOf.set(section.construct.id, anchors[index] ?? '');
  });
  const link = (construct: SpecConstruct) => `[${construct.title}](#${anchorOf.get(construct.id) ?? ''})`;
  const render = new ConstructRenderer(language, link);
  const contents = sections
    .map((section, index) =>
      section.level === 2 || section.construct === undefined || section.construct.pointer === ''
        ? `${section.level === 2 ? '' : '  '}- [${section.heading}](#${anchors[index] ?? ''})`
        : undefined,
    )
    .filter((line) => line !== undefined);
  const parts = [
    `<!-- ${generatedNotice}: written by \`npm run generate\` from specs/schema/*.json (generator/emit/emitSpecReference.ts) -->`,
    '# The Cadence spec language',
    'The reference of every file a product owner edits under `specs/`, with one checked example per construct.',
    contents.join('\n'),
    ...sections.map((section) =>
      [
        `${'#'.repeat(section.level)} ${section.heading}`,
        section.construct === undefined ? section.body(link) : render.construct(section.construct),
      ].join('\n\n'),
    ),
  ];
  return { path: specReferencePath, content: `${parts.join('\n\n')}\n` };
}

function schemaSections(language: SpecLanguage, schemaName: string): Section[] {
  const files = schemaFiles[schemaName];
  const constructs = language.constructs.filter((construct) => construct.schemaName === schemaName);
  const inner = constructs.filter((construct) => construct.pointer !== '');
  return [
    {
      level: 2,
      heading: files === undefined ? schemaName : `${schemaName}: ${files.files}`,
      body: (link) =>
        [
          files?.purpose ?? `The files checked by \`specs/schema/${schemaName}\`.`,
          inner.length === 0 ? '' : `Its constructs: ${inner.map(link).join(', ')}.`,
        ]
          .filter((line) => line !== '')
          .join('\n\n'),
    },
    ...constructs.map((construct): Section => ({ level: 3, heading: construct.title, construct, body: () => '' })),
  ];
}

/** Renders the body of one construct's section. */
class ConstructRenderer {
  constructor(
    private readonly language: SpecLanguage,
    private readonly link: (construct: SpecConstruct) => string,
  ) {}

  construct(construct: SpecConstruct): string {
    const { schema } = construct;
    const blocks: string[] = [];
    if (typeof schema.description === 'string') blocks.push(schema.description);
    const uses = this.language.usesOf(construct);
    if (uses.length > 0) {
      const owners = [...new Set(uses.map((use) => use.owner))];
      const keysOf = (owner: SpecConstruct) =>
        uses.filter((use) => use.owner === owner).map((use) => code(use.key)).join(', ');
      blocks.push(`Used in: ${owners.map((owner) => `${this.link(owner)} ${keysOf(owner)}`).join('; ')}.`);
    }
    const kinds = this.language.kindsReaching(construct);
    const allKinds = this.language.kindsOf(construct.schemaName).filter((branch) => branch.keys !== undefined);
    if (kinds.length > 0) {
      const list = kinds.map(code).join(', ');
      blocks.push(
        kinds.length === allKinds.length
          ? 'Accepted by every kind of screen.'
          : `Accepted by ${kinds.length === 1 ? `a ${list} screen` : `${list} screens`}.`,
      );
    }
    if (construct.pointer === '') blocks.push(...this.kindRules(construct));
    blocks.push(...this.shape(schema, construct.schemaName, construct.pointer === '' ? construct : undefined));
    blocks.push(...this.examples(schema));
    return blocks.join('\n\n');
  }

  /** The per-kind rules of a schema's root: which keys each kind takes and requires. */
  private kindRules(root: SpecConstruct): string[] {
    const branches = this.language.kindsOf(root.schemaName);
    if (branches.length === 0) return [];
    const limited = branches.some((branch) => branch.keys !== undefined);
    const rows = branches.map((branch) => {
      const keys = branch.keys === undefined ? 'every key' : branch.keys.map(code).join(', ');
      const required = branch.required.length === 0 ? '—' : branch.required.map(code).join(', ');
      return limited ? `| \`${branch.kind}\` | ${keys} | ${required} |` : `| \`${branch.kind}\` | ${required} |`;
    });
    const header = limited
      ? '| kind | keys it takes | keys it also requires |\n|---|---|---|'
      : '| kind | keys it also requires |\n|---|---|';
    return [
      limited
        ? '`kind` decides which keys a file takes: a key of another kind is an error at its line.'
        : '`kind` decides which keys a file must have.',
      `${header}\n${rows.join('\n')}`,
    ];
  }

  /** The keys table, or the forms a construct takes when it is a choice or a map. */
  private shape(schema: JsonSchema, schemaName: string, root: SpecConstruct | undefined): string[] {
    const blocks: string[] = [];
    const properties = record(schema.properties);
    const builtOn = asArray(schema.allOf).flatMap((part) => {
      const ref = record(part).$ref;
      const target = typeof ref === 'string' ? this.language.resolveRef(ref, schemaName) : undefined;
      return target === undefined ? [] : [target];
    });
    if (builtOn.length > 0) blocks.push(`Besides the keys below, it takes every key of ${builtOn.map(this.link).join(' and ')}.`);
    if (Object.keys(properties).length > 0) blocks.push(this.keyTable(schema, schemaName, root));
    const choices = [...asArray(schema.oneOf), ...asArray(schema.anyOf)];
    if (choices.length > 0 && (root === undefined || this.language.kindsOf(schemaName).length === 0)) {
      blocks.push('It takes one of these forms:');
      choices.forEach((choice, index) => {
        const branch = record(choice);
        const isObject = Object.keys(record(branch.properties)).length > 0;
        const text = isObject ? 'an object with these keys:' : this.value(branch, schemaName);
        const note = typeof branch.description === 'string' ? ` ${branch.description}` : '';
        blocks.push(`**Form ${index + 1}:** ${text}${note}`);
        if (isObject) blocks.push(this.keyTable(branch, schemaName, undefined));
      });
    }
    if (Object.keys(properties).length === 0 && isSchema(schema.additionalProperties))
      blocks.push(`A map: each name → ${withoutArrow(this.value(schema.additionalProperties, schemaName))}.`);
    else if (Object.keys(properties).length === 0 && choices.length === 0 && schema.type !== undefined)
      blocks.push(`A value: ${this.value(schema, schemaName)}.`);
    return blocks;
  }

  private keyTable(schema: JsonSchema, schemaName: string, root: SpecConstruct | undefined): string {
    const branches = root === undefined ? [] : this.language.kindsOf(schemaName).filter((branch) => branch.keys !== undefined);
    const header =
      branches.length > 0
        ? '| key | required | value | kinds | description |\n|---|---|---|---|---|'
        : '| key | required | value | description |\n|---|---|---|---|';
    const rows = this.keyRows(schema, schemaName, '').map((row) => {
      const kinds = branches.filter((branch) => branch.keys?.includes(row.key) === true).map((branch) => branch.kind);
      const kindText = kinds.length === branches.length ? 'every kind' : kinds.map(code).join(', ');
      const cells = [code(row.key), row.required ? 'yes' : '', row.value, ...(branches.length > 0 ? [kindText] : []), row.description];
      return `| ${cells.map(cell).join(' | ')} |`;
    });
    return `${header}\n${rows.join('\n')}`;
  }

  /** One row per key, and rows for the keys of untitled objects inside (`source.params`). */
  private keyRows(
    schema: JsonSchema,
    schemaName: string,
    prefix: string,
  ): { key: string; required: boolean; value: string; description: string }[] {
    const required = new Set(asArray(schema.required));
    return Object.entries(record(schema.properties)).flatMap(([key, value]) => {
      const property = record(value);
      const row = {
        key: `${prefix}${key}`,
        required: required.has(key),
        value: this.value(property, schemaName),
        description: this.description(property, schemaName),
      };
      const items = record(property.items);
      const inner =
        this.language.constructOf(property) === undefined && isSchema(property.properties)
          ? this.keyRows(property, schemaName, `${row.key}.`)
          : this.language.constructOf(items) === undefined && isSchema(items.properties)
            ? this.keyRows(items, schemaName, `${row.key}[].`)
            : [];
      return [row, ...inner];
    });
  }

  private description(schema: JsonSchema, schemaName: string): string {
    const target = typeof schema.$ref === 'string' ? this.language.resolveRef(schema.$ref, schemaName) : undefined;
    const parts = [
      typeof schema.description === 'string'
        ? schema.description
        : typeof target?.schema.description === 'string'
          ? target.schema.description
          : '',
    ];
    if (schema.default !== undefined) parts.push(`Default: \`${JSON.stringify(schema.default)}\`.`);
    return parts.filter((part) => part !== '').join(' ');
  }

  /** The kind of value a schema takes, in words, with links to constructs. */
  value(node: unknown, schemaName: string): string {
    if (!isSchema(node)) return 'any value';
    const construct = this.language.constructOf(node);
    if (construct !== undefined) return `→ ${this.link(construct)}`;
    if (typeof node.$ref === 'string') {
      const target = this.language.resolveRef(node.$ref, schemaName);
      return target === undefined ? `see \`${node.$ref}\`` : `→ ${this.link(target)}`;
    }
    if (node.const !== undefined) return code(JSON.stringify(node.const).replace(/^"|"$/g, ''));
    if (Array.isArray(node.enum)) return `one of ${node.enum.map((item) => code(String(item))).join(', ')}`;
    const choices = [...asArray(node.oneOf), ...asArray(node.anyOf)];
    if (choices.length > 0) return choices.map((choice) => this.value(choice, schemaName)).join(' or ');
    const types = Array.isArray(node.type) ? node.type.map(String) : typeof node.type === 'string' ? [node.type] : [];
    if (types.length === 0) return isSchema(node.properties) ? 'object (keys below)' : 'any value';
    return types.map((type) => this.typeWords(type, node, schemaName)).join(' or ');
  }

  private typeWords(type: string, node: JsonSchema, schemaName: string): string {
    switch (type) {
      case 'string':
        if (node.pattern === '^/') return 'a route (text starting with `/`)';
        return typeof node.pattern === 'string' ? `text matching \`${node.pattern}\`` : 'text';
      case 'integer':
        return 'a whole number';
      case 'number':
        return 'a number';
      case 'boolean':
        return '`true` or `false`';
      case 'null':
        return 'nothing';
      case 'array': {
        const items = record(node.items);
        if (this.language.constructOf(items) === undefined && isSchema(items.properties))
          return 'a list of objects (keys below)';
        return node.items === undefined ? 'a list' : `a list, each ${this.value(items, schemaName)}`;
      }
      case 'object':
        if (isSchema(node.properties) && this.language.constructOf(node) === undefined) return 'an object (keys below)';
        if (isSchema(node.additionalProperties))
          return `a map: name → ${withoutArrow(this.value(node.additionalProperties, schemaName))}`;
        return 'an object';
      default:
        return type;
    }
  }

  private examples(schema: JsonSchema): string[] {
    const examples = asArray(schema.examples);
    return examples.map(
      (example, index) =>
        `${examples.length === 1 ? 'Example' : `Example ${index + 1}`}:\n\n\`\`\`yaml\n${exampleYaml(example)}\n\`\`\``,
    );
  }
}

function extensionsBody(tree: SpecTree): string {
  const used = extensionUse(tree);
  return [
    'Operations of `specs/api/*.yaml` (OpenAPI 3.1) may carry these Cadence extensions beside their standard keys (`x-cadence-open` on an object schema inside one). The linter checks each one at its line.',
    `| extension | operations using it |\n|---|---|\n${openApiExtensions
      .map((extension) => `| ${code(extension.name)} | ${(used.get(extension.name) ?? []).length} |`)
      .join('\n')}`,
  ].join('\n\n');
}

function extensionBody(extension: OpenApiExtension): string {
  const { path, method, operation } = extension.example;
  return [extension.description, `Example:\n\n\`\`\`yaml\n${exampleYaml({ paths: { [path]: { [method]: operation } } })}\n\`\`\``].join(
    '\n\n',
  );
}

/**
 * The operationIds of specs/api using each `x-` extension of an operation.
 *
 * @example
 * extensionUse(tree).get('x-audit'); // ['listPatients', 'getPatient', ...]
 */
export function extensionUse(tree: SpecTree): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of tree.api) {
    for (const item of Object.values(record(record(file.data).paths))) {
      for (const operation of Object.values(record(item))) {
        const fields = record(operation);
        for (const key of Object.keys(fields).filter((name) => name.startsWith('x-'))) {
          used.set(key, [...(used.get(key) ?? []), String(fields.operationId)]);
        }
      }
    }
  }
  return used;
}

/** `→ [X](#x)` as the target of another arrow: `name → [X](#x)`. */
function withoutArrow(text: string): string {
  return text.replace(/^→ /, '');
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function code(text: string): string {
  return `\`${text}\``;
}

/** A table cell: one line, with the pipes that would end it escaped. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}
