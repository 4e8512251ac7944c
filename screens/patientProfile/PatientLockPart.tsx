import { ActionIcon, Tooltip } from '@mantine/core';
import { message } from '../../src/generated/catalog';
import { useOperationMutation } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { useSession } from '../../runtime/session/SessionContext';

/** Staff with edit rights on the patient may lock and unlock it ([patient-lock-permission]). */
const editRule = { permissions: ['editPatient'] };

function LockIcon() {
  return (
    <svg
      aria-hidden
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/**
 * The lock icon of a locked patient ([patient-lock-icon]). Clicking it asks 'Are you sure you want
 * to unlock this patient?' with Cancel and Unlock; Unlock saves `locked: false` through PATCH
 * patient/{id} ([patient-unlock-confirm]). Users without editPatient see the icon disabled; the
 * server refuses them anyway.
 */
export function PatientLockPart({ record, reload, call, confirm }: PanelProps) {
  const { can } = useSession();
  const setLock = useOperationMutation('setPatientLock', { call });
  if (record.locked !== true) return null;
  const allowed = can(editRule);
  const unlock = async () => {
    const confirmed = await confirm({
      title: message('unlockPatientConfirm'),
      cancelLabel: 'Cancel',
      confirmLabel: 'Unlock',
    });
    if (!confirmed) return;
    try {
      await setLock.mutateAsync([{ locked: false }, { id: Number(record.id) }]);
      reload();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Tooltip label={allowed ? message('patientLockedUnlock') : message('patientLocked')}>
      <ActionIcon
        variant="light"
        color="orange"
        size="lg"
        aria-label={message('patientLocked')}
        disabled={!allowed}
        loading={setLock.isPending}
        onClick={() => void unlock()}
      >
        <LockIcon />
      </ActionIcon>
    </Tooltip>
  );
}
