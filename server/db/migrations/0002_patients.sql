-- Patients, their procedures, plans and exercise sessions, and the per-patient summary the
-- patient list reads (kept up to date by refreshPatientSummaries) so that a page of 20 rows at
-- 100000 patients never aggregates sessions at read time.

create table patients (
  id serial primary key,
  identifier char(7) not null unique check (identifier ~ '^[0-9]{7}$'),
  first_name text not null,
  last_name text not null,
  date_of_birth date,
  email text,
  practice_id integer not null references practices (id),
  surgeon_id integer references practice_team_members (id),
  physical_therapist_id integer references practice_team_members (id),
  dme_id integer references practices (id),
  status_id integer references patient_statuses (id),
  patient_app_type_id integer references patient_app_types (id),
  archived boolean not null default false,
  created_at timestamptz not null default now()
);

create table patient_procedures (
  id serial primary key,
  patient_id integer not null references patients (id),
  procedure_type_id integer not null references procedure_types (id),
  procedure_leg_type_id integer not null references procedure_leg_types (id),
  procedure_name text not null,
  procedure_date date,
  is_active boolean not null default true
);
create index patient_procedures_patient_idx on patient_procedures (patient_id) where is_active;

create table treatment_plans (
  id serial primary key,
  patient_id integer not null references patients (id),
  total_sessions integer not null check (total_sessions > 0),
  start_date date not null
);
create index treatment_plans_patient_idx on treatment_plans (patient_id);

create table exercise_sessions (
  id bigserial primary key,
  patient_id integer not null references patients (id),
  session_at timestamptz not null,
  pain integer check (pain between 0 and 10),
  extension double precision,
  flexion double precision,
  completed boolean not null default false
);
create index exercise_sessions_patient_idx on exercise_sessions (patient_id, session_at desc);

-- One row per patient: the list columns that come from procedures, plans and sessions.
create table patient_summaries (
  patient_id integer primary key references patients (id),
  procedure_name text,
  procedure_date date,
  procedure_type_id integer,
  procedure_leg_type_id integer,
  completed_sessions integer not null default 0,
  total_sessions integer not null default 0,
  plan_start_date date,
  pain integer,
  extension double precision,
  extension_previous double precision,
  flexion double precision,
  flexion_previous double precision,
  last_session_at timestamptz
);

-- The list's default order is last name within a practice, filtered by status; the composite
-- indexes below serve the scoped list, the super user's all-practice list and the count.
create index patients_practice_last_name_idx on patients (practice_id, last_name, first_name, id) where not archived;
create index patients_practice_status_last_name_idx on patients (practice_id, status_id, last_name, first_name, id) where not archived;
create index patients_status_last_name_idx on patients (status_id, last_name, first_name, id) where not archived;
create index patients_last_name_idx on patients (last_name, first_name, id) where not archived;
create index patients_lower_last_name_idx on patients (lower(last_name) text_pattern_ops) where not archived;
create index patients_surgeon_idx on patients (surgeon_id) where not archived;
create index patients_therapist_idx on patients (physical_therapist_id) where not archived;
create index patients_dme_idx on patients (dme_id) where not archived;
create index patient_summaries_last_session_idx on patient_summaries (last_session_at);
create index patient_summaries_pain_idx on patient_summaries (pain);
