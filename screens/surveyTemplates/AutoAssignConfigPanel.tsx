import { Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOperationMutation, useOperationQuery } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { message } from '../../src/generated/catalog';

/**
 * The RTM Configuration modal of the library ([survey-templates-auto-assign]), a list's header
 * panel: per template (entry name, label, value from GET auto_assign_config) the version a new
 * RTM patient is given automatically, or none (the versions from the library's list, read from the
 * cache); Save sends PUT auto_assign_config, a map of name to version id or null.
 */
export function AutoAssignConfigPanel({ reload }: PanelProps) {
  const config = useOperationQuery('getAutoAssignConfig', [undefined], { staleTime: 0 });
  const library = useOperationQuery('listRtmTemplates', [undefined]);
  const saveConfig = useOperationMutation('updateAutoAssignConfig');
  const [values, setValues] = useState<Record<string, number | null> | undefined>();
  // The choices start from a fresh answer, not from one cached when the modal was last open.
  useEffect(() => {
    if (config.data && !config.isFetching && values === undefined) setValues(Object.fromEntries(config.data.map((entry) => [entry.name, entry.value])));
  }, [config.data, config.isFetching, values]);

  const save = async () => {
    if (!values) return;
    try {
      await saveConfig.mutateAsync([values]);
      showSuccess(message('rtmAutoAssignSaved'));
      reload();
    } catch (error) {
      notifyError(error);
    }
  };

  const templates = library.data ?? [];
  return (
    <Stack gap="sm">
      {(config.isPending || values === undefined || library.isPending) && !config.isError && <Loader size="sm" aria-label={message('runtimeLoading')} />}
      {config.data?.length === 0 && <Text c="dimmed">{message('rtmTemplateLibraryEmpty')}</Text>}
      {values !== undefined &&
        library.data !== undefined &&
        config.data?.map((entry) => {
          const versions = templates.find((template) => template.identifier === entry.name)?.rtm_survey_template_versions ?? [];
          return (
            <NativeSelect
              key={entry.name}
              label={`${entry.label} (${entry.name})`}
              value={values[entry.name] === null || values[entry.name] === undefined ? '' : String(values[entry.name])}
              data={[{ value: '', label: message('rtmAutoAssignNone') }, ...versions.map((version) => ({ value: String(version.id), label: version.identifier }))]}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                setValues((current) => ({ ...current, [entry.name]: chosen === '' ? null : Number(chosen) }));
              }}
            />
          );
        })}
      <Group justify="flex-end">
        <Button variant="default" onClick={reload}>
          {message('rtmTemplateCancel')}
        </Button>
        <Button onClick={() => void save()} loading={saveConfig.isPending} disabled={values === undefined}>
          {message('rtmAutoAssignSave')}
        </Button>
      </Group>
    </Stack>
  );
}
