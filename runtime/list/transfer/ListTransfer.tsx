import { Alert, Button, FileButton, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { saveFile } from '../../files/saveFile';
import { message } from '../../../src/generated/catalog';
import type { OperationCall } from '../../core/listSpec';
import { notifyError } from '../../errors/notifyError';
import { downloadOperationFile } from '../../files/downloadFile';
import { showSuccess } from '../../toasts/showSuccess';
import { showToast } from '../../toasts/showToast';
import type { ListRequestBody } from '../listRequest';
import { exportList, type ListExport } from './exportFile';
import { runImport } from './importJob';
import { importSample, parseImportCsv, specText, type ImportOutcome, type ListImport } from './parseImportCsv';
import { specOperationQuery, usePortalQueryClient, useSpecOperationMutation } from '../../api/operationQueries';

/** What a list's import shows: the red problem text, the running job's status, and how to start one. */
export interface ListImportState {
  problem: string | undefined;
  running: string | undefined;
  start: (file: File | null) => void;
  /** Starts the import of a file's text already read (the preview's Import). */
  startText: (text: string) => void;
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
  const queryClient = usePortalQueryClient();
  const { mutateAsync: write } = useSpecOperationMutation(undefined, { call });
  const startText = useCallback(
    (text: string) => {
      if (spec === undefined) return;
      setProblem(undefined);
      void runImport(spec, text, {
        send: (operationId, body) => write({ operationId, body }),
        read: (operationId, body, params) => queryClient.fetchQuery(specOperationQuery(operationId, body, params, call)),
        wait,
        succeeded: (said) => showSuccess(said ?? message('importFinished')),
        toast: (said) => showToast({ kind: 'error', title: said }),
        problem: setProblem,
        progress: setRunning,
        failed: (error) => notifyError(error),
      }).then((end) => {
        if (end === 'completed') reload();
      });
    },
    [spec, call, queryClient, reload, write],
  );
  const start = useCallback(
    (file: File | null) => {
      if (spec === undefined || file === null) return;
      setProblem(undefined);
      file.text().then(startText, () => setProblem(spec.unreadable ?? message('importUnreadable')));
    },
    [spec, startText],
  );
  return { problem, running, start, startText };
}

/** How many parsed rows the preview shows. */
const previewRows = 20;

/** The file chosen in the import dialog: its name, text and what parsing it gave. */
interface ChosenFile {
  name: string;
  text: string;
  outcome: ImportOutcome;
}

/**
 * The import button and its dialog (issue 27 defect 7): the format help (`help`, each column's
 * name and `description`), the sample file (`sample`), a file chooser, and a preview of the chosen
 * file's parsed rows with every bad line and its line number; Import sends the file as a job
 * ({@link useListImport}). Disabled while a job runs.
 */
export function ImportButton({ spec, state }: { spec: ListImport; state: ListImportState }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ChosenFile | undefined>();
  const [unreadable, setUnreadable] = useState(false);
  const close = () => {
    setOpen(false);
    setChosen(undefined);
    setUnreadable(false);
  };
  const choose = (file: File | null) => {
    if (file === null) return;
    setUnreadable(false);
    file.text().then(
      (text) => setChosen({ name: file.name, text, outcome: parseImportCsv(text, spec) }),
      () => setUnreadable(true),
    );
  };
  const records = chosen?.outcome.kind === 'records' ? chosen.outcome.records : chosen?.outcome.kind === 'invalid' ? chosen.outcome.records : [];
  const problems = chosen?.outcome.kind === 'invalid' ? chosen.outcome.problems : [];
  const ready = chosen?.outcome.kind === 'records';
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)} disabled={state.running !== undefined}>
        {spec.label}
      </Button>
      <Modal opened={open} onClose={close} title={spec.label} size="xl">
        <Stack gap="sm">
          {spec.help !== undefined && <Text size="sm">{spec.help}</Text>}
          <Text size="sm" fw={600}>
            {message('importColumnsTitle')}
          </Text>
          <Table withTableBorder fz="sm" aria-label={message('importColumnsTitle')}>
            <Table.Tbody>
              {spec.columns.map((column) => (
                <Table.Tr key={column.name}>
                  <Table.Th scope="row">
                    <code>{column.name}</code>
                  </Table.Th>
                  <Table.Td>{column.description ?? ''}</Table.Td>
                  <Table.Td>{column.example === undefined ? '' : <code>{column.example}</code>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group gap="sm">
            {spec.sample !== undefined && (
              <Button variant="light" onClick={() => saveFile(new Blob([importSample(spec)], { type: 'text/csv;charset=utf-8' }), spec.sample ?? 'sample.csv')}>
                {message('importSampleDownload')}
              </Button>
            )}
            <FileButton onChange={choose} accept=".csv,text/csv">
              {(props) => <Button {...props}>{message('importChooseFile')}</Button>}
            </FileButton>
          </Group>
          {unreadable && (
            <Text c="red.8" role="alert">
              {spec.unreadable ?? message('importUnreadable')}
            </Text>
          )}
          {chosen?.outcome.kind === 'missingHeaders' && (
            <Alert color="red" role="alert">
              {chosen.outcome.text}
            </Alert>
          )}
          {chosen !== undefined && chosen.outcome.kind !== 'missingHeaders' && (
            <section aria-label={message('importPreviewTitle', { name: chosen.name })}>
              <Stack gap="xs">
                <Text fw={600}>{message('importPreviewTitle', { name: chosen.name })}</Text>
                {problems.length > 0 && (
                  <Alert color="red" role="alert" title={message('importPreviewProblems', { count: problems.length })}>
                    <List size="sm">
                      {problems.map((problem) => (
                        <List.Item key={`${String(problem.line)} ${problem.problem}`}>{specTextLine(spec, problem.line, problem.problem)}</List.Item>
                      ))}
                    </List>
                  </Alert>
                )}
                {ready && <Text role="status">{message('importPreviewReady', { count: records.length })}</Text>}
                {records.length > 0 && (
                  <>
                    <Text size="sm">{message('importPreviewShown', { shown: Math.min(previewRows, records.length), count: records.length })}</Text>
                    <Table withTableBorder striped fz="sm" aria-label={message('importPreviewTitle', { name: chosen.name })}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>#</Table.Th>
                          {spec.columns.map((column) => (
                            <Table.Th key={column.name}>{column.name}</Table.Th>
                          ))}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {records.slice(0, previewRows).map((record) => (
                          <Table.Tr key={record.line}>
                            <Table.Td>{record.line}</Table.Td>
                            {spec.columns.map((column) => (
                              <Table.Td key={column.name}>{String(record[column.name] ?? '')}</Table.Td>
                            ))}
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </>
                )}
              </Stack>
            </section>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {message('importCancel')}
            </Button>
            <Button
              disabled={!ready || state.running !== undefined}
              onClick={() => {
                if (chosen === undefined) return;
                state.startText(chosen.text);
                close();
              }}
            >
              {message('importConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** One bad line as the import's `line` message says it. */
function specTextLine(spec: ListImport, line: number, problem: string): string {
  return specText(spec.line, message('importLine'), { line, problem });
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
