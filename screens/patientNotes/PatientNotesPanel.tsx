import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { constants, message } from '../../src/generated/catalog';
import { typedCallOver } from '../../runtime/api/typedCallOver';
import { notifyError } from '../../runtime/errors/notifyError';
import { onAppEvent, raiseAppEvent } from '../../runtime/events/appEvents';
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
 * `notifyError` ([note-survey-shared-handler]). The list scrolls within 80vh ([notes-panel-height]),
 * and reloads on the app event 'reload patient notes' and whenever the profile is read again
 * (a change of the patient's notes from another tab reaches it through the real-time channel).
 */
export function PatientNotesPanel({
  record,
  call,
  confirm,
  maxHeight = String(constants.notesPanelMaxHeight),
  onNoteSaved,
}: PanelProps & { maxHeight?: string; /** Told after each saved note (the RTM dashboard clears the tile's note requirement). */ onNoteSaved?: () => void }) {
  const patientId = Number(record.id);
  const typed = typedCallOver(call);
  const [notes, setNotes] = useState<PatientNote[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [drafts, setDrafts] = useState<NoteDraft[]>([]);
  const [added, setAdded] = useState(0);

  const load = useCallback(async () => {
    try {
      setNotes(await typedCallOver(call)('listPatientNotes', undefined, { id: patientId }));
    } catch (error) {
      notifyError(error);
    } finally {
      setLoaded(true);
    }
  }, [call, patientId]);

  useEffect(() => {
    void load();
  }, [load, record]);
  useEffect(() => onAppEvent('reloadPatientNotes', () => void load()), [load]);

  const changed = async () => {
    raiseAppEvent('reloadCosignedNotes', { patientId });
    await load();
  };
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
        await typed('createPatientNote', {
          patient_id: patientId,
          note: draft.note,
          type: draft.type,
          email_sent_to: email,
          session_id: null,
          time_zone: ownTimeZone(),
        });
      } else {
        const id = Number(draft.id);
        await typed('updatePatientNote', { id, patient_id: patientId, note: draft.note, type: draft.type, email_sent_to: email }, { id });
      }
      showSuccess(email === null ? message('noteSaved') : message('noteSavedAndEmailed', { email }));
      onNoteSaved?.();
      dropDraft(draft.id);
      await changed();
    } catch (error) {
      notifyError(error);
    }
  };

  const remove = async (note: PatientNote) => {
    const confirmed = await confirm({ title: message('deleteNoteConfirm'), cancelLabel: 'Cancel', confirmLabel: 'Delete' });
    if (!confirmed) return;
    try {
      await typed('deletePatientNote', undefined, { id: note.id });
      showSuccess(message('noteDeleted'));
      await changed();
    } catch (error) {
      notifyError(error);
    }
  };

  const cosign = async (note: PatientNote) => {
    try {
      await typed('cosignPatientNote', undefined, { id: note.id });
      showSuccess(message('noteCosigned'));
      await changed();
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
        <Tooltip label="Refresh notes">
          <ActionIcon variant="subtle" aria-label="Refresh notes" onClick={() => void load()}>
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
