import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { positionOf } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks a catalog file against the other specs: every lookup loads from a known operation or
 * lists fixed values (never both, never neither), and an operation lookup names its `value` and
 * `label` fields.
 *
 * @example
 * catalogSpecProblems(lookupsFile, names);
 */
export function catalogSpecProblems(file: SpecFile, names: SpecNames): LintProblem[] {
  const lookups = (file.data as { lookups?: unknown } | undefined)?.lookups;
  if (typeof lookups !== 'object' || lookups === null) return [];
  const problems: LintProblem[] = [];
  for (const [name, value] of Object.entries(lookups as Record<string, unknown>)) {
    const lookup = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const at = ['lookups', name];
    const problem = (message: string) => problems.push({ file: file.path, ...positionOf(file, at), message });
    if (lookup.operation === undefined && lookup.values === undefined) {
      problem(`lookup \`${name}\` needs \`operation\` or \`values\``);
    } else if (lookup.operation !== undefined && lookup.values !== undefined) {
      problem(`lookup \`${name}\` has both \`operation\` and \`values\`; keep one`);
    } else if (lookup.operation !== undefined && (lookup.value === undefined || lookup.label === undefined)) {
      problem(`lookup \`${name}\` loads from an operation and needs \`value\` and \`label\` field names`);
    }
    problems.push(
      ...referenceProblem(file, [...at, 'operation'], 'operation', lookup.operation, names.operations),
    );
  }
  return problems;
}
