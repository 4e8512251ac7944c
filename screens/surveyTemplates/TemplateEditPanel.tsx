import { Button, Checkbox, ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useOperationMutation } from '../../runtime/api/operationQueries';
import { readErrorBody } from '../../runtime/errors/errorBody';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { constants, message } from '../../src/generated/catalog';
import { libraryTemplateOf } from './libraryTemplate';

interface Draft {
  identifier: string;
  name: string;
  tile_color_hex: string;
  pt_assignable: boolean;
  pta_assignable: boolean;
  patient_not_in_session: boolean;
}

const defaultTileColour = String(constants.defaultTileColour);

const fieldErrorOf = (error: unknown): { name: string; message: string } | undefined => readErrorBody(error).formError;

/**
 * The Create/Edit form of a survey template, the library list's modal panel
 * ([survey-templates-fields], [survey-templates-pt-pta], [survey-templates-default-colour]):
 * Template ID, name, tile colour (#0899b7 for a new one), PT and PTA assignable and patient not in
 * session; a template assignable to neither is refused with 'Please assign to PT or PTA or both'
 * before any call (the server refuses it too). Its record is the row (empty: create).
 */
export function TemplateEditPanel({ record, reload }: PanelProps) {
  const template = libraryTemplateOf(record);
  const create = useOperationMutation('createRtmTemplate');
  const update = useOperationMutation('updateRtmTemplate');
  const [draft, setDraft] = useState<Draft>(() => ({
    identifier: template?.identifier ?? '',
    name: template?.name ?? '',
    tile_color_hex: template?.tile_color_hex ?? defaultTileColour,
    pt_assignable: template?.pt_assignable ?? false,
    pta_assignable: template?.pta_assignable ?? false,
    patient_not_in_session: template?.patient_not_in_session ?? false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = create.isPending || update.isPending;
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key === 'pta_assignable' ? 'pt_assignable' : key];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (draft.identifier.trim() === '') problems.identifier = message('required');
    if (draft.name.trim() === '') problems.name = message('required');
    if (!/^#[0-9a-fA-F]{6}$/.test(draft.tile_color_hex)) problems.tile_color_hex = message('notValidValue');
    if (!draft.pt_assignable && !draft.pta_assignable) problems.pt_assignable = message('rtmTemplatePtOrPta');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const fields = { ...draft, identifier: draft.identifier.trim(), name: draft.name.trim() };
      const saved = template ? await update.mutateAsync([{ id: template.id, ...fields }]) : await create.mutateAsync([fields]);
      showSuccess(message(template ? 'rtmTemplateUpdated' : 'rtmTemplateCreated', { name: saved.name }));
      reload();
    } catch (error) {
      const field = fieldErrorOf(error);
      if (field) setErrors({ [field.name]: field.message });
      else notifyError(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={message('rtmTemplateIdLabel')}
          required
          maxLength={32}
          value={draft.identifier}
          error={errors.identifier}
          onChange={(event) => change({ identifier: event.currentTarget.value })}
        />
        <TextInput label={message('rtmTemplateNameLabel')} required maxLength={100} value={draft.name} error={errors.name} onChange={(event) => change({ name: event.currentTarget.value })} />
        <ColorInput
          label={message('rtmTemplateTileColourLabel')}
          format="hex"
          value={draft.tile_color_hex}
          error={errors.tile_color_hex}
          onChange={(value) => change({ tile_color_hex: value })}
        />
        <Checkbox label={message('rtmTemplatePtLabel')} checked={draft.pt_assignable} onChange={(event) => change({ pt_assignable: event.currentTarget.checked })} />
        <Checkbox label={message('rtmTemplatePtaLabel')} checked={draft.pta_assignable} onChange={(event) => change({ pta_assignable: event.currentTarget.checked })} />
        {errors.pt_assignable && (
          <Text c="red.8" size="sm" role="alert">
            {errors.pt_assignable}
          </Text>
        )}
        <Checkbox
          label={message('rtmTemplateNotInSessionLabel')}
          checked={draft.patient_not_in_session}
          onChange={(event) => change({ patient_not_in_session: event.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={reload}>
            {message('rtmTemplateCancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {message(template ? 'rtmTemplateUpdate' : 'rtmTemplateCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
