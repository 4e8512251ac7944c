import Papa from 'papaparse';
import { message } from '../../src/generated/catalog';
import type { OperationBody } from '../../src/generated/operationTypes';

/** One record of a bulk assignment file, with its line. */
export type BulkRecord = OperationBody<'bulkAssignTemplateVersions'>['records'][number];

/** The headers a bulk assignment file must have ([assignment-csv-headers]). */
export const requiredHeaders = ['patient_id', 'template_id', 'template_version_id'] as const;

/** What reading a file gave: its records, or the problem to show and how. */
export type CsvOutcome =
  | { kind: 'records'; records: BulkRecord[] }
  /** 'Missing required headers: ...' (an error toast). */
  | { kind: 'missingHeaders'; text: string }
  /** 'Error processing CSV: ...' (red text), every bad line named. */
  | { kind: 'invalid'; text: string };

const positiveInteger = /^[1-9][0-9]{0,8}$/;

/**
 * Parses a bulk assignment CSV (papaparse): the header must name patient_id, template_id and
 * template_version_id; each row needs a 7-digit Patient ID and numeric ids. Every bad row is
 * reported with its line number, and no record is returned when any row is bad (nothing is
 * half-imported).
 *
 * @example
 * parseAssignmentCsv('patient_id,template_id,template_version_id\n1000001,1,1\n');
 * // { kind: 'records', records: [{ patient_id: '1000001', template_id: 1, template_version_id: 1, line: 2 }] }
 */
export function parseAssignmentCsv(text: string): CsvOutcome {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = requiredHeaders.filter((name) => !names.includes(name));
  if (missing.length > 0) return { kind: 'missingHeaders', text: message('assignmentCsvMissingHeaders', { headers: missing.join(', ') }) };
  const problems: string[] = parsed.errors.map((error) =>
    message('assignmentCsvLine', { line: (error.row ?? 0) + 1, problem: error.message }),
  );
  const column = (name: (typeof requiredHeaders)[number]) => names.indexOf(name);
  // The line of each data row: papaparse's cursor gives no line per row when skipping blanks, so
  // lines are counted from the text (a quoted value with a line break counts its lines).
  const lines = rowLines(text);
  const records: BulkRecord[] = [];
  rows.forEach((row, index) => {
    const line = lines[index + 1] ?? index + 2;
    const patientId = (row[column('patient_id')] ?? '').trim();
    const templateId = (row[column('template_id')] ?? '').trim();
    const versionId = (row[column('template_version_id')] ?? '').trim();
    let problem: string | undefined;
    if (!/^[0-9]{7}$/.test(patientId)) problem = message('assignmentInvalidPatientId');
    else if (!positiveInteger.test(templateId)) problem = `template_id '${templateId}' is not a template id`;
    else if (!positiveInteger.test(versionId)) problem = `template_version_id '${versionId}' is not a template version id`;
    if (problem !== undefined) problems.push(message('assignmentCsvLine', { line, problem }));
    else records.push({ patient_id: patientId, template_id: Number(templateId), template_version_id: Number(versionId), line });
  });
  if (problems.length === 0 && records.length === 0) problems.push(message('assignmentCsvLine', { line: 2, problem: 'the file has no records' }));
  if (problems.length > 0) return { kind: 'invalid', text: message('assignmentCsvProcessingError', { error: problems.join('; ') }) };
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
