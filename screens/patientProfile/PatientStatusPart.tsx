import { Badge, Select } from '@mantine/core';
import { useEffect } from 'react';
import { useOperationMutation, useOperationQuery } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { useSession } from '../../runtime/session/SessionContext';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';

/** A patient status, as queryPatientStatusTypes answers it. */
type Status = OperationData<'queryPatientStatusTypes'>[number];

/** Staff with edit rights on the patient change its status; the server checks editPatient too. */
const editRule = { permissions: ['editPatient'] };

/**
 * The patient status of the profile header ([profile-header-actions]): a badge, or for staff with
 * edit rights a choice of the server's statuses that saves through PUT patient/status/{a}/{b}
 * ([patient-status-change-call]) and reloads the patient.
 */
export function PatientStatusPart({ record, reload, call }: PanelProps) {
  const { can } = useSession();
  const editable = can(editRule);
  const statusTypes = useOperationQuery('queryPatientStatusTypes', [{}], { call, enabled: editable });
  const statuses: Status[] = statusTypes.data ?? [];
  const changeStatus = useOperationMutation('changePatientStatus', { call });
  const saving = changeStatus.isPending;
  const current = record.status as Pick<Status, 'id' | 'name'> | null | undefined;
  const lookupError = statusTypes.error;
  useEffect(() => {
    // A failed lookup of statuses is only logged (document 1 section 7).
    if (lookupError) console.warn('patient statuses could not be loaded', lookupError);
  }, [lookupError]);
  if (!editable || statuses.length === 0) {
    return current ? (
      <Badge variant="outline" color="gray" size="lg">
        {current.name}
      </Badge>
    ) : null;
  }
  const change = async (value: string | null) => {
    if (value === null || Number(value) === current?.id) return;
    try {
      await changeStatus.mutateAsync([undefined, { id: Number(record.id), status_id: Number(value) }]);
      const chosen = statuses.find((status) => status.id === Number(value));
      showSuccess(message('patientStatusChanged', { status: chosen?.name ?? value }));
      reload();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Select
      aria-label={message('patientStatusLabel')}
      size="sm"
      w={150}
      allowDeselect={false}
      disabled={saving}
      placeholder={message('patientStatusNone')}
      data={statuses.map((status) => ({ value: String(status.id), label: status.name }))}
      value={current ? String(current.id) : null}
      onChange={(value) => void change(value)}
    />
  );
}
