import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { join } from 'node:path';
import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

// The schema keeps one flat object for a screen (so that its errors stay plain); the linter checks
// that each kind carries what it needs, which these types then promise to the runtime.
const screenKinds = `
/** A list source paged, sorted and filtered by a middleware operation. */
export type OperationListSource = ListSource & {
  operation: string;
  lookup?: undefined;
  orderBy: ListOrder;
};

/** A list source of the fixed values of a catalog lookup, paged and sorted in the browser. */
export type LookupListSource = ListSource & { lookup: string; operation?: undefined };

/** A list screen: pages through \`source\` and shows \`columns\`. */
export type ListScreenSpec = ScreenFields & {
  kind: 'list';
  source: OperationListSource | LookupListSource;
  columns: ListColumn[];
};

/** A form screen: renders the form of specs/forms named \`form\`. */
export type FormScreenSpec = ScreenFields & { kind: 'form'; form: string };

/** A custom screen: the hand-written screen of the registry named \`screen\`. */
export type CustomScreenSpec = ScreenFields & { kind: 'custom'; screen: string };

/** A wizard screen: tabs of \`steps\` driven by the registry machine named \`machine\`. */
export type WizardScreenSpec = ScreenFields & { kind: 'wizard'; machine: string; steps: WizardStep[] };

/** A detail screen: one record of \`detail.source\` with its header, actions and panels. */
export type DetailScreenSpec = ScreenFields & { kind: 'detail'; detail: DetailSpec };

/** A search screen: the options of \`search\` over a table of results. */
export type SearchScreenSpec = ScreenFields & { kind: 'search'; search: SearchSpec };

/** A cards screen: one card per record of \`cards.source\` (firmware, app versions, user guides). */
export type CardsScreenSpec = ScreenFields & { kind: 'cards'; cards: CardsSpec };

/** A dialog screen: the form of specs/forms named \`form\` in a dialog opened from its \`menu\` entry. */
export type DialogScreenSpec = ScreenFields & { kind: 'dialog'; form: string; menu: MenuEntry };

/** Any screen spec; \`kind\` tells which. */
export type ScreenSpec =
  | ListScreenSpec
  | FormScreenSpec
  | WizardScreenSpec
  | CustomScreenSpec
  | DetailScreenSpec
  | SearchScreenSpec
  | CardsScreenSpec
  | DialogScreenSpec;
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
  return { path: 'src/generated/spec-types.ts', content: `${generatedHeader}${source}\n${screenKinds}` };
}
