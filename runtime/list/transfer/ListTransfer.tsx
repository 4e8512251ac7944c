import { Button, FileButton, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { message } from '../../../src/generated/catalog';
import type { OperationCall } from '../../core/listSpec';
import { notifyError } from '../../errors/notifyError';
import { downloadOperationFile } from '../../files/downloadFile';
import { showSuccess } from '../../toasts/showSuccess';
import { showToast } from '../../toasts/showToast';
import type { ListRequestBody } from '../listRequest';
import { exportList, type ListExport } from './exportFile';
import { runImport } from './importJob';
import type { ListImport } from './parseImportCsv';

/** What a list's import shows: the red problem text, the running job's status, and how to start one. */
export interface ListImportState {
  problem: string | undefined;
  running: string | undefined;
  start: (file: File | null) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The state of a list's `import` ({@link runImport} with the portal's toasts and timer); the list
 * reloads when the job completed.
 *
 * @example
 * const importing = useListImport(spec.import, call, list.reload);
 */
export function useListImport(spec: ListImport | undefined, call: OperationCall, reload: () => void): ListImportState {
  const [problem, setProblem] = useState<string | undefined>();
  const [running, setRunning] = useState<string | undefined>();
  const start = useCallback(
    (file: File | null) => {
      if (spec === undefined || file === null) return;
      setProblem(undefined);
      file.text().then(
        async (text) => {
          const end = await runImport(spec, text, {
            call,
            wait,
            succeeded: (said) => showSuccess(said),
            toast: (said) => showToast({ kind: 'error', title: said }),
            problem: setProblem,
            progress: setRunning,
            failed: (error) => notifyError(error),
          });
          if (end === 'completed') reload();
        },
        () => setProblem(spec.unreadable ?? message('importUnreadable')),
      );
    },
    [spec, call, reload],
  );
  return { problem, running, start };
}

/** The import button: a file chooser of CSV files, disabled while a job runs. */
export function ImportButton({ spec, state }: { spec: ListImport; state: ListImportState }) {
  return (
    <FileButton onChange={state.start} accept=".csv,text/csv">
      {(props) => (
        <Button variant="default" {...props} disabled={state.running !== undefined}>
          {spec.label}
        </Button>
      )}
    </FileButton>
  );
}

/** The export button: downloads the list's file ({@link exportList}). */
export function ExportButton({ spec, request }: { spec: ListExport; request: ListRequestBody }) {
  return (
    <Button
      variant="default"
      onClick={() => void exportList(spec, request, { download: downloadOperationFile, failed: (text) => showToast({ kind: 'error', title: text }) })}
    >
      {spec.label}
    </Button>
  );
}

/** The import's red problem text and its running job's status, under the list's buttons. */
export function ImportNotices({ state }: { state: ListImportState }) {
  return (
    <>
      {state.problem !== undefined && (
        <Text c="red.8" role="alert">
          {state.problem}
        </Text>
      )}
      {state.running !== undefined && <Text role="status">{state.running}</Text>}
    </>
  );
}
