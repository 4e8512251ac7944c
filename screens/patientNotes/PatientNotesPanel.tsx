import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { constants, message } from '../../src/generated/catalog';
import { useOperationMutation, useOperationQuery } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { NoteCard, type PatientNote } from './NoteCard';
import { NoteEditor } from './NoteEditor';
import { isUnsaved, newDraft, type NoteDraft } from './noteDrafts';

/** The writer's time zone: the server locks a note at the end of this calendar day ([note-locked]). */
const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

function RefreshIcon() {
  return (
    <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}

/**
 * The patient profile's Patient Notes panel (document 2, sections 2, 4, 5 and 9): refresh and
 * 'Add Note' ([notes-panel]); unsaved notes 'new.N', several at once, each saved or cancelled
 * ([note-new-unsaved]); saved notes read-only, with Edit and Delete for their creator while
 * unlocked and Cosign for the patient's specialist. Failed calls go to the shared error handler
 * `notifyError` ([note-survey-shared-handler]). The list scrolls within 80vh ([notes-panel-height]).
 * The notes are a cached read (listPatientNotes reads `patients`): a saved, deleted or cosigned
 * note marks every reader of the patient's records stale, so this list and the RTM dashboard's
 * cosign list reload ([event-names], [notes-reload-events]), and a change from another tab
 * reaches them through the real-time channel.
 */
export function PatientNotesPanel({
  record,
  call,
  confirm,
  maxHeight = String(constants.notesPanelMaxHeight),
  onNoteSaved,
}: PanelProps & { maxHeight?: string; /** Told after each saved note (the RTM dashboard clears the tile's note requirement). */ onNoteSaved?: () => void }) {
  const patientId = Number(record.id);
  const notesQuery = useOperationQuery('listPatientNotes', [undefined, { id: patientId }], { call });
  const notes = notesQuery.data ?? [];
  const loaded = !notesQuery.isPending;
  const createNote = useOperationMutation('createPatientNote', { call });
  const updateNote = useOperationMutation('updatePatientNote', { call });
  const deleteNote = useOperationMutation('deletePatientNote', { call });
  const cosignNote = useOperationMutation('cosignPatientNote', { call });
  const [drafts, setDrafts] = useState<NoteDraft[]>([]);
  const [added, setAdded] = useState(0);

  const { error: loadError, refetch } = notesQuery;
  useEffect(() => {
    if (loadError) notifyError(loadError);
  }, [loadError]);
  const reload = () => void refetch();

  const putDraft = (draft: NoteDraft) => setDrafts((all) => all.map((one) => (one.id === draft.id ? draft : one)));
  const dropDraft = (id: string) => setDrafts((all) => all.filter((one) => one.id !== id));
  const addNote = () => {
    setDrafts((all) => [newDraft(added), ...all]);
    setAdded((count) => count + 1);
  };

  const save = async (draft: NoteDraft, sendEmail: boolean) => {
    const email = sendEmail && draft.type === 'CSN' ? draft.email.trim() : null;
    try {
      if (isUnsaved(draft)) {
        await createNote.mutateAsync([
          {
            patient_id: patientId,
            note: draft.note,
            type: draft.type,
            email_sent_to: email,
            session_id: null,
            time_zone: ownTimeZone(),
          },
        ]);
      } else {
        const id = Number(draft.id);
        await updateNote.mutateAsync([{ id, patient_id: patientId, note: draft.note, type: draft.type, email_sent_to: email }, { id }]);
      }
      showSuccess(email === null ? message('noteSaved') : message('noteSavedAndEmailed', { email }));
      onNoteSaved?.();
      dropDraft(draft.id);
    } catch (error) {
      notifyError(error);
    }
  };

  const remove = async (note: PatientNote) => {
    const confirmed = await confirm({ title: message('deleteNoteConfirm'), cancelLabel: 'Cancel', confirmLabel: 'Delete' });
    if (!confirmed) return;
    try {
      await deleteNote.mutateAsync([undefined, { id: note.id }]);
      showSuccess(message('noteDeleted'));
    } catch (error) {
      notifyError(error);
    }
  };

  const cosign = async (note: PatientNote) => {
    try {
      await cosignNote.mutateAsync([undefined, { id: note.id }]);
      showSuccess(message('noteCosigned'));
    } catch (error) {
      notifyError(error);
    }
  };

  const editing = new Set(drafts.map((draft) => draft.id));
  const editor = (draft: NoteDraft) => (
    <NoteEditor
      key={draft.id}
      draft={draft}
      onChange={putDraft}
      onSave={(sendEmail) => save(draft, sendEmail)}
      onCancel={() => dropDraft(draft.id)}
    />
  );

  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap="xs">
        <Tooltip label={message('notesRefresh')}>
          <ActionIcon variant="subtle" aria-label={message('notesRefresh')} onClick={reload}>
            <RefreshIcon />
          </ActionIcon>
        </Tooltip>
        <Button size="xs" onClick={addNote}>
          {message('addNote')}
        </Button>
      </Group>
      <Stack gap="xs" data-testid="patient-notes-list" style={{ maxHeight, overflowY: 'auto' }}>
        {drafts.filter(isUnsaved).map(editor)}
        {notes.map((note) => {
          const draft = drafts.find((one) => one.id === String(note.id));
          if (editing.has(String(note.id)) && draft) return editor(draft);
          return (
            <NoteCard
              key={note.id}
              note={note}
              onEdit={() => setDrafts((all) => [...all, { id: String(note.id), type: note.type, note: note.note, email: note.email_sent_to ?? '' }])}
              onDelete={() => void remove(note)}
              onCosign={() => void cosign(note)}
            />
          );
        })}
        {loaded && notes.length === 0 && drafts.length === 0 && (
          <Text size="sm" c="gray.7">
            {message('noNotes')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
