import { Button, Checkbox, ColorInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { callTyped } from '../../runtime/api/operationQueries';
import { readErrorBody } from '../../runtime/errors/errorBody';
import { notifyError } from '../../runtime/errors/notifyError';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { constants, message } from '../../src/generated/catalog';
import type { LibraryTemplate } from './templateReorder';

export interface TemplateEditModalProps {
  /** The template to edit; absent: create one. */
  template?: LibraryTemplate;
  onClose: () => void;
  onSaved: () => void;
}

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
 * The Create/Edit modal of a survey template ([survey-templates-fields], [survey-templates-pt-pta],
 * [survey-templates-default-colour]): Template ID, name, tile colour (#0899b7 for a new one), PT
 * and PTA assignable and patient not in session; a template assignable to neither is refused with
 * 'Please assign to PT or PTA or both' before any call (the server refuses it too).
 */
export function TemplateEditModal({ template, onClose, onSaved }: TemplateEditModalProps) {
  const [draft, setDraft] = useState<Draft>(() => ({
    identifier: template?.identifier ?? '',
    name: template?.name ?? '',
    tile_color_hex: template?.tile_color_hex ?? defaultTileColour,
    pt_assignable: template?.pt_assignable ?? false,
    pta_assignable: template?.pta_assignable ?? false,
    patient_not_in_session: template?.patient_not_in_session ?? false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
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
    setSaving(true);
    try {
      const fields = { ...draft, identifier: draft.identifier.trim(), name: draft.name.trim() };
      const saved = template ? await callTyped('updateRtmTemplate', { id: template.id, ...fields }) : await callTyped('createRtmTemplate', fields);
      showSuccess(message(template ? 'rtmTemplateUpdated' : 'rtmTemplateCreated', { name: saved.name }));
      onSaved();
    } catch (error) {
      const field = fieldErrorOf(error);
      if (field) setErrors({ [field.name]: field.message });
      else notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={template ? 'Edit Template' : 'Create Template'} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Template ID"
            required
            maxLength={32}
            value={draft.identifier}
            error={errors.identifier}
            onChange={(event) => change({ identifier: event.currentTarget.value })}
          />
          <TextInput label="Name" required maxLength={100} value={draft.name} error={errors.name} onChange={(event) => change({ name: event.currentTarget.value })} />
          <ColorInput
            label="Tile Colour"
            format="hex"
            value={draft.tile_color_hex}
            error={errors.tile_color_hex}
            onChange={(value) => change({ tile_color_hex: value })}
          />
          <Checkbox label="PT Assignable" checked={draft.pt_assignable} onChange={(event) => change({ pt_assignable: event.currentTarget.checked })} />
          <Checkbox label="PTA Assignable" checked={draft.pta_assignable} onChange={(event) => change({ pta_assignable: event.currentTarget.checked })} />
          {errors.pt_assignable && (
            <Text c="red.8" size="sm" role="alert">
              {errors.pt_assignable}
            </Text>
          )}
          <Checkbox
            label="Patient Not In Session"
            checked={draft.patient_not_in_session}
            onChange={(event) => change({ patient_not_in_session: event.currentTarget.checked })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {template ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
