import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { answerData, resolveFieldPath } from './fieldPathResolver';
import type { LintProblem } from './LintProblem';
import { nearestName } from './nearestName';
import { positionOf } from './nodePosition';

// The session fields the runtime fills a redirect from (runtime/router/redirectTarget.ts): the
// signed-in user and the acting practice, as the answer of `login` describes them.
const sessionParts = ['user', 'practice'];
const sessionOperation = 'login';

/**
 * A problem for each `{placeholder}` of a `kind: redirect` screen's `to` that names no field of
 * the session (`user.…` or `practice.…` of the answer of `login`), suggesting the nearest name
 * at the first wrong segment. That `to` is a route some screen declares is `routeProblems`' check.
 *
 * @example
 * redirectProblems(file, openApi.document);
 * // [{ ..., message: 'unknown session field `user.practice_team_membr.id`; did you mean `user.practice_team_member.id`?' }]
 */
export function redirectProblems(file: SpecFile, document: OpenApiDocument): LintProblem[] {
  const screen = file.data;
  if (typeof screen !== 'object' || screen === null || !('kind' in screen) || screen.kind !== 'redirect') return [];
  const to = 'to' in screen ? screen.to : undefined;
  if (typeof to !== 'string') return [];
  const session = answerData(document, sessionOperation);
  const problems: LintProblem[] = [];
  for (const [, path] of to.matchAll(/\{([^}]*)\}/g)) {
    const message = placeholderProblem(path ?? '', session);
    if (message !== undefined) problems.push({ file: file.path, ...positionOf(file, ['to']), message });
  }
  return problems;
}

function placeholderProblem(path: string, session: ReturnType<typeof answerData>): string | undefined {
  const segments = path.split('.');
  const [part] = segments;
  if (part === undefined || !sessionParts.includes(part) || segments.length < 2) {
    const fix = nearestName(part ?? '', sessionParts);
    const suggestion = fix === undefined || segments.length < 2 ? '' : `; did you mean \`${[fix, ...segments.slice(1)].join('.')}\`?`;
    return `\`{${path}}\` names no session field: it starts with \`user.\` or \`practice.\`${suggestion}`;
  }
  if (session === undefined) return `\`{${path}}\` cannot be checked: \`${sessionOperation}\` describes no answer in specs/api`;
  const resolved = resolveFieldPath(session, path);
  if (resolved.found || resolved.reason === 'open') return undefined;
  const fix = nearestName(segments[resolved.at] ?? '', resolved.known);
  const suggestion = fix === undefined ? undefined : [...segments.slice(0, resolved.at), fix, ...segments.slice(resolved.at + 1)].join('.');
  return `unknown session field \`${path}\`${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`;
}
