import { join } from 'node:path';
import type { ErrorPayload } from 'vite';
import { formatProblem, type LintProblem } from './lint/LintProblem';

/**
 * The Vite error-overlay payload for spec lint problems: every problem as a
 * `file:line:column  message` line, and the first one as the overlay's location (an absolute
 * path, so that clicking it opens the spec in the editor).
 *
 * @example
 * server.ws.send(specsOverlayError(root, problems));
 */
export function specsOverlayError(root: string, problems: readonly LintProblem[]): ErrorPayload {
  const first = problems[0];
  const file = first === undefined ? join(root, 'specs') : join(root, first.file);
  return {
    type: 'error',
    err: {
      message: `Spec problems:\n${problems.map(formatProblem).join('\n')}`,
      stack: '',
      plugin: 'cadence-specs',
      id: file,
      loc: { file, line: first?.line ?? 1, column: first?.column ?? 1 },
    },
  };
}
