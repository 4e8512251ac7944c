import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import type { SpecNames } from './SpecNames';

/** The placeholders a report's SQL may use (bound as parameters by server/features/reports). */
const placeholders = new Set(['startDate', 'endDate', 'timezone', 'now', 'hoursSinceProcedure']);

/**
 * Checks a file of specs/reports beyond its schema: the roles and permissions of each report's
 * `access`, unique column and field names, `values` only on a `select` field (and always there),
 * a `patients` scope reading the patients table as `p`, and only the known `:placeholders` in the
 * server's SQL (`:hoursSinceProcedure` only in a report that takes it).
 *
 * @example
 * reportSpecProblems(reportsFile, names); // [] for specs/reports/reports.yaml
 */
export function reportSpecProblems(file: SpecFile, names: SpecNames): LintProblem[] {
  const problems: LintProblem[] = [];
  const at = (path: readonly PathSegment[], message: string) =>
    problems.push({ file: file.path, ...positionOf(file, path, 'value'), message });
  const reports = record(record(file.data).reports);
  for (const [name, value] of Object.entries(reports)) {
    const report = record(value);
    const base: PathSegment[] = ['reports', name];
    problems.push(...accessRuleProblems(file, [...base, 'access'], report.access, names));
    for (const list of ['columns', 'fields'] as const) {
      const seen = new Set<string>();
      list_(report[list]).forEach((entry, index) => {
        const entryName = record(entry).name;
        if (typeof entryName !== 'string') return;
        if (seen.has(entryName)) at([...base, list, index, 'name'], `${list === 'columns' ? 'column' : 'field'} \`${entryName}\` is declared twice`);
        seen.add(entryName);
      });
    }
    list_(report.fields).forEach((entry, index) => {
      const field = record(entry);
      if (field.type === 'select' && list_(field.values).length === 0)
        at([...base, 'fields', index, 'type'], 'a `select` field needs its `values`');
      if (field.type !== 'select' && field.values !== undefined)
        at([...base, 'fields', index, 'values'], '`values` belong to a `select` field');
    });
    if (report.scope === 'patients' && typeof report.from === 'string' && !/\bpatients\s+p\b/.test(report.from))
      at([...base, 'from'], 'a `patients` scope needs the patients table as alias `p` in `from`');
    const sqlParts: [PathSegment[], unknown][] = [
      [[...base, 'from'], report.from],
      [[...base, 'where'], report.where],
      [[...base, 'groupBy'], report.groupBy],
      [[...base, 'orderBy'], report.orderBy],
      [[...base, 'date'], report.date],
      ...list_(report.columns).map((column, index): [PathSegment[], unknown] => [[...base, 'columns', index, 'sql'], record(column).sql]),
      ...list_(report.fields).map((field, index): [PathSegment[], unknown] => [[...base, 'fields', index, 'sql'], record(field).sql]),
    ];
    for (const [path, sql] of sqlParts) {
      if (typeof sql !== 'string') continue;
      for (const match of sql.matchAll(/(?<!:):([A-Za-z]+)/g)) {
        const placeholder = match[1] ?? '';
        if (!placeholders.has(placeholder))
          at(path, `unknown placeholder \`:${placeholder}\`; the known ones are ${[...placeholders].map((known) => `:${known}`).join(', ')}`);
        else if (placeholder === 'hoursSinceProcedure' && report.hoursSinceProcedure !== true)
          at(path, '`:hoursSinceProcedure` needs `hoursSinceProcedure: true`');
      }
    }
  }
  return problems;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list_(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
