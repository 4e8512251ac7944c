import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import { actionProblems } from './actionProblems';
import type { LintProblem } from './LintProblem';
import type { PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks the `detail` of a detail screen against the other specs: its source, action and
 * visit-log operations, the formats of its badge and fields, the panels and header parts of the
 * registry, its actions (`actionProblems`), and every access rule.
 *
 * @example
 * detailSpecProblems(file, screen.detail, names);
 */
export function detailSpecProblems(file: SpecFile, detail: unknown, names: SpecNames, openApi?: OpenApiDocument): LintProblem[] {
  if (typeof detail !== 'object' || detail === null) return [];
  const spec = detail as Record<string, unknown>;
  const at = (...path: PathSegment[]): PathSegment[] => ['detail', ...path];
  const problems: LintProblem[] = [
    ...referenceProblem(
      file,
      at('source', 'operation'),
      'operation',
      object(spec.source).operation,
      names.operations,
    ),
    ...referenceProblem(file, at('badge', 'format'), 'format', object(spec.badge).format, names.formats),
    ...referenceProblem(file, at('notFound'), 'message key', messageKey(spec.notFound), names.messages),
  ];
  for (const part of ['fields', 'banner'] as const) {
    list(spec[part]).forEach((field, index) => {
      problems.push(...referenceProblem(file, at(part, index, 'format'), 'format', field.format, names.formats));
    });
  }
  for (const region of ['parts', 'panels'] as const) {
    list(spec[region]).forEach((slot, index) => {
      problems.push(...referenceProblem(file, at(region, index, 'panel'), 'panel', slot.panel, names.panels));
      problems.push(...accessRuleProblems(file, at(region, index, 'access'), slot.access, names));
    });
  }
  list(spec.actions).forEach((action, index) => {
    problems.push(...actionProblems(file, at('actions', index), action, names, { openApi, source: object(spec.source).operation }));
  });
  const visitLog = object(spec.visitLog);
  problems.push(
    ...referenceProblem(file, at('visitLog', 'start'), 'operation', visitLog.start, names.operations),
  );
  problems.push(
    ...referenceProblem(file, at('visitLog', 'finish'), 'operation', visitLog.finish, names.operations),
  );
  problems.push(...accessRuleProblems(file, at('visitLog', 'access'), visitLog.access, names));
  return problems;
}

/** A confirmation or not-found text may be a message key or a literal text (with a space). */
function messageKey(value: unknown): unknown {
  return typeof value === 'string' && !/\s/.test(value) ? value : undefined;
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(object) : [];
}
