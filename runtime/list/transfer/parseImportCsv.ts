import Papa from 'papaparse';
import { message } from '../../../src/generated/catalog';
import { fillTemplate } from '../../core/fillTemplate';
import type { ListSpec } from '../../core/listSpec';

/** A list's `import` as compiled. */
export type ListImport = NonNullable<ListSpec['import']>;

/** One record of an imported file: a field per column, and its line in the file. */
export type ImportRecord = Record<string, string | number> & { line: number };

/** What reading a file gave: its records, or the problem to show and how. */
export type ImportOutcome =
  | { kind: 'records'; records: ImportRecord[] }
  /** A required column is missing (an error toast). */
  | { kind: 'missingHeaders'; text: string }
  /** Bad lines (red text under the buttons), every one named; the good records and each bad line for the preview. */
  | { kind: 'invalid'; text: string; records: ImportRecord[]; problems: ImportLineProblem[] };

/** A bad line of an imported file and its problem. */
export interface ImportLineProblem {
  line: number;
  problem: string;
}

/**
 * The sample file of an import: the header of its columns and one line of their examples.
 *
 * @example
 * importSample({ columns: [{ name: 'patient_id', example: '1000001' }] }); // 'patient_id\r\n1000001\r\n'
 */
export function importSample(spec: Pick<ListImport, 'columns'>): string {
  return Papa.unparse([spec.columns.map((column) => column.name), spec.columns.map((column) => column.example ?? '')], { newline: '\r\n' }) + '\r\n';
}

const positiveInteger = /^[1-9][0-9]{0,8}$/;

/** The text of a spec message (compiled: a text with `{placeholders}`), else the catalogue's default. */
export const specText = (text: string | undefined, fallback: string, values: Readonly<Record<string, string | number>>): string =>
  fillTemplate(text ?? fallback, values);

/**
 * Reads an import file (papaparse): the header must name every column of `spec.columns` (case and
 * spaces ignored); each line's values must meet their column's rule (`id`: a positive whole number,
 * sent as a number; `pattern`). Every bad line is reported with its line number, and no record is
 * returned when any line is bad, so nothing is half-imported.
 *
 * @example
 * parseImportCsv('patient_id,template_id\n1000001,1\n', spec);
 * // { kind: 'records', records: [{ patient_id: '1000001', template_id: 1, line: 2 }] }
 */
export function parseImportCsv(text: string, spec: ListImport): ImportOutcome {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = spec.columns.filter((column) => !names.includes(column.name.toLowerCase())).map((column) => column.name);
  if (missing.length > 0) return { kind: 'missingHeaders', text: specText(spec.missingHeaders, message('importMissingHeaders'), { headers: missing.join(', ') }) };
  const lineText = (line: number, problem: string) => specText(spec.line, message('importLine'), { line, problem });
  const problems: string[] = parsed.errors.map((error) => lineText((error.row ?? 0) + 1, error.message));
  const lineProblems: ImportLineProblem[] = parsed.errors.map((error) => ({ line: (error.row ?? 0) + 1, problem: error.message }));
  // The line of each data row: papaparse gives no line per row when skipping blanks, so lines are
  // counted from the text (a quoted value with a line break counts its lines).
  const lines = rowLines(text);
  const records: ImportRecord[] = [];
  rows.forEach((row, index) => {
    const line = lines[index + 1] ?? index + 2;
    const record: ImportRecord = { line };
    let problem: string | undefined;
    for (const column of spec.columns) {
      const value = (row[names.indexOf(column.name.toLowerCase())] ?? '').trim();
      const values = { column: column.name, value };
      if (column.type === 'id' && !positiveInteger.test(value)) problem = specText(column.problem, message('importNotAnId'), values);
      else if (column.type === 'idOrCode' && (value === '' || value.length > 200)) problem = specText(column.problem, message('importNotAnId'), values);
      else if (column.pattern !== undefined && !new RegExp(`^(?:${column.pattern})$`).test(value)) problem = specText(column.problem, message('importBadValue'), values);
      if (problem !== undefined) break;
      record[column.name] = column.type === 'id' || (column.type === 'idOrCode' && positiveInteger.test(value)) ? Number(value) : value;
    }
    if (problem !== undefined) {
      problems.push(lineText(line, problem));
      lineProblems.push({ line, problem });
    } else records.push(record);
  });
  if (problems.length === 0 && records.length === 0) {
    problems.push(lineText(2, spec.empty ?? message('importEmpty')));
    lineProblems.push({ line: 2, problem: spec.empty ?? message('importEmpty') });
  }
  if (problems.length > 0) return { kind: 'invalid', text: specText(spec.invalid, message('importInvalid'), { error: problems.join('; ') }), records, problems: lineProblems };
  return { kind: 'records', records };
}

/** The 1-based line on which each non-blank CSV row starts. */
function rowLines(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let quoted = false;
  let rowStart = true;
  let blank = true;
  let startLine = 1;
  for (const character of text) {
    if (rowStart) {
      startLine = line;
      rowStart = false;
      blank = true;
    }
    if (character === '"') quoted = !quoted;
    if (character === '\n') {
      line += 1;
      if (!quoted) {
        if (!blank) starts.push(startLine);
        rowStart = true;
      }
      continue;
    }
    if (character.trim() !== '' && character !== ',') blank = false;
  }
  if (!rowStart && !blank) starts.push(startLine);
  return starts;
}
