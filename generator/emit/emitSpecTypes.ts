import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { join } from 'node:path';
import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

// A list source's `if`/`else` (an operation needs `orderBy` unless it names its answer's `rows`,
// a lookup needs neither) is more than the schema-to-TypeScript compiler says; these types say
// it for the compiled list screen.
const listSources = `
/** A list source paged, sorted and filtered by a middleware operation, or all its rows at once in a field of the answer (\`rows\`). */
export type OperationListSource = ListSource & {
  operation: string;
  lookup?: undefined;
} & ({ orderBy: ListOrder; rows?: undefined } | { rows: string });

/** A list source of the fixed values of a catalog lookup, paged and sorted in the browser. */
export type LookupListSource = ListSource & { lookup: string; operation?: undefined };
`;

/**
 * Emits `src/generated/spec-types.ts`: the TypeScript of the spec formats (`ScreenSpec`,
 * `AccessRule`, `ListColumn`, ...) from the JSON Schemas of specs/schema.
 *
 * The schemas reference each other (a screen's `access` is the access spec's `accessRule`), so
 * they are compiled together through one root schema that names each of them: each shared
 * definition is then declared once.
 *
 * @example
 * (await emitSpecTypes(tree)).path; // 'src/generated/spec-types.ts'
 */
export async function emitSpecTypes(tree: SpecTree): Promise<GeneratedFile> {
  const names = [...tree.schemas.keys()];
  const root: JSONSchema = {
    title: 'SpecFormats',
    description: 'Every spec format, by schema file name.',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      names.map((name) => [name.replace(/\.schema\.json$/, ''), { $ref: name }]),
    ),
  };
  const source = await compile(root, 'SpecFormats', {
    bannerComment: '',
    cwd: join(tree.root, 'specs/schema'),
    declareExternallyReferenced: true,
    additionalProperties: false,
    format: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
  });
  return { path: 'src/generated/spec-types.ts', content: `${generatedHeader}${source}\n${listSources}` };
}
