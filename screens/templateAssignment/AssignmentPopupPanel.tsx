import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { operationQuery, useOperationMutation, usePortalQueryClient } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { showToast } from '../../runtime/toasts/showToast';
import { message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';

type PatientVersions = OperationData<'getPatientTemplateVersions'>;

/** The row an Edit opened the popup on (a row of listTemplateAssignments), if any. */
interface EditedRow {
  versionPatientId: number;
  patientIdentifier: string;
  templateId: number;
  versionId: number;
}

function editedRow(record: PanelProps['record']): EditedRow | undefined {
  const { version_patient_id: versionPatientId, patient_identifier: patientIdentifier, template_id: templateId, template_version_id: versionId } = record;
  if (typeof versionPatientId !== 'number' || typeof patientIdentifier !== 'string' || typeof templateId !== 'number' || typeof versionId !== 'number') return undefined;
  return { versionPatientId, patientIdentifier, templateId, versionId };
}

/**
 * The 'New Assignment' popup of the template assignment list ([assignment-popup-modes], the
 * list's `modalForm.panel`): assign mode (a 7-digit Patient ID looked up, then a template and one
 * of its versions) and reassign mode (Edit on a row: the patient fixed, another version). The
 * server's message is the success toast ([assignment-success-server-message]); `reload` closes
 * the popup and reloads the list. The patient's versions are a cached read made on Find; assign
 * and reassign are mutations, so every reader of the assignments is marked stale.
 */
export function AssignmentPopupPanel({ record, reload, call }: PanelProps) {
  const editing = editedRow(record);
  const queryClient = usePortalQueryClient();
  const assign = useOperationMutation('assignTemplateVersion', { call });
  const reassign = useOperationMutation('reassignTemplateVersion', { call });
  const [patientId, setPatientId] = useState(editing?.patientIdentifier ?? '');
  const [found, setFound] = useState<PatientVersions | undefined>();
  const [templateId, setTemplateId] = useState<string | null>(editing ? String(editing.templateId) : null);
  const [versionId, setVersionId] = useState<string | null>(editing ? String(editing.versionId) : null);
  const [notice, setNotice] = useState<string | undefined>();
  const busy = assign.isPending || reassign.isPending;

  const lookUp = async (identifier: string) => {
    setNotice(undefined);
    // [assignment-patient-id]
    if (!/^[0-9]{7}$/.test(identifier)) {
      showToast({ kind: 'error', title: message('assignmentInvalidPatientIdTitle'), description: message('assignmentInvalidPatientId') });
      return undefined;
    }
    try {
      const answer = await queryClient.fetchQuery(operationQuery('getPatientTemplateVersions', [undefined, { id: identifier }], call));
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
    if (editing) void lookUp(editing.patientIdentifier);
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
    try {
      // [assignment-success-server-message]
      const answer = editing
        ? await reassign.mutateAsync([{ version_patient_id: editing.versionPatientId, template_id: Number(templateId), template_version_id: Number(versionId) }])
        : await assign.mutateAsync([{ patient_id: patientId, template_id: Number(templateId), template_version_id: Number(versionId) }]);
      showSuccess(answer.message);
      reload();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Group align="flex-end" gap="xs">
          <TextInput
            label={message('assignmentPatientIdLabel')}
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
              {message('assignmentFind')}
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
          label={message('assignmentTemplateLabel')}
          data={(found?.templates ?? []).map((candidate) => ({ value: String(candidate.id), label: message('assignmentTemplateOption', { name: candidate.name, identifier: candidate.identifier }) }))}
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
          label={message('assignmentVersionLabel')}
          data={(template?.versions ?? []).map((version) => ({ value: String(version.id), label: version.identifier }))}
          value={versionId}
          disabled={!template}
          onChange={setVersionId}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={reload}>
            {message('assignmentCancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? message('assignmentSave') : message('assignmentAssign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
