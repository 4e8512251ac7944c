// @vitest-environment jsdom
// The 'Patient Prompt' questionnaire over the real query hooks, with the middleware faked at the
// portal client: what the user sees of a flow with a branch and required text, and what is sent.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixturePrompts } from '../../domain/patientPrompt/promptFlowFixture';
import { ApiError } from '../../runtime/api/ApiError';
import { PatientPromptPanel } from './PatientPromptPanel';

const middleware = vi.hoisted(() => ({ call: vi.fn<(operationId: string, body?: unknown, params?: unknown) => Promise<unknown>>() }));
// The portal's port sends every operation through the client's callOperation.
vi.mock('../../runtime/api/portalApi', () => ({ portalApi: () => ({ call: middleware.call, callOperation: middleware.call }) }));

function answer(operationId: string, patientVersionId: number | null = 8) {
  middleware.call.mockImplementation((called: string) => {
    if (called === 'getPatientPrompts')
      return Promise.resolve({ prompts: patientVersionId === null ? [] : fixturePrompts, patient_version_id: patientVersionId, template_version_id: 3 });
    if (called === operationId) return Promise.resolve({ patient_version_id: 8, patient_id: 7, responses: [] });
    return Promise.reject(ApiError.fromResponse(404, { message: 'Prompt assignment not found.' }));
  });
}

function renderPanel() {
  render(
    <MantineProvider>
      <PatientPromptPanel patientId={7} />
    </MantineProvider>,
  );
}

const prompt = (title: string) => screen.getByRole('group', { name: title });
const choose = (title: string, option: string) => fireEvent.click(within(prompt(title)).getByRole('button', { name: option }));

afterEach(() => {
  middleware.call.mockReset();
});

describe('PatientPromptPanel', () => {
  it('[rtm-prompt-first] shows the Patient Prompt questionnaire of the patient, starting at the group-1 prompt', async () => {
    answer('submitPatientPromptResponses');
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Patient Prompt' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'FEELING' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'GOAL' })).toBeNull();
    expect(middleware.call).toHaveBeenCalledWith('getPatientPrompts', undefined, { path: { id: 7 } });
  });

  it('[rtm-prompt-text-box] [rtm-prompt-placeholder] [rtm-prompt-text-max] [rtm-prompt-save-disabled] [rtm-prompt-text-save] a text-requiring option shows the box; Save appends the next prompt and shows Saved', async () => {
    answer('submitPatientPromptResponses');
    renderPanel();
    await screen.findByRole('group', { name: 'FEELING' });
    choose('FEELING', 'Some pain');
    choose('PAIN', 'Elsewhere');
    const box = within(prompt('PAIN')).getByPlaceholderText('Please provide additional information (max 500 characters)');
    expect(box.getAttribute('maxlength')).toBe('500');
    const save = within(prompt('PAIN')).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: '  ' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: 'Left hip' } });
    expect(within(prompt('PAIN')).getByText('8/500 characters')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'PLAN' })).toBeNull();
    fireEvent.click(save);
    expect(within(prompt('PAIN')).getByText('Saved')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'PLAN' })).toBeTruthy();
  });

  it('[rtm-prompt-edit-truncates] Edit on an earlier answer removes the prompts after it', async () => {
    answer('submitPatientPromptResponses');
    renderPanel();
    await screen.findByRole('group', { name: 'FEELING' });
    choose('FEELING', 'Doing well');
    choose('GOAL', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Edit FEELING' }));
    expect(screen.queryByRole('group', { name: 'GOAL' })).toBeNull();
    choose('FEELING', 'Some pain');
    expect(screen.getByRole('group', { name: 'PAIN' })).toBeTruthy();
  });

  it('[rtm-prompt-submit-blocked] [rtm-prompt-submit-enabled] Submit stays disabled, saying why, while a required text of the last answer is unsaved', async () => {
    answer('submitPatientPromptResponses');
    renderPanel();
    await screen.findByRole('group', { name: 'FEELING' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    choose('FEELING', 'Other');
    fireEvent.change(within(prompt('FEELING')).getByRole('textbox'), { target: { value: 'Dizzy' } });
    expect(screen.getByRole('alert').textContent).toBe('Please save all required text responses before submitting');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(prompt('FEELING')).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('[rtm-prompt-submit-call] [rtm-completed-patient-prompt-label] submits the walk for the patient_version_id and then reads Completed Patient Prompt', async () => {
    answer('submitPatientPromptResponses');
    renderPanel();
    await screen.findByRole('group', { name: 'FEELING' });
    choose('FEELING', 'Doing well');
    choose('GOAL', 'No');
    fireEvent.change(within(prompt('GOAL')).getByRole('textbox'), { target: { value: 'Stopped after 10 minutes' } });
    fireEvent.click(within(prompt('GOAL')).getByRole('button', { name: 'Save' }));
    choose('FOLLOW_UP', 'Call tomorrow');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Completed Patient Prompt')).toBeTruthy();
    expect(middleware.call).toHaveBeenCalledWith(
      'submitPatientPromptResponses',
      {
        responses: [
          { prompt_id: 1, option_id: 101 },
          { prompt_id: 2, option_id: 202, text_response: 'Stopped after 10 minutes' },
          { prompt_id: 4, option_id: 401 },
        ],
      },
      { path: { id: 8 } },
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it("shows the server's refusal and keeps the answers", async () => {
    answer('none');
    renderPanel();
    await screen.findByRole('group', { name: 'FEELING' });
    choose('FEELING', 'Doing well');
    choose('GOAL', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Prompt assignment not found.'));
    expect(screen.getByRole('group', { name: 'GOAL' })).toBeTruthy();
  });

  it('says so when the patient has no prompt template', async () => {
    answer('submitPatientPromptResponses', null);
    renderPanel();
    expect(await screen.findByText('This patient is not assigned to a prompt template.')).toBeTruthy();
  });
});
