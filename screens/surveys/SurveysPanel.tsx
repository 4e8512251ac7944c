import { Box, Button, Group, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { useOperationMutation, useOperationQuery, useReadFailure } from '../../runtime/api/operationQueries';
import { PanelList } from '../../runtime/detail/PanelList';
import { namedSpecPart } from '../../runtime/list/namedSpecPart';
import { SurveyModal } from './SurveyModal';
import { completedAt } from './surveyAnswers';
import {
  deleteQuestionKey,
  displayDay,
  localDay,
  stripColours,
  stripDays,
  stripLegend,
  type StripDay,
} from './surveyStrip';

/** The profile's route, whose spec describes this panel's slot. */
const profileRoute = '/patientProfile/{id}';

type Survey = OperationData<'getSurvey'>;
type SurveyList = OperationData<'listPatientSurveys'>;
type PatientSurvey = SurveyList['patient_surveys'][number];

/** What the dialog is open on: a day and its survey (none yet for Start Survey). */
interface OpenDialog {
  day: string;
  patientSurvey: PatientSurvey | undefined;
  /** The day the answers are given on: the picked day for Start Survey, else today. */
  answeredOn: string;
}

/**
 * The survey panel of the patient profile ([survey-screen-layout]): a date picker limited to
 * today with 'Start Survey' ([survey-picker-max-today], [survey-start-disabled]), the KOOS, JR.
 * or HOOS, JR. schedule strip from treatment start to end with its legend (a blue day schedules a
 * survey, an orange or green one opens it), the survey dialog, and the answered surveys with their
 * scores. The profile shows it to the survey roles for a patient who takes a survey now
 * (specs/screens/patient-profile.screen.yaml, [survey-panel-visibility]); failed calls go to the
 * portal's one error notifier (notifyError, [note-survey-shared-handler]).
 */
export function SurveysPanel({ record, slot, call, confirm }: PanelProps) {
  // The answered surveys and a survey's scores, as the profile spec's survey slot describes them.
  const specName = `screen ${profileRoute}`;
  const completedList = namedSpecPart(slot.lists, 'completed', 'list', specName);
  const scoresCard = namedSpecPart(slot.cards, 'scores', 'card', specName);
  const patientId = Number(record.id);
  // The profile shows the panel only when current_survey_id is 1 (KOOS, JR.) or 3 (HOOS, JR.).
  const surveyId = record.current_survey_id === 3 ? 3 : 1;
  const today = localDay(new Date());
  const [picked, setPicked] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>();
  const [busy, setBusy] = useState(false);

  // The patient's surveys and the instrument without its omitted questions, read through the
  // cache: a schedule, an answer or a delete (x-cadence-changes: patients) reads them again, and so
  // does the answered surveys' list below, which reads the same call.
  const surveys = useOperationQuery('listPatientSurveys', [undefined, { patient_id: patientId, survey_id: surveyId }], { call });
  const instrument = useOperationQuery('getSurvey', [undefined, { id: surveyId }], { call });
  const omitted = useOperationQuery('getSurveyOmittedQuestions', [undefined, { id: surveyId }], { call });
  useReadFailure(surveys, notifyError);
  useReadFailure(instrument, notifyError);
  useReadFailure(omitted, notifyError);
  const list: SurveyList | undefined = surveys.data;
  const survey = useMemo((): Survey | undefined => {
    if (instrument.data === undefined || omitted.data === undefined) return undefined;
    const left = new Set(omitted.data.map((row) => row.survey_question_id));
    return { ...instrument.data, survey_question: instrument.data.survey_question.filter((question) => !left.has(question.id)) };
  }, [instrument.data, omitted.data]);
  const { mutateAsync: schedulePatientSurvey } = useOperationMutation('schedulePatientSurvey', { call });
  const { mutateAsync: submitPatientSurveyResponse } = useOperationMutation('submitPatientSurveyResponse', { call });
  const { mutateAsync: deletePatientSurvey } = useOperationMutation('deletePatientSurvey', { call });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const schedule = (day: string) =>
    run(async () => {
      await schedulePatientSurvey([{ patient_id: patientId, survey_id: surveyId, scheduled_at: day }]);
      showSuccess(message('surveyScheduled'));
    });

  const openDay = (day: StripDay<PatientSurvey>) => {
    if (day.state === 'available') void schedule(day.day);
    else if (day.survey !== undefined)
      setDialog({ day: day.day, patientSurvey: day.survey, answeredOn: today });
  };

  // Start Survey answers the survey due by today (the oldest open one), or a new one for today.
  const start = () => {
    const due = list?.patient_surveys.find((row) => row.completed_at === null && row.scheduled_at <= today);
    setDialog({ day: picked, patientSurvey: due, answeredOn: picked });
  };

  const submit = (responses: { survey_question_id: number; survey_option_id: number }[]) =>
    run(async () => {
      if (dialog === undefined) return;
      const target =
        dialog.patientSurvey ??
        (await schedulePatientSurvey([
          {
            patient_id: patientId,
            survey_id: surveyId,
            scheduled_at: today,
          },
        ]));
      const answered = await submitPatientSurveyResponse([{
        patient_survey_id: target.id,
        completed_at: completedAt(
          dialog.patientSurvey === undefined ? dialog.day : target.scheduled_at,
          today,
          new Date(),
        ),
        responses,
      }]);
      showSuccess(message('surveySubmitted'));
      setDialog({ ...dialog, patientSurvey: answered });
      setPicked('');
    });

  const remove = () =>
    run(async () => {
      const target = dialog?.patientSurvey;
      if (target === undefined) return;
      const confirmed = await confirm({
        title: message(deleteQuestionKey(list?.patient_surveys.length ?? 0)),
        confirmLabel: message('surveyDelete'),
        cancelLabel: message('buttonCancel'),
        danger: true,
      });
      if (!confirmed) return;
      await deletePatientSurvey([undefined, { id: target.id }]);
      showSuccess(message('surveyDeleted'));
      setDialog(undefined);
    });

  if (list === undefined || survey === undefined) return <Text c="dimmed">{message('surveysLoading')}</Text>;
  const start_day = list.treatment_start_date;
  const days =
    start_day === null
      ? []
      : stripDays(start_day, list.treatment_end_date ?? start_day, list.patient_surveys, today);
  const completed = list.patient_surveys.filter((row) => row.completed_at !== null);

  return (
    <Stack gap="sm">
      <Group align="end">
        <TextInput
          type="date"
          label={message('surveyDatePicker')}
          value={picked}
          max={today}
          onChange={(event) => setPicked(event.currentTarget.value)}
        />
        <Button onClick={start} disabled={picked === '' || picked > today}>
          {message('surveyStart')}
        </Button>
      </Group>
      <Text size="sm" fw={600}>
        {message('surveySchedule', { survey: survey.name })}
      </Text>
      <Group gap={4} role="list" aria-label={message('surveySchedule', { survey: survey.name })}>
        {days.map((day) => (
          <Tooltip
            key={day.day}
            label={`${displayDay(day.day)}: ${stripLegend.find((entry) => entry.state === day.state)?.label ?? ''}`}
          >
            <UnstyledButton
              role="listitem"
              aria-label={`${displayDay(day.day)}${day.today ? message('surveyTodayMark') : ''}: ${stripLegend.find((entry) => entry.state === day.state)?.label ?? ''}`}
              aria-current={day.today ? 'date' : undefined}
              data-state={day.state}
              disabled={day.state === 'past' || busy}
              onClick={() => openDay(day)}
              style={{
                width: 22,
                height: 22,
                borderRadius: 4,
                background: `var(--mantine-color-${stripColours[day.state]}-${day.state === 'past' ? '3' : '6'})`,
                outline: day.today ? '3px solid var(--mantine-color-dark-7)' : undefined,
                outlineOffset: 1,
                cursor: day.state === 'past' ? 'not-allowed' : 'pointer',
              }}
            />
          </Tooltip>
        ))}
      </Group>
      <Group gap="md" aria-label={message('surveyLegend')}>
        {stripLegend.map((entry) => (
          <Group key={entry.state} gap={4}>
            <Box
              w={12}
              h={12}
              style={{
                borderRadius: 2,
                background: `var(--mantine-color-${stripColours[entry.state]}-${entry.state === 'past' ? '3' : '6'})`,
              }}
            />
            <Text size="xs">{entry.label}</Text>
          </Group>
        ))}
        <Group gap={4}>
          <Box w={12} h={12} style={{ borderRadius: 2, outline: '3px solid var(--mantine-color-dark-7)' }} />
          <Text size="xs">{message('surveyToday')}</Text>
        </Group>
      </Group>
      {completed.length > 0 ? (
        <PanelList list={completedList} title={message('surveyCompletedTitle')} route={profileRoute} record={record} call={call} />
      ) : null}
      {dialog !== undefined ? (
        <SurveyModal
          key={`${dialog.day}-${String(dialog.patientSurvey?.id ?? 'new')}-${dialog.patientSurvey?.completed_at ?? ''}`}
          survey={survey}
          day={dialog.day}
          patientSurvey={dialog.patientSurvey}
          today={today}
          busy={busy}
          onSubmit={(responses) => void submit(responses)}
          onDelete={dialog.patientSurvey === undefined ? undefined : () => void remove()}
          scores={scoresCard}
          call={call}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </Stack>
  );
}
