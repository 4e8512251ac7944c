// @vitest-environment jsdom
// The survey panel and its dialog with a fake middleware: what the user sees and what is sent.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import { screen as profile } from '../../src/generated/screens/patient-profile';
import { RuntimeRegistryProvider } from '../../runtime/registry/RuntimeRegistryContext';
import { SurveysPanel } from './SurveysPanel';
import { localDay } from './surveyStrip';

// The survey slot of the profile spec: its answered-surveys list and scores card.
const slot = profile.detail.panels?.find((candidate) => candidate.panel === 'surveys') ?? { panel: 'surveys', title: 'Surveys' };

beforeAll(() => {
  // AG Grid measures its container; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** Days relative to the test's today. */
const dayFrom = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return localDay(date);
};

const questions = [101, 102, 103, 104, 105, 106, 107].map((id, index) => ({
  id,
  section: index === 0 ? 'Stiffness' : 'Pain',
  question_text: `Question ${String(index + 1)}`,
  survey_option: ['None', 'Mild', 'Moderate', 'Severe', 'Extreme'].map((text, value) => ({
    id: id * 10 + value,
    text,
  })),
}));

interface Row {
  id: number;
  survey_id: number;
  patient_id: number;
  scheduled_at: string;
  completed_at: string | null;
  responses: { survey_question_id: number; survey_option_id: number }[];
  raw_score: number | null;
  interval_score: number | null;
  progression_score: number | null;
}

function fakeMiddleware(rows: Row[], omitted: number[] = []) {
  return vi.fn((operationId: string, body?: unknown) => {
    switch (operationId) {
      case 'listPatientSurveys':
        return Promise.resolve({
          patient_surveys: rows,
          treatment_start_date: dayFrom(-3),
          treatment_end_date: dayFrom(3),
        });
      case 'getSurvey':
        return Promise.resolve({ id: 1, name: 'KOOS, JR.', survey_question: questions });
      case 'getSurveyOmittedQuestions':
        return Promise.resolve(omitted.map((id) => ({ survey_id: 1, survey_question_id: id })));
      case 'schedulePatientSurvey': {
        const { scheduled_at } = body as { scheduled_at: string };
        return Promise.resolve({
          id: 90,
          survey_id: 1,
          patient_id: 7,
          scheduled_at,
          completed_at: null,
          responses: [],
          raw_score: null,
          interval_score: null,
          progression_score: null,
        });
      }
      case 'submitPatientSurveyResponse':
        return Promise.resolve({
          ...rows[0],
          completed_at: new Date().toISOString(),
          raw_score: 7,
          interval_score: 68.284,
          progression_score: 0,
        });
      default:
        return Promise.resolve({ id: 1, patient_id: 7, deleted: true });
    }
  });
}

const open = (id: number, offset: number): Row => ({
  id,
  survey_id: 1,
  patient_id: 7,
  scheduled_at: dayFrom(offset),
  completed_at: null,
  responses: [],
  raw_score: null,
  interval_score: null,
  progression_score: null,
});

function renderPanel(rows: Row[], options: { omitted?: number[]; confirm?: boolean } = {}) {
  const call = fakeMiddleware(rows, options.omitted);
  const confirm = vi.fn(() => Promise.resolve(options.confirm ?? true));
  render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <MemoryRouter>
          <SurveysPanel record={{ id: 7, current_survey_id: 1 }} slot={slot} reload={vi.fn()} call={call} confirm={confirm} />
        </MemoryRouter>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  return { call, confirm };
}

const stripDay = (offset: number) =>
  screen.getByRole('listitem', {
    name: new RegExp(`^${dayFrom(offset).slice(5, 7)}/${dayFrom(offset).slice(8)}/`),
  });

beforeEach(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SurveysPanel', () => {
  it('[survey-screen-layout] [survey-picker-max-today] [survey-start-disabled] has a date picker up to today and Start Survey disabled until a date is picked', async () => {
    renderPanel([]);
    const picker = await screen.findByLabelText('Survey date');
    expect(picker.getAttribute('max')).toBe(dayFrom(0));
    const start = screen.getByRole('button', { name: 'Start Survey' });
    expect(start.hasAttribute('disabled')).toBe(true);
    fireEvent.change(picker, { target: { value: dayFrom(-1) } });
    expect(start.hasAttribute('disabled')).toBe(false);
  });

  it('[survey-strip-range] [survey-day-colours] [survey-today-highlight] draws a day per treatment day with its state, today marked, and a legend; the answered surveys list their scores', async () => {
    renderPanel([
      {
        ...open(1, -2),
        completed_at: new Date().toISOString(),
        raw_score: 7,
        interval_score: 68.284,
        progression_score: 0,
      },
      open(2, 2),
    ]);
    const strip = await screen.findByRole('list', { name: 'KOOS, JR. schedule' });
    const days = within(strip).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days.map((day) => day.getAttribute('data-state'))).toEqual([
      'past',
      'completed',
      'past',
      'available',
      'available',
      'scheduled',
      'available',
    ]);
    expect(days[3]?.getAttribute('aria-current')).toBe('date');
    // The answered survey in the list of the profile spec, with its scores.
    const answered = await screen.findByRole('region', { name: 'Completed surveys' });
    expect(await within(answered).findByText('68.284')).toBeTruthy();
    expect(within(answered).getByText(`${dayFrom(-2).slice(5, 7)}/${dayFrom(-2).slice(8)}/${dayFrom(-2).slice(0, 4)}`)).toBeTruthy();
    for (const label of ['Completed', 'Scheduled', 'Past (cannot be scheduled)', 'Available', 'Today'])
      expect(screen.getByText(label)).toBeTruthy();
  });

  it('[survey-schedule-call] schedules a blue day with POST patient_survey', async () => {
    const { call } = renderPanel([]);
    await screen.findByRole('list', { name: 'KOOS, JR. schedule' });
    fireEvent.click(stripDay(1));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('schedulePatientSurvey', {
        patient_id: 7,
        survey_id: 1,
        scheduled_at: dayFrom(1),
      }),
    );
  });

  it('[survey-submit-all-answered] [survey-unanswered-red] shows the message and marks unanswered questions on submit', async () => {
    const { call } = renderPanel([open(1, 0)]);
    await screen.findByRole('list', { name: 'KOOS, JR. schedule' });
    fireEvent.click(stripDay(0));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('radio', { name: 'Mild' })[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'One or more questions are missing an answer. Either answer all 7 questions or exit without saving',
    );
    expect(dialog.querySelectorAll('[data-unanswered]')).toHaveLength(6);
    expect(call).not.toHaveBeenCalledWith('submitPatientSurveyResponse', expect.anything());
  });

  it('[survey-response-call] sends every answer with POST patient_survey/patient_response and shows the scores read-only [survey-completed-read-only]', async () => {
    const { call } = renderPanel([open(1, 0)]);
    await screen.findByRole('list', { name: 'KOOS, JR. schedule' });
    fireEvent.click(stripDay(0));
    const dialog = await screen.findByRole('dialog');
    for (const radio of within(dialog).getAllByRole('radio', { name: 'Mild' })) fireEvent.click(radio);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('submitPatientSurveyResponse', expect.anything()));
    const sent = call.mock.calls.find(([operationId]) => operationId === 'submitPatientSurveyResponse')?.[1];
    expect(sent).toMatchObject({
      patient_survey_id: 1,
      responses: questions.map((question) => ({
        survey_question_id: question.id,
        survey_option_id: question.id * 10 + 1,
      })),
    });
    expect(JSON.stringify(sent)).toMatch(/"completed_at":"\d{4}-\d{2}-\d{2}T/);
    const scores = await within(await screen.findByRole('dialog')).findByRole('region', { name: 'Scores' });
    expect(within(scores).getByText('68.284')).toBeTruthy();
    expect(within(scores).getByText('Interval score')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('radio')
        .every((radio) => radio.hasAttribute('disabled')),
    ).toBe(true);
    // Seven questions of five answers each render slowly in jsdom.
  });

  it('Start Survey answers a new survey for today, dated the picked day', async () => {
    const { call } = renderPanel([]);
    const picker = await screen.findByLabelText('Survey date');
    fireEvent.change(picker, { target: { value: dayFrom(-2) } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Survey' }));
    const dialog = await screen.findByRole('dialog');
    for (const radio of within(dialog).getAllByRole('radio', { name: 'None' })) fireEvent.click(radio);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('submitPatientSurveyResponse', expect.anything()));
    expect(call).toHaveBeenCalledWith('schedulePatientSurvey', {
      patient_id: 7,
      survey_id: 1,
      scheduled_at: dayFrom(0),
    });
    const sent = call.mock.calls.find(([operationId]) => operationId === 'submitPatientSurveyResponse')?.[1];
    const [year, month, date] = dayFrom(-2).split('-').map(Number);
    expect(sent).toMatchObject({
      patient_survey_id: 90,
      completed_at: new Date(year ?? 0, (month ?? 1) - 1, date, 12).toISOString(),
    });
  });

  it('[survey-submit-future-disabled] disables submit for a survey scheduled after today', async () => {
    renderPanel([open(1, 2)]);
    await screen.findByRole('list', { name: 'KOOS, JR. schedule' });
    fireEvent.click(stripDay(2));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it('[survey-omitted-questions] leaves the omitted questions out of the dialog', async () => {
    renderPanel([open(1, 0)], { omitted: [107] });
    await screen.findByRole('list', { name: 'KOOS, JR. schedule' });
    fireEvent.click(stripDay(0));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('7. Question 7')).toBeNull();
    expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(6);
  });

  it('[survey-delete-two] asks about the final survey date(s) when exactly two surveys exist', async () => {
    const { call, confirm } = renderPanel([open(1, 1), open(2, 2)]);
    await screen.findByRole('list', { name: 'KOOS, JR. schedule' });
    fireEvent.click(stripDay(1));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('deletePatientSurvey', undefined, { path: { id: 1 } }),
    );
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Did you forget to schedule the final survey date(s)? ...' }),
    );
  });

  it('[survey-delete-other] asks the plain question otherwise, and keeps the survey on Cancel', async () => {
    const { call, confirm } = renderPanel([open(1, 1)], { confirm: false });
    await screen.findByRole('list', { name: 'KOOS, JR. schedule' });
    fireEvent.click(stripDay(1));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Are you sure you want to delete this survey?' }),
      ),
    );
    expect(call).not.toHaveBeenCalledWith('deletePatientSurvey', undefined, expect.anything());
  });
});
