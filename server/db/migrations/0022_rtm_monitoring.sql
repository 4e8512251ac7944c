-- Live remote therapeutic monitoring (document 2, sections 2, 3, 4 "RTM tile status values",
-- "Room", "Remote login", "Prompt flow", 7 "RTM prompts", "Remote monitor room", "Remote login";
-- document 3, sections 3 and 7.7 for the template tables, which the RTM configuration issue extends).
--
-- Readings of document 2 written down here:
-- * The server keeps each patient's live tile (rtm_live_patients) so that a room opened, or a
--   dashboard reloaded, mid-session shows the same tiles as one that watched every event. The
--   server applies the same transitions as the portal's tile machine (machines/rtmTile/tilePush.ts).
-- * patient_version_id of the prompt calls is the id of a patient's assignment to a template
--   version (rtm_patient_template_versions).
-- * A push notification (push_notification, fcm_notification/{id}) is one row of push_notifications;
--   a patient app's reply to a remote login writes its reaction (1 accepted, 2 declined, other failed).

-- RTM survey templates, their versions and prompts (document 3, section 3).
create table rtm_survey_templates (
  id serial primary key,
  identifier text not null unique,
  name text not null,
  tile_color_hex text not null default '#0899b7' check (tile_color_hex ~ '^#[0-9a-fA-F]{6}$'),
  patient_not_in_session boolean not null default false,
  pt_assignable boolean not null default false,
  pta_assignable boolean not null default false,
  sequence integer not null default 0,
  archived boolean not null default false,
  created_at timestamptz not null default now()
);

create table rtm_survey_template_versions (
  id serial primary key,
  identifier text not null unique,
  rtm_survey_template_id integer not null references rtm_survey_templates (id),
  archived boolean not null default false,
  created_at timestamptz not null default now()
);
create index rtm_survey_template_versions_template_idx on rtm_survey_template_versions (rtm_survey_template_id);

create table rtm_survey_prompts (
  id serial primary key,
  template_version_id integer not null references rtm_survey_template_versions (id) on delete cascade,
  title text not null,
  group_number integer not null check (group_number between 1 and 3),
  description text,
  additional_prompt_information text,
  sequence integer not null default 0,
  unique (template_version_id, title)
);

create table rtm_survey_prompt_options (
  id serial primary key,
  prompt_id integer not null references rtm_survey_prompts (id) on delete cascade,
  identifier text,
  option_text text not null,
  text_required boolean not null default false,
  -- null: the option ends the flow (maps_to_end).
  maps_to_prompt_id integer references rtm_survey_prompts (id) on delete set null,
  sequence integer not null default 0
);
create index rtm_survey_prompt_options_prompt_idx on rtm_survey_prompt_options (prompt_id);

-- A patient's assignment to a template version: its id is the prompt calls' patient_version_id.
create table rtm_patient_template_versions (
  id serial primary key,
  patient_id integer not null references patients (id),
  template_version_id integer not null references rtm_survey_template_versions (id),
  assigned_at timestamptz not null default now(),
  removed_at timestamptz,
  completed_at timestamptz
);
create unique index rtm_patient_template_versions_active_key on rtm_patient_template_versions (patient_id) where removed_at is null;

-- One submitted answer of a prompt flow.
create table rtm_patient_prompt_responses (
  id bigserial primary key,
  patient_version_id integer not null references rtm_patient_template_versions (id),
  prompt_id integer not null references rtm_survey_prompts (id),
  option_id integer not null references rtm_survey_prompt_options (id),
  text_response varchar(500),
  responded_by integer not null references users (id),
  responded_at timestamptz not null
);
create index rtm_patient_prompt_responses_version_idx on rtm_patient_prompt_responses (patient_version_id, responded_at);

-- A monitoring room (Start Monitoring): room_id is what the timer banner shows.
create table remote_monitor_rooms (
  id serial primary key,
  room_id text not null unique,
  user_id integer not null references users (id),
  started_at timestamptz not null,
  last_seen_at timestamptz not null,
  ended_at timestamptz
);
create index remote_monitor_rooms_open_idx on remote_monitor_rooms (user_id) where ended_at is null;

-- A patient's live tile while in (or just after) a session.
create table rtm_live_patients (
  patient_id integer primary key references patients (id),
  session_id bigint,
  session_start timestamptz,
  status text not null check (status in ('CALL_REQUIRED', 'PENDING_INTERACTION', 'INTERACTION_REQUESTED', 'ANSWERED', 'COMPLETE')),
  sequence integer,
  next_interaction timestamptz,
  call_attempts integer not null default 0,
  call_established boolean not null default false,
  number_of_calls integer not null default 0,
  note_required boolean not null default false,
  pain_level integer check (pain_level between 0 and 10),
  patient_not_in_session boolean not null default false,
  joined_at timestamptz not null,
  completed_at timestamptz,
  updated_at timestamptz not null
);

-- patient_interaction {patient_id, interaction_type, observer_id}: 1 request, 2 required.
create table patient_interactions (
  id bigserial primary key,
  patient_id integer not null references patients (id),
  interaction_type integer not null check (interaction_type in (1, 2)),
  observer_id integer not null references users (id),
  created_at timestamptz not null
);
create index patient_interactions_patient_idx on patient_interactions (patient_id, created_at desc);

-- fcmtoken {user_id, fcm_token}: where a portal user's push notifications go.
create table fcm_tokens (
  id serial primary key,
  user_id integer not null references users (id),
  fcm_token text not null,
  updated_at timestamptz not null,
  unique (user_id, fcm_token)
);

-- push_notification {patient_id, notification_type, sender_id, message}; fcm_notification/{id}
-- answers its reaction once the patient app replied.
create table push_notifications (
  id bigserial primary key,
  notification_type text not null,
  patient_id integer not null references patients (id),
  sender_id integer references users (id),
  message text,
  json jsonb,
  reaction integer,
  created_at timestamptz not null,
  answered_at timestamptz
);
create index push_notifications_patient_idx on push_notifications (patient_id, created_at desc);

-- The patient app signed in on a PC (remote login accepted) until remote logout.
create table patient_app_logins (
  id serial primary key,
  patient_id integer not null references patients (id),
  serial_number text not null,
  logged_in_at timestamptz not null,
  logged_out_at timestamptz
);
create unique index patient_app_logins_active_patient_key on patient_app_logins (patient_id) where logged_out_at is null;
create unique index patient_app_logins_active_serial_key on patient_app_logins (serial_number) where logged_out_at is null;
