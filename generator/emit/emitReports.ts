import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

interface ReportData {
  label: string;
  description?: string;
  approximation?: string;
  access: unknown;
  scope: 'patients' | 'all';
  from: string;
  where?: string;
  groupBy?: string;
  orderBy: string;
  date?: string;
  patientId?: string;
  forcedFilters?: boolean;
  hoursSinceProcedure?: boolean;
  columns: { name: string; label: string; sql: string }[];
  fields: { name: string; label: string; type: string; sql: string; operators?: string[]; values?: { value: string | number; label: string }[] }[];
}

/** The operators each field type allows when the field names none (react-querybuilder's names). */
const operatorsByType: Record<string, string[]> = {
  text: ['=', '!=', 'contains', 'beginsWith', 'endsWith', 'doesNotContain', 'doesNotBeginWith', 'doesNotEndWith', 'null', 'notNull', 'in', 'notIn'],
  number: ['=', '!=', '<', '<=', '>', '>=', 'between', 'notBetween', 'null', 'notNull', 'in', 'notIn'],
  date: ['=', '!=', '<', '<=', '>', '>=', 'between', 'notBetween', 'null', 'notNull'],
  boolean: ['='],
  select: ['=', '!=', 'in', 'notIn', 'null', 'notNull'],
};

/**
 * Emits the report types of specs/reports in two files: `src/generated/reports.ts` for the portal
 * (labels, fields with their operators and values, columns, forced filters, access: no SQL) and
 * `src/generated/reportQueries.ts` for the server (the same plus the SQL fragments).
 *
 * @example
 * emitReports(tree).map((file) => file.path); // ['src/generated/reports.ts', 'src/generated/reportQueries.ts']
 */
export function emitReports(tree: SpecTree): GeneratedFile[] {
  const reports: [string, ReportData][] = tree.reports.flatMap((file) =>
    Object.entries(((file.data as { reports?: Record<string, ReportData> } | null)?.reports ?? {})),
  );
  const portal = Object.fromEntries(
    reports.map(([name, report]) => [
      name,
      {
        label: report.label,
        ...(report.description === undefined ? {} : { description: report.description }),
        access: report.access,
        forcedFilters: report.forcedFilters === true,
        hoursSinceProcedure: report.hoursSinceProcedure === true,
        dated: report.date !== undefined,
        columns: report.columns.map(({ name: column, label }) => ({ name: column, label })),
        fields: report.fields.map((field) => ({
          name: field.name,
          label: field.label,
          type: field.type,
          operators: field.operators ?? operatorsByType[field.type] ?? [],
          ...(field.values === undefined ? {} : { values: field.values }),
        })),
      },
    ]),
  );
  const server = Object.fromEntries(
    reports.map(([name, report]) => [
      name,
      {
        label: report.label,
        scope: report.scope,
        from: report.from,
        where: report.where ?? null,
        groupBy: report.groupBy ?? null,
        orderBy: report.orderBy,
        date: report.date ?? null,
        patientId: report.patientId ?? null,
        forcedFilters: report.forcedFilters === true,
        hoursSinceProcedure: report.hoursSinceProcedure === true,
        columns: report.columns,
        fields: report.fields.map((field) => ({
          name: field.name,
          type: field.type,
          sql: field.sql,
          operators: field.operators ?? operatorsByType[field.type] ?? [],
          ...(field.values === undefined ? {} : { values: field.values.map((option) => option.value) }),
        })),
      },
    ]),
  );
  const json = (value: unknown) => JSON.stringify(value);
  return [
    {
      path: 'src/generated/reports.ts',
      content: `${generatedHeader}// The report types of specs/reports as the portal sees them (no SQL: that is reportQueries.ts, the server's).
import type { AccessRule } from './access';

/** A field of a report's filter builder: the operators it allows and, for a select, its values. */
export interface ReportFieldSpec {
  name: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'boolean' | 'select';
  operators: readonly string[];
  values?: readonly { value: string | number; label: string }[];
}

/** A report type of the Reports screen. */
export interface ReportTypeSpec {
  label: string;
  description?: string;
  access: AccessRule;
  /** Runs only with at least one filter rule ('Apply filters to enable Refresh Data'). */
  forcedFilters: boolean;
  /** Takes the Medicare compliance report's hours since procedure (24 or 36). */
  hoursSinceProcedure: boolean;
  /** Takes a start and an end date. */
  dated: boolean;
  columns: readonly { name: string; label: string }[];
  fields: readonly ReportFieldSpec[];
}

/** The report types by name, in the order of specs/reports. */
export const reportTypes = ${json(portal)} as const satisfies Record<string, ReportTypeSpec>;

/** A report type's name (the request's \`reportType\`). */
export type ReportTypeName = keyof typeof reportTypes;

/** The report type names in the order of specs/reports. */
export const reportTypeNames = ${json(reports.map(([name]) => name))} as const satisfies readonly ReportTypeName[];
`,
    },
    {
      path: 'src/generated/reportQueries.ts',
      content: `${generatedHeader}// The report types of specs/reports with the server's SQL (server/features/reports compiles a filter tree over them).

/** A filterable field: the only SQL a filter rule reaches, by the operators allowed. */
export interface ReportFieldQuery {
  name: string;
  type: 'text' | 'number' | 'date' | 'boolean' | 'select';
  sql: string;
  operators: readonly string[];
  values?: readonly (string | number)[];
}

/** A report type as the server runs it. */
export interface ReportQuery {
  label: string;
  scope: 'patients' | 'all';
  from: string;
  where: string | null;
  groupBy: string | null;
  orderBy: string;
  date: string | null;
  patientId: string | null;
  forcedFilters: boolean;
  hoursSinceProcedure: boolean;
  columns: readonly { name: string; label: string; sql: string }[];
  fields: readonly ReportFieldQuery[];
}

/** The report types by name. */
export const reportQueries: Readonly<Record<string, ReportQuery>> = ${json(server)};
`,
    },
  ];
}
