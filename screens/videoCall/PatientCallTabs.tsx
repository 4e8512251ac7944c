import { Tabs } from '@mantine/core';
import { constants, message } from '../../src/generated/catalog';
import { useConfirm } from '../../runtime/dialogs/useConfirm';
import { PatientNotesPanel } from '../patientNotes/PatientNotesPanel';
import { DeviceSettingsTab } from './DeviceSettingsTab';
import { PatientAppTab } from './PatientAppTab';
import type { CallMediaSource } from './providers/callMediaStore';
import { callOperation, type SpecCall } from '../../runtime/api/callOperation';

export interface PatientCallTabsProps {
  patientId: number;
  roomId: number | null;
  roleId: number | undefined;
  /** The call port of the Settings and Patient App tabs; the portal's own when undefined. */
  call: SpecCall | undefined;
  /** The call's streams: the Patient App tab shows the patient's screen of them. */
  media: CallMediaSource;
}

/**
 * The patient call screen ([video-call-screen-tabs]): Notes (the Patient Notes panel, 100vh in the
 * call view), Settings (the device settings sliders) and Patient App (the patient's screen streamed
 * live, and screen_click).
 */
export function PatientCallTabs({ patientId, roomId, roleId, call, media }: PatientCallTabsProps) {
  const confirm = useConfirm();
  return (
    <Tabs defaultValue="notes" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="notes">{message('videoTabNotes')}</Tabs.Tab>
        <Tabs.Tab value="settings">{message('videoTabSettings')}</Tabs.Tab>
        <Tabs.Tab value="patientApp">{message('videoTabPatientApp')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="notes" pt="xs">
        <PatientNotesPanel
          record={{ id: patientId }}
          slot={{ panel: 'patientNotes', title: message('patientNotesTitle') }}
          reload={() => undefined}
          call={callOperation}
          confirm={confirm}
          maxHeight={String(constants.notesCallViewMaxHeight)}
        />
      </Tabs.Panel>
      <Tabs.Panel value="settings" pt="xs">
        <DeviceSettingsTab roomId={roomId} roleId={roleId} call={call} />
      </Tabs.Panel>
      <Tabs.Panel value="patientApp" pt="xs">
        <PatientAppTab roomId={roomId} call={call} media={media} />
      </Tabs.Panel>
    </Tabs>
  );
}
