import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import type { LintProblem } from './LintProblem';
import { positionOf } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks the `search` of a `kind: search` screen against the other specs: its operation, its
 * messages, each option's access rule, empty message and column formats exist, and a field's
 * `enabledAfter` names another field of the same option.
 *
 * @example
 * searchSpecProblems(file, screen.search, names);
 */
export function searchSpecProblems(file: SpecFile, search: unknown, names: SpecNames): LintProblem[] {
  const spec = object(search);
  const problems: LintProblem[] = [
    ...referenceProblem(file, ['search', 'operation'], 'operation', spec.operation, names.operations),
    ...referenceProblem(file, ['search', 'minLengthMessage'], 'message key', spec.minLengthMessage, names.messages),
  ];
  list(spec.options).forEach((option, index) => {
    const at = ['search', 'options', index] as const;
    problems.push(...accessRuleProblems(file, [...at, 'access'], option.access, names));
    problems.push(...referenceProblem(file, [...at, 'empty'], 'message key', option.empty, names.messages));
    list(option.columns).forEach((column, columnIndex) => {
      problems.push(...referenceProblem(file, [...at, 'columns', columnIndex, 'format'], 'format', column.format, names.formats));
    });
    const fields = new Set(list(option.fields).map((field) => String(field.field)));
    list(option.fields).forEach((field, fieldIndex) => {
      if (typeof field.enabledAfter === 'string' && (!fields.has(field.enabledAfter) || field.enabledAfter === field.field)) {
        problems.push({
          file: file.path,
          ...positionOf(file, [...at, 'fields', fieldIndex, 'enabledAfter']),
          message: `\`enabledAfter\` names \`${field.enabledAfter}\`, which is not another field of this option`,
        });
      }
    });
  });
  return problems;
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(object) : [];
}
