import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { promptFlowMachine, type SubmitRequest } from '../../machines/patientPrompt/promptFlowMachine';
import { promptTextMax, type FlowPrompt } from '../../domain/patientPrompt/promptFlowSteps';
import { promptFlowView, type PromptStepView } from '../../domain/patientPrompt/promptFlowView';
import { errorMessage } from '../../domain/session/errorMessage';
import { useOperationMutation, useOperationQuery } from '../../runtime/api/operationQueries';
import { message } from '../../src/generated/catalog';

/** What the RTM dashboard's side panel gives the Prompts tab. */
export interface PatientPromptPanelProps {
  patientId: number;
}

/**
 * The 'Patient Prompt' questionnaire of the RTM side panel's Prompts tab ([rtm-prompts-tab]):
 * the prompts of the patient's template version (GET rtm_templates_prompt/patient/{id}) walked
 * through the prompt flow machine (machines/patientPrompt), and the answers submitted with POST
 * rtm_templates_prompt/patient_version/{id}; once submitted it reads 'Completed Patient Prompt'.
 *
 * @example
 * <PatientPromptPanel patientId={42} />
 */
export function PatientPromptPanel({ patientId }: PatientPromptPanelProps) {
  const prompts = useOperationQuery('getPatientPrompts', [undefined, { id: patientId }]);
  let body;
  if (prompts.isPending) body = <Text c="dimmed">{message('runtimeLoadingText')}</Text>;
  else if (prompts.isError) body = <Alert color="red">{errorMessage(prompts.error)}</Alert>;
  else if (prompts.data.patient_version_id === null || prompts.data.prompts.length === 0)
    body = <Text c="dimmed">{message('rtmPromptNoAssignment')}</Text>;
  else
    body = (
      <PromptQuestionnaire
        // A new patient or assignment starts a new flow.
        key={`${String(patientId)}:${String(prompts.data.patient_version_id)}`}
        prompts={prompts.data.prompts}
        patientVersionId={prompts.data.patient_version_id}
      />
    );
  return (
    <Stack gap="sm">
      <Title order={4}>{message('rtmPatientPromptTitle')}</Title>
      {body}
    </Stack>
  );
}

interface QuestionnaireProps {
  prompts: readonly FlowPrompt[];
  patientVersionId: number;
}

/** The flow of one assignment: its prompts as answered so far, and Submit. */
function PromptQuestionnaire({ prompts, patientVersionId }: QuestionnaireProps) {
  // TanStack Query keeps one mutateAsync for the component's life, so the machine is built once.
  const { mutateAsync } = useOperationMutation('submitPatientPromptResponses');
  const [machine] = useState(() =>
    promptFlowMachine.provide({
      actors: {
        submitResponses: fromPromise<unknown, SubmitRequest>(({ input }) =>
          mutateAsync([{ responses: input.responses }, { id: input.patientVersionId }]),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { prompts, patientVersionId } });
  const { context } = snapshot;
  const view = promptFlowView(context.prompts, context.steps, context.notice !== null);
  const submitted = snapshot.hasTag('submitted');
  const submitting = snapshot.hasTag('submitting');

  return (
    <Stack gap="sm">
      {submitted && (
        <Alert color="green" role="status">
          {message('rtmCompletedPatientPrompt')}
        </Alert>
      )}
      {view.steps.map((step) => (
        <PromptStep
          key={step.prompt.id}
          view={step}
          locked={submitted || submitting}
          onChoose={(optionId) => send({ type: 'CHOOSE', promptId: step.prompt.id, optionId })}
          onType={(text) => send({ type: 'TYPE', promptId: step.prompt.id, text })}
          onSave={() => send({ type: 'SAVE_TEXT', promptId: step.prompt.id })}
          onEdit={() => send({ type: 'EDIT', promptId: step.prompt.id })}
        />
      ))}
      {view.blocked !== null && !submitted && (
        <Text c="red" size="sm" role="alert">
          {view.blocked}
        </Text>
      )}
      {context.submitError !== null && (
        <Alert color="red" role="alert">
          {context.submitError}
        </Alert>
      )}
      {!submitted && (
        <Group justify="flex-end">
          <Button onClick={() => send({ type: 'SUBMIT' })} disabled={!view.submitEnabled} loading={submitting}>
            {message('rtmPromptSubmit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The chosen option of an answered (or submitted) prompt: filled, as while it was being chosen. */
const chosenAnswerStyle = {
  backgroundColor: 'var(--mantine-primary-color-filled)',
  color: 'var(--mantine-color-white)',
};

interface PromptStepProps {
  view: PromptStepView;
  /** Submitting or submitted: nothing changes any more. */
  locked: boolean;
  onChoose: (optionId: number) => void;
  onType: (text: string) => void;
  onSave: () => void;
  onEdit: () => void;
}

/** One shown prompt: its question, its options, the additional-information box of a text-requiring option, Edit. */
function PromptStep({ view, locked, onChoose, onType, onSave, onEdit }: PromptStepProps) {
  const { prompt, step } = view;
  const headingId = `rtm-prompt-${String(prompt.id)}`;
  return (
    <Card withBorder padding="sm" role="group" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={headingId}>
            {prompt.title}
          </Text>
          {view.editable && !locked && (
            <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={`${message('rtmPromptEdit')} ${prompt.title}`}>
              {message('rtmPromptEdit')}
            </Button>
          )}
        </Group>
        {prompt.description && <Text size="sm">{prompt.description}</Text>}
        {prompt.additional_prompt_information && (
          <Text size="xs" c="dimmed">
            {prompt.additional_prompt_information}
          </Text>
        )}
        <Group gap="xs">
          {prompt.rtm_survey_prompt_options.map((option) => {
            const chosen = step.optionId === option.id;
            const disabled = !view.choosing || locked;
            return (
              <Button
                key={option.id}
                size="xs"
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                disabled={disabled}
                // A disabled button is grey whatever its variant: an answered prompt keeps its choice in sight.
                style={chosen && disabled ? chosenAnswerStyle : undefined}
                onClick={() => onChoose(option.id)}
              >
                {option.option_text}
              </Button>
            );
          })}
        </Group>
        {view.textBox && (
          <Stack gap={4}>
            <Textarea
              aria-label={`${prompt.title}: ${view.placeholder}`}
              placeholder={view.placeholder}
              value={step.text}
              maxLength={promptTextMax}
              rows={3}
              readOnly={!view.textEditable || locked}
              onChange={(event) => onType(event.currentTarget.value)}
            />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {view.counter}
              </Text>
              {view.savedLabel !== null ? (
                <Badge color="green" variant="light">
                  {view.savedLabel}
                </Badge>
              ) : (
                <Button size="compact-sm" onClick={onSave} disabled={view.saveDisabled || !view.textEditable || locked}>
                  {message('rtmPromptSave')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
