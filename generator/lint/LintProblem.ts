/** One thing wrong with the specs, at a place a person can open in an editor. */
export interface LintProblem {
  /** Path relative to the spec root, with forward slashes: `specs/screens/patients.screen.yaml`. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  /** Plain words, e.g. "unknown permission `editPatinet`; did you mean `editPatient`?". */
  message: string;
}

/**
 * The line an editor and a terminal both understand: `file:line:column  message`.
 *
 * @example
 * formatProblem({ file: 'specs/access.yaml', line: 3, column: 5, message: 'unknown role `x`' });
 * // 'specs/access.yaml:3:5  unknown role `x`'
 */
export function formatProblem(problem: LintProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.message}`;
}

/** Orders problems by file, line and column so that the output is stable. */
export function compareProblems(a: LintProblem, b: LintProblem): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  if (a.column !== b.column) return a.column - b.column;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
