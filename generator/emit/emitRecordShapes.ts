import { recordShapeCode } from '../compile/recordShapeCode';
import type { LintProblem } from '../lint/LintProblem';
import { referenceProblem } from '../lint/referenceProblem';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';
import { standaloneModuleFiles } from './standaloneModuleFiles';

const recordCheck = { imports: '', type: '(record: unknown) => boolean' };

/** The `detail.shape` a screen spec names, if any. */
function shapeOf(data: unknown): string | undefined {
  const detail =
    typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  const shape =
    typeof detail === 'object' && detail !== null ? (detail as { shape?: unknown }).shape : undefined;
  return typeof shape === 'string' ? shape : undefined;
}

/**
 * Emits the precompiled check of every record shape a detail screen names (`detail.shape`, a
 * schema of `components.schemas` of specs/api), so that the portal compiles no schema in the
 * browser:
 * - `src/generated/recordShapes/<Shape>.js` per shape: an ES module whose default export is
 *   `(record) => boolean` (recordShapeCode), with its `.d.ts`;
 * - `src/generated/recordShapes.ts`: `recordShapeModules`, shape name → the lazy import of its
 *   module (runtime/detail/recordShape.ts), so a shape's check loads with the screen that asks.
 * A shape that is no schema of `components.schemas` is a problem at its `shape:`, with the
 * nearest name (nothing is generated), not a failure in the browser.
 *
 * @example
 * (await emitRecordShapes(tree, openApi.document)).files.map((file) => file.path);
 * // ['src/generated/recordShapes.ts', 'src/generated/recordShapes/TabletDeviceInformation.d.ts', ...]
 */
export async function emitRecordShapes(
  tree: SpecTree,
  document: OpenApiDocument,
): Promise<{ files: GeneratedFile[]; problems: LintProblem[] }> {
  const known = new Set(Object.keys(document.components.schemas ?? {}));
  const problems: LintProblem[] = [];
  const shapes = new Map<string, string>();
  for (const file of tree.screens) {
    const shape = shapeOf(file.data);
    if (shape === undefined) continue;
    problems.push(...referenceProblem(file, ['detail', 'shape'], 'shape', shape, known));
    if (known.has(shape) && !shapes.has(shape)) shapes.set(shape, file.path);
  }
  const names = [...shapes.keys()].sort();
  const modules = await Promise.all(
    names.map((name) =>
      standaloneModuleFiles(
        `src/generated/recordShapes/${name}`,
        recordShapeCode(document, name),
        `The precompiled check of the record shape ${name} (components.schemas of specs/api), first named by ${shapes.get(name) ?? ''}.`,
        recordCheck,
      ),
    ),
  );
  const index: GeneratedFile = {
    path: 'src/generated/recordShapes.ts',
    content: `${generatedHeader}// The precompiled check of every record shape a detail screen names (\`detail.shape\`), by the
// name of its schema in \`components.schemas\` of specs/api. Each module loads the first time a
// record is checked against it (runtime/detail/recordShape.ts).

/** The lazy import of each shape's check \`(record) => boolean\`, by shape name. */
export const recordShapeModules: Readonly<Record<string, () => Promise<{ default: (record: unknown) => boolean }>>> = {
${names.map((name) => `  ${JSON.stringify(name)}: () => import('./recordShapes/${name}.js'),`).join('\n')}
};
`,
  };
  return { files: [index, ...modules.flat()], problems };
}
