// @vitest-environment jsdom
// The prompt editor's form over a fake call port (the graph is drawn in the e2e test): what the
// user sees of a loaded version, and that a failed load is only written to the console.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpecCall } from '../../runtime/api/callOperation';
import { message } from '../../src/generated/catalog';
import { PromptEditorScreen } from './PromptEditorScreen';

vi.mock('./PromptGraph', () => ({ default: () => null }));

const version = {
  template_id: 2,
  template_identifier: 'RTM-PAIN',
  template_name: 'Pain Follow-up',
  version_identifier: 'RTM-PAIN-V1',
  template_version_id: 5,
  patient_version_id: null,
  prompts: [
    {
      id: 1,
      title: 'PAIN_NOW',
      group: 1,
      description: 'How is the pain?',
      additional_prompt_information: null,
      rtm_survey_prompt_options: [
        {
          id: 11,
          identifier: 'PAIN_NOW_1',
          option_text: 'Lower',
          text_required: false,
          maps_to_rtm_survey_prompt_id: null,
          maps_to_rtm_survey_prompt_title: null,
          maps_to_end: true,
        },
      ],
    },
    {
      id: 2,
      title: 'MEDICATION',
      group: 2,
      description: 'Taken?',
      additional_prompt_information: null,
      rtm_survey_prompt_options: [],
    },
  ],
};

function renderEditor(call: SpecCall) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/surveyTemplates/2/versions/5']}>
        <Routes>
          <Route
            path="/surveyTemplates/:templateId/versions/:versionId"
            element={<PromptEditorScreen call={call} />}
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PromptEditorScreen', () => {
  it("[prompt-editor-group-buttons] [prompt-editor-prompt-fields] [prompt-editor-response-columns] [prompt-editor-add-prompt] shows 'Prompt 1..3', the prompt's fields and the Responses columns", async () => {
    const call: SpecCall = vi.fn(() => Promise.resolve(version));
    renderEditor(call);
    const prompt = await screen.findByRole('region', { name: 'PAIN_NOW' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Prompt 1',
      'Prompt 2',
      'Prompt 3',
    ]);
    for (const label of [
      'promptEditorPromptTitle',
      'promptEditorPromptDescription',
      'promptEditorAdditionalInformationId',
      'promptEditorAdditionalPromptInformation',
    ] as const) {
      expect(within(prompt).getByLabelText(message(label))).toBeTruthy();
    }
    expect(within(prompt).getByRole('button', { name: message('promptEditorRemovePrompt') })).toBeTruthy();
    expect(
      within(prompt)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Identifier', 'Response Text', 'Maps to', 'Maps to End', 'Text Required', 'Action']);
    expect(screen.queryByRole('button', { name: message('promptEditorAddPrompt') })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Prompt 2' }));
    expect(await screen.findByRole('button', { name: message('promptEditorAddPrompt') })).toBeTruthy();
    expect(screen.getByText('Template ID:').parentElement?.textContent).toContain('RTM-PAIN');
  });

  it('[prompt-editor-load-errors] a failed load is written to the console, with no message to the user', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const call: SpecCall = vi.fn(() => Promise.reject(new Error('down')));
    renderEditor(call);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
