import { describe, expect, it } from 'vitest';
import { runImport, type ImportPorts } from './importJob';
import { importSample, parseImportCsv, type ListImport } from './parseImportCsv';

// The template assignment's import, as its spec compiles it (texts in place of message keys).
const spec: ListImport = {
  label: 'Import CSV',
  operation: 'bulkAssignTemplateVersions',
  access: { signedIn: true },
  columns: [
    { name: 'patient_id', pattern: '[0-9]{7}', problem: 'Please enter a valid Patient ID (7 digits)' },
    { name: 'template_id', type: 'id', problem: "template_id '{value}' is not a template id" },
    { name: 'template_version_id', type: 'id' },
  ],
  status: { operation: 'getBulkAssignJobStatus', access: { signedIn: true }, everyMs: 1000 },
  missingHeaders: 'Missing required headers: {headers}',
  line: 'line {line}: {problem}',
  invalid: 'Error processing CSV: {error}',
  refused: 'Error importing CSV: {error}',
};

function fakePorts(answers: unknown[]) {
  const calls: unknown[][] = [];
  const said = (): (string | undefined)[] => [];
  const shown = { succeeded: said(), toast: said(), problem: said(), progress: said(), failed: said() };
  const port: ImportPorts['send'] = (...args) => {
    calls.push(args);
    const answer = answers.shift();
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const ports: ImportPorts = {
    send: port,
    read: port,
    wait: () => Promise.resolve(),
    succeeded: (text) => shown.succeeded.push(text),
    toast: (text) => shown.toast.push(text),
    problem: (text) => shown.problem.push(text),
    progress: (text) => shown.progress.push(text),
    failed: (error) => shown.failed.push(String(error)),
  };
  return { ports, calls, shown };
}

describe('list import: a CSV file as a server job', () => {
  it('[assignment-csv-headers] names every missing column', () => {
    expect(parseImportCsv('patient,template\n1,2\n', spec)).toEqual({
      kind: 'missingHeaders',
      text: 'Missing required headers: patient_id, template_id, template_version_id',
    });
  });

  it('[assignment-csv-errors] reports every bad line at once, by its line in the file, keeping the good ones for the preview only', () => {
    const outcome = parseImportCsv('patient_id,template_id,template_version_id\n1000001,1,1\n12,1,1\n\n1000001,x,1\n1000002,1,0\n', spec);
    expect(outcome).toEqual({
      kind: 'invalid',
      text: "Error processing CSV: line 3: Please enter a valid Patient ID (7 digits); line 5: template_id 'x' is not a template id; line 6: template_version_id '0' is not an id",
      records: [{ patient_id: '1000001', template_id: 1, template_version_id: 1, line: 2 }],
      problems: [
        { line: 3, problem: 'Please enter a valid Patient ID (7 digits)' },
        { line: 5, problem: "template_id 'x' is not a template id" },
        { line: 6, problem: "template_version_id '0' is not an id" },
      ],
    });
  });

  it('issue 27 defect 7: an idOrCode column takes an id as a number or a code as text, and the sample has a line of examples', () => {
    const coded = { ...spec, columns: spec.columns.map((column) => (column.name === 'patient_id' ? { ...column, example: '1000001' } : { ...column, type: 'idOrCode' as const, example: 'RTM-KNEE' })) };
    expect(parseImportCsv('patient_id,template_id,template_version_id\n1000001,RTM-KNEE,4\n', coded)).toEqual({
      kind: 'records',
      records: [{ patient_id: '1000001', template_id: 'RTM-KNEE', template_version_id: 4, line: 2 }],
    });
    expect(importSample(coded)).toBe('patient_id,template_id,template_version_id\r\n1000001,RTM-KNEE,RTM-KNEE\r\n');
  });

  it('reads good lines as records: ids as numbers, texts as written, each with its line', () => {
    expect(parseImportCsv('\uFEFFPatient_ID , template_id,template_version_id\n1000001,2,3\n', spec)).toEqual({
      kind: 'records',
      records: [{ patient_id: '1000001', template_id: 2, template_version_id: 3, line: 2 }],
    });
    expect(parseImportCsv('patient_id,template_id,template_version_id\n', spec).kind).toBe('invalid');
  });

  it('[assignment-bulk-job] starts the job, reads its status until it completes and says so', async () => {
    const fake = fakePorts([
      { message: 'Bulk assignment of 1 records started.', job_id: 7, status: 'queued' },
      { status: 'running' },
      { status: 'completed', message: 'Bulk assignment completed: 1 patients assigned.' },
    ]);
    const end = await runImport(spec, 'patient_id,template_id,template_version_id\n1000001,2,3\n', fake.ports);
    expect(end).toBe('completed');
    expect(fake.calls[0]).toEqual(['bulkAssignTemplateVersions', { records: [{ patient_id: '1000001', template_id: 2, template_version_id: 3, line: 2 }] }]);
    // The status is a GET: the job id goes in the query.
    expect(fake.calls[1]).toEqual(['getBulkAssignJobStatus', undefined, { query: { job_id: 7 } }]);
    expect(fake.shown.succeeded).toEqual(['Bulk assignment of 1 records started.', 'Bulk assignment completed: 1 patients assigned.']);
    expect(fake.shown.progress).toEqual(['Import in progress: queued', 'Import in progress: running', undefined]);
  });

  it('shows a refused file and a failed job with each of its lines at once', async () => {
    const refused = fakePorts([new Error('1 of the records cannot be assigned; nothing was imported: line 2: Patient ID 0000000 not found.')]);
    expect(await runImport(spec, 'patient_id,template_id,template_version_id\n0000000,1,1\n', refused.ports)).toBe('refused');
    expect(refused.shown.problem.at(-1)).toBe('Error importing CSV: 1 of the records cannot be assigned; nothing was imported: line 2: Patient ID 0000000 not found.');
    const failed = fakePorts([
      { message: 'started', job_id: 8, status: 'queued' },
      { status: 'failed', message: 'Bulk assignment failed: nothing was assigned.', errors: [{ line: 2, message: 'Patient ID 1000001 not found.' }] },
    ]);
    expect(await runImport(spec, 'patient_id,template_id,template_version_id\n1000001,1,1\n', failed.ports)).toBe('failed');
    expect(failed.shown.problem.at(-1)).toBe('Error importing CSV: Bulk assignment failed: nothing was assigned.; line 2: Patient ID 1000001 not found.');
  });

  it('sends nothing for a bad file', async () => {
    const fake = fakePorts([]);
    expect(await runImport(spec, 'patient,template\n', fake.ports)).toBe('missingHeaders');
    expect(fake.shown.toast).toEqual(['Missing required headers: patient_id, template_id, template_version_id']);
    expect(fake.calls).toEqual([]);
  });
});
