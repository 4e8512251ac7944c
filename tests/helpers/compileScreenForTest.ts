import { join } from 'node:path';
import { compileScreen, type ScreenCompileContext } from '../../generator/compile/compileScreen';
import { screenCompileContext } from '../../generator/compile/screenCompileContext';
import { loadSpecTree } from '../../generator/load/loadSpecTree';
import { mergeOpenApi } from '../../generator/load/mergeOpenApi';
import type { CompiledScreen } from '../../src/generated/compiled-types';

const repoRoot = join(import.meta.dirname, '../..');
let context: ScreenCompileContext | undefined;

/**
 * Compiles a screen written in a test as its YAML would be, against the real specs (catalog,
 * access rules, OpenAPI description), the way `npm run generate` compiles specs/screens: a test
 * gets what the runtime gets (texts resolved, access rules filled, the list's wire shape).
 *
 * @example
 * const spec = compileScreenForTest<CompiledListScreen>({ route: '/x', title: 'X', access: { signedIn: true }, kind: 'list', ... });
 */
export function compileScreenForTest<Screen extends CompiledScreen = CompiledScreen>(screen: Record<string, unknown>): Screen {
  if (context === undefined) {
    const tree = loadSpecTree(repoRoot);
    context = screenCompileContext(tree, mergeOpenApi(tree.api).document);
  }
  return compileScreen(screen, context) as Screen;
}
