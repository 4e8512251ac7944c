import { Button, FileButton, Group, Loader, Modal, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { constants, message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import { invalidateReadersOf, operationQueryKey, usePortalQueryClient } from '../../runtime/api/operationQueries';
import { portalApi } from '../../runtime/api/portalApi';
import { askConfirm } from '../../runtime/dialogs/confirmStore';
import { notifyError } from '../../runtime/errors/notifyError';
import { downloadFile } from '../../runtime/files/downloadFile';
import { Pager } from '../../runtime/list/Pager';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { showToast } from '../../runtime/toasts/showToast';
import { parseAssignmentCsv } from './parseAssignmentCsv';

type Assignment = OperationData<'listTemplateAssignments'>['data'][number];
type Job = OperationData<'getBulkAssignJobStatus'>;
type Tab = 'active' | 'completed';

const limit = Number(constants.assignmentPageLimit);
const pollMs = Number(constants.assignmentJobPollMs);

/** The popup's mode: a new assignment, or Edit of an existing one (reassign). */
type PopupMode = { kind: 'assign' } | { kind: 'reassign'; assignment: Assignment };

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * RTM Patient Template Assignment ([assignment-layout]): a search by patient, CSV import (a bulk
 * assignment job whose status is polled) and export, the 'New Assignment' popup, the table with
 * Edit and Delete, paging, and the completed patients.
 */
export function TemplateAssignmentScreen() {
  const queryClient = usePortalQueryClient();
  const mobile = useMediaQuery(`(max-width: ${String(Number(constants.mobileBreakpointPx) - 1)}px)`, false, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<Tab>('active');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [popup, setPopup] = useState<PopupMode | undefined>();
  const [csvError, setCsvError] = useState<string | undefined>();
  const [job, setJob] = useState<Job | undefined>();
  const operation = tab === 'active' ? 'listTemplateAssignments' : 'listCompletedTemplatePatients';
  const query = { page: String(page), limit: String(limit), ...(search === '' ? {} : { search }) };
  const list = useQuery(
    {
      queryKey: operationQueryKey(operation, undefined, { query }),
      queryFn: () => portalApi().call(operation, undefined, { query }),
      placeholderData: (previous) => previous,
    },
    queryClient,
  );
  useEffect(() => {
    if (list.error) notifyError(list.error);
  }, [list.error]);
  const refresh = () => invalidateReadersOf(queryClient, 'templateAssignments');

  // [assignment-bulk-job] the job's status is polled until it finishes.
  const jobId = job?.job_id;
  const jobOpen = job?.status === 'queued' || job?.status === 'running';
  useEffect(() => {
    if (jobId === undefined || !jobOpen) return;
    const timer = setTimeout(() => {
      portalApi()
        .call('getBulkAssignJobStatus', undefined, { query: { job_id: String(jobId) } })
        .then((status) => {
          setJob(status);
          if (status.status === 'completed') {
            showSuccess(status.message ?? undefined);
            void refresh();
          } else if (status.status === 'failed') {
            const lines = status.errors.map((problem) => message('assignmentCsvLine', { line: problem.line, problem: problem.message }));
            setCsvError(message('assignmentCsvImportError', { error: [status.message ?? '', ...lines].filter(Boolean).join('; ') }));
          }
        }, notifyError);
    }, pollMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- polls again on each new status
  }, [jobId, jobOpen, job]);

  const importFile = (file: File | null) => {
    if (!file) return;
    setCsvError(undefined);
    file.text().then(
      async (text) => {
        let outcome;
        try {
          outcome = parseAssignmentCsv(text);
        } catch (error) {
          setCsvError(message('assignmentCsvProcessingError', { error: errorText(error) }));
          return;
        }
        if (outcome.kind === 'missingHeaders') {
          showToast({ kind: 'error', title: outcome.text });
          return;
        }
        if (outcome.kind === 'invalid') {
          setCsvError(outcome.text);
          return;
        }
        try {
          const started = await portalApi().call('bulkAssignTemplateVersions', { records: outcome.records });
          showSuccess(started.message);
          setJob({ job_id: started.job_id, status: started.status, total: outcome.records.length, assigned: 0, message: null, errors: [], created_at: '', finished_at: null });
        } catch (error) {
          setCsvError(message('assignmentCsvImportError', { error: errorText(error) }));
        }
      },
      () => setCsvError(message('assignmentCsvReadError')),
    );
  };

  // [assignment-export] the server's streamed CSV, saved as the file it names.
  const exportCsv = async () => {
    try {
      await downloadFile('exportActiveAssignations', undefined, String(constants.assignmentExportFilename));
    } catch {
      showToast({ kind: 'error', title: message('assignmentExportFailed') });
    }
  };

  // [assignment-remove-call] after a confirmation; the server's message as the toast.
  const remove = async (assignment: Assignment) => {
    const confirmed = await askConfirm({
      title: message('assignmentDeleteConfirm', { patientId: assignment.patient_identifier }),
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      const answer = await portalApi().call('removeTemplateAssignment', undefined, { path: { id: assignment.version_patient_id } });
      showSuccess(answer.message);
      await refresh();
    } catch (error) {
      notifyError(error);
    }
  };

  const rows = list.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{message('assignmentTitle')}</Title>
        {list.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Group justify="space-between" align="flex-end">
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setSearch(searchText.trim());
            setPage(1);
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label="Search"
              placeholder={message('assignmentSearchPlaceholder')}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
        <Group gap="xs">
          <FileButton onChange={importFile} accept=".csv,text/csv">
            {(props) => (
              <Button variant="default" {...props} disabled={jobOpen}>
                {message('assignmentImport')}
              </Button>
            )}
          </FileButton>
          <Button variant="default" onClick={() => void exportCsv()}>
            {message('assignmentExport')}
          </Button>
          <Button onClick={() => setPopup({ kind: 'assign' })}>{message('assignmentNew')}</Button>
        </Group>
      </Group>
      {csvError !== undefined && (
        <Text c="red.8" role="alert">
          {csvError}
        </Text>
      )}
      {jobOpen && (
        <Text role="status">{message('assignmentBulkRunning', { status: job.status })}</Text>
      )}
      <SegmentedControl
        value={tab}
        onChange={(value) => {
          setTab(value === 'completed' ? 'completed' : 'active');
          setPage(1);
        }}
        data={[
          { value: 'active', label: message('assignmentActiveTab') },
          { value: 'completed', label: message('assignmentCompletedTab') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Table striped withTableBorder aria-label={tab === 'active' ? message('assignmentActiveTab') : message('assignmentCompletedTab')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Patient ID</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Template</Table.Th>
            <Table.Th>Template Version</Table.Th>
            <Table.Th>{tab === 'active' ? 'Assigned' : 'Completed'}</Table.Th>
            {tab === 'active' && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.version_patient_id}>
              <Table.Td>{row.patient_identifier}</Table.Td>
              <Table.Td>{row.patient_name}</Table.Td>
              <Table.Td>
                {row.template_name} ({row.template_identifier})
              </Table.Td>
              <Table.Td>{row.template_version_identifier}</Table.Td>
              <Table.Td>{new Date((tab === 'active' ? row.assigned_at : row.completed_at) ?? row.assigned_at).toLocaleDateString('en-US')}</Table.Td>
              {tab === 'active' && (
                <Table.Td>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setPopup({ kind: 'reassign', assignment: row })} aria-label={`Edit ${row.patient_identifier}`}>
                      Edit
                    </Button>
                    <Button size="xs" color="red" variant="light" onClick={() => void remove(row)} aria-label={`Delete ${row.patient_identifier}`}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.data !== undefined && rows.length === 0 && <Text c="dimmed">{message('emptyList')}</Text>}
      {list.data !== undefined && (
        <Pager
          currentPage={list.data.current_page}
          lastPage={list.data.last_page}
          maxLinks={mobile ? Number(constants.pagerLinksMobile) : Number(constants.pagerLinksDesktop)}
          onPage={setPage}
        />
      )}
      {popup !== undefined && (
        <AssignmentPopup
          mode={popup}
          onClose={() => setPopup(undefined)}
          onSaved={() => {
            setPopup(undefined);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}

type PatientVersions = OperationData<'getPatientTemplateVersions'>;

/**
 * The 'New Assignment' popup ([assignment-popup-modes]): assign mode (a 7-digit Patient ID, then a
 * template and one of its versions) and reassign mode (Edit: the patient fixed, another version).
 */
function AssignmentPopup({ mode, onClose, onSaved }: { mode: PopupMode; onClose: () => void; onSaved: () => void }) {
  const editing = mode.kind === 'reassign' ? mode.assignment : undefined;
  const [patientId, setPatientId] = useState(editing?.patient_identifier ?? '');
  const [found, setFound] = useState<PatientVersions | undefined>();
  const [templateId, setTemplateId] = useState<string | null>(editing ? String(editing.template_id) : null);
  const [versionId, setVersionId] = useState<string | null>(editing ? String(editing.template_version_id) : null);
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const lookUp = async (identifier: string) => {
    setNotice(undefined);
    // [assignment-patient-id]
    if (!/^[0-9]{7}$/.test(identifier)) {
      showToast({ kind: 'error', title: message('assignmentInvalidPatientIdTitle'), description: message('assignmentInvalidPatientId') });
      return undefined;
    }
    try {
      const answer = await portalApi().call('getPatientTemplateVersions', undefined, { path: { id: identifier } });
      setFound(answer);
      // [assignment-no-versions]
      if (answer.templates.every((template) => template.versions.length === 0)) setNotice(message('assignmentNoVersions', { patientId: identifier }));
      return answer;
    } catch (error) {
      notifyError(error);
      return undefined;
    }
  };
  useEffect(() => {
    if (editing) void lookUp(editing.patient_identifier);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the row being edited
  }, []);

  const template = found?.templates.find((candidate) => String(candidate.id) === templateId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const patient = found?.patient.identifier === patientId ? found : await lookUp(patientId);
    if (!patient) return;
    // [assignment-version-required]
    if (templateId === null || versionId === null) {
      showToast({ kind: 'error', title: message('assignmentVersionRequiredTitle'), description: message('assignmentVersionRequired') });
      return;
    }
    setBusy(true);
    try {
      // [assignment-success-server-message]
      const answer = editing
        ? await portalApi().call('reassignTemplateVersion', {
            version_patient_id: editing.version_patient_id,
            template_id: Number(templateId),
            template_version_id: Number(versionId),
          })
        : await portalApi().call('assignTemplateVersion', { patient_id: patientId, template_id: Number(templateId), template_version_id: Number(versionId) });
      showSuccess(answer.message);
      onSaved();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={editing ? message('assignmentEdit') : message('assignmentNew')}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Patient ID"
              value={patientId}
              disabled={editing !== undefined}
              inputMode="numeric"
              maxLength={7}
              onChange={(event) => {
                setPatientId(event.currentTarget.value);
                setFound(undefined);
                setNotice(undefined);
              }}
              style={{ flex: 1 }}
            />
            {!editing && (
              <Button variant="default" onClick={() => void lookUp(patientId)}>
                Find
              </Button>
            )}
          </Group>
          {found && <Text size="sm">{found.patient.name}</Text>}
          {notice !== undefined && (
            <Text c="red.8" role="alert">
              {notice}
            </Text>
          )}
          <Select
            label="Template"
            data={(found?.templates ?? []).map((candidate) => ({ value: String(candidate.id), label: `${candidate.name} (${candidate.identifier})` }))}
            value={templateId}
            disabled={!found}
            onChange={(value) => {
              setTemplateId(value);
              setVersionId(null);
              const chosen = found?.templates.find((candidate) => String(candidate.id) === value);
              if (chosen && chosen.versions.length === 0) setNotice(message('assignmentNoVersions', { patientId }));
              else setNotice(undefined);
            }}
          />
          <Select
            label="Template Version"
            data={(template?.versions ?? []).map((version) => ({ value: String(version.id), label: version.identifier }))}
            value={versionId}
            disabled={!template}
            onChange={setVersionId}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? 'Save' : 'Assign'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
