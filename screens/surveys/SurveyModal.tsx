import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useContext, useState } from 'react';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelCard } from '../../src/generated/spec-types';
import type { OperationCall } from '../../runtime/core/listSpec';
import { PanelRecordCard } from '../../runtime/detail/PanelRecordCard';
import { SessionContext } from '../../runtime/session/SessionContext';
import type { OperationData } from '../../src/generated/operationTypes';
import { message } from '../../src/generated/catalog';
import { displayDay } from './surveyStrip';
import { submitDisabled, unansweredQuestions } from './surveyAnswers';

type Survey = OperationData<'getSurvey'>;
type PatientSurvey = OperationData<'listPatientSurveys'>['patient_surveys'][number];

export interface SurveyModalProps {
  /** The instrument, its questions already without the omitted ones. */
  survey: Survey;
  /** The day the survey is for (its scheduled day, or the day picked for Start Survey). */
  day: string;
  /** The patient's survey it answers or shows; undefined for a new one (Start Survey). */
  patientSurvey: PatientSurvey | undefined;
  today: string;
  busy: boolean;
  onSubmit: (responses: { survey_question_id: number; survey_option_id: number }[]) => void;
  /** Deletes the survey (asks first); absent when there is nothing to delete. */
  onDelete: (() => void) | undefined;
  onClose: () => void;
  /** The record card of an answered survey's scores (the profile spec's survey slot, `cards.scores`). */
  scores: Compiled<PanelCard>;
  call: OperationCall;
}

/** A red dark enough to read on white (WCAG AA), for the unanswered questions. */
const unansweredRed = 'var(--mantine-color-red-9)';

/**
 * The survey dialog ([survey-screen-layout]): the survey's questions minus the omitted ones
 * ([survey-omitted-questions]), each with its five answers. Submit with a question unanswered
 * shows the spec's message and the unanswered questions in red ([survey-submit-all-answered],
 * [survey-unanswered-red]); submit is disabled for a day after today
 * ([survey-submit-future-disabled]). An answered survey is read-only with its scores
 * ([survey-completed-read-only], the profile spec's `cards.scores`).
 */
export function SurveyModal({
  survey,
  day,
  patientSurvey,
  today,
  busy,
  onSubmit,
  onDelete,
  onClose,
  scores,
  call,
}: SurveyModalProps) {
  const can = useContext(SessionContext)?.can ?? (() => false);
  const completed = patientSurvey !== undefined && patientSurvey.completed_at !== null;
  const saved = Object.fromEntries(
    (patientSurvey?.responses ?? []).map((response) => [
      response.survey_question_id,
      response.survey_option_id,
    ]),
  );
  const [answers, setAnswers] = useState<Record<number, number>>(saved);
  const [missing, setMissing] = useState<number[]>([]);
  const questionIds = survey.survey_question.map((question) => question.id);
  const disabled = submitDisabled(patientSurvey, today);

  const submit = () => {
    const unanswered = unansweredQuestions(questionIds, answers);
    setMissing(unanswered);
    if (unanswered.length > 0) return;
    onSubmit(questionIds.map((id) => ({ survey_question_id: id, survey_option_id: answers[id] ?? 0 })));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': message('surveyWindowClose') }}
      title={message('surveyWindowTitle', { survey: survey.name, day: displayDay(day) })}
    >
      <Stack gap="md">
        {completed ? (
          <section aria-label={message('surveyScoresTitle')}>
            <PanelRecordCard card={scores} record={patientSurvey} call={call} can={can} spec="screen /patientProfile/{id}" />
          </section>
        ) : null}
        {missing.length > 0 ? (
          <Alert color="red" role="alert">
            {message('surveyIncomplete', { count: questionIds.length })}
          </Alert>
        ) : null}
        {survey.survey_question.map((question, index) => {
          const unanswered = missing.includes(question.id) && answers[question.id] === undefined;
          const previous = survey.survey_question[index - 1];
          return (
            <Stack key={question.id} gap={4}>
              {previous?.section !== question.section ? (
                <Text fw={600} size="sm">
                  {question.section}
                </Text>
              ) : null}
              <Radio.Group
                label={message('surveyQuestion', { number: index + 1, question: question.question_text })}
                value={answers[question.id] === undefined ? null : String(answers[question.id])}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: Number(value) }))}
                error={unanswered ? message('surveyAnswerRequired') : undefined}
                styles={
                  unanswered
                    ? { label: { color: unansweredRed }, error: { color: unansweredRed } }
                    : undefined
                }
                data-unanswered={unanswered || undefined}
              >
                <Group gap="md" mt={4}>
                  {question.survey_option.map((option) => (
                    <Radio
                      key={option.id}
                      value={String(option.id)}
                      label={option.text}
                      disabled={completed}
                    />
                  ))}
                </Group>
              </Radio.Group>
            </Stack>
          );
        })}
        <Group justify="space-between">
          {onDelete !== undefined && !completed ? (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={busy}>
              {message('surveyDelete')}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              {message('surveyExit')}
            </Button>
            {completed ? null : (
              <Button onClick={submit} disabled={disabled} loading={busy}>
                {message('surveySubmit')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
