import { Alert, Badge, Button, Group, List, Loader, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useOperationQuery, usePortalQueryClient } from '../../runtime/api/operationQueries';
import { ConfirmDialog } from '../../runtime/dialogs/ConfirmDialog';
import { dateFieldText } from '../../runtime/form/dateFieldEntry';
import { useNavigate } from 'react-router';
import { message } from '../../src/generated/catalog';
import { notifyError } from '../../runtime/errors/notifyError';
import { useSession } from '../../runtime/session/SessionContext';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { planEditorMachine, planToEnd, type EditorKind, type PlanEditorEvent } from '../../machines/treatmentPlan/planEditorMachine';
import { editLabel, editorButtons, saveEnabled, showsActiveLabel } from '../../machines/treatmentPlan/planEditorView';
import { nameRefusals, planSaveDisabled, type PlanSaveSubject } from '../../domain/treatmentPlan/planSaveRules';
import { dayOf, planDay, replacementDay } from '../../domain/treatmentPlan/planStart';
import { protocolDayRanges, totalDays } from '../../domain/treatmentPlan/protocolDayRanges';
import { planEditorActors } from './planEditorCalls';
import { usePeriodLookups } from './periodLookups';
import { ProtocolBox } from './ProtocolBox';
import { ProtocolEditor } from './ProtocolEditor';

export interface PlanEditorProps {
  kind: EditorKind;
  /** The saved plan or template; undefined for a new one. */
  id: number | undefined;
  patientId: number | undefined;
  /** The machine's calls; the portal's typed calls unless a test gives its own. */
  actors?: ReturnType<typeof planEditorActors>;
}

/** Who saves, from the session: a super user acting for a practice saves as its member. */
function useSaveSubject(): PlanSaveSubject {
  const { subject, user, acting } = useSession();
  return {
    roleId: subject.roleId,
    permissions: subject.permissions ?? [],
    practiceTeamMemberId: acting?.id ?? user?.practice_team_member?.id ?? undefined,
  };
}

/** Where a plan or template lives once saved, so that a reload opens it again. */
function savedRoute(kind: EditorKind, id: number, patientId: number | undefined): string {
  return kind === 'plan' ? `/treatmentPlan/${String(patientId ?? '')}/${String(id)}` : `/treatmentPlanTemplate/${String(id)}`;
}

/**
 * The treatment plan / template editor (document 2, sections 2 and 4) over the editor machine:
 * the header with the name and, for an active plan, 'Active'; the template dropdown of a plan;
 * the mode's buttons; the protocols as boxes in view mode and as editors in editing mode.
 */
export function PlanEditor({ kind, id, patientId, actors }: PlanEditorProps) {
  const subject = useSaveSubject();
  const navigate = useNavigate();
  const queryClient = usePortalQueryClient();
  const [machine] = useState(() =>
    planEditorMachine.provide({
      actors: actors ?? planEditorActors(queryClient, subject.practiceTeamMemberId),
      actions: { reportError: (_, { error }) => void notifyError(error) },
    }),
  );
  const [snapshot, send, actorRef] = useMachine(machine, { input: { kind, id, patientId, subject, now: () => Date.now() } });
  // Whose plan it is, on the editor and in the confirmation (issue 27, defect 1).
  const patient = useOperationQuery('getPatientDetail', [undefined, { id: patientId ?? 0 }], { enabled: kind === 'plan' && patientId !== undefined });
  const patientName = patient.data === undefined ? '' : `${patient.data.first_name} ${patient.data.last_name}`;
  const nameInput = useRef<HTMLInputElement>(null);
  const { typeOptions, directionOptions } = usePeriodLookups();
  const { context } = snapshot;
  const { document } = context;

  const subjectKey = JSON.stringify(subject);
  useEffect(() => {
    send({ type: 'SET_SUBJECT', subject });
    // The subject is rebuilt each render; its content is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send, subjectKey]);

  // Each save tells the user once and gives a new plan or template its own address.
  useEffect(() => {
    const subscription = actorRef.on('saved', ({ document: saved }) => {
      showSuccess(message(kind === 'plan' ? 'planSaved' : 'templateSaved'));
      if (id === undefined && saved.id !== undefined) void navigate(savedRoute(kind, saved.id, patientId), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, id, kind, navigate, patientId]);

  // A refused save shows every reason at once; the Name field's own shows on it and takes the focus (issue 27, defect 2).
  const nameRefusal = context.refusals.find((key) => nameRefusals.includes(key));
  useEffect(() => {
    if (nameRefusal !== undefined) nameInput.current?.focus();
  }, [context.refusals, nameRefusal]);

  const title = message(kind === 'plan' ? 'planTitle' : 'templateTitle');
  if (snapshot.hasTag('loading')) return <Loader aria-label={message('planEditorLoading')} />;
  if (snapshot.hasTag('failed')) return <Alert color="red" title={message(kind === 'plan' ? 'planLoadFailed' : 'templateLoadFailed')} />;

  const editing = snapshot.hasTag('editing');
  const saving = snapshot.hasTag('saving');
  const buttons = editorButtons(snapshot);
  const canSave = saveEnabled(context) && !saving;
  // Editing needs editPlan (addPlan implies it) and a team member ([plan-save-disabled]).
  const mayEdit = !planSaveDisabled(subject, 1);
  const ranges = protocolDayRanges(document.protocols);
  const on = (event: PlanEditorEvent) => () => send(event);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const newPlan = kind === 'plan' && document.id === undefined;
  const ending = snapshot.hasTag('confirmingReplacement') ? planToEnd(context) : undefined;
  const startDay = document.treatment_start_date ?? dayOf(nowSeconds);
  const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1}>{document.name.trim() === '' ? title : document.name}</Title>
          {/* A green darker than Mantine's green 9, so that the white label keeps a 4.5:1 contrast. */}
          {showsActiveLabel(context, Math.floor(Date.now() / 1000)) && (
            <Badge color="#1f6b30" variant="filled" size="lg">
              {message('planActive')}
            </Badge>
          )}
          {context.selection === 'template' && (
            <Badge color="dark" variant="outline" size="lg">
              {message('templateSelectionUnsaved')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {buttons.includes('edit') && mayEdit && <Button onClick={on({ type: 'EDIT' })}>{editLabel(kind)}</Button>}
          {buttons.includes('save') && (
            <Button onClick={on({ type: 'SAVE' })} disabled={!canSave} loading={saving}>
              {message('planSave')}
            </Button>
          )}
          {buttons.includes('saveChanges') && (
            <Button onClick={on({ type: 'SAVE' })} disabled={!canSave} loading={saving}>
              {message('planSaveChanges')}
            </Button>
          )}
          {buttons.includes('cancel') && (
            <Button variant="default" onClick={on({ type: 'CANCEL' })} disabled={saving}>
              {message('planCancelChanges')}
            </Button>
          )}
        </Group>
      </Group>

      {kind === 'plan' && (
        <Group gap="lg">
          {patientName !== '' && <Text fw={600}>{message('planForPatient', { patient: patientName })}</Text>}
          {!newPlan && document.treatment_start_date != null && <Text>{message('planStartsOn', { date: dateFieldText(document.treatment_start_date) })}</Text>}
        </Group>
      )}

      {newPlan && (editing || snapshot.hasTag('templateSelected')) && (
        <TextInput
          type="date"
          label={message('planStartDate')}
          w={220}
          min={isoDay(dayOf(nowSeconds))}
          value={isoDay(startDay)}
          onChange={(event) => {
            const day = Date.parse(`${event.currentTarget.value}T00:00:00Z`);
            if (Number.isFinite(day)) send({ type: 'SET_START_DATE', day: day / 1000 });
          }}
        />
      )}

      {kind === 'plan' && (
        <Select
          label={message('planTemplateSelect')}
          placeholder={message('planTemplateChoose')}
          w={360}
          data={context.templateOptions.map((option) => ({ value: String(option.id), label: option.name }))}
          value={context.selectedTemplateId === undefined ? null : String(context.selectedTemplateId)}
          onChange={(value) => value !== null && send({ type: 'SELECT_TEMPLATE', templateId: Number(value) })}
          disabled={saving || !mayEdit}
          allowDeselect={false}
        />
      )}

      {context.refusals.length > 0 && (
        <Alert color="red" role="alert" title={message('planNotSaved')}>
          <List size="sm">
            {context.refusals.map((key) => (
              <List.Item key={key}>{message(key)}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      {editing ? (
        <Stack gap="xs">
          <TextInput
            ref={nameInput}
            label={message('planName')}
            required
            value={document.name}
            error={nameRefusal === undefined ? undefined : message(nameRefusal)}
            onChange={(event) => send({ type: 'SET_NAME', name: event.currentTarget.value })}
          />
          <Textarea
            label={message('planDescription')}
            value={document.description ?? ''}
            onChange={(event) => send({ type: 'SET_DESCRIPTION', description: event.currentTarget.value })}
          />
        </Stack>
      ) : (
        document.description !== null && document.description !== '' && <Text>{document.description}</Text>
      )}

      <Text fw={600}>{message('planTotalDays', { days: totalDays(document.protocols) })}</Text>

      {document.protocols.map((protocol, index) =>
        editing ? (
          <ProtocolEditor
            key={index}
            protocol={protocol}
            position={index + 1}
            range={ranges[index]}
            typeOptions={typeOptions}
            directionOptions={directionOptions}
            onChange={(patch) => send({ type: 'UPDATE_PROTOCOL', index, patch })}
            onRemove={on({ type: 'REMOVE_PROTOCOL', index })}
            onAddPeriod={on({ type: 'ADD_PERIOD', protocolIndex: index })}
            onRemovePeriod={(periodIndex) => send({ type: 'REMOVE_PERIOD', protocolIndex: index, periodIndex })}
            onChangePeriod={(periodIndex, patch) => send({ type: 'UPDATE_PERIOD', protocolIndex: index, periodIndex, patch })}
            onMovePeriod={(from, to) => send({ type: 'MOVE_PERIOD', protocolIndex: index, from, to })}
          />
        ) : (
          <ProtocolBox key={index} protocol={protocol} range={ranges[index]} typeOptions={typeOptions} directionOptions={directionOptions} />
        ),
      )}
      {editing && (
        <Group>
          <Button variant="default" onClick={on({ type: 'ADD_PROTOCOL' })}>
            {message('planAddProtocol')}
          </Button>
        </Group>
      )}
      {/* Never replaces a running plan unasked: the patient and the plan it ends are named (issue 27, defect 1). */}
      <ConfirmDialog
        opened={ending !== undefined}
        danger
        title={message('planReplaceConfirmTitle', { patient: patientName })}
        message={
          ending === undefined
            ? undefined
            : message('planReplaceConfirmMessage', {
                patient: patientName,
                day: planDay(ending, nowSeconds) ?? 1,
                plan: ending.name,
                newPlan: document.name,
                endDate: dateFieldText(replacementDay(startDay, nowSeconds)),
                startDate: dateFieldText(startDay),
              })
        }
        confirmLabel={ending === undefined ? undefined : message('planReplaceConfirm', { plan: ending.name })}
        onConfirm={on({ type: 'CONFIRM_REPLACEMENT' })}
        onCancel={on({ type: 'CANCEL' })}
      />
    </Stack>
  );
}
