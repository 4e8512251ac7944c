import {
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  canRemovePrompt,
  needsCreatePrompt,
  optionLocks,
  type PromptEditorEvent,
  type PromptEditorState,
} from '../../domain/promptEditor/promptEditorState';
import type { EditorPrompt, PromptIssue, PromptIssueField } from '../../domain/promptEditor/promptRules';
import { RowsTable } from '../../runtime/list/RowsTable';
import { message } from '../../src/generated/catalog';

type EditorOption = EditorPrompt['rtm_survey_prompt_options'][number];

export interface PromptFormProps {
  state: PromptEditorState;
  issues: readonly PromptIssue[];
  send: (event: PromptEditorEvent) => void;
}

/**
 * The prompts of the selected group ([prompt-editor-prompt-fields]): each with its title, Remove
 * Prompt, the prompt's fields and its Responses table ([prompt-editor-response-columns]); fields
 * that break a rule of section 5 are outlined red (a duplicated title among them,
 * [prompt-editor-titles-unique]); '+ Add Prompt' for groups 2 and 3 ([prompt-editor-add-prompt]).
 */
export function PromptForm({ state, issues, send }: PromptFormProps) {
  const shown = state.prompts.filter((prompt) => prompt.group === state.group);
  return (
    <Stack gap="md">
      {shown.map((prompt) => (
        <PromptCard key={prompt.id} prompt={prompt} state={state} issues={issues} send={send} />
      ))}
      {state.group !== 1 && (
        <Group>
          <Button variant="light" onClick={() => send({ type: 'ADD_PROMPT' })}>
            {message('promptEditorAddPrompt')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface PromptCardProps extends PromptFormProps {
  prompt: EditorPrompt;
}

function PromptCard({ prompt, state, issues, send }: PromptCardProps) {
  const has = (field: PromptIssueField, optionId?: string) =>
    issues.some(
      (issue) => issue.promptId === prompt.id && issue.field === field && issue.optionId === optionId,
    );
  const field = (
    name: 'title' | 'description' | 'additional_information_id' | 'additional_prompt_information',
  ) => ({
    value: prompt[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      send({ type: 'SET_PROMPT_FIELD', promptId: prompt.id, field: name, value: event.currentTarget.value }),
  });
  const laterTitles = [
    ...new Set(
      state.prompts
        .filter((candidate) => candidate.group > prompt.group && candidate.title.trim() !== '')
        .map((candidate) => candidate.title.trim()),
    ),
  ];
  const single = prompt.rtm_survey_prompt_options.length <= 1;
  const name = prompt.title.trim() === '' ? message('promptEditorUntitled') : prompt.title;
  // What every cell of a response's row needs: its locks, its address in the machine and its name.
  const optionContext = (option: EditorOption, index: number) => ({
    locks: optionLocks(prompt, option),
    at: { promptId: prompt.id, optionId: option.id },
    row: `${name} ${message('promptEditorResponses')} ${String(index + 1)}`,
  });
  return (
    <Card
      withBorder
      padding="md"
      data-prompt-id={prompt.id}
      aria-label={name}
      component="section"
      style={
        state.focusedPromptId === prompt.id ? { outline: '2px solid var(--mantine-color-blue-5)' } : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" c={has('title') ? 'red' : undefined}>
            {name}
          </Title>
          <Button
            color="red"
            variant="subtle"
            disabled={!canRemovePrompt(state, prompt.id)}
            onClick={() => send({ type: 'REMOVE_PROMPT', promptId: prompt.id })}
          >
            {message('promptEditorRemovePrompt')}
          </Button>
        </Group>
        <Group grow align="flex-start">
          <TextInput label={message('promptEditorPromptTitle')} error={has('title')} {...field('title')} />
          <TextInput
            label={message('promptEditorAdditionalInformationId')}
            {...field('additional_information_id')}
          />
        </Group>
        <Textarea
          label={message('promptEditorPromptDescription')}
          minRows={2}
          error={has('description')}
          {...field('description')}
        />
        <Textarea
          label={message('promptEditorAdditionalPromptInformation')}
          minRows={2}
          {...field('additional_prompt_information')}
        />
        <Text fw={600}>{message('promptEditorResponses')}</Text>
        <RowsTable
          label={`${message('promptEditorResponses')}: ${name}`}
          bordered
          minWidth={760}
          rows={prompt.rtm_survey_prompt_options}
          rowKey={(option) => option.id}
          rowProps={(option) => ({ data: { 'option-id': String(option.id) } })}
          columns={[
            {
              key: 'identifier',
              header: message('promptEditorColumnIdentifier'),
              cell: (option, index) => {
                const { at, row } = optionContext(option, index);
                return (
                  <TextInput
                    aria-label={`${row} ${message('promptEditorColumnIdentifier')}`}
                    value={option.identifier}
                    error={has('identifier', option.id)}
                    onChange={(event) =>
                      send({ type: 'SET_IDENTIFIER', ...at, value: event.currentTarget.value })
                    }
                  />
                );
              },
            },
            {
              key: 'optionText',
              header: message('promptEditorColumnResponseText'),
              cell: (option, index) => {
                const { at, row } = optionContext(option, index);
                return (
                  <TextInput
                    aria-label={`${row} ${message('promptEditorColumnResponseText')}`}
                    value={option.option_text}
                    error={has('option_text', option.id)}
                    onChange={(event) =>
                      send({ type: 'SET_OPTION_TEXT', ...at, value: event.currentTarget.value })
                    }
                  />
                );
              },
            },
            {
              key: 'mapsTo',
              header: message('promptEditorColumnMapsTo'),
              cell: (option, index) => {
                const { at, row } = optionContext(option, index);
                return (
                  <Group gap="xs" wrap="nowrap">
                    <Autocomplete
                      aria-label={`${row} ${message('promptEditorColumnMapsTo')}`}
                      data={laterTitles}
                      value={option.maps_to_rtm_survey_prompt_title}
                      disabled={option.maps_to_end}
                      error={has('maps_to', option.id)}
                      onChange={(title) => send({ type: 'SET_MAPS_TO', ...at, title })}
                    />
                    {needsCreatePrompt(state, prompt, option) && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => send({ type: 'CREATE_PROMPT', ...at })}
                      >
                        {message('promptEditorCreatePrompt')}
                      </Button>
                    )}
                  </Group>
                );
              },
            },
            {
              key: 'mapsToEnd',
              header: message('promptEditorColumnMapsToEnd'),
              cell: (option, index) => {
                const { locks, at, row } = optionContext(option, index);
                return (
                  <Checkbox
                    aria-label={`${row} ${message('promptEditorColumnMapsToEnd')}`}
                    checked={option.maps_to_end}
                    disabled={locks.mapsToEnd}
                    onChange={(event) =>
                      send({ type: 'SET_MAPS_TO_END', ...at, checked: event.currentTarget.checked })
                    }
                  />
                );
              },
            },
            {
              key: 'textRequired',
              header: message('promptEditorColumnTextRequired'),
              cell: (option, index) => {
                const { locks, at, row } = optionContext(option, index);
                return (
                  <Checkbox
                    aria-label={`${row} ${message('promptEditorColumnTextRequired')}`}
                    checked={option.text_required}
                    disabled={locks.textRequired}
                    onChange={(event) =>
                      send({ type: 'SET_TEXT_REQUIRED', ...at, checked: event.currentTarget.checked })
                    }
                  />
                );
              },
            },
            {
              key: 'action',
              header: message('promptEditorColumnAction'),
              cell: (option, index) => {
                const { at, row } = optionContext(option, index);
                if (single) return null;
                return (
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    aria-label={`${row} ${message('promptEditorRemoveResponse')}`}
                    onClick={() => send({ type: 'REMOVE_RESPONSE', ...at })}
                  >
                    {message('promptEditorRemoveResponse')}
                  </Button>
                );
              },
            },
          ]}
        />
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => send({ type: 'ADD_RESPONSE', promptId: prompt.id })}
          >
            {message('promptEditorAddResponse')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
