import { loadSpecTree } from '../load/loadSpecTree';
import type { LintProblem } from './LintProblem';
import { lintSpecTree } from './lintSpecTree';

/**
 * Lints every spec under `root/specs` and returns the problems, sorted by file and position.
 *
 * @example
 * lintSpecs('/work/main'); // [] when the specs are clean
 */
export function lintSpecs(root: string): LintProblem[] {
  return lintSpecTree(loadSpecTree(root)).problems;
}
