import { Button, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { callTyped, useOperationQuery } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { message } from '../../src/generated/catalog';
import type { LibraryTemplate } from './templateReorder';

export interface AutoAssignConfigModalProps {
  templates: readonly LibraryTemplate[];
  onClose: () => void;
}

/**
 * The RTM Configuration modal ([survey-templates-auto-assign]): per template (entry name, label,
 * value from GET auto_assign_config) the version a new RTM patient is given automatically, or
 * none; Save sends PUT auto_assign_config, a map of name to version id or null.
 */
export function AutoAssignConfigModal({ templates, onClose }: AutoAssignConfigModalProps) {
  const config = useOperationQuery('getAutoAssignConfig', [undefined], { staleTime: 0 });
  const [values, setValues] = useState<Record<string, number | null> | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (config.data && values === undefined) setValues(Object.fromEntries(config.data.map((entry) => [entry.name, entry.value])));
  }, [config.data, values]);

  const save = async () => {
    if (!values) return;
    setSaving(true);
    try {
      await callTyped('updateAutoAssignConfig', values);
      await config.refetch();
      showSuccess(message('rtmAutoAssignSaved'));
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="RTM Configuration" centered>
      <Stack gap="sm">
        {(config.isPending || values === undefined) && !config.isError && <Loader size="sm" aria-label="Loading" />}
        {config.data?.length === 0 && <Text c="dimmed">{message('rtmTemplateLibraryEmpty')}</Text>}
        {values !== undefined &&
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
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={values === undefined}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
