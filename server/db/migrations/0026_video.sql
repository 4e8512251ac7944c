-- Video calls (document 2, sections 3 "Video-room record", 4 "Call" and "Recording", 7 "Video"):
-- the rooms the portal's users open with patients, kept on the server so that a second user
-- calling a patient already on a call is refused ('Patient is currently on a ROMTime call with
-- another User'): at most one open room (ended_at null) per patient. The recording columns are
-- the record's audio_composition_sid / audio_composition_status; audio_content_key is where the
-- stored audio.mp3 lies (server/adapters/files) once the composition is completed.
create table video_rooms (
  id serial primary key,
  sid text not null unique,
  unique_name text not null unique,
  patient_id integer not null references patients (id),
  caller_user_id integer not null references users (id),
  provider text not null check (provider in ('twilio', 'builtIn')),
  started_at timestamptz not null,
  ended_at timestamptz,
  audio_composition_sid text,
  audio_composition_status text check (audio_composition_status in ('enqueued', 'completed')),
  audio_requested_at timestamptz,
  audio_content_key text,
  check (ended_at is null or ended_at >= started_at)
);
create unique index video_rooms_one_open_per_patient on video_rooms (patient_id) where ended_at is null;
create index video_rooms_patient_idx on video_rooms (patient_id, started_at desc);
create index video_rooms_caller_open_idx on video_rooms (caller_user_id) where ended_at is null;
