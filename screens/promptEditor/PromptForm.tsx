import {
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Table,
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
import { message } from '../../src/generated/catalog';

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
        <Table.ScrollContainer minWidth={760}>
          <Table withTableBorder aria-label={`${message('promptEditorResponses')}: ${name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{message('promptEditorColumnIdentifier')}</Table.Th>
                <Table.Th>{message('promptEditorColumnResponseText')}</Table.Th>
                <Table.Th>{message('promptEditorColumnMapsTo')}</Table.Th>
                <Table.Th>{message('promptEditorColumnMapsToEnd')}</Table.Th>
                <Table.Th>{message('promptEditorColumnTextRequired')}</Table.Th>
                <Table.Th>{message('promptEditorColumnAction')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prompt.rtm_survey_prompt_options.map((option, index) => {
                const locks = optionLocks(prompt, option);
                const at = { promptId: prompt.id, optionId: option.id };
                const row = `${name} ${message('promptEditorResponses')} ${index + 1}`;
                return (
                  <Table.Tr key={option.id} data-option-id={option.id}>
                    <Table.Td>
                      <TextInput
                        aria-label={`${row} ${message('promptEditorColumnIdentifier')}`}
                        value={option.identifier}
                        error={has('identifier', option.id)}
                        onChange={(event) =>
                          send({ type: 'SET_IDENTIFIER', ...at, value: event.currentTarget.value })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`${row} ${message('promptEditorColumnResponseText')}`}
                        value={option.option_text}
                        error={has('option_text', option.id)}
                        onChange={(event) =>
                          send({ type: 'SET_OPTION_TEXT', ...at, value: event.currentTarget.value })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${row} ${message('promptEditorColumnMapsToEnd')}`}
                        checked={option.maps_to_end}
                        disabled={locks.mapsToEnd}
                        onChange={(event) =>
                          send({ type: 'SET_MAPS_TO_END', ...at, checked: event.currentTarget.checked })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${row} ${message('promptEditorColumnTextRequired')}`}
                        checked={option.text_required}
                        disabled={locks.textRequired}
                        onChange={(event) =>
                          send({ type: 'SET_TEXT_REQUIRED', ...at, checked: event.currentTarget.checked })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      {!single && (
                        <Button
                          size="xs"
                          color="red"
                          variant="subtle"
                          aria-label={`${row} ${message('promptEditorRemoveResponse')}`}
                          onClick={() => send({ type: 'REMOVE_RESPONSE', ...at })}
                        >
                          {message('promptEditorRemoveResponse')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
