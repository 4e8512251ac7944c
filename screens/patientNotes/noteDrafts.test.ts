import { describe, expect, it } from 'vitest';
import { draftErrors, isUnsaved, newDraft, offersEmail } from './noteDrafts';

describe('note drafts', () => {
  it('[note-new-unsaved] numbers unsaved notes new.1, new.2, ...', () => {
    expect(newDraft(0).id).toBe('new.1');
    expect(newDraft(2).id).toBe('new.3');
    expect(isUnsaved(newDraft(0))).toBe(true);
    expect(isUnsaved({ id: '42' })).toBe(false);
  });

  it("[note-required] asks for the note's text", () => {
    expect(draftErrors({ ...newDraft(0), note: '  ' })).toEqual({ note: 'Note is required.' });
    expect(draftErrors({ ...newDraft(0), note: 'Better today' })).toEqual({});
  });

  it("[note-csn-email] offers 'Save and Send Email' only for a CSN note with an address", () => {
    expect(offersEmail({ ...newDraft(0), type: 'CSN', email: 'case@clinic.example' })).toBe(true);
    expect(offersEmail({ ...newDraft(0), type: 'CSN', email: ' ' })).toBe(false);
    expect(offersEmail({ ...newDraft(0), type: 'PPN', email: 'case@clinic.example' })).toBe(false);
  });
});
