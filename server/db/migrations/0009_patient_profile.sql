-- The patient profile (document 1, sections 3, 4 and 6; document 2, section 3): the detail shape
-- of GET patient/alt/{id} (phones, addresses, installation method, lock, document links and the
-- RTM flags), and the viewing logs of monitoring users. The patient-information wizard writes
-- many of these columns too; every statement is "if not exists" so that whichever migration
-- lands first creates them and the other one leaves them be.

create table if not exists installation_method_types (
  id integer primary key,
  name text not null,
  label text not null
);
insert into installation_method_types (id, name, label) values
  (1, 'unknown', 'Unknown'),
  (2, 'remote_onboarding', 'Remote Onboarding'),
  (3, 'field_clinician_in_person', 'Field Clinician In-Person'),
  (4, 'dme', 'DME'),
  (5, 'automated', 'Automated')
on conflict (id) do nothing;

alter table patients add column if not exists pid text;
alter table patients add column if not exists locked boolean not null default false;
alter table patients add column if not exists beta boolean not null default false;
alter table patients add column if not exists installation_method_type_id integer not null default 1 references installation_method_types (id);
alter table patients add column if not exists medicare_compliance text check (medicare_compliance in ('In Compliance', 'At Risk', 'Non-compliant'));
alter table patients add column if not exists patient_monitoring_specialist_id integer references users (id);
alter table patients add column if not exists rtm_permission boolean not null default false;
alter table patients add column if not exists rtm_patient_education boolean not null default false;
alter table patients add column if not exists rtm_follow_up_needed boolean not null default false;
alter table patients add column if not exists is_koos_patient boolean not null default false;
alter table patients add column if not exists is_hoos_patient boolean not null default false;
alter table patients add column if not exists patient_note text;
alter table patients add column if not exists patient_study_group_id integer references study_groups (id);
alter table patients add column if not exists patient_study_group_status_id integer references patient_study_group_statuses (id);
alter table patients add column if not exists patient_caregiver_agreement_url text;
alter table patients add column if not exists release_of_health_info_url text;
alter table patients add column if not exists archived_at timestamptz;

-- "phone_number list (named Home Phone and Mobile Phone; each id, name, number)".
create table if not exists patient_phone_numbers (
  id serial primary key,
  patient_id integer not null references patients (id),
  name text not null,
  number char(10) not null check (number ~ '^[0-9]{10}$')
);
create index if not exists patient_phone_numbers_patient_idx on patient_phone_numbers (patient_id, id);

-- "address (line_1, city, state, zip_code, id; the last entry is used)".
create table if not exists patient_addresses (
  id serial primary key,
  patient_id integer not null references patients (id),
  line_1 text not null,
  city text not null,
  state char(2) not null check (state ~ '^[A-Z]{2}$'),
  zip_code text not null check (zip_code ~ '^[0-9]+$')
);
create index if not exists patient_addresses_patient_idx on patient_addresses (patient_id, id);

-- A monitoring user's viewing of one patient profile: started when the profile opens, finished
-- when the user leaves it, opens another patient or is signed out for idleness.
create table if not exists patient_viewing_logs (
  id serial primary key,
  user_id integer not null references users (id),
  patient_id integer not null references patients (id),
  started_at timestamptz not null,
  finished_at timestamptz
);
create index if not exists patient_viewing_logs_user_idx on patient_viewing_logs (user_id, id);
create index if not exists patient_viewing_logs_patient_idx on patient_viewing_logs (patient_id, started_at);
