import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenCompileContext } from './compile/screenCompileContext';
import type { ScreenCompileContext } from './compile/compileScreen';
import { emitScreenModule } from './emit/emitScreens';
import { formatSource } from './emit/formatSource';
import type { GeneratedFile } from './emit/GeneratedFile';
import { collectSpecNames } from './lint/collectSpecNames';
import { duplicateRouteProblems } from './lint/duplicateRouteProblems';
import { embeddedListProblems } from './lint/embeddedListProblems';
import type { LintProblem } from './lint/LintProblem';
import { listWireShapeProblems } from './lint/listWireShapeProblems';
import { namePositionProblems } from './lint/namePositionProblems';
import { panelSlotProblems } from './lint/panelSlotProblems';
import { routeProblems, screenRoutes } from './lint/routeProblems';
import { schemaLineProblems } from './lint/schemaLineProblems';
import { createSchemaValidator, type SchemaValidator } from './lint/schemaProblems';
import { screenFieldProblems } from './lint/screenFieldProblems';
import { screenSpecProblems } from './lint/screenSpecProblems';
import type { SpecNames } from './lint/SpecNames';
import { loadSpecTree } from './load/loadSpecTree';
import { mergeOpenApi, type OpenApiDocument } from './load/mergeOpenApi';
import { parseSpecFile } from './load/parseSpecFile';
import type { SpecTree } from './load/SpecTree';

/** What the fast path keeps between saves: everything a screen is linted and compiled against. */
interface ScreenWorld {
  tree: SpecTree;
  validator: SchemaValidator;
  openApi: OpenApiDocument;
  names: SpecNames;
  context: ScreenCompileContext;
}

/** The fast path of {@link createScreenFastPath}: a screen spec's module, or why it cannot tell. */
export type ScreenFastResult = { ok: true; file: GeneratedFile } | { ok: false; reason: string };

const screenSpec = /^specs\/screens\/[^/]+\.screen\.ya?ml$/;

/**
 * The dev server's quick answer to a saved screen spec (`specs/screens/<name>.screen.yaml`): the
 * rest of the spec tree (API, catalog, access, schemas, forms) stays as it was parsed at the
 * last full generation, so only the saved file is parsed, linted (the checks of a screen file)
 * and compiled into `src/generated/screens/<name>.ts`, in tens of milliseconds instead of the
 * seconds of a whole generation. A problem, or a file the fast path does not know, answers
 * `ok: false` and the caller runs the whole generation, which reports it; the whole generation
 * also follows every fast answer (the index of screens, the spec reference, cross-file checks).
 * `reset()` forgets the kept tree after a change outside specs/screens.
 *
 * @example
 * const fast = createScreenFastPath(root);
 * const answer = await fast.screenChanged('specs/screens/patients.screen.yaml');
 * if (answer.ok) writeGeneratedFiles(root, [answer.file]);
 */
export function createScreenFastPath(root: string): {
  screenChanged: (relativePath: string) => Promise<ScreenFastResult>;
  /** Parses the spec tree now (a dev server does it at start, so the first save is quick too). */
  prime: () => void;
  reset: () => void;
} {
  let world: ScreenWorld | undefined;

  const load = (): ScreenWorld => {
    const tree = loadSpecTree(root);
    const openApi = mergeOpenApi(tree.api);
    return {
      tree,
      validator: createSchemaValidator(tree.schemas),
      openApi: openApi.document,
      names: collectSpecNames(tree, new Set(openApi.operations.keys())),
      context: screenCompileContext(tree, openApi.document),
    };
  };

  async function screenChanged(relativePath: string): Promise<ScreenFastResult> {
    const path = relativePath.split('\\').join('/');
    if (!screenSpec.test(path)) return { ok: false, reason: `${path} is not a screen spec` };
    world ??= load();
    if (world.tree.problems.length > 0) return { ok: false, reason: 'the spec tree had problems' };
    const at = world.tree.screens.findIndex((file) => file.path === path);
    if (at < 0) return { ok: false, reason: `${path} is a new screen` };
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      return { ok: false, reason: `${path} could not be read` };
    }
    const parsed = parseSpecFile(path, text);
    if (parsed.problems.length > 0) return { ok: false, reason: 'syntax problem' };
    const file = parsed.file;
    const screens = world.tree.screens.map((other, index) => (index === at ? file : other));
    const { validator, openApi, names } = world;
    const problems: LintProblem[] = [
      ...schemaLineProblems(file, 'screen.schema.json'),
      ...validator.problemsOf(file, 'screen.schema.json'),
      ...screenSpecProblems(file, names, openApi),
      ...namePositionProblems(file, names),
      ...routeProblems(file, screenRoutes(screens)),
      ...listWireShapeProblems(file, openApi),
      ...screenFieldProblems(file, openApi),
      ...panelSlotProblems(file, names, openApi),
      ...embeddedListProblems(file, names, openApi),
      ...duplicateRouteProblems(screens),
    ];
    if (problems.length > 0) return { ok: false, reason: 'lint problems' };
    let module: GeneratedFile;
    try {
      module = emitScreenModule(file, world.context);
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    world.tree = { ...world.tree, screens };
    return { ok: true, file: { path: module.path, content: await formatSource(module.content, 'typescript') } };
  }

  return {
    screenChanged,
    prime: () => {
      world ??= load();
    },
    reset: () => {
      world = undefined;
    },
  };
}
