import { ActionIcon, Button, Checkbox, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { message } from '../../src/generated/catalog';
import { useOperationMutation, useOperationQuery } from '../../runtime/api/operationQueries';
import { useConfirm } from '../../runtime/dialogs/useConfirm';
import { LabelledValues } from '../../runtime/detail/LabelledValues';
import { CellView } from '../../runtime/formats/CellView';
import { phoneFormat } from '../../runtime/formats/phoneFormat';
import { notifyError } from '../../runtime/errors/notifyError';
import { useSession } from '../../runtime/session/SessionContext';
import type { TileEvent } from '../../machines/rtmTile/tileMachine';
import { PatientNotesPanel } from '../patientNotes/PatientNotesPanel';
import { FifteenDayGraphs } from '../sessions/FifteenDayGraphs';
import { PatientPromptPanel } from '../rtmPrompts/PatientPromptPanel';
import { planDate } from '../treatmentPlans/planDate';
import { usePatientViewingLog } from './usePatientViewingLog';
import { callOperation } from '../../runtime/api/callOperation';

/** Who changes Follow Up Needed, and who the Interacted with Patient/80 and /81 boxes (document 2, section 6). */
const followUpEditors = { roles: ['superAdmin', 'monitoringSpecialist', 'monitoringAssistant'] } as const;
const interactionCodeEditors = { roles: ['superAdmin', 'monitoringSpecialist', 'monitoringAssistant', 'monitoringManager'] } as const;
const planReaders = { anyPermission: ['viewPlan', 'editPlan'] } as const;

export interface PatientSidePanelProps {
  patientId: number;
  /** Tells the patient's tile what changed here (a saved note, Patient Educated, consent removed). */
  sendToTile: (event: TileEvent) => void;
  onClose: () => void;
}

/**
 * The Patient Profile side panel of the dashboard ([rtm-side-panel-fields], [rtm-side-panel-no-cpt],
 * [rtm-side-panel-tabs]): Identifier, Name, Age, Phone Number, Surgeon, State, Procedure Date,
 * Treatment Start and End Date, RTM Patient Education with 'Patient Educated' (any viewer), Follow
 * Up Needed and Interacted with Patient/80 and /81 (their roles; the server refuses the others),
 * CPT Codes, and the tabs Prompts (the 'Patient Prompt' questionnaire), Graphs (the 15-day charts of section 2, FifteenDayGraphs) and Notes (the profile's
 * notes panel). Opening it starts a viewing log.
 */
export function PatientSidePanel({ patientId, sendToTile, onClose }: PatientSidePanelProps) {
  const { can } = useSession();
  const confirm = useConfirm();
  usePatientViewingLog(patientId);
  const detail = useOperationQuery('getPatientDetail', [undefined, { id: patientId }]);
  const plan = useOperationQuery('getActiveTreatmentPlanForPatient', [undefined, { patientId }], { enabled: can(planReaders) });
  const flags = useOperationMutation('updateRtmPatientFlags');
  const educated = useOperationMutation('markRtmPatientEducated');
  const removeConsent = useOperationMutation('removeRtmConsent');

  if (detail.isPending) return <Loader aria-label={message('runtimeLoading')} />;
  if (!detail.data) return <Text c="red">{message('rtmPatientNotFound')}</Text>;
  const patient = detail.data;
  const procedure = patient.patient_procedure;
  const cpt = procedure?.codes.cpt ?? [];
  const phone = patient.phone_number[0]?.number ?? patient.mobile_phone ?? patient.home_phone ?? '';
  const activePlan = plan.data ?? null;
  const mayFollowUp = can(followUpEditors);
  const mayCode = can(interactionCodeEditors);
  const setFlag = (body: { rtm_follow_up_needed?: boolean; interaction_code_80?: boolean; interaction_code_81?: boolean }) =>
    flags.mutate([body, { id: patientId }], { onError: (error) => void notifyError(error) });

  const markEducated = () =>
    educated.mutate([undefined, { id: patientId }], {
      onSuccess: () => sendToTile({ type: 'PATIENT_EDUCATED' }),
      onError: (error) => void notifyError(error),
    });
  const askRemoveConsent = async () => {
    if (!(await confirm({ title: message('rtmRemoveConsentConfirm'), danger: true }))) return;
    removeConsent.mutate([undefined, { id: patientId }], {
      onSuccess: () => sendToTile({ type: 'CONSENT_REMOVED' }),
      onError: (error) => void notifyError(error),
    });
  };

  return (
    <Stack gap="sm" aria-label={message('rtmSidePanelLabel')} role="region">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {patient.first_name} {patient.last_name}
        </Title>
        <ActionIcon variant="subtle" color="dark" aria-label={message('rtmSidePanelClose')} onClick={onClose}>
          <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </ActionIcon>
      </Group>
      <LabelledValues
        values={[
          { field: 'identifier', label: message('rtmSideIdentifier'), value: patient.identifier },
          { field: 'name', label: message('rtmSideName'), value: `${patient.first_name} ${patient.last_name}` },
          { field: 'age', label: message('rtmSideAge'), value: patient.age ?? '' },
          { field: 'phone', label: message('rtmSidePhone'), value: <CellView display={phoneFormat(phone, patient)} /> },
          { field: 'surgeon', label: message('rtmSideSurgeon'), value: patient.surgeon?.name ?? '' },
          { field: 'state', label: message('rtmSideState'), value: patient.address?.state ?? '' },
          { field: 'procedure_date', label: message('profileProcedureDate'), value: planDate(procedure?.procedure_date) },
          { field: 'treatment_start_date', label: message('profileTreatmentStart'), value: planDate(activePlan?.treatment_start_date ?? procedure?.treatment_start_date) },
          { field: 'treatment_end_date', label: message('rtmSideTreatmentEnd'), value: planDate(activePlan?.treatment_end_date) },
          {
            field: 'rtm_patient_education',
            label: message('profileRtmEducation'),
            value: (
              <Group gap="xs" component="span">
                <span>{message(patient.rtm_patient_education === true ? 'rtmSideYes' : 'rtmSideNo')}</span>
                <Button size="compact-xs" onClick={markEducated} loading={educated.isPending}>
                  {message('rtmPatientEducated')}
                </Button>
              </Group>
            ),
          },
          {
            field: 'rtm_follow_up_needed',
            label: message('profileFollowUpNeeded'),
            value: (
              <Checkbox
                aria-label={message('profileFollowUpNeeded')}
                checked={patient.rtm_follow_up_needed === true}
                disabled={!mayFollowUp || flags.isPending}
                onChange={(event) => setFlag({ rtm_follow_up_needed: event.currentTarget.checked })}
              />
            ),
          },
          {
            field: 'interaction_code_80',
            label: message('profileInteraction80'),
            value: (
              <Checkbox
                aria-label={message('profileInteraction80')}
                checked={patient.interaction_code_80 === true}
                disabled={!mayCode || flags.isPending}
                onChange={(event) => setFlag({ interaction_code_80: event.currentTarget.checked })}
              />
            ),
          },
          {
            field: 'interaction_code_81',
            label: message('profileInteraction81'),
            value: (
              <Checkbox
                aria-label={message('profileInteraction81')}
                checked={patient.interaction_code_81 === true}
                disabled={!mayCode || flags.isPending}
                onChange={(event) => setFlag({ interaction_code_81: event.currentTarget.checked })}
              />
            ),
          },
          {
            field: 'cpt_codes',
            label: message('rtmSideCptCodes'),
            value: cpt.length === 0 ? message('rtmNoCptCodes') : cpt.map((code) => `${code.code} ${code.description}`).join(', '),
          },
        ]}
      />
      {patient.rtm_permission !== false && (
        <Group>
          <Button size="xs" color="red" variant="outline" onClick={() => void askRemoveConsent()} loading={removeConsent.isPending}>
            {message('rtmRemoveConsent')}
          </Button>
        </Group>
      )}
      <Tabs defaultValue="prompts" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="prompts">{message('rtmSideTabPrompts')}</Tabs.Tab>
          <Tabs.Tab value="graphs">{message('rtmSideTabGraphs')}</Tabs.Tab>
          <Tabs.Tab value="notes">{message('rtmSideTabNotes')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="prompts" pt="xs">
          <PatientPromptPanel patientId={patientId} />
        </Tabs.Panel>
        <Tabs.Panel value="graphs" pt="xs">
          <FifteenDayGraphs patientId={patientId} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="xs">
          <PatientNotesPanel
            record={{ id: patientId }}
            slot={{ panel: 'patientNotes', title: message('patientNotesTitle') }}
            reload={() => undefined}
            call={callOperation}
            confirm={confirm}
            onNoteSaved={() => sendToTile({ type: 'NOTE_SAVED' })}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
