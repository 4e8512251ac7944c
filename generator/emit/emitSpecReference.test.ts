import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { mergeOpenApi } from '../load/mergeOpenApi';
import { loadSpecTree } from '../load/loadSpecTree';
import { parseSpecFile } from '../load/parseSpecFile';
import { auditExtensionProblems } from '../lint/auditExtensionProblems';
import { changesExtensionProblems } from '../lint/changesExtensionProblems';
import { formatProblem } from '../lint/LintProblem';
import { emitSpecReference, extensionUse } from './emitSpecReference';
import { exampleYaml } from './exampleYaml';
import { type JsonSchema, record, specLanguage } from './specConstructs';
import { specExampleProblems } from './specExampleProblems';
import { type OpenApiExtension, openApiExtensions, schemaOrder } from './specReferenceTexts';

const tree = loadSpecTree(join(import.meta.dirname, '../..'));
const language = specLanguage(tree.schemas, schemaOrder);

/** A deep copy of the real schemas, to break one of them. */
function copiedSchemas(): Map<string, JsonSchema> {
  return new Map([...tree.schemas].map(([name, schema]) => [name, structuredClone(schema)]));
}

/** The problems of broken schemas that the real ones do not have. */
function newProblems(schemas: Map<string, JsonSchema>): string[] {
  const known = new Set(specExampleProblems(tree.schemas));
  return specExampleProblems(schemas).filter((problem) => !known.has(problem));
}

/** A `$defs` entry of a schema that refuses unknown keys and has an object example. */
function closedDefWithExample(schemas: Map<string, JsonSchema>): { id: string; def: JsonSchema } {
  for (const [name, schema] of schemas) {
    for (const [key, def] of Object.entries((schema.$defs ?? {}) as Record<string, JsonSchema>)) {
      const example = Array.isArray(def.examples) ? (def.examples[0] as unknown) : undefined;
      if (def.additionalProperties === false && typeof example === 'object' && example !== null)
        return { id: `${name}#/$defs/${key}`, def };
    }
  }
  throw new Error('no closed $defs entry with an example');
}

describe('the spec language reference (specs/README.md)', () => {
  it('has an example for every construct, and every example is valid against its own construct', () => {
    expect(specExampleProblems(tree.schemas)).toEqual([]);
  });

  it('covers each schema root and each `$defs` entry, and the check covers each of them', () => {
    const ids = new Set(language.constructs.map((construct) => construct.id));
    for (const [name, schema] of tree.schemas) {
      expect(ids).toContain(`${name}#`);
      for (const key of Object.keys(record(schema.$defs))) expect(ids).toContain(`${name}#/$defs/${key}`);
    }
  });

  it('has a section for every construct, with its description and its example as YAML', () => {
    const { content } = emitSpecReference(tree);
    for (const construct of language.constructs) {
      expect(content).toContain(`\n### ${construct.title}\n`);
      const examples = Array.isArray(construct.schema.examples) ? construct.schema.examples : [];
      for (const example of examples) expect(content).toContain(`\`\`\`yaml\n${exampleYaml(example)}\n\`\`\``);
      if (typeof construct.schema.description === 'string') expect(content).toContain(construct.schema.description);
    }
  });

  it('refuses an example with a key its construct does not take', () => {
    const schemas = copiedSchemas();
    const { id, def } = closedDefWithExample(schemas);
    (def.examples as Record<string, unknown>[])[0] = {
      ...(def.examples as Record<string, unknown>[])[0],
      notAKeyOfThisConstruct: true,
    };
    const problems = newProblems(schemas);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(id);
    expect(problems[0]).toContain('unknown key `notAKeyOfThisConstruct`');
  });

  it('refuses a construct without an example', () => {
    const schemas = copiedSchemas();
    const { id, def } = closedDefWithExample(schemas);
    delete def.examples;
    expect(newProblems(schemas)).toEqual([expect.stringContaining(`${id} (`)]);
  });

  it('lists the kinds of screen that accept a construct, and where it is used', () => {
    const schemas = new Map<string, JsonSchema>([
      [
        'screen.schema.json',
        {
          $id: 'screen.schema.json',
          title: 'Screen',
          type: 'object',
          properties: { kind: { enum: ['list', 'detail'] }, source: { $ref: '#/$defs/source' }, detail: { $ref: '#/$defs/detail' } },
          allOf: [
            { if: { properties: { kind: { const: 'list' } } }, then: { propertyNames: { enum: ['kind', 'source'] } } },
            { if: { properties: { kind: { const: 'detail' } } }, then: { propertyNames: { enum: ['kind', 'detail'] } } },
          ],
          $defs: {
            source: { title: 'Source', type: 'object', properties: { order: { $ref: '#/$defs/order' } } },
            detail: { title: 'Detail', type: 'object', properties: { tables: { type: 'array', items: { $ref: '#/$defs/order' } } } },
            order: { title: 'Order', type: 'object', properties: { field: { type: 'string' } } },
          },
        },
      ],
    ]);
    const small = specLanguage(schemas, []);
    const order = small.byId.get('screen.schema.json#/$defs/order');
    const source = small.byId.get('screen.schema.json#/$defs/source');
    if (order === undefined || source === undefined) throw new Error('constructs not read');
    expect(small.kindsReaching(source)).toEqual(['list']);
    expect(small.kindsReaching(order)).toEqual(['list', 'detail']);
    expect(small.usesOf(order).map((use) => `${use.owner.title}.${use.key}`)).toEqual(['Source.order', 'Detail.tables']);
  });

  it('reads the kinds of a root that picks one definition per kind (oneOf, each built on the common keys)', () => {
    const schemas = new Map<string, JsonSchema>([
      [
        'screen.schema.json',
        {
          $id: 'screen.schema.json',
          title: 'Screen',
          type: 'object',
          discriminator: { propertyName: 'kind' },
          oneOf: [{ $ref: '#/$defs/listScreen' }, { $ref: '#/$defs/detailScreen' }],
          $defs: {
            common: { title: 'Common', type: 'object', required: ['title', 'kind'], properties: { title: { type: 'string' }, kind: { enum: ['list', 'detail'] } } },
            listScreen: {
              title: 'ListScreen',
              type: 'object',
              allOf: [{ $ref: '#/$defs/common' }],
              required: ['kind', 'source'],
              properties: { kind: { const: 'list' }, source: { $ref: '#/$defs/source' } },
              unevaluatedProperties: false,
            },
            detailScreen: {
              title: 'DetailScreen',
              type: 'object',
              allOf: [{ $ref: '#/$defs/common' }],
              required: ['kind'],
              properties: { kind: { const: 'detail' }, tables: { type: 'array', items: { $ref: '#/$defs/order' } } },
              unevaluatedProperties: false,
            },
            source: { title: 'Source', type: 'object', properties: { order: { $ref: '#/$defs/order' } } },
            order: { title: 'Order', type: 'object', properties: { field: { type: 'string' } } },
          },
        },
      ],
    ]);
    const small = specLanguage(schemas, []);
    expect(small.kindsOf('screen.schema.json')).toEqual([
      expect.objectContaining({ kind: 'list', keys: ['title', 'kind', 'source'], required: ['source'] }),
      expect.objectContaining({ kind: 'detail', keys: ['title', 'kind', 'tables'], required: [] }),
    ]);
    const order = small.byId.get('screen.schema.json#/$defs/order');
    const source = small.byId.get('screen.schema.json#/$defs/source');
    if (order === undefined || source === undefined) throw new Error('constructs not read');
    expect(small.kindsReaching(source)).toEqual(['list']);
    expect(small.kindsReaching(order)).toEqual(['list', 'detail']);
  });
});

describe('the OpenAPI extensions of the reference', () => {
  /** The linter's problems with the extensions of one OpenAPI document made of these operations. */
  function extensionProblems(extensions: readonly OpenApiExtension[]): string[] {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const { example } of extensions) paths[example.path] = { ...paths[example.path], [example.method]: example.operation };
    const document = { openapi: '3.1.0', info: { title: 'Example', version: '1.0.0' }, paths };
    const { file } = parseSpecFile('specs/api/example.yaml', stringify(document));
    const merged = mergeOpenApi([file]);
    return [...auditExtensionProblems(file, merged.document), ...changesExtensionProblems(file, merged.document)].map(
      formatProblem,
    );
  }

  it('describes every extension the operations of specs/api use', () => {
    const described = openApiExtensions.map((extension) => extension.name);
    for (const name of extensionUse(tree).keys()) expect(described).toContain(name);
  });

  it('gives examples that the linter accepts', () => {
    expect(extensionProblems(openApiExtensions)).toEqual([]);
  });

  it('would show a broken example: the linter refuses an unknown audit kind', () => {
    const broken = openApiExtensions.map((extension) =>
      extension.name === 'x-audit'
        ? {
            ...extension,
            example: { ...extension.example, operation: { ...extension.example.operation, 'x-audit': { action: 'patient.peek', kind: 'peek', patient: 'path.id' } } },
          }
        : extension,
    );
    expect(extensionProblems(broken)).toEqual([expect.stringContaining('`x-audit` kind')]);
  });
});
