import {
  Alert,
  Box,
  Button,
  Center,
  FileButton,
  Grid,
  Group,
  Loader,
  Overlay,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { parsePromptCsv, promptCsvAccept } from '../../domain/promptEditor/promptCsv';
import {
  initialPromptEditorState,
  promptEditorReducer,
  promptEditorView,
} from '../../domain/promptEditor/promptEditorState';
import { promptGroups } from '../../domain/promptEditor/promptRules';
import { useOperationMutation, useOperationQuery, useReadFailure } from '../../runtime/api/operationQueries';
import type { SpecCall } from '../../runtime/api/callOperation';
import { notifyError } from '../../runtime/errors/notifyError';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { message } from '../../src/generated/catalog';
import { PromptForm } from './PromptForm';

// React Flow and dagre load with the graph, after the form.
const PromptGraph = lazy(() => import('./PromptGraph'));

export interface PromptEditorScreenProps {
  /** The call port; the portal's own unless a test gives one. */
  call?: SpecCall;
}

/**
 * /surveyTemplates/{templateId}/versions/{versionId}, the prompt editor (document 3, section
 * 2.14): Back to the versions ([prompt-editor-back]), the header ([prompt-editor-header]), the
 * group buttons, red with errors ([prompt-editor-group-buttons], [prompt-editor-group-red]), the
 * selected group's prompts, Import CSV, Store Prompts (disabled at half opacity with the spec's
 * message while any group has an error, [prompt-editor-store-disabled]), the full-screen
 * 'Loading...' overlay ([prompt-editor-load]), and beside the form the same flow as a graph.
 * Form and graph edit one state (domain/promptEditor/promptEditorState.ts).
 */
export function PromptEditorScreen({ call }: PromptEditorScreenProps) {
  const { templateId = '', versionId = '' } = useParams();
  const navigate = useNavigate();
  const [state, send] = useReducer(promptEditorReducer, undefined, initialPromptEditorState);
  // The version whose prompts the form holds: the first answer read after it opened.
  const [loaded, setLoaded] = useState<string>();
  const [csvErrors, setCsvErrors] = useState<string[]>([]);
  const view = promptEditorView(state);
  const version = useOperationQuery('getTemplateVersionPrompts', [undefined, { id: Number(versionId) }], { call });
  // [prompt-editor-load-errors]: written to the console only, no user message.
  useReadFailure(version, (error) => console.error('Could not load the prompts of the template version', error));
  const store = useOperationMutation('storeTemplateVersionPrompts', { call });

  // The form edits its own copy: it takes the prompts of the version's first read since it opened
  // (not an older cached answer), and a later refetch (the live channel's resync) leaves the edits alone.
  const { data, isFetchedAfterMount, isFetching } = version;
  useEffect(() => {
    if (loaded === versionId || !isFetchedAfterMount || isFetching || data === undefined) return;
    setLoaded(versionId);
    send({ type: 'LOAD', prompts: data.prompts });
  }, [data, isFetchedAfterMount, isFetching, loaded, versionId]);
  const header = loaded === versionId ? data : undefined;
  const loading = loaded !== versionId && !version.isError;

  const storePrompts = () => {
    if (!view.canStore) return;
    // [prompt-editor-store-call]
    store.mutate([{ template_version_id: Number(versionId), prompts: state.prompts }, { id: Number(versionId) }], {
      onSuccess: (stored) => {
        send({ type: 'LOAD', prompts: stored.prompts });
        showSuccess(message('promptEditorStored'));
      },
      onError: (error) => void notifyError(error),
    });
  };

  const importCsv = (file: File | null) => {
    if (!file) return;
    setCsvErrors([]);
    file
      .text()
      .then((text) => {
        const result = parsePromptCsv(text);
        if (result.ok) send({ type: 'IMPORT', prompts: result.prompts });
        else setCsvErrors(result.errors);
      })
      .catch(() => setCsvErrors([message('promptCsvReadError')]));
  };

  return (
    <Stack gap="md" pos="relative">
      {loading && (
        <Overlay fixed zIndex={400} backgroundOpacity={0.6} color="#fff">
          <Center h="100%" role="status" aria-label={message('runtimeLoading')}>
            <Stack align="center" gap="xs">
              <Loader />
              <Text fw={600}>{message('promptEditorLoading')}</Text>
            </Stack>
          </Center>
        </Overlay>
      )}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group>
            <Button
              variant="default"
              onClick={() => void navigate(`/surveyTemplates/${templateId}/versions`)}
            >
              {message('promptEditorBack')}
            </Button>
            <Title order={1}>{message('promptEditorTitle')}</Title>
          </Group>
          {header && (
            <Group gap="xl" role="group" aria-label={message('promptEditorTitle')}>
              <Text>
                <b>{message('promptEditorTemplateId')}:</b> {header.template_identifier ?? ''}
              </Text>
              <Text>
                <b>{message('promptEditorTemplateName')}:</b> {header.template_name ?? ''}
              </Text>
              <Text>
                <b>{message('promptEditorVersion')}:</b> {header.version_identifier ?? ''}
              </Text>
            </Group>
          )}
        </Stack>
        <Group>
          <FileButton onChange={importCsv} accept={promptCsvAccept}>
            {(props) => (
              <Button variant="default" {...props}>
                {message('promptEditorImportCsv')}
              </Button>
            )}
          </FileButton>
          <Button
            onClick={storePrompts}
            disabled={!view.canStore}
            loading={store.isPending}
            style={view.canStore ? undefined : { opacity: 0.5 }}
          >
            {message('promptEditorStore')}
          </Button>
        </Group>
      </Group>
      {!view.canStore && (
        <Alert color="red" role="alert">
          {message('promptEditorStoreBlocked')}
        </Alert>
      )}
      {csvErrors.length > 0 && (
        <Stack gap={2} role="alert">
          {csvErrors.map((error) => (
            <Text key={error} c="red" size="sm">
              {error}
            </Text>
          ))}
        </Stack>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Stack gap="xs" role="tablist" aria-orientation="vertical">
              {promptGroups.map((group) => {
                const red = view.redGroups.has(group);
                return (
                  <Button
                    key={group}
                    role="tab"
                    aria-selected={state.group === group}
                    data-invalid={red || undefined}
                    color={red ? 'red' : 'blue'}
                    variant={state.group === group ? 'filled' : 'outline'}
                    onClick={() => send({ type: 'SELECT_GROUP', group })}
                  >
                    {message('promptEditorGroup', { group })}
                  </Button>
                );
              })}
            </Stack>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <PromptForm state={state} issues={view.issues} send={send} />
            </Box>
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <Box style={{ height: 640, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}>
            {!loading && (
              <Suspense fallback={<Loader />}>
                <PromptGraph prompts={state.prompts} issues={view.issues} send={send} />
              </Suspense>
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
