// The unsaved notes of the notes panel (document 2, section 4 "Notes": "new unsaved notes can be
// saved or cancelled"): several at once, each with the id 'new.N' until the server gives it one,
// and the rules of a note's form (text required, 'Save and Send Email' for a CSN with an address).
import { message } from '../../src/generated/catalog';

/** A note's type: PPN Patient Profile Note, CSN Customer Service Note. */
export type NoteType = 'PPN' | 'CSN';

/** What a note's form holds, for a new note or one being edited. */
export interface NoteDraft {
  /** 'new.N' for an unsaved note, else the saved note's id. */
  id: string;
  type: NoteType;
  note: string;
  email: string;
}

/**
 * A new empty note after the `count` already added in this panel: 'new.1', 'new.2', ...
 *
 * @example
 * newDraft(0); // { id: 'new.1', type: 'PPN', note: '', email: '' }
 */
export function newDraft(count: number): NoteDraft {
  return { id: `new.${String(count + 1)}`, type: 'PPN', note: '', email: '' };
}

/** Whether the draft is a note not saved yet. */
export const isUnsaved = (draft: Pick<NoteDraft, 'id'>): boolean => draft.id.startsWith('new.');

/** Whether 'Save and Send Email' is offered ([note-csn-email]): a CSN note with an address. */
export const offersEmail = (draft: NoteDraft): boolean => draft.type === 'CSN' && draft.email.trim() !== '';

/** The form's errors, all at once, by field ([note-required]). */
export function draftErrors(draft: NoteDraft): Partial<Record<'note', string>> {
  return draft.note.trim() === '' ? { note: message('noteRequired') } : {};
}
