import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/**
 * Emits `src/generated/screens.ts`: every screen spec of specs/screens, compiled to data (in file
 * order), and `routeTable` (route → screen).
 *
 * @example
 * emitScreens(tree).path; // 'src/generated/screens.ts'
 */
export function emitScreens(tree: SpecTree): GeneratedFile {
  const screens = tree.screens.map((file) => file.data);
  const content = `${generatedHeader}// The screens of specs/screens.
import type { ScreenSpec } from './spec-types';

/** Every screen spec, in file name order. */
export const screens: readonly ScreenSpec[] = ${JSON.stringify(screens)};

/** Each screen by its route. */
export const routeTable: Readonly<Record<string, ScreenSpec>> = Object.fromEntries(
  screens.map((screen) => [screen.route, screen]),
);
`;
  return { path: 'src/generated/screens.ts', content };
}
