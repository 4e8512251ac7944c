import { Button, Group, Input, Paper, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { lookups, message } from '../../src/generated/catalog';
import { draftErrors, offersEmail, type NoteDraft } from './noteDrafts';

const typeOptions = lookups.noteTypes.values.map((option) => ({ value: option.value, label: `${option.label} (${option.value})` }));

export interface NoteEditorProps {
  draft: NoteDraft;
  onChange: (draft: NoteDraft) => void;
  /** Saves the draft; `sendEmail` when the user chose 'Save and Send Email'. */
  onSave: (sendEmail: boolean) => Promise<void>;
  onCancel: () => void;
}

/**
 * The form of one new or edited note: type (PPN or CSN), text, and for a CSN note the address it
 * may be e-mailed to; Save, 'Save and Send Email' (a CSN note with an address) and Cancel. The
 * text is checked before the call ('Note is required.'); the server checks it again.
 */
export function NoteEditor({ draft, onChange, onSave, onCancel }: NoteEditorProps) {
  const [shown, setShown] = useState<Partial<Record<'note', string>>>({});
  const [busy, setBusy] = useState(false);
  const save = async (sendEmail: boolean) => {
    const errors = draftErrors(draft);
    setShown(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await onSave(sendEmail);
    } finally {
      setBusy(false);
    }
  };
  const label = draft.id.startsWith('new.') ? message('noteNewLabel', { id: draft.id }) : message('noteEditLabel');
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={label} component="form" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="xs">
        <Input.Wrapper label={message('noteType')}>
          <SegmentedControl
            fullWidth
            size="xs"
            data={typeOptions}
            value={draft.type}
            onChange={(value) => onChange({ ...draft, type: value === 'CSN' ? 'CSN' : 'PPN' })}
          />
        </Input.Wrapper>
        <Textarea
          label={message('noteText')}
          rows={4}
          value={draft.note}
          error={shown.note}
          onChange={(event) => {
            onChange({ ...draft, note: event.currentTarget.value });
            setShown({});
          }}
        />
        {draft.type === 'CSN' && (
          <TextInput
            label={message('noteEmailTo')}
            type="email"
            value={draft.email}
            onChange={(event) => onChange({ ...draft, email: event.currentTarget.value })}
          />
        )}
        <Group gap="xs">
          <Button size="xs" loading={busy} onClick={() => void save(false)}>
            {message('noteSave')}
          </Button>
          {offersEmail(draft) && (
            <Button size="xs" variant="default" loading={busy} onClick={() => void save(true)}>
              {message('saveAndSendEmail')}
            </Button>
          )}
          <Button size="xs" variant="default" disabled={busy} onClick={onCancel}>
            {message('noteCancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
