-- Patient notes and their cosign (document 2, sections 3, 4 "Notes", 5 "Notes", 6 and 7 "Notes").
--
-- Readings of document 2 written down here:
-- * "created before today (calendar day)" is the day in the time zone of the user who wrote the
--   note, sent by the portal when the note is written (`time_zone`, an IANA name; UTC when the
--   caller sends none). Only the creator edits or deletes a note, so the creator's calendar day is
--   the one the lock rule reads.
-- * created_by_pma is whether the creator was a patient monitoring assistant when writing it.
-- * email_status is 'sent' once the mailer accepted the note, 'failed' when it refused it.
create table patient_notes (
  id serial primary key,
  patient_id integer not null references patients (id),
  session_id bigint references exercise_sessions (id) on delete set null,
  type text not null check (type in ('PPN', 'CSN')),
  note text not null check (length(btrim(note)) > 0),
  time_zone text not null default 'UTC',
  email_sent_to text,
  email_sent_at timestamptz,
  email_status text check (email_status in ('sent', 'failed')),
  created_by integer not null references users (id),
  created_by_pma boolean not null default false,
  updated_by integer references users (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  cosigned_by_user_id integer references users (id),
  cosigned_credentials text,
  cosigned_at timestamptz,
  check ((cosigned_by_user_id is null) = (cosigned_at is null))
);
-- The panel's list: a patient's notes, newest first.
create index patient_notes_patient_idx on patient_notes (patient_id, created_at desc);
-- Notes waiting for a cosign (assistants' notes not yet cosigned), found through their patient's
-- monitoring specialist.
create index patient_notes_uncosigned_idx on patient_notes (patient_id) where created_by_pma and cosigned_at is null;
create index patients_monitoring_specialist_idx on patients (patient_monitoring_specialist_id);
-- by-session-id: whether a note was written for a session.
create index patient_notes_session_idx on patient_notes (session_id) where session_id is not null;
