import { compiledForms } from './compile/compiledForms';
import { screenCompileContext } from './compile/screenCompileContext';
import { emitAccess } from './emit/emitAccess';
import { emitApiTypes } from './emit/emitApiTypes';
import { emitCatalog } from './emit/emitCatalog';
import { emitForms } from './emit/emitForms';
import { emitFormValidators } from './emit/emitFormValidators';
import { emitOpenApiJson } from './emit/emitOpenApiJson';
import { emitOperations } from './emit/emitOperations';
import { emitOperationTypes } from './emit/emitOperationTypes';
import { emitRecordShapes } from './emit/emitRecordShapes';
import { emitReports } from './emit/emitReports';
import { emitScreens } from './emit/emitScreens';
import { emitSpecReference } from './emit/emitSpecReference';
import { emitSpecTypes } from './emit/emitSpecTypes';
import { formatSource } from './emit/formatSource';
import type { GeneratedFile } from './emit/GeneratedFile';
import type { LintProblem } from './lint/LintProblem';
import { lintSpecTree } from './lint/lintSpecTree';
import { loadSpecTree } from './load/loadSpecTree';

/** The outcome of a generation: the files, or the problems that stopped it. */
export type GenerateResult = { ok: true; files: GeneratedFile[] } | { ok: false; problems: LintProblem[] };

/**
 * Lints the specs under `root` and, when they are clean, emits every file of `src/generated`,
 * formatted with prettier, and the spec language reference `specs/README.md`, sorted by path.
 * Nothing is written: see `writeGeneratedFiles` and `staleGeneratedFiles`. Specs with lint errors generate nothing, so a broken spec never reaches
 * the portal.
 *
 * @example
 * const result = await generate(process.cwd());
 * if (!result.ok) result.problems.forEach((problem) => console.error(formatProblem(problem)));
 */
export async function generate(root: string): Promise<GenerateResult> {
  const tree = loadSpecTree(root);
  const { problems, openApi } = lintSpecTree(tree);
  if (problems.length > 0) return { ok: false, problems };

  const context = screenCompileContext(tree, openApi.document);
  // A shape no schema answers stops the generation like a lint problem: the browser compiles nothing.
  const shapes = await emitRecordShapes(tree, openApi.document);
  if (shapes.problems.length > 0) return { ok: false, problems: shapes.problems };
  const forms = compiledForms(tree, context);
  // Started first: esbuild bundles the validators in its own process while the rest is emitted.
  const formValidators = emitFormValidators(forms);
  const emitted = [
    emitOpenApiJson(openApi),
    await emitApiTypes(openApi),
    emitOperations(openApi),
    emitOperationTypes(openApi),
    emitAccess(tree),
    emitCatalog(tree),
    ...emitScreens(tree, context),
    ...emitReports(tree),
    await emitSpecTypes(tree),
    ...(await emitForms(forms)),
    ...(await formValidators),
    ...shapes.files,
    emitSpecReference(tree),
  ];
  const files = await Promise.all(
    emitted.map(async (file) => ({
      path: file.path,
      // The Markdown reference is written as emitted (prettier would pad every table row to the
      // widest description, so one longer description would rewrite the whole table); the
      // precompiled checks (.js) come formatted from their bundler, and are large.
      content:
        file.path.endsWith('.md') || file.path.endsWith('.js')
          ? file.content
          : await formatSource(file.content, file.path.endsWith('.json') ? 'json' : 'typescript'),
    })),
  );
  return { ok: true, files: files.sort((a, b) => (a.path < b.path ? -1 : 1)) };
}
