import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { nearestName } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

// Keys whose text is a route of the portal to go to: a link or row action (`to`), a row link, the
// route after a submit (`then`), a landing rule of access.yaml (`to`).
const routeKeys = new Set(['to', 'rowLink', 'then']);

/**
 * A problem for each link in `file` to a route no screen declares (as its `route` or one of its
 * `aliases`). A `{param}` of a screen's route matches any one segment, so `/practice/new` and
 * `/practice/{id}` both go to `/practice/{practiceID}`; a query string is ignored.
 *
 * @example
 * routeProblems(file, screenRoutes(tree.screens)); // [{ ..., message: 'no screen has the route `/patientProfil/{id}`; did you mean `/patientProfile/{id}`?' }]
 */
export function routeProblems(file: SpecFile, routes: readonly string[]): LintProblem[] {
  const problems: LintProblem[] = [];
  const visit = (node: unknown, path: PathSegment[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const at = [...path, key];
      if (routeKeys.has(key) && typeof value === 'string' && value.startsWith('/') && !routes.some((route) => routeMatches(route, value))) {
        // The query string is no part of the route: `/patiens?tab=x` is near `/patients`.
        const suggestion = nearestName(value.split(/[?#]/)[0]!, routes);
        problems.push({
          file: file.path,
          ...positionOf(file, at),
          message: `no screen has the route \`${value}\`${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
        });
      }
      visit(value, at);
    }
  };
  visit(file.data, []);
  return problems;
}

/** The routes and aliases the screens declare. */
export function screenRoutes(screens: readonly SpecFile[]): string[] {
  return screens.flatMap((file) => {
    const screen = (typeof file.data === 'object' && file.data !== null ? file.data : {}) as { route?: unknown; aliases?: unknown };
    const aliases: unknown[] = Array.isArray(screen.aliases) ? screen.aliases : [];
    // A route without its leading `/` is the schema's problem; no link can go to it.
    return [screen.route, ...aliases].filter((route): route is string => typeof route === 'string' && route.startsWith('/'));
  });
}

function routeMatches(route: string, link: string): boolean {
  const routeParts = route.split('/');
  const linkParts = link.split(/[?#]/)[0]!.split('/');
  return (
    routeParts.length === linkParts.length &&
    routeParts.every((part, index) => /^\{[^}]*\}$/.test(part) || part === linkParts[index])
  );
}
