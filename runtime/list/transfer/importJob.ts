import { message } from '../../../src/generated/catalog';
import { isGetOperation } from '../../api/operationPathParams';
import type { OperationCall } from '../../core/listSpec';
import type { OperationId } from '../../../src/generated/operations';
import { parseImportCsv, specText, type ListImport } from './parseImportCsv';
import { isJsonObject, type JsonObject } from '../../api/jsonObject';

/** The ports an import runs through: the portal's write and read, timer and toasts; fakes in tests. */
export interface ImportPorts {
  /** Starts the job: the portal's cached write, whose changes refresh what shows them. */
  send: OperationCall;
  /** Reads the job's status: the portal's read through the query cache. */
  read: OperationCall;
  /** Resolves after `ms` milliseconds (between two status reads). */
  wait: (ms: number) => Promise<void>;
  /** A success toast: the server's message of the started and of the finished job. */
  succeeded: (text: string | undefined) => void;
  /** An error toast (a file without a required column). */
  toast: (text: string) => void;
  /** The red text under the list's buttons: bad lines, a refused file, a failed job; `undefined` clears it. */
  problem: (text: string | undefined) => void;
  /** The job's status while it runs (`running` text); `undefined` once it ended. */
  progress: (text: string | undefined) => void;
  /** A status read that failed (shown through the error notifier); the import stops waiting. */
  failed: (error: unknown) => void;
}

/** How an import ended. */
export type ImportEnd = 'missingHeaders' | 'invalid' | 'refused' | 'completed' | 'failed' | 'lost';

const record = (value: unknown): JsonObject => (isJsonObject(value) ? { ...value } : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const scalar = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads `operation` with `input`: in the query of a GET, else as the body. */
function readWithInput(read: OperationCall, operation: OperationId, input: Record<string, string | number>): Promise<unknown> {
  return isGetOperation(operation) ? read(operation, undefined, { query: input }) : read(operation, input);
}

/**
 * Imports a CSV file's text as a server job ([assignment-csv-errors] [assignment-bulk-job] for the
 * template assignment): checks it ({@link parseImportCsv}), starts the job with its records, then
 * reads the job's status every `status.everyMs` until it is `completed` (its message as a toast)
 * or `failed` (its message and each bad line at once, as the `refused` text). Resolves how it ended.
 *
 * @example
 * await runImport(spec.import, await file.text(), ports); // 'completed'
 */
export async function runImport(spec: ListImport, fileText: string, ports: ImportPorts): Promise<ImportEnd> {
  ports.problem(undefined);
  const outcome = parseImportCsv(fileText, spec);
  if (outcome.kind === 'missingHeaders') {
    ports.toast(outcome.text);
    return 'missingHeaders';
  }
  if (outcome.kind === 'invalid') {
    ports.problem(outcome.text);
    return 'invalid';
  }
  const refused = (error: string) => ports.problem(specText(spec.refused, message('importRefused'), { error }));
  let started: JsonObject;
  try {
    started = record(await ports.send(spec.operation, { [spec.field ?? 'records']: outcome.records }));
  } catch (error) {
    refused(errorText(error));
    return 'refused';
  }
  ports.succeeded(text(started.message));
  const jobId = started.job_id;
  if (typeof jobId !== 'number' && typeof jobId !== 'string') return 'completed';
  const running = (status: unknown) => ports.progress(specText(spec.running, message('importRunning'), { status: String(status) }));
  running(started.status);
  for (;;) {
    await ports.wait(spec.status.everyMs ?? 1000);
    let status: JsonObject;
    try {
      status = record(await readWithInput(ports.read, spec.status.operation, { [spec.status.param ?? 'job_id']: jobId }));
    } catch (error) {
      ports.progress(undefined);
      ports.failed(error);
      return 'lost';
    }
    if (status.status === 'completed') {
      ports.progress(undefined);
      ports.succeeded(text(status.message));
      return 'completed';
    }
    if (status.status === 'failed') {
      ports.progress(undefined);
      const lines = (Array.isArray(status.errors) ? status.errors : []).map(record).map((problem) =>
        specText(spec.line, message('importLine'), { line: scalar(problem.line), problem: scalar(problem.message) }),
      );
      refused([text(status.message) ?? '', ...lines].filter((line) => line !== '').join('; '));
      return 'failed';
    }
    running(status.status);
  }
}
