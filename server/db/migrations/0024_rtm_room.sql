-- The RTM room's note rule (document 2, sections 4 and 5): who connected the call that made a
-- patient's note required, and since when. The room of that monitor is not closed while the note
-- is missing ('One or more patients require a note before closing the room.'), and "note saved"
-- clears it only once a note on the patient was written since the call connected.
alter table rtm_live_patients add column note_required_by integer references users (id);
alter table rtm_live_patients add column note_required_since timestamptz;
create index rtm_live_patients_note_required_idx on rtm_live_patients (note_required_by) where note_required;
