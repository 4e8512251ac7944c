import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { positionOf } from './nodePosition';

/**
 * A problem for every screen whose route an earlier screen (in file order) already answers.
 *
 * @example
 * duplicateRouteProblems(tree.screens);
 * // [{ file: 'specs/screens/b.screen.yaml', ..., message: 'duplicate route `/patients` (also in specs/screens/a.screen.yaml)' }]
 */
export function duplicateRouteProblems(screens: readonly SpecFile[]): LintProblem[] {
  const firstByRoute = new Map<string, SpecFile>();
  const problems: LintProblem[] = [];
  for (const file of screens) {
    const route = (file.data as { route?: unknown } | undefined)?.route;
    if (typeof route !== 'string') continue;
    const first = firstByRoute.get(route);
    if (first === undefined) {
      firstByRoute.set(route, file);
      continue;
    }
    problems.push({
      file: file.path,
      ...positionOf(file, ['route']),
      message: `duplicate route \`${route}\` (also in ${first.path})`,
    });
  }
  return problems;
}
